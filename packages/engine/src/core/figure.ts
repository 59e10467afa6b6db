import type { Figure, FigureSource, FigureUnit } from '@plotwise/contracts';

const WHOLE_POUNDS: ReadonlySet<FigureUnit> = new Set(['gbp', 'gbp_per_month', 'gbp_per_year', 'gbp_per_sqm']);

/** Half away from zero, so a cost of £19.50 shows as -£20 just as a rent of £19.50 shows as £20. */
const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value)) + 0;

/** Money in whole pounds; percentages, ratios and the rest to two decimals. */
export function roundForUnit(unit: FigureUnit, value: number): number {
  return WHOLE_POUNDS.has(unit) ? roundHalfAway(value) : roundHalfAway(value * 100) / 100;
}

/** What every figure needs beside its value (docs/decisions/0030-figures-carry-their-provenance.md). */
export type FigureMeta = { label: string; method: string; source: FigureSource; as_of: string };

export function figure(unit: FigureUnit, value: number, meta: FigureMeta): Figure {
  return { value: roundForUnit(unit, value), unit, label: meta.label, method: meta.method, source: meta.source, as_of: meta.as_of };
}

export const gbp = (value: number, meta: FigureMeta) => figure('gbp', value, meta);
export const gbpPerMonth = (value: number, meta: FigureMeta) => figure('gbp_per_month', value, meta);
export const gbpPerYear = (value: number, meta: FigureMeta) => figure('gbp_per_year', value, meta);
export const percent = (value: number, meta: FigureMeta) => figure('percent', value, meta);
