import { WAITLIST_MESSAGES, type WaitlistEntry } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

export async function joinWaitlist(db: Kysely<Database>, email: string): Promise<void> {
  const inserted = await db
    .insertInto('waitlist_entries')
    .values({ email })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new AppError('CONFLICT', WAITLIST_MESSAGES.duplicate);
}

export async function listWaitlist(db: Kysely<Database>): Promise<WaitlistEntry[]> {
  const rows = await db.selectFrom('waitlist_entries').select(['email', 'created_at']).orderBy('created_at').execute();
  return rows.map((row) => ({ email: row.email, created_at: row.created_at.toISOString() }));
}
