import { NO_MARKET_DATA, PROPERTY_MESSAGES, type MarketData, type MarketDataResponse } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StoredMarketData } from '../../db/tables/market-data.ts';
import { AppError } from '../../lib/app-error.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { requireProperty } from '../properties/properties.service.ts';
import { assembleMarketData } from './assemble/assemble-market-data.ts';
import { gatherMarketInputs } from './gather-market-inputs.ts';
import type { Config } from '../../config.ts';
import { createMarketContext, type MarketContext } from './market-context.ts';
import { findLatestResult, insertResult } from './market-data.repository.ts';
import { deleteExpiredAnswers } from './providers/provider-cache.repository.ts';
import { subjectOf } from './subject-property.ts';

/** What the market step needs: the database, the built-in dataset, the providers' settings and a clock. */
export type MarketDeps = { db: Kysely<Database>; market: MarketContext };

/** The step's dependencies from the app's database and configuration; build once, reuse for every run. */
export const createMarketDeps = (db: Kysely<Database>, config: Config): MarketDeps => ({ db, market: createMarketContext(config) });

const toMarketData = (row: { version: number; created_at: Date; data: StoredMarketData }): MarketData => ({
  data_available: true,
  version: row.version,
  generated_at: row.created_at.toISOString(),
  ...row.data,
});

async function store(db: Kysely<Database>, tenantId: string, propertyId: string, data: StoredMarketData) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insertResult(db, tenantId, propertyId, data);
    } catch (error) {
      // The property went while the step ran: nothing to attach the result to.
      if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', PROPERTY_MESSAGES.notFound);
      // Another run stored the same version first: take the next one.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * The market step of the analysis workflow (docs/decisions/0070-market-data-step.md): reads the
 * property, asks the live providers that are on (the built-in dataset stands in for any that are
 * off, fail or run out of time), works out the figures, stores them as the property's next version
 * and returns them. It throws only when the tenant has no such property (AppError NOT_FOUND), never
 * for want of the internet.
 */
export async function runMarketStep(deps: MarketDeps, input: { tenantId: string; propertyId: string }): Promise<MarketData> {
  const property = await requireProperty(deps.db, input.tenantId, input.propertyId);
  const subject = subjectOf(property);
  const inputs = await gatherMarketInputs(deps.db, deps.market, subject);
  const data = assembleMarketData(deps.market.dataset, subject, inputs);
  const stored = await store(deps.db, input.tenantId, property.id, data);
  // Answers are only cached when a provider is on; then expired ones are swept after each run.
  if (Object.values(deps.market.providers).some((provider) => provider.enabled)) await deleteExpiredAnswers(deps.db, deps.market.now());
  return toMarketData({ ...stored, data });
}

/** The latest stored run for the property; `data_available: false` and no figures before the first run; 404 for another tenant's id. */
export async function getMarketData(db: Kysely<Database>, tenantId: string, propertyId: string): Promise<MarketDataResponse> {
  const property = await requireProperty(db, tenantId, propertyId);
  const latest = await findLatestResult(db, tenantId, property.id);
  return latest ? toMarketData(latest) : NO_MARKET_DATA;
}
