import type { DatedTable } from '../core/dated-table.ts';
import type { RateBand } from './rate-bands.ts';

/** LTT on residential property in Wales: main rates, and higher rates for additional dwellings and companies. */
export type LttTable = DatedTable & {
  main: readonly RateBand[];
  higher: readonly RateBand[];
  /** The higher rates do not apply below this price. */
  higherRatesMinPrice: number;
};

const source = {
  name: 'Welsh Revenue Authority, Land Transaction Tax rates and bands',
  url: 'https://www.gov.wales/land-transaction-tax-rates-and-bands',
};

const MAIN_2021: readonly RateBand[] = [
  { upTo: 180_000, rate: 0 },
  { upTo: 250_000, rate: 3.5 },
  { upTo: 400_000, rate: 5 },
  { upTo: 750_000, rate: 7.5 },
  { upTo: 1_500_000, rate: 10 },
  { upTo: null, rate: 12 },
];
const MAIN_2022: readonly RateBand[] = [
  { upTo: 225_000, rate: 0 },
  { upTo: 400_000, rate: 6 },
  { upTo: 750_000, rate: 7.5 },
  { upTo: 1_500_000, rate: 10 },
  { upTo: null, rate: 12 },
];
const HIGHER_2020: readonly RateBand[] = [
  { upTo: 180_000, rate: 4 },
  { upTo: 250_000, rate: 7.5 },
  { upTo: 400_000, rate: 9 },
  { upTo: 750_000, rate: 11.5 },
  { upTo: 1_500_000, rate: 14 },
  { upTo: null, rate: 16 },
];
const HIGHER_2024: readonly RateBand[] = [
  { upTo: 180_000, rate: 5 },
  { upTo: 250_000, rate: 8.5 },
  { upTo: 400_000, rate: 10 },
  { upTo: 750_000, rate: 12.5 },
  { upTo: 1_500_000, rate: 15 },
  { upTo: null, rate: 17 },
];

/** Oldest first: main rates changed on 10 Oct 2022, higher rates on 11 Dec 2024. */
export const LTT_TABLES: readonly LttTable[] = [
  { effective_from: '2021-07-01', source, main: MAIN_2021, higher: HIGHER_2020, higherRatesMinPrice: 40_000 },
  { effective_from: '2022-10-10', source, main: MAIN_2022, higher: HIGHER_2020, higherRatesMinPrice: 40_000 },
  { effective_from: '2024-12-11', source, main: MAIN_2022, higher: HIGHER_2024, higherRatesMinPrice: 40_000 },
];
