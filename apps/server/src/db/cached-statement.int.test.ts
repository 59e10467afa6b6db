import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase } from '../test-support/test-app.ts';
import { cachedStatement } from './cached-statement.ts';
import type { DatabaseHandle } from './database.ts';

const emails = ['ada@example.co.uk', 'bob@example.co.uk', 'cy@example.co.uk'];

describe.each(databaseKinds)('a cached statement on %s', (kind) => {
  let database: DatabaseHandle;
  const builds: string[] = [];
  // Waitlist entries by email, newest or oldest first, optionally after one email: the shape is the order.
  const entries = cachedStatement(
    (db, order: 'asc' | 'desc', values: { emails: string[]; after?: string; limit: number }) => {
      builds.push(`${order} ${values.after === undefined ? 'all' : 'after'}`);
      return db
        .selectFrom('waitlist_entries')
        .select('email')
        .where('email', '=', (eb) => eb.fn.any(eb.val(values.emails)))
        .$if(values.after !== undefined, (query) => query.where('email', '>', values.after!))
        .orderBy('email', order)
        .limit(values.limit);
    },
  );
  const emailsOf = (rows: { email: string }[]) => rows.map((row) => row.email);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db
      .insertInto('waitlist_entries')
      .values(emails.map((email) => ({ email })))
      .execute();
  });
  afterAll(() => database.close());

  it("builds once per shape and runs with each call's values", async () => {
    const { db } = database;
    expect(emailsOf(await entries(db, 'asc', { emails, limit: 2 }))).toEqual(emails.slice(0, 2));
    expect(emailsOf(await entries(db, 'asc', { emails: emails.slice(1), limit: 5 }))).toEqual(
      emails.slice(1),
    );
    expect(emailsOf(await entries(db, 'desc', { emails, limit: 1 }))).toEqual([emails[2]]);
    expect(emailsOf(await entries(db, 'asc', { emails, after: emails[0], limit: 5 }))).toEqual(
      emails.slice(1),
    );
    expect(emailsOf(await entries(db, 'asc', { emails, after: emails[1], limit: 5 }))).toEqual(
      emails.slice(2),
    );
    expect(builds).toEqual(['asc all', 'desc all', 'asc after']);
  });

  it('runs in the transaction it is given', async () => {
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto('waitlist_entries').values({ email: 'dee@example.co.uk' }).execute();
      expect(
        emailsOf(
          await entries(trx, 'desc', { emails: [...emails, 'dee@example.co.uk'], limit: 1 }),
        ),
      ).toEqual(['dee@example.co.uk']);
    });
  });
});
