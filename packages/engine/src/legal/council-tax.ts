import type { CouncilTaxCheck, Risk } from '@plotwise/contracts';
import { gbp } from '../core/figure.ts';
import { formatPounds } from '../core/money.ts';
import type { AnalysisContext } from '../analysis/analysis-context.ts';
import { AVERAGE_PRICE_NOW, COUNCIL_TAX_SCALES, NATIONWIDE_SOURCE } from './council-tax-tables.ts';

/** Bands apart before the band looks out of line with the price: national price movement is only a rough guide locally. */
const BANDS_APART = 2;

/**
 * The band the price suggests, from the price brought back to the valuation date by the UK average,
 * against the band the listing gives. Null in Northern Ireland (domestic rates, no bands).
 */
export function checkCouncilTax(context: AnalysisContext): { check: CouncilTaxCheck | null; risks: Risk[] } {
  const scale = COUNCIL_TAX_SCALES[context.location.nation];
  if (!scale) return { check: null, risks: [] };
  const valueThen = (context.price * scale.averagePriceThen) / AVERAGE_PRICE_NOW.value;
  const implied = scale.bands.find((band) => band.upTo === null || valueThen <= band.upTo)!.band;
  const band = context.input.property.council_tax_band;
  const check: CouncilTaxCheck = {
    band,
    implied_band: implied,
    valuation_date_value: gbp(valueThen, {
      label: `Value on ${scale.valuationDate}`,
      method: `${formatPounds(context.price)} × ${formatPounds(scale.averagePriceThen)} / ${formatPounds(AVERAGE_PRICE_NOW.value)} (UK average price then and in ${AVERAGE_PRICE_NOW.quarter}); suggests band ${implied}. A national average, so only a rough guide locally.`,
      source: NATIONWIDE_SOURCE,
      as_of: context.today,
    }),
  };
  if (!band) return { check, risks: [{ code: 'council_tax_unknown', level: 'low', reason: `Council tax band not known; the price suggests about band ${implied}.` }] };
  const apart = band.charCodeAt(0) - implied.charCodeAt(0);
  if (apart <= -BANDS_APART) {
    return { check, risks: [{ code: 'council_tax_band_low', level: 'medium', reason: `Band ${band} is low for the price (about band ${implied}): it may be reviewed after an extension or alterations, raising the bill.` }] };
  }
  if (apart >= BANDS_APART) {
    return { check, risks: [{ code: 'council_tax_band_high', level: 'low', reason: `Band ${band} looks high for the price (about band ${implied}): compare neighbours’ bands; a challenge may lower it.` }] };
  }
  return { check, risks: [] };
}
