import { z } from 'zod';

export const riskLevels = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof riskLevels)[number];

/** Where a reason came from when a document said it: the document, its page and the exact words. */
export const citationSchema = z.object({
  document_id: z.string(),
  filename: z.string(),
  page: z.number().int().min(1),
  quote: z.string(),
});
export type Citation = z.infer<typeof citationSchema>;

/** One reason behind a risk level or score; `points` is its share of the 0-100 score where there is one. */
export const riskSchema = z.object({
  code: z.string(),
  level: z.enum(riskLevels),
  reason: z.string(),
  citation: citationSchema.optional(),
  points: z.number().int().optional(),
});
export type Risk = z.infer<typeof riskSchema>;
