import { randomBytes } from 'node:crypto';
import { PRO_PRICE_PENCE, type PaymentResult, type PaymentsConfig, type ProcessPayment } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { claimPayment as claimPaymentRow, findCustomerId, insertPayment } from './payments.repository.ts';

/** What the browser needs to take a card: nothing more for the test provider, the publishable key for Stripe.js. */
export function paymentsConfigOf(provider: PaymentProvider, publishableKey: string | undefined): PaymentsConfig {
  if (provider.name === 'test') return { provider: 'test' };
  if (!publishableKey) throw new Error('the Stripe provider needs its publishable key');
  return { provider: 'stripe', publishable_key: publishableKey };
}

/** Charges the first month of Pro and records the payment, declined or not. */
export async function processPayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  input: ProcessPayment,
): Promise<PaymentResult> {
  const email = input.user_email.toLowerCase();
  const customerId = (await findCustomerId(db, email)) ?? `cus_${randomBytes(12).toString('hex')}`;
  const result = await provider.charge({
    paymentMethodId: input.payment_method_id,
    amountPence: PRO_PRICE_PENCE,
    email,
    customerId,
  });
  const paymentId = result.status === 'succeeded' ? result.paymentIntentId : `pi_declined_${randomBytes(12).toString('hex')}`;
  await insertPayment(db, {
    id: paymentId,
    customer_id: customerId,
    email,
    payment_method_id: input.payment_method_id,
    plan_id: input.plan_id,
    amount_pence: PRO_PRICE_PENCE,
    currency: 'gbp',
    status: result.status,
    provider: provider.name,
  });
  if (result.status === 'declined') throw new AppError('PAYMENT_FAILED', result.message);
  return { payment_intent_id: paymentId, customer_id: customerId, amount_paid: PRO_PRICE_PENCE };
}

/**
 * Ties a succeeded payment made with the account's own e-mail, and claimed by no tenant yet, to
 * this tenant; 402 when there is none, so a payment id can be neither reused nor borrowed.
 */
export async function claimPayment(db: Db, claim: { paymentIntentId: string | undefined; email: string; tenantId: string }) {
  const { paymentIntentId, tenantId } = claim;
  const paid = paymentIntentId ? await claimPaymentRow(db, { paymentIntentId, email: claim.email.toLowerCase(), tenantId }) : false;
  if (!paid) throw new AppError('PAYMENT_FAILED', 'The Pro plan needs a completed payment made with this e-mail');
}
