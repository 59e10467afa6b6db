import type { Database, Db } from '../../db/schema.ts';

type NewPayment = Omit<Database['payments'], 'created_at' | 'tenant_id'>;

export async function findCustomerId(db: Db, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('payments').select('customer_id').where('email', '=', email).executeTakeFirst();
  return row?.customer_id;
}

export async function insertPayment(db: Db, payment: NewPayment): Promise<void> {
  await db.insertInto('payments').values(payment).execute();
}

/** Ties a succeeded, unclaimed payment made with this e-mail to the tenant; false if there is none. */
export async function claimPayment(db: Db, claim: { paymentIntentId: string; email: string; tenantId: string }) {
  const claimed = await db
    .updateTable('payments')
    .set({ tenant_id: claim.tenantId })
    .where('id', '=', claim.paymentIntentId)
    .where('email', '=', claim.email)
    .where('status', '=', 'succeeded')
    .where('tenant_id', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}
