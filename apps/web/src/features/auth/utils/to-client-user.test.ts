import { describe, expect, it } from 'vitest';
import { getDisplayName, getEmailPrefix, toClientUser } from './to-client-user';

describe('getDisplayName', () => {
  it('uses the name when there is one', () => {
    expect(getDisplayName('Ada Lovelace', 'ada@example.com')).toBe('Ada Lovelace');
  });

  it('falls back to the part of the e-mail before the @', () => {
    expect(getDisplayName('', 'ada.l@example.com')).toBe('ada.l');
    expect(getDisplayName(null, 'ada.l@example.com')).toBe('ada.l');
    expect(getDisplayName('  ', 'ada.l@example.com')).toBe('ada.l');
  });

  it("falls back to 'User'", () => {
    expect(getDisplayName(null, null)).toBe('User');
    expect(getDisplayName('', '@example.com')).toBe('User');
  });
});

describe('getEmailPrefix', () => {
  it('takes the text before the @', () => {
    expect(getEmailPrefix('jo.bloggs@example.co.uk')).toBe('jo.bloggs');
    expect(getEmailPrefix('no-at-sign')).toBe('no-at-sign');
  });
});

describe('toClientUser', () => {
  it('maps the identity user to the client shape', () => {
    const user = toClientUser(
      {
        id: 'u1',
        email: 'ada@example.com',
        name: '',
        emailVerified: false,
        createdAt: new Date('2026-11-21T10:00:00.000Z'),
      },
      '2026-11-22T08:00:00.000Z',
    );

    expect(user).toEqual({
      id: 'u1',
      email: 'ada@example.com',
      name: 'ada',
      emailVerified: false,
      photoURL: null,
      metadata: {
        creationTime: '2026-11-21T10:00:00.000Z',
        lastSignInTime: '2026-11-22T08:00:00.000Z',
      },
    });
  });
});
