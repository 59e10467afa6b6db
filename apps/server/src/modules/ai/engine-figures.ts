import type { AnalysisPart, Figure, FigureUnit, PropertyAnalysis } from '@plotwise/contracts';

/** One figure of the engine's with what distinguishes it from its namesakes (a tax year, a specification, a band). */
export type LabelledFigure = { figure: Figure; context: string[] };

/** Fields of an enclosing object that tell repeated figures apart: `Rent` in 2027-28, `Contingency` at the premium spec. */
const DISTINGUISHING_KEYS = ['tax_year', 'spec'] as const;

const isFigure = (value: unknown): value is Figure =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Figure).value === 'number' &&
  typeof (value as Figure).label === 'string' &&
  typeof (value as Figure).unit === 'string';

/** What tells an item of a list apart from its siblings: its tax year, its specification. */
function itemContext(item: unknown): string[] {
  if (typeof item !== 'object' || item === null) return [];
  const record = item as Record<string, unknown>;
  return DISTINGUISHING_KEYS.map((key) => record[key]).filter(
    (value): value is string => typeof value === 'string',
  );
}

/** Every figure in a part of the analysis, in the engine's order, each with its distinguishing context. */
export function collectFigures(node: unknown, context: string[] = []): LabelledFigure[] {
  if (isFigure(node)) return [{ figure: node, context }];
  if (Array.isArray(node))
    return node.flatMap((item) => collectFigures(item, [...context, ...itemContext(item)]));
  if (typeof node !== 'object' || node === null) return [];
  return Object.values(node).flatMap((value) => collectFigures(value, context));
}

const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});
export const writePounds = (value: number) => gbp.format(value);

const plain = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 2 });
const counted = (value: number, unit: string) => `${plain(value)} ${unit}${value === 1 ? '' : 's'}`;

const UNIT_TEXT: Record<FigureUnit, (value: number) => string> = {
  gbp: writePounds,
  gbp_per_month: (value) => `${writePounds(value)} a month`,
  gbp_per_year: (value) => `${writePounds(value)} a year`,
  gbp_per_sqm: (value) => `${writePounds(value)} per m²`,
  percent: (value) => `${plain(value)}%`,
  ratio: (value) => `${plain(value)} (${plain(value * 100)}%)`,
  years: (value) => counted(value, 'year'),
  months: (value) => counted(value, 'month'),
  weeks: (value) => counted(value, 'week'),
  sqm: (value) => `${plain(value)} m²`,
  count: plain,
  score: (value) => `${plain(value)} out of 100`,
};

export const writeFigureValue = (figure: Figure) => UNIT_TEXT[figure.unit](figure.value);

/** The figures a narrative of `part` may use, one line each (a figure the part shows twice, once): label, value, and how the engine worked it out. */
export function writeFigureLines(analysis: PropertyAnalysis, part: AnalysisPart): string {
  const lines = collectFigures(analysis[part]).map(({ figure, context }) => {
    const where = context.length > 0 ? ` (${context.join(', ')})` : '';
    return `- ${figure.label}${where}: ${writeFigureValue(figure)}. ${figure.method}`;
  });
  return [...new Set(lines)].join('\n');
}

/** {refurb_costs}: the total at the specification the analysis chose, contingency and VAT included. */
export function writeRefurbishmentCost(analysis: PropertyAnalysis): string {
  const { spec, totals } = analysis.refurbishment;
  const chosen =
    totals.find((total) => total.spec === spec)?.total ??
    analysis.refurbishment.figures.works_total;
  return `${writeFigureValue(chosen)} (${spec} specification, contingency and VAT included)`;
}
