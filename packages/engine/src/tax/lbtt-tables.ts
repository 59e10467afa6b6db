import type { DatedTable } from '../core/dated-table.ts';
import type { RateBand } from './rate-bands.ts';

/** LBTT on residential property in Scotland, with the Additional Dwelling Supplement in force alongside. */
export type LbttTable = DatedTable & {
  standard: readonly RateBand[];
  /** First-time buyers' relief raises the nil band. */
  firstTimeBuyer: readonly RateBand[];
  /** The supplement: `rate` percent of the whole price, when the price is at least `minPrice`. */
  additionalDwellingSupplement: { rate: number; minPrice: number; source: { name: string; url: string } };
};

const source = {
  name: 'Revenue Scotland, LBTT residential rates and bands',
  url: 'https://revenue.scot/taxes/land-buildings-transaction-tax/residential-property',
};
const adsSource = {
  name: 'Revenue Scotland, Additional Dwelling Supplement',
  url: 'https://revenue.scot/taxes/land-buildings-transaction-tax/additional-dwelling-supplement-ads',
};

const STANDARD: readonly RateBand[] = [
  { upTo: 145_000, rate: 0 },
  { upTo: 250_000, rate: 2 },
  { upTo: 325_000, rate: 5 },
  { upTo: 750_000, rate: 10 },
  { upTo: null, rate: 12 },
];
const FIRST_TIME_BUYER: readonly RateBand[] = [{ upTo: 175_000, rate: 0 }, ...STANDARD.slice(1)];

const ads = (rate: number) => ({ rate, minPrice: 40_000, source: adsSource });

/** Oldest first. The bands are unchanged since 1 Apr 2021; the supplement rose to 6% on 16 Dec 2022 and 8% on 5 Dec 2024. */
export const LBTT_TABLES: readonly LbttTable[] = [
  { effective_from: '2021-04-01', source, standard: STANDARD, firstTimeBuyer: FIRST_TIME_BUYER, additionalDwellingSupplement: ads(4) },
  { effective_from: '2022-12-16', source, standard: STANDARD, firstTimeBuyer: FIRST_TIME_BUYER, additionalDwellingSupplement: ads(6) },
  { effective_from: '2024-12-05', source, standard: STANDARD, firstTimeBuyer: FIRST_TIME_BUYER, additionalDwellingSupplement: ads(8) },
];
