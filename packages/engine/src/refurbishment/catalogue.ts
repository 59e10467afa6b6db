import type { FigureSource, RefurbishmentItem, RefurbishmentSpec, refurbishmentUnits } from '@plotwise/contracts';

type Unit = (typeof refurbishmentUnits)[number];

/**
 * A priced job: cost per unit at each specification before VAT, outside London and the South East,
 * how long one unit takes, and whether its VAT is zero-rated. `home` items are priced for a 3-bed
 * semi (93 m², two storeys) and scaled by floor area (docs/product/analysis-rules.md, "Refurbishment").
 */
export type CatalogueEntry = {
  label: string;
  unit: Unit;
  prices: Record<RefurbishmentSpec, number>;
  weeksPerUnit: number;
  zeroRatedVat?: boolean;
  source: FigureSource;
};

const TYPICAL = { name: 'Typical refurbishment costs, England 2025-26 (Plotwise cost table)' };
const prices = (basic: number, standard: number, premium: number) => ({ basic, standard, premium });

export const CATALOGUE: Record<RefurbishmentItem, CatalogueEntry> = {
  kitchen: { label: 'New kitchen', unit: 'item', prices: prices(8_000, 11_000, 14_000), weeksPerUnit: 3, source: TYPICAL },
  bathroom: { label: 'New bathroom', unit: 'item', prices: prices(5_000, 7_000, 9_000), weeksPerUnit: 2, source: TYPICAL },
  rewire: { label: 'Full rewire', unit: 'home', prices: prices(3_000, 5_750, 8_500), weeksPerUnit: 2, source: TYPICAL },
  boiler: { label: 'Replacement combi boiler', unit: 'item', prices: prices(1_500, 2_000, 2_500), weeksPerUnit: 1, source: TYPICAL },
  heating_system: { label: 'Full central heating system', unit: 'home', prices: prices(3_000, 5_750, 8_500), weeksPerUnit: 2, source: TYPICAL },
  roof: { label: 'Re-roof', unit: 'home', prices: prices(5_000, 7_000, 9_000), weeksPerUnit: 2, source: TYPICAL },
  windows: {
    label: 'Replacement double-glazed windows',
    unit: 'window',
    prices: prices(450, 525, 1_054),
    weeksPerUnit: 0.1,
    source: { name: 'The Independent, replacement window prices 2024 (uPVC £525, aluminium £1,054 a window); Stay Warm Windows 2025 guide (from £450)' },
  },
  plastering: { label: 'Re-plaster a room', unit: 'room', prices: prices(600, 750, 900), weeksPerUnit: 0.5, source: TYPICAL },
  decoration: {
    label: 'Decorate a room',
    unit: 'room',
    prices: prices(350, 450, 550),
    weeksPerUnit: 0.4,
    source: { name: 'HomeHow, painting and decorating prices: a medium room £350-£550' },
  },
  flooring: {
    label: 'Flooring with underlay',
    unit: 'sqm',
    prices: prices(16, 27, 70),
    weeksPerUnit: 0.01,
    source: { name: 'HomeHow, carpet fitting costs: £6, £16.50 and £60 a m² fitted, plus £10 a m² underlay' },
  },
  damp: {
    label: 'Damp treatment and re-plastering',
    unit: 'room',
    prices: prices(750, 1_250, 1_750),
    weeksPerUnit: 0.5,
    source: { name: 'Housey, damp-proof course costs: £1,500-£3,500 for two rooms including re-plastering' },
  },
  energy_upgrades: {
    label: 'Loft insulation and draught-proofing',
    unit: 'home',
    prices: prices(800, 950, 1_200),
    weeksPerUnit: 0.5,
    zeroRatedVat: true,
    source: { name: 'Loft insulation costs 2025: about £800 (mid-terrace) to £1,200 (detached); VAT zero-rated on energy-saving materials until 31 Mar 2027 (HMRC)' },
  },
};

/** Trades overlap on site: the programme is this share of the weeks added up (Plotwise scheduling rule). */
export const OVERLAP_FACTOR = 0.7;
