import type { Conveyancing, Figure } from '@plotwise/contracts';
import { gbp, type FigureMeta } from '../core/figure.ts';
import { clamp, formatPounds, sum } from '../core/money.ts';
import { regionalPriceFactor } from '../core/regional-price-factors.ts';
import type { AnalysisContext } from '../analysis/analysis-context.ts';
import { LAND_REGISTRY_SCALE_1, LAND_REGISTRY_SOURCE, LEGAL_FEE_RANGES, LEGAL_FEE_SOURCE, LEGAL_FEE_TOP_PRICE, SEARCHES } from './conveyancing-tables.ts';

export const landRegistryFee = (price: number) => LAND_REGISTRY_SCALE_1.find((band) => band.upTo === null || price <= band.upTo)!.fee;

/** The buyer's legal fee alone: it rises with the price across the tenure's range, times the regional factor. */
export function legalFee(context: AnalysisContext): { value: number; meta: FigureMeta } {
  const range = LEGAL_FEE_RANGES[context.input.property.tenure];
  const factor = regionalPriceFactor(context.location.region);
  const value = (range.low + (range.high - range.low) * clamp(context.price / LEGAL_FEE_TOP_PRICE, 0, 1)) * factor;
  return {
    value,
    meta: {
      label: 'Legal fee',
      method: `A ${context.input.property.tenure} purchase costs ${formatPounds(range.low)} to ${formatPounds(range.high)} including VAT, rising with the price to the top at ${formatPounds(LEGAL_FEE_TOP_PRICE)}${factor === 1 ? '' : `, times ${factor} for the region`}.`,
      source: LEGAL_FEE_SOURCE,
      as_of: context.today,
    },
  };
}

/** Estimated conveyancing for the purchase: legal fee, searches and (England and Wales) the Land Registry fee. */
export function estimateConveyancing(context: AnalysisContext): Conveyancing {
  const fee = legalFee(context);
  const searches = (SEARCHES.low + SEARCHES.high) / 2;
  const lines: Figure[] = [
    gbp(fee.value, fee.meta),
    gbp(searches, {
      label: 'Searches',
      method: `Local authority, drainage and environmental searches cost ${formatPounds(SEARCHES.low)} to ${formatPounds(SEARCHES.high)}; the middle of the range.`,
      source: LEGAL_FEE_SOURCE,
      as_of: context.today,
    }),
  ];
  const inEnglandOrWales = context.location.nation === 'england' || context.location.nation === 'wales';
  if (inEnglandOrWales) {
    lines.push(gbp(landRegistryFee(context.price), {
      label: 'Land Registry fee',
      method: `Scale 1 fee for a price of ${formatPounds(context.price)}, applying online.`,
      source: LAND_REGISTRY_SOURCE,
      as_of: context.today,
    }));
  }
  return {
    lines,
    total: gbp(sum(lines.map((line) => line.value)), {
      label: 'Conveyancing costs',
      method: `Legal fee, searches${inEnglandOrWales ? ' and Land Registry fee' : '; the registration fee in Scotland and Northern Ireland is not included'}.`,
      source: LEGAL_FEE_SOURCE,
      as_of: context.today,
    }),
  };
}
