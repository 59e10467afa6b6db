import type {
  ComparableSale,
  Figure,
  MarketData,
  Property,
  RangedFigure,
} from '@plotwise/contracts';

const BUILT_IN = { name: 'UK House Price Index, September 2025 (built-in)' };

export function makeFigure(
  overrides: Partial<Figure> & Pick<Figure, 'value' | 'unit' | 'label'>,
): Figure {
  return {
    method: `${overrides.label}: worked out for the test`,
    source: BUILT_IN,
    as_of: '2025-09-01',
    ...overrides,
  };
}

const ranged = (figure: Figure, low: number, high: number): RangedFigure => ({
  ...figure,
  low,
  high,
});

/** A comparable sale in LS6; override any field. */
export function makeComparable(overrides: Partial<ComparableSale> = {}): ComparableSale {
  const price = overrides.price ?? 245_000;
  return {
    address: '14 Cardigan Road, Leeds',
    postcode: 'LS6 2AB',
    price,
    date: '2024-03-15',
    property_type: 'terraced',
    tenure: 'freehold',
    new_build: false,
    match: 'street',
    distance_m: 0,
    floor_area_sqm: null,
    price_per_sqm: null,
    adjusted_price: makeFigure({ value: price, unit: 'gbp', label: 'Price brought to today' }),
    weight: 0.2,
    excluded: null,
    source: { name: 'HM Land Registry Price Paid Data' },
    ...overrides,
  };
}

export const comparables: ComparableSale[] = [
  makeComparable({
    price: 245_000,
    date: '2024-03-15',
    distance_m: 0,
    floor_area_sqm: 98,
    price_per_sqm: makeFigure({ value: 2_540, unit: 'gbp_per_sqm', label: 'Price per m²' }),
  }),
  makeComparable({
    address: '41 Thornville Road, Leeds',
    postcode: 'LS6 1BS',
    price: 262_500,
    date: '2025-06-02',
    match: 'sector',
    distance_m: 640,
  }),
  makeComparable({
    address: 'Flat 2, 3 Ash Road, Leeds',
    postcode: 'LS6 3HN',
    price: 158_000,
    date: '2022-01-20',
    property_type: 'flat',
    tenure: 'leasehold',
    match: 'district',
    distance_m: 1_830,
    floor_area_sqm: 61,
    price_per_sqm: makeFigure({ value: 2_810, unit: 'gbp_per_sqm', label: 'Price per m²' }),
  }),
];

/** Market data for a terraced house in Leeds, from the built-in dataset plus three sales. */
export function makeMarketData(overrides: Partial<MarketData> = {}): MarketData {
  return {
    data_available: true,
    version: 1,
    generated_at: '2026-11-21T10:15:00.000Z',
    as_of: '2025-09-01',
    location: {
      postcode: 'LS6 2AB',
      district: 'LS6',
      sector: 'LS6 2',
      local_authority: 'Leeds',
      region: 'yorkshire_and_the_humber',
      nation: 'england',
      straddles_border: false,
      latitude: null,
      longitude: null,
      source: BUILT_IN,
    },
    figures: {
      estimated_value: ranged(
        makeFigure({ value: 240_000, unit: 'gbp', label: 'Estimated value' }),
        216_000,
        264_000,
      ),
      estimated_monthly_rent: ranged(
        makeFigure({ value: 1_150, unit: 'gbp_per_month', label: 'Estimated monthly rent' }),
        1_000,
        1_300,
      ),
      local_average_price: makeFigure({
        value: 193_995,
        unit: 'gbp',
        label: 'Average price, terraced',
      }),
      gross_yield_estimate_pct: makeFigure({
        value: 5.5,
        unit: 'percent',
        label: 'Gross yield at the asking price',
      }),
      regional_gross_yield_pct: makeFigure({
        value: 6.6,
        unit: 'percent',
        label: 'Typical gross yield in the region',
      }),
      asking_price_vs_estimate_pct: makeFigure({
        value: 4.2,
        unit: 'percent',
        label: 'Asking price against the estimate',
      }),
    },
    comparables,
    trend: {
      area: { name: 'Yorkshire and the Humber', level: 'region' },
      property_type: 'terraced',
      series: [
        { month: '2015-01', index: 100, average_price: 130_000 },
        { month: '2020-01', index: 118, average_price: 153_400 },
        { month: '2025-10', index: 149.2, average_price: 193_995 },
      ],
      change_1y: makeFigure({ value: 3.6, unit: 'percent', label: 'Change over 1 year' }),
      change_5y: makeFigure({ value: 26.4, unit: 'percent', label: 'Change over 5 years' }),
      change_10y: null,
      source: BUILT_IN,
    },
    epc: null,
    providers: [
      {
        name: 'builtin_dataset',
        label: 'Built-in dataset',
        used: true,
        status: 'ok',
        as_of: '2025-09-01',
      },
      {
        name: 'land_registry_price_paid',
        label: 'HM Land Registry Price Paid Data',
        used: false,
        status: 'off',
        as_of: null,
        note: 'Switched off on this server.',
      },
    ],
    ...overrides,
  };
}

/** The terraced house in LS6 the market data above describes, asking £250,000, analysed. */
export const testProperty: Property = {
  id: 'p1',
  address: { address: '12 Cardigan Road', city: 'Leeds', postcode: 'LS6 2AB' },
  price: 250_000,
  property_type: 'terraced',
  tenure: 'freehold',
  bedrooms: 3,
  description: '',
  energy_rating: null,
  url: null,
  features: [],
  council_tax_band: null,
  project: 'project-1',
  project_name: 'General',
  project_color: '#3B82F6',
  is_owned: false,
  tags: [],
  images: [],
  documents: [],
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  workflow_status: 'completed',
  analysis_status: { status: 'completed' },
  market_analysis: { data_available: true },
  floor_area_sqm: null,
};
