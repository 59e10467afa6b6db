/**
 * A house price index series: months in order, each with its index and average price. Series may
 * have gaps (the built-in one holds a point a year); a month between two points is read by
 * straight-line interpolation, and a month outside the series has no value.
 */
export type IndexPoint = { month: string; index: number; average_price: number };

const monthNumber = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** 'YYYY-MM' of an ISO date or month. */
export const monthOf = (date: string) => date.slice(0, 7);

export function addMonths(month: string, count: number): string {
  const total = monthNumber(month) + count;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** Whole months from `from` to `to` (negative when `to` is earlier). */
export const monthsBetween = (from: string, to: string) => monthNumber(to) - monthNumber(from);

export const latestPoint = (series: IndexPoint[]) => series.at(-1) ?? null;

/** The index (and average price) at a month, interpolated between the points either side; null outside the series. */
export function pointAt(series: IndexPoint[], month: string): IndexPoint | null {
  const target = monthNumber(month);
  const after = series.findIndex((point) => monthNumber(point.month) >= target);
  if (after === -1) return null;
  const next = series[after]!;
  if (monthNumber(next.month) === target) return next;
  if (after === 0) return null;
  const previous = series[after - 1]!;
  const share = (target - monthNumber(previous.month)) / (monthNumber(next.month) - monthNumber(previous.month));
  const between = (a: number, b: number) => a + (b - a) * share;
  return { month, index: between(previous.index, next.index), average_price: Math.round(between(previous.average_price, next.average_price)) };
}

/**
 * The factor that brings a price from the sale month to the latest month of the series. A sale
 * before the series starts takes the first point; a sale after the latest point needs no change.
 */
export function adjustmentFactor(series: IndexPoint[], saleMonth: string): number {
  const latest = latestPoint(series);
  if (!latest || monthsBetween(saleMonth, latest.month) <= 0) return 1;
  const atSale = pointAt(series, saleMonth) ?? series[0]!;
  return latest.index / atSale.index;
}

/** Percentage change of the index over the last `years` years; null when the series does not reach back that far. */
export function changeOverYears(series: IndexPoint[], years: number): number | null {
  const latest = latestPoint(series);
  if (!latest) return null;
  const then = pointAt(series, addMonths(latest.month, -12 * years));
  return then ? (latest.index / then.index - 1) * 100 : null;
}
