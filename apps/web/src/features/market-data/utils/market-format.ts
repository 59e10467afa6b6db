import type { SaleType } from '@plotwise/contracts';
import { LOCALE } from '../../../lib/format';

/** Number formats of the Market Data tab; its dates and months are lib/format.ts's. */

const kilometres = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const metres = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** 640 -> '640 m', 1830 -> '1.8 km'; unknown distances read 'Not known'. */
export function formatDistance(distanceM: number | null): string {
  if (distanceM === null) return 'Not known';
  return distanceM < 1000
    ? `${metres.format(distanceM)} m`
    : `${kilometres.format(distanceM / 1000)} km`;
}

export const SALE_TYPE_LABELS: Record<SaleType, string> = {
  detached: 'Detached',
  semi_detached: 'Semi-detached',
  terraced: 'Terraced',
  flat: 'Flat',
  other: 'Other',
};

/** 4.2 -> '4.2% above the estimate'; -3 -> '3% below the estimate'; 0 -> 'the same as the estimate'. */
export function describeAskingVsEstimate(pct: number): string {
  if (pct === 0) return 'the same as the estimate';
  return `${percent.format(Math.abs(pct))}% ${pct > 0 ? 'above' : 'below'} the estimate`;
}

/** A signed change: 3.6 -> '+3.6%', -1.25 -> '−1.3%'. */
export function formatChange(pct: number): string {
  const sign = pct > 0 ? '+' : pct < 0 ? '−' : '';
  return `${sign}${percent.format(Math.abs(pct))}%`;
}

/** Two percentages compared: (5.5, 6.6) -> '1.1 points below the region'. */
export function compareWithRegion(own: number, region: number): string {
  const difference = Math.round((own - region) * 10) / 10;
  if (difference === 0) return 'the same as the region';
  const points = Math.abs(difference) === 1 ? 'point' : 'points';
  return `${percent.format(Math.abs(difference))} ${points} ${difference > 0 ? 'above' : 'below'} the region`;
}
