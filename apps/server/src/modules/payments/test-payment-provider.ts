import { randomBytes } from 'node:crypto';
import { passesLuhn } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { declineMessages, testCardOutcomes } from './test-cards.ts';

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function isExpired(month: number, year: number, now: Date): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/**
 * The built-in provider (docs/decisions/0004-payments.md): behaves like Stripe in test mode. It keeps only the
 * brand, last four digits and the test outcome of a card, never the number.
 */
export function createTestPaymentProvider(db: Kysely<Database>): PaymentProvider {
  return {
    name: 'test',
    async createPaymentMethod(card) {
      const number = card.number.replaceAll(' ', '');
      if (!passesLuhn(number)) throw new AppError('VALIDATION_FAILED', 'Your card number is invalid.');
      if (isExpired(card.exp_month, card.exp_year, new Date())) {
        throw new AppError('VALIDATION_FAILED', "Your card's expiration date is in the past.");
      }
      const known = testCardOutcomes[number] ?? { brand: 'unknown', outcome: 'decline' as const };
      const id = newId('pm');
      await db
        .insertInto('payment_methods')
        .values({ id, brand: known.brand, last4: number.slice(-4), exp_month: card.exp_month, exp_year: card.exp_year, outcome: known.outcome })
        .execute();
      return { id, type: 'card' };
    },
    async charge(request) {
      const method = await db
        .selectFrom('payment_methods')
        .select('outcome')
        .where('id', '=', request.paymentMethodId)
        .executeTakeFirst();
      if (!method) throw new AppError('VALIDATION_FAILED', 'No such payment method.');
      if (method.outcome !== 'succeed') return { status: 'declined', message: declineMessages[method.outcome] };
      return { status: 'succeeded', paymentIntentId: newId('pi') };
    },
  };
}
