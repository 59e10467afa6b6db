import { z } from 'zod';
import { legalAnalysisSchema } from './analysis-legal.ts';
import { refurbishmentAnalysisSchema } from './analysis-refurbishment.ts';
import { strategyAnalysisSchema } from './analysis-strategy.ts';

/** The built-in engine's whole answer for one property, stamped with the engine and rate-table versions. */
export const propertyAnalysisSchema = z.object({
  strategy: strategyAnalysisSchema,
  legal: legalAnalysisSchema,
  refurbishment: refurbishmentAnalysisSchema,
  engine_version: z.string(),
  rates_version: z.string(),
});
export type PropertyAnalysis = z.infer<typeof propertyAnalysisSchema>;
