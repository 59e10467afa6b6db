import type { AnalysisInput } from '@plotwise/contracts';
import { analyseProperty, analyseStrategy, calculateTransactionTax, DEFAULT_ASSUMPTIONS, mergeAssumptions } from '@plotwise/engine';
import { percentile } from './stats.ts';
import { formatTable } from './table.ts';

const RUNS = 5_000;
const WARM_UP = 500;
const BUDGET_P50_MS = 5;

const source = { name: 'Bench market data' };
/** A leasehold flat in need of work, with documents and market data: every rule of the engine has something to do. */
const input: AnalysisInput = {
  property: {
    price: 245_000,
    postcode: 'M14 5RQ',
    property_type: 'flat',
    tenure: 'leasehold',
    bedrooms: 2,
    description: 'A dated two bedroom flat in need of modernisation, single glazed, with damp in the bathroom. Old boiler.',
    energy_rating: 'E',
    council_tax_band: 'B',
    features: ['Allocated parking', 'Communal garden'],
    floor_area_sqm: null,
  },
  assumptions: mergeAssumptions(DEFAULT_ASSUMPTIONS, { buyer: { additional_dwelling: true, income_tax_band: 'higher' }, mortgage_type: 'interest_only' }),
  market: {
    estimated_value: { value: 250_000, low: 230_000, high: 275_000, unit: 'gbp', label: 'Estimated value', method: 'Comparables', source, as_of: '2026-01-31' },
    estimated_monthly_rent: { value: 1_250, low: 1_150, high: 1_350, unit: 'gbp_per_month', label: 'Estimated rent', method: 'Listings', source, as_of: '2026-01-31' },
    local_average_price: { value: 231_000, unit: 'gbp', label: 'Local average', method: 'Sales', source, as_of: '2026-01-31' },
  },
  findings: [
    { kind: 'lease_term', summary: '99 years from 1990', page: 3, quote: 'a term of 99 years from 24 June 1990', confidence: 0.95, severity: 'red', facts: { term_years: 99, start_year: 1990 }, document_id: 'd1', filename: 'lease.pdf' },
    { kind: 'ground_rent', summary: 'Ground rent doubles', page: 5, quote: '£250 doubling every 25 years', confidence: 0.9, severity: 'red', facts: { amount_gbp_per_year: 250, escalation: 'doubling' }, document_id: 'd1', filename: 'lease.pdf' },
    { kind: 'service_charge', summary: 'Service charge', page: 6, quote: '£1,450 per annum', confidence: 0.9, severity: 'info', facts: { amount_gbp_per_year: 1_450 }, document_id: 'd1', filename: 'lease.pdf' },
    { kind: 'floor_area', summary: 'Floor area', page: 1, quote: 'Total 64.2 sq m', confidence: 0.8, severity: 'info', facts: { floor_area_sqm: 64.2 }, document_id: 'd2', filename: 'floorplan.png' },
  ],
  room_conditions: { kitchen: 'poor', bedrooms: 'fair' },
  today: '2026-03-02',
};

function time(run: () => unknown): { p50: number; p99: number } {
  for (let i = 0; i < WARM_UP; i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) };
}

/** In-process timings of the engine: the whole analysis (server workflow), the strategy alone and the calculator (browser, as the user types). */
export function benchEngine(): string[] {
  const rows = [
    ['analyseProperty', time(() => analyseProperty(input))],
    ['analyseStrategy', time(() => analyseStrategy(input))],
    ['calculateTransactionTax', time(() => calculateTransactionTax({ price: 245_000, postcode: 'M14 5RQ', additional_dwelling: true }, '2026-03-02'))],
  ] as const;
  const full = rows[0][1];
  return [
    ...formatTable(['function', 'runs', 'p50 ms', 'p99 ms'], rows.map(([name, t]) => [name, RUNS, t.p50.toFixed(3), t.p99.toFixed(3)])),
    `full analysis p50 ${full.p50.toFixed(3)} ms (budget ${BUDGET_P50_MS} ms: ${full.p50 <= BUDGET_P50_MS ? 'within' : 'OVER'})`,
  ];
}
