import { sql, type Kysely } from 'kysely';

/**
 * Sessions that have ended, so a JWT issued for one is refused at once
 * (docs/decisions/0120-session-revocation-cache.md). A trigger on better-auth's session table
 * records every deletion, whichever path made it (sign-out, password change or reset, expiry,
 * a deleted user), and announces it on the `session_revoked` channel so every server process
 * adds it to its in-memory list. Rows older than a day are dropped as new ones arrive: a JWT
 * lives 15 minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revoked_sessions')
    .addColumn('session_id', 'text', (col) => col.primaryKey())
    .addColumn('revoked_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('revoked_sessions_revoked_at_idx').on('revoked_sessions').column('revoked_at').execute();
  await sql`
    create function record_revoked_session() returns trigger language plpgsql as $$
    begin
      insert into revoked_sessions (session_id) values (old.id) on conflict (session_id) do nothing;
      delete from revoked_sessions where revoked_at < now() - interval '1 day';
      perform pg_notify('session_revoked', old.id);
      return old;
    end
    $$`.execute(db);
  await sql`
    create trigger session_revoked after delete on "session"
    for each row execute function record_revoked_session()`.execute(db);
}
