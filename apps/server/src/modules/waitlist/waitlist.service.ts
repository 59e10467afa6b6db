import { WAITLIST_MESSAGES, type WaitlistEntry } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertWaitlistEntry, listWaitlistEntries } from './waitlist.repository.ts';

export async function joinWaitlist(db: Kysely<Database>, email: string): Promise<void> {
  if (!(await insertWaitlistEntry(db, email))) throw new AppError('CONFLICT', WAITLIST_MESSAGES.duplicate);
}

export async function listWaitlist(db: Kysely<Database>): Promise<WaitlistEntry[]> {
  const rows = await listWaitlistEntries(db);
  return rows.map((row) => ({ email: row.email, created_at: row.created_at.toISOString() }));
}
