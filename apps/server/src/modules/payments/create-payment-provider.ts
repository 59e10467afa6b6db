import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createTestPaymentProvider } from './test-payment-provider.ts';

export function createPaymentProvider(_config: Config, db: Kysely<Database>): PaymentProvider {
  return createTestPaymentProvider(db);
}
