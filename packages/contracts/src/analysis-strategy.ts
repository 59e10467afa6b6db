import { z } from 'zod';
import { incomeTaxBands } from './analysis-assumptions.ts';
import { riskLevels, riskSchema } from './analysis-risk.ts';
import { figureSchema } from './figure.ts';
import { nations, ukRegions } from './uk-geography.ts';
import { transactionTaxResponseSchema } from './transaction-tax.ts';

/** Where the nation came from: the postcode, the user's override, or England when neither is known. */
export const locationSources = ['postcode', 'override', 'default'] as const;

export const analysisLocationSchema = z.object({
  nation: z.enum(nations),
  region: z.enum(ukRegions).nullable(),
  straddles_border: z.boolean(),
  source: z.enum(locationSources),
});
export type AnalysisLocation = z.infer<typeof analysisLocationSchema>;

/** The headline numbers of the strategy, each with its method, source and date. */
export const strategyFiguresSchema = z.object({
  transaction_tax: figureSchema,
  purchase_costs_total: figureSchema,
  deposit: figureSchema,
  loan_amount: figureSchema,
  loan_to_value_pct: figureSchema,
  total_cash_in: figureSchema,
  monthly_rent: figureSchema,
  annual_rent: figureSchema,
  gross_yield_pct: figureSchema,
  net_yield_pct: figureSchema,
  monthly_mortgage_payment: figureSchema,
  monthly_operating_costs: figureSchema,
  monthly_cash_flow: figureSchema,
  annual_cash_flow: figureSchema,
  cash_on_cash_return_pct: figureSchema,
});
export type StrategyFigures = z.infer<typeof strategyFiguresSchema>;

export const taxpayerRates = ['basic_rate', 'higher_rate'] as const;

export const stressTestSchema = z.object({
  stressed_rate_pct: figureSchema,
  interest_cover_ratio: figureSchema,
  checks: z.array(z.object({ taxpayer: z.enum(taxpayerRates), required_ratio: figureSchema, max_loan: figureSchema, passes: z.boolean() })),
  /** The check a lender would apply to this buyer (companies and basic-rate taxpayers: basic_rate). */
  applies: z.enum(taxpayerRates),
  passes: z.boolean(),
});
export type StressTest = z.infer<typeof stressTestSchema>;

/** Tax on one year's rental profit: an individual at each band (Section 24) against a company. */
export const section24YearSchema = z.object({
  tax_year: z.string(),
  profit_before_finance_costs: figureSchema,
  finance_costs: figureSchema,
  individual: z.array(z.object({ band: z.enum(incomeTaxBands), tax: figureSchema, profit_after_tax: figureSchema })),
  company: z.object({ tax: figureSchema, profit_after_tax: figureSchema }),
});
export type Section24Year = z.infer<typeof section24YearSchema>;

export const projectionYearSchema = z.object({
  year: z.number().int(),
  tax_year: z.string(),
  rent: figureSchema,
  operating_costs: figureSchema,
  mortgage_interest: figureSchema,
  mortgage_payments: figureSchema,
  cash_flow_before_tax: figureSchema,
  tax: figureSchema,
  cash_flow_after_tax: figureSchema,
  property_value: figureSchema,
  loan_balance: figureSchema,
  equity: figureSchema,
});
export type ProjectionYear = z.infer<typeof projectionYearSchema>;

export const refurbishRefinanceSchema = z.object({
  works_total: figureSchema,
  value_after_works: figureSchema,
  money_in: figureSchema,
  refinance_loan: figureSchema,
  money_left_in: figureSchema,
  monthly_cash_flow_after_refinance: figureSchema,
});
export type RefurbishRefinance = z.infer<typeof refurbishRefinanceSchema>;

export const flipSchema = z.object({
  sale_price: figureSchema,
  costs: z.array(figureSchema),
  profit_before_tax: figureSchema,
  tax: figureSchema,
  profit_after_tax: figureSchema,
  months: figureSchema,
  return_on_cash_pct: figureSchema,
});
export type Flip = z.infer<typeof flipSchema>;

export const pricePositions = ['below', 'within', 'above'] as const;

export const marketComparisonSchema = z.object({
  price_vs_estimated_value_pct: figureSchema.nullable(),
  position_in_estimated_range: z.enum(pricePositions).nullable(),
  price_vs_local_average_pct: figureSchema.nullable(),
  gross_yield_vs_region_points: figureSchema.nullable(),
});
export type MarketComparison = z.infer<typeof marketComparisonSchema>;

export const strategyAnalysisSchema = z.object({
  location: analysisLocationSchema,
  figures: strategyFiguresSchema,
  transaction_tax: transactionTaxResponseSchema,
  purchase_costs: z.array(figureSchema),
  /** Signed monthly lines (rent positive, costs negative) that add up to figures.monthly_cash_flow. */
  monthly_cash_flow: z.array(figureSchema),
  stress_test: stressTestSchema,
  section_24: z.array(section24YearSchema),
  projection: z.array(projectionYearSchema),
  refurbish_refinance: refurbishRefinanceSchema,
  flip: flipSchema,
  market_comparison: marketComparisonSchema.nullable(),
  risk: z.object({ score: figureSchema, level: z.enum(riskLevels), reasons: z.array(riskSchema) }),
});
export type StrategyAnalysis = z.infer<typeof strategyAnalysisSchema>;
