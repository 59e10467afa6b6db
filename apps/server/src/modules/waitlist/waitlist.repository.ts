import type { Db } from '../../db/schema.ts';

/** Adds the e-mail unless it is already on the list; false when it was. */
export async function insertWaitlistEntry(db: Db, email: string): Promise<boolean> {
  const inserted = await db
    .insertInto('waitlist_entries')
    .values({ email })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function listWaitlistEntries(db: Db) {
  return db.selectFrom('waitlist_entries').select(['email', 'created_at']).orderBy('created_at').execute();
}
