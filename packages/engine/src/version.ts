import { DEFAULT_ASSUMPTIONS } from './assumptions/default-assumptions.ts';
import { REGIONAL_PRICE_FACTORS } from './core/regional-price-factors.ts';
import { CORPORATION_TAX_TABLES } from './income-tax/corporation-tax-tables.ts';
import { INCOME_TAX_TABLES } from './income-tax/income-tax-tables.ts';
import { COMPLIANCE_CHECKLIST } from './legal/compliance-checklist.ts';
import { LAND_REGISTRY_SCALE_1, LEGAL_FEE_RANGES, SEARCHES } from './legal/conveyancing-tables.ts';
import { COUNCIL_TAX_SCALES } from './legal/council-tax-tables.ts';
import { CATALOGUE } from './refurbishment/catalogue.ts';
import { REGIONAL_GROSS_YIELDS, UK_GROSS_YIELD } from './strategy/regional-yields.ts';
import { RISK_POINTS } from './strategy/risk-score.ts';
import { STRESS } from './strategy/stress-test.ts';
import { LBTT_TABLES } from './tax/lbtt-tables.ts';
import { LTT_TABLES } from './tax/ltt-tables.ts';
import { SDLT_TABLES } from './tax/sdlt-tables.ts';

/** The engine's rules; raise it when a calculation changes. Stored with every result. */
export const ENGINE_VERSION = '1.0.0';

/** Every table and constant a figure depends on. */
export const RATE_TABLES = {
  SDLT_TABLES, LBTT_TABLES, LTT_TABLES, INCOME_TAX_TABLES, CORPORATION_TAX_TABLES,
  DEFAULT_ASSUMPTIONS, REGIONAL_PRICE_FACTORS, REGIONAL_GROSS_YIELDS, UK_GROSS_YIELD, STRESS, RISK_POINTS,
  LEGAL_FEE_RANGES, SEARCHES, LAND_REGISTRY_SCALE_1, COUNCIL_TAX_SCALES, COMPLIANCE_CHECKLIST, CATALOGUE,
};

/** 32-bit FNV-1a of a text, as 8 hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The newest purchase-tax table date and a fingerprint of every table: any change to a table changes it. */
export function ratesVersionOf(tables: Record<string, unknown>): string {
  const newest = [SDLT_TABLES, LBTT_TABLES, LTT_TABLES].flat().reduce((latest, table) => (table.effective_from > latest ? table.effective_from : latest), '');
  return `${newest}.${fnv1a(JSON.stringify(tables))}`;
}

export const RATES_VERSION = ratesVersionOf(RATE_TABLES);
