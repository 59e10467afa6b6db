import { z } from 'zod';

/**
 * Every figure of market data and analysis travels with how it was worked out, where its inputs
 * came from and the date they describe, so the UI can show all three beside the number
 * (docs/decisions/0030-figures-carry-their-provenance.md).
 */
export const figureUnits = [
  'gbp', // a sum of money, whole pounds
  'gbp_per_month',
  'gbp_per_year',
  'gbp_per_sqm',
  'percent', // 5.25 means 5.25%
  'ratio', // 1.25 means 125%
  'years',
  'months',
  'weeks',
  'sqm',
  'count',
  'score', // 0 to 100
] as const;
export type FigureUnit = (typeof figureUnits)[number];

export const figureSourceSchema = z.object({ name: z.string().min(1), url: z.url().optional() });
export type FigureSource = z.infer<typeof figureSourceSchema>;

/** An ISO calendar date, 'YYYY-MM-DD'. */
export const isoDateSchema = z.iso.date();

export const figureSchema = z.object({
  value: z.number(),
  unit: z.enum(figureUnits),
  label: z.string().min(1),
  method: z.string().min(1),
  source: figureSourceSchema,
  as_of: isoDateSchema,
});
export type Figure = z.infer<typeof figureSchema>;

/** An estimate with its likely range (estimated value, estimated rent). */
export const rangedFigureSchema = figureSchema.extend({ low: z.number(), high: z.number() });
export type RangedFigure = z.infer<typeof rangedFigureSchema>;
