import { z } from 'zod';
import { assumptionsSchema } from './analysis-assumptions.ts';
import { sourcedFindingSchema } from './document-findings.ts';
import { figureSchema, isoDateSchema, rangedFigureSchema } from './figure.ts';
import { councilTaxBands, energyRatings, propertyTypes, tenures } from './properties.ts';

/** The rooms a user can mark, and how each looks; a mark applies to every room of that kind. */
export const conditionRooms = ['kitchen', 'bathroom', 'living_room', 'bedrooms', 'hallway'] as const;
export type ConditionRoom = (typeof conditionRooms)[number];
export const roomConditionValues = ['good', 'fair', 'poor'] as const;
export type RoomCondition = (typeof roomConditionValues)[number];

/** `{ kitchen: 'poor', bedrooms: 'fair' }`; rooms left out are judged from the description. */
export const roomConditionsSchema = z.partialRecord(z.enum(conditionRooms), z.enum(roomConditionValues));
export type RoomConditions = z.infer<typeof roomConditionsSchema>;

/** What the engine needs of a property. */
export const analysisPropertySchema = z.object({
  price: z.number().int().positive(),
  /** Null when the address has no recognisable postcode; the nation then comes from the assumptions, else England. */
  postcode: z.string().nullable(),
  property_type: z.enum(propertyTypes),
  tenure: z.enum(tenures),
  bedrooms: z.number().int().min(1),
  description: z.string(),
  energy_rating: z.enum(energyRatings).nullable(),
  council_tax_band: z.enum(councilTaxBands).nullable(),
  features: z.array(z.string()),
  floor_area_sqm: z.number().positive().nullable().optional(),
});
export type AnalysisProperty = z.infer<typeof analysisPropertySchema>;

/** Market data for the property's area, when the market step has it. */
export const marketInputsSchema = z.object({
  estimated_value: rangedFigureSchema.optional(),
  estimated_monthly_rent: rangedFigureSchema.optional(),
  local_average_price: figureSchema.optional(),
  regional_gross_yield_pct: figureSchema.optional(),
});
export type MarketInputs = z.infer<typeof marketInputsSchema>;

export const analysisInputSchema = z.object({
  property: analysisPropertySchema,
  assumptions: assumptionsSchema,
  market: marketInputsSchema.optional(),
  findings: z.array(sourcedFindingSchema).optional(),
  room_conditions: roomConditionsSchema.optional(),
  /** The day the analysis is for: default completion date, lease arithmetic and dates on figures. */
  today: isoDateSchema,
});
export type AnalysisInput = z.infer<typeof analysisInputSchema>;
