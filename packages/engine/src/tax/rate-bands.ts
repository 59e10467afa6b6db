import type { TaxBand } from '@plotwise/contracts';
import { formatPounds } from '../core/money.ts';

/** A band of a progressive table: `rate` percent on the part of the price up to `upTo` (null: no upper limit). */
export type RateBand = { upTo: number | null; rate: number };

/** A slice of the price taxed at one rate, its tax exact in tenths of a penny (rates have at most one decimal). */
export type TaxSlice = { from: number; to: number; rate: number; label: string; tenthPence: number };

const tenthPenceOf = (pounds: number, rate: number) => pounds * Math.round(rate * 10);

/** The slices of `price` under a progressive table, every rate raised by `addPoints` (surcharges). */
export function sliceByBands(price: number, bands: readonly RateBand[], addPoints = 0): TaxSlice[] {
  const slices: TaxSlice[] = [];
  let from = 0;
  for (const band of bands) {
    if (from >= price) break;
    const to = band.upTo === null ? price : Math.min(band.upTo, price);
    const rate = band.rate + addPoints;
    const label = band.upTo === null
      ? `Above ${formatPounds(from)}`
      : from === 0 ? `Up to ${formatPounds(band.upTo)}` : `${formatPounds(from + 1)} to ${formatPounds(band.upTo)}`;
    slices.push({ from, to, rate, label, tenthPence: tenthPenceOf(to - from, rate) });
    from = to;
  }
  return slices;
}

/** One rate on the whole price (a company's flat rate, Scotland's supplement). */
export const wholePriceSlice = (price: number, rate: number, label: string): TaxSlice => ({
  from: 0,
  to: price,
  rate,
  label,
  tenthPence: tenthPenceOf(price, rate),
});

/**
 * The tax in whole pounds, rounded down as HMRC, Revenue Scotland and the WRA do, and each slice's
 * share in whole pounds: every slice is rounded down, then the pounds left over go to the slices
 * with the largest remainders, so the bands always add up to the amount.
 */
export function settleSlices(slices: readonly TaxSlice[]): { amount: number; bands: TaxBand[] } {
  const total = slices.reduce((sum, slice) => sum + slice.tenthPence, 0);
  const amount = Math.floor(total / 1000);
  const floors = slices.map((slice) => Math.floor(slice.tenthPence / 1000));
  let leftOver = amount - floors.reduce((sum, pounds) => sum + pounds, 0);
  const byRemainder = slices.map((slice, index) => ({ index, remainder: slice.tenthPence % 1000 })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (leftOver <= 0) break;
    floors[index]! += 1;
    leftOver -= 1;
  }
  return {
    amount,
    bands: slices.map((slice, index) => ({ from: slice.from, to: slice.to, rate: slice.rate, tax: floors[index]!, label: slice.label })),
  };
}
