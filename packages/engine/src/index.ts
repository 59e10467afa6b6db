// The Plotwise UK analysis engine: pure functions over dated tables, no I/O.
// Whole analysis
export * from './analysis/analyse-property.ts';
export { ENGINE_VERSION, RATES_VERSION } from './version.ts';
// The date the engine is run for when the caller names none
export { ukToday } from './core/uk-today.ts';
// Parts the web recalculates as the user types
export { analyseStrategy } from './strategy/analyse-strategy.ts';
export { assessLegal } from './legal/assess-legal.ts';
export { estimateRefurbishment } from './refurbishment/estimate-refurbishment.ts';
export { calculateTransactionTax, computeTransactionTax, TAX_NAMES, TAX_OF_NATION } from './tax/transaction-tax.ts';
export type { TransactionTaxOutcome, TransactionTaxParams } from './tax/transaction-tax.ts';
export { monthlyMortgagePayment, mortgageSchedule } from './strategy/mortgage.ts';
export type { MortgageYear } from './strategy/mortgage.ts';
// Assumptions
export { DEFAULT_ASSUMPTIONS, ASSUMPTION_SOURCES } from './assumptions/default-assumptions.ts';
export { mergeAssumptions } from './assumptions/merge-assumptions.ts';
// Geography
export * from './geography/locate-postcode.ts';
// Formatting that narratives and the web share with the engine's own methods
export { formatPercent, formatPounds } from './core/money.ts';
