import type { Profile, UpdateProfile } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { toProfile } from './profile.mapper.ts';
import { findProfile, upsertProfile, updateUserName } from './profile.repository.ts';

export async function getProfile(db: Kysely<Database>, userId: string): Promise<Profile> {
  const row = await findProfile(db, userId);
  if (!row) throw notFound('Account');
  return toProfile(row);
}

/**
 * Saves the fields sent (docs/decisions/0021-profile-and-theme-storage.md). A changed first or last name also becomes the account's
 * display name, so the avatar initials and the next JWT follow the profile.
 */
export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  changes: UpdateProfile,
): Promise<Profile> {
  return db.transaction().execute(async (trx) => {
    if (!(await findProfile(trx, userId))) throw notFound('Account');
    await upsertProfile(trx, userId, changes);
    const saved = toProfile((await findProfile(trx, userId))!);
    const displayName = `${saved.first_name} ${saved.last_name}`.trim();
    const namesChanged = changes.first_name !== undefined || changes.last_name !== undefined;
    if (namesChanged && displayName) await updateUserName(trx, userId, displayName);
    return saved;
  });
}
