import type { UpdateProfile } from '@plotwise/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';

/** The account and its profile row, if it has one yet. */
export async function findProfile(db: Db, userId: string) {
  return db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.user_id', 'user.id')
    .select([
      'user.email',
      'user.createdAt',
      'profiles.first_name',
      'profiles.last_name',
      'profiles.phone',
      'profiles.company',
      'profiles.location',
      'profiles.bio',
      'profiles.theme',
    ])
    .where('user.id', '=', userId)
    .executeTakeFirst();
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** Creates the profile on first save; fields left undefined keep their value. */
export async function upsertProfile(db: Db, userId: string, changes: UpdateProfile): Promise<void> {
  await db
    .insertInto('profiles')
    .values({ user_id: userId, ...changes })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ ...changes, updated_at: sql`now()` }),
    )
    .execute();
}

/** better-auth's display name, which the session and the JWT carry. */
export async function updateUserName(db: Db, userId: string, name: string): Promise<void> {
  await db
    .updateTable('user')
    .set({ name, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}
