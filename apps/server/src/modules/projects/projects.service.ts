import { PROJECT_MESSAGES, type Project, type ProjectInput, type ProjectUpdate } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  deleteProject as deleteProjectRow,
  findProject,
  findProjectIdByName,
  insertProject,
  listProjects as listProjectRows,
  projectExists,
  updateProject as updateProjectRow,
  type ProjectRow,
} from './projects.repository.ts';

type Db = Kysely<Database>;

const projectNotFound = () => new AppError('NOT_FOUND', PROJECT_MESSAGES.notFound);
const duplicateName = () => new AppError('CONFLICT', PROJECT_MESSAGES.duplicateName, [{ field: 'name', message: PROJECT_MESSAGES.duplicateName }]);
const hasProperties = () => new AppError('CONFLICT', PROJECT_MESSAGES.hasProperties);

const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  name: row.name,
  description: row.description,
  color: row.color,
  status: row.status,
  property_count: Number(row.property_count ?? 0),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** Names are unique per tenant, case-insensitively (a unique index says so; this turns its refusal into 409). */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

export async function listProjects(db: Db, tenantId: string): Promise<Project[]> {
  return (await listProjectRows(db, tenantId)).map(toProject);
}

export async function getProject(db: Db, tenantId: string, id: string): Promise<Project> {
  const row = isUuid(id) ? await findProject(db, tenantId, id) : undefined;
  if (!row) throw projectNotFound();
  return toProject(row);
}

/** The tenant's project named by id or by name (the property form may give either), or undefined. */
export async function findProjectId(db: Db, tenantId: string, idOrName: string): Promise<string | undefined> {
  if (isUuid(idOrName) && (await projectExists(db, tenantId, idOrName))) return idOrName;
  return findProjectIdByName(db, tenantId, idOrName);
}

export async function createProject(db: Db, tenantId: string, input: ProjectInput): Promise<Project> {
  const id = await withUniqueName(() => insertProject(db, tenantId, input));
  return getProject(db, tenantId, id);
}

export async function updateProject(db: Db, tenantId: string, id: string, changes: ProjectUpdate): Promise<Project> {
  const updated = isUuid(id) && (await withUniqueName(() => updateProjectRow(db, tenantId, id, changes)));
  if (!updated) throw projectNotFound();
  return getProject(db, tenantId, id);
}

/** Only an empty project may go (docs/product/projects.md, "The project"); the foreign key refuses one that gained a property meanwhile. */
export async function deleteProject(db: Db, tenantId: string, id: string): Promise<void> {
  const project = await getProject(db, tenantId, id);
  if (project.property_count > 0) throw hasProperties();
  try {
    await deleteProjectRow(db, tenantId, id);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw hasProperties();
    throw error;
  }
}
