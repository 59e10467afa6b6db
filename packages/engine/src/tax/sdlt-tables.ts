import type { DatedTable } from '../core/dated-table.ts';
import type { RateBand } from './rate-bands.ts';

/** SDLT on residential property in England and Northern Ireland, as in force from `effective_from`. */
export type SdltTable = DatedTable & {
  standard: readonly RateBand[];
  /** First-time buyers' relief: these bands, and none at all when the price is over `maxPrice`. */
  firstTimeBuyer: { bands: readonly RateBand[]; maxPrice: number };
  /** Percentage points added to every band for additional dwellings and companies. */
  higherRatesPoints: number;
  /** Percentage points added for a buyer who is not UK resident. */
  nonResidentPoints: number;
  /** A company buying a dwelling over `above` pays `rate` on the whole price (reliefs aside). */
  companyFlatRate: { rate: number; above: number };
  /** Neither the higher rates nor the non-resident surcharge apply below this price. */
  surchargeMinPrice: number;
};

const source = {
  name: 'HMRC, Stamp Duty Land Tax: residential property rates',
  url: 'https://www.gov.uk/stamp-duty-land-tax/residential-property-rates',
};

const BANDS_2021: readonly RateBand[] = [
  { upTo: 125_000, rate: 0 },
  { upTo: 250_000, rate: 2 },
  { upTo: 925_000, rate: 5 },
  { upTo: 1_500_000, rate: 10 },
  { upTo: null, rate: 12 },
];
const FTB_2021 = { bands: [{ upTo: 300_000, rate: 0 }, { upTo: 500_000, rate: 5 }], maxPrice: 500_000 };

// 23 Sep 2022 to 31 Mar 2025: nil band £250,000; first-time buyers nil to £425,000, relief up to £625,000.
const BANDS_2022: readonly RateBand[] = [
  { upTo: 250_000, rate: 0 },
  { upTo: 925_000, rate: 5 },
  { upTo: 1_500_000, rate: 10 },
  { upTo: null, rate: 12 },
];
const FTB_2022 = { bands: [{ upTo: 425_000, rate: 0 }, { upTo: 625_000, rate: 5 }], maxPrice: 625_000 };

/** Oldest first; the completion date picks the table (docs/product/analysis-rules.md, "SDLT"). */
export const SDLT_TABLES: readonly SdltTable[] = [
  {
    effective_from: '2021-10-01',
    source,
    standard: BANDS_2021,
    firstTimeBuyer: FTB_2021,
    higherRatesPoints: 3,
    nonResidentPoints: 2,
    companyFlatRate: { rate: 15, above: 500_000 },
    surchargeMinPrice: 40_000,
  },
  {
    effective_from: '2022-09-23',
    source,
    standard: BANDS_2022,
    firstTimeBuyer: FTB_2022,
    higherRatesPoints: 3,
    nonResidentPoints: 2,
    companyFlatRate: { rate: 15, above: 500_000 },
    surchargeMinPrice: 40_000,
  },
  {
    // Higher rates 5 points and the company flat rate 17% for completions from 31 Oct 2024.
    effective_from: '2024-10-31',
    source,
    standard: BANDS_2022,
    firstTimeBuyer: FTB_2022,
    higherRatesPoints: 5,
    nonResidentPoints: 2,
    companyFlatRate: { rate: 17, above: 500_000 },
    surchargeMinPrice: 40_000,
  },
  {
    effective_from: '2025-04-01',
    source,
    standard: BANDS_2021,
    firstTimeBuyer: FTB_2021,
    higherRatesPoints: 5,
    nonResidentPoints: 2,
    companyFlatRate: { rate: 17, above: 500_000 },
    surchargeMinPrice: 40_000,
  },
];
