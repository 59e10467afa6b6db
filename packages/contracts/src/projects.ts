import { z } from 'zod';

export const projectStatuses = ['active', 'completed', 'inactive'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** Defaults of docs/product/projects.md, "The project". */
export const DEFAULT_PROJECT_COLOR = '#3B82F6';
export const DEFAULT_PROJECT_STATUS: ProjectStatus = 'active';

export const PROJECT_MESSAGES = {
  nameRequired: 'Project name is required',
  invalidColor: 'Colour must be a hex colour such as #3B82F6',
  invalidStatus: 'Status must be active, completed or inactive',
  duplicateName: 'A project with this name already exists',
  hasProperties: "Move or delete this project's properties before deleting it.",
  notFound: 'Project not found',
} as const;

const name = z.string({ error: PROJECT_MESSAGES.nameRequired }).trim().min(1, PROJECT_MESSAGES.nameRequired).max(100);
const description = z
  .string()
  .trim()
  .max(1000)
  .nullish()
  .transform((value) => (value ? value : null));
const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, PROJECT_MESSAGES.invalidColor)
  .transform((value) => value.toUpperCase());
const status = z.enum(projectStatuses, { error: PROJECT_MESSAGES.invalidStatus });

/** POST /api/v1/projects. */
export const projectInputSchema = z.object({
  name,
  description,
  color: color.default(DEFAULT_PROJECT_COLOR),
  status: status.default(DEFAULT_PROJECT_STATUS),
});
export type ProjectInput = z.output<typeof projectInputSchema>;

/** PUT /api/v1/projects/{id}: the same fields, each optional; any status change is allowed (docs/product/projects.md, "The project"). */
export const projectUpdateSchema = z.object({
  name: name.optional(),
  description: description.optional(),
  color: color.optional(),
  status: status.optional(),
});
export type ProjectUpdate = z.output<typeof projectUpdateSchema>;

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  status: z.enum(projectStatuses),
  property_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;
