import type { Figure, FigureUnit } from '@plotwise/contracts';
import { formatFloorArea, formatGBP, LOCALE } from './format';

const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

const plural = (value: number, one: string, many: string) =>
  `${oneDecimal.format(value)} ${value === 1 ? one : many}`;

const formatters: Record<FigureUnit, (value: number) => string> = {
  gbp: formatGBP,
  gbp_per_month: (value) => `${formatGBP(value)} a month`,
  gbp_per_year: (value) => `${formatGBP(value)} a year`,
  gbp_per_sqm: (value) => `${formatGBP(value)} per m²`,
  percent: (value) => `${oneDecimal.format(value)}%`,
  ratio: (value) => `${whole.format(value * 100)}%`,
  years: (value) => plural(value, 'year', 'years'),
  months: (value) => plural(value, 'month', 'months'),
  weeks: (value) => plural(value, 'week', 'weeks'),
  sqm: formatFloorArea,
  count: (value) => whole.format(value),
  score: (value) => `${whole.format(value)} out of 100`,
};

/** A figure's value in its unit, as a UK reader expects it: '£1,250 a month', '5.4%', '82 years'. */
export function formatFigureValue(figure: Pick<Figure, 'value' | 'unit'>): string {
  return formatters[figure.unit](figure.value);
}
