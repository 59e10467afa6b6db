import { z } from 'zod';
import { refurbishmentSpecs } from './analysis-assumptions.ts';
import { conditionRooms, roomConditionValues } from './analysis-input.ts';
import { figureSchema } from './figure.ts';

/** The priced catalogue's items (docs/product/analysis-rules.md, "Refurbishment"). */
export const refurbishmentItems = [
  'kitchen',
  'bathroom',
  'rewire',
  'boiler',
  'heating_system',
  'roof',
  'windows',
  'plastering',
  'decoration',
  'flooring',
  'damp',
  'energy_upgrades',
] as const;
export type RefurbishmentItem = (typeof refurbishmentItems)[number];
export const refurbishmentUnits = ['item', 'home', 'room', 'window', 'sqm'] as const;

export const refurbishmentLineSchema = z.object({
  item: z.enum(refurbishmentItems),
  label: z.string(),
  quantity: z.number(),
  unit: z.enum(refurbishmentUnits),
  unit_cost: z.number().int(),
  total: z.number().int(),
  spec: z.enum(refurbishmentSpecs),
  reason: z.string(),
});
export type RefurbishmentLine = z.infer<typeof refurbishmentLineSchema>;

export const refurbishmentTotalSchema = z.object({
  spec: z.enum(refurbishmentSpecs),
  works: figureSchema,
  contingency: figureSchema,
  vat: figureSchema,
  total: figureSchema,
});
export type RefurbishmentTotal = z.infer<typeof refurbishmentTotalSchema>;

export const conditionSources = ['user', 'description', 'default'] as const;

export const refurbishmentAnalysisSchema = z.object({
  spec: z.enum(refurbishmentSpecs),
  room_conditions: z.array(z.object({ room: z.enum(conditionRooms), condition: z.enum(roomConditionValues), source: z.enum(conditionSources) })),
  /** The lines at the chosen specification. */
  items: z.array(refurbishmentLineSchema),
  /** Totals at each specification, contingency and VAT included. */
  totals: z.array(refurbishmentTotalSchema),
  figures: z.object({
    floor_area_sqm: figureSchema,
    regional_price_factor: figureSchema,
    works_total: figureSchema,
    duration_weeks: figureSchema,
    value_after_works: figureSchema,
    value_added: figureSchema,
  }),
});
export type RefurbishmentAnalysis = z.infer<typeof refurbishmentAnalysisSchema>;
