import { PROFILE_MESSAGES, type Profile } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sessionHeaders, signUp, type TestAccount } from '../../test-support/accounts.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

describe.each(databaseKinds)('profile on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  const getProfile = (account: TestAccount) =>
    app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(account) });
  const putProfile = (account: TestAccount, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/v1/profile', headers: bearer(account), payload });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/v1/profile', payload: { bio: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('reads an unsaved profile as empty fields, the modern theme and the account creation date', async () => {
    const account = await signUp(app);
    const response = await getProfile(account);
    expect(response.statusCode).toBe(200);
    const user = await app.db
      .selectFrom('user')
      .select('createdAt')
      .where('id', '=', account.userId)
      .executeTakeFirstOrThrow();
    expect(response.json()).toEqual({
      email: account.email,
      first_name: '',
      last_name: '',
      phone: '',
      company: '',
      location: '',
      bio: '',
      theme: 'modern',
      member_since: new Date(user.createdAt).toISOString(),
    });
  });

  it('saves fields, trims them, keeps the ones left out and clears one sent empty', async () => {
    const account = await signUp(app);
    const saved = await putProfile(account, {
      first_name: '  Ada ',
      last_name: 'Lovelace',
      phone: '+44 (0)20 7946-0958',
      company: 'Analytical Lettings Ltd',
      location: 'Marylebone, London',
      bio: 'Buy-to-let investor with four flats in Zone 2.',
      email: 'ignored@example.co.uk',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      email: account.email,
      first_name: 'Ada',
      phone: '+44 20 7946 0958',
    });

    const partial = await putProfile(account, { location: '', theme: 'earthy' });
    expect(partial.statusCode).toBe(200);
    const profile = (await getProfile(account)).json<Profile>();
    expect(profile).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: 'Analytical Lettings Ltd',
      location: '',
      theme: 'earthy',
    });
  });

  it("makes the first and last name the account's display name", async () => {
    const account = await signUp(app);
    await putProfile(account, { first_name: 'Grace', last_name: 'Hopper' });
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: sessionHeaders(account),
    });
    expect(session.json().user.name).toBe('Grace Hopper');
  });

  it.each([
    ['07700 900123', '07700 900123'],
    ['07700900123', '07700 900123'],
    ['+44 7700 900123', '+44 7700 900123'],
    ['020 7946 0958', '020 7946 0958'],
    ['', ''],
  ])('accepts the phone number %j as %j', async (phone, expected) => {
    const account = await signUp(app);
    const response = await putProfile(account, { phone });
    expect(response.statusCode).toBe(200);
    expect(response.json().phone).toBe(expected);
  });

  it.each([
    [
      'a phone number that is not UK',
      { phone: '+1 415 555 0100' },
      PROFILE_MESSAGES.phone,
      'phone',
    ],
    ['a phone number with letters', { phone: '07700 CALL ME' }, PROFILE_MESSAGES.phone, 'phone'],
    [
      'a bio over 2,000 characters',
      { bio: 'b'.repeat(2001) },
      'Bio must be 2,000 characters or fewer',
      'bio',
    ],
    [
      'a first name over 100 characters',
      { first_name: 'n'.repeat(101) },
      'First name must be 100 characters or fewer',
      'first_name',
    ],
    ['an unknown theme', { theme: 'neon' }, undefined, 'theme'],
  ])('refuses %s and saves nothing', async (_case, payload, detail, field) => {
    const account = await signUp(app);
    const response = await putProfile(account, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    if (detail) expect(body.detail).toBe(detail);
    expect(body.errors[0].field).toBe(field);
    expect((await getProfile(account)).json()).toMatchObject({
      phone: '',
      bio: '',
      first_name: '',
      theme: 'modern',
    });
  });

  it('keeps each profile to its own user', async () => {
    const mine = await signUp(app);
    const theirs = await signUp(app);
    await putProfile(mine, { company: 'Mine Ltd', theme: 'earthy' });
    expect((await getProfile(theirs)).json()).toMatchObject({
      email: theirs.email,
      company: '',
      theme: 'modern',
    });
  });
});
