import type { FastifyInstance } from 'fastify';
import { createMarketContext, type MarketContext } from '../modules/market-data/market-context.ts';
import { runMarketStep } from '../modules/market-data/market-data.service.ts';
import { signUpWithTenant, tenantIdOf } from './accounts.ts';
import { createProperty } from './property-fixtures.ts';

/** The day the recorded provider answers were made for: sales within five years of it, the index published to September 2025. */
export const REPLAY_TODAY = new Date('2025-11-20T12:00:00Z');

/** A three-bedroom terraced house on Cardigan Road, Leeds, whose street, sector and district the fixtures cover. */
export const CARDIGAN_ROAD = { address: '12 Cardigan Road, Leeds, LS6 2AB', property_type: 'terraced', bedrooms: 3, price: 250000 };

/** Rate limits high enough not to slow a test that is not about them. */
export const UNLIMITED_RATES = {
  MARKET_PRICE_PAID_RATE_LIMIT: '1000',
  MARKET_UKHPI_RATE_LIMIT: '1000',
  MARKET_POSTCODES_RATE_LIMIT: '1000',
  MARKET_EPC_RATE_LIMIT: '1000',
};

/** A tenant with one property, and a way to run the market step on it with a given context. */
export async function marketStepFixture(app: FastifyInstance, form: Record<string, unknown> = CARDIGAN_ROAD) {
  const account = await signUpWithTenant(app);
  const tenantId = await tenantIdOf(app, account);
  const property = await createProperty(app, account, form);
  const context = (changes: Partial<MarketContext> = {}): MarketContext => ({
    ...createMarketContext(app.config, { now: () => REPLAY_TODAY }),
    ...changes,
  });
  const run = (market: MarketContext = context()) => runMarketStep({ db: app.db, market }, { tenantId, propertyId: property.id });
  return { account, tenantId, property, context, run };
}
