import type { DatedTable } from '../core/dated-table.ts';

/**
 * Corporation tax for financial years from 1 April: a main rate, and from 2023 the small profits
 * rate with marginal relief between the limits (associated companies ignored).
 */
export type CorporationTaxTable = DatedTable & {
  mainRate: number;
  smallProfits: { rate: number; lowerLimit: number; upperLimit: number; reliefFraction: number } | null;
};

const source = { name: 'GOV.UK, Corporation Tax rates and reliefs', url: 'https://www.gov.uk/corporation-tax-rates' };

export const CORPORATION_TAX_TABLES: readonly CorporationTaxTable[] = [
  { effective_from: '2017-04-01', source, mainRate: 19, smallProfits: null },
  { effective_from: '2023-04-01', source, mainRate: 25, smallProfits: { rate: 19, lowerLimit: 50_000, upperLimit: 250_000, reliefFraction: 3 / 200 } },
];
