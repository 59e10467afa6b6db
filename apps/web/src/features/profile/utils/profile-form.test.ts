import type { Profile } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import {
  getProfileChanges,
  toProfileErrors,
  toProfileForm,
  validateProfileForm,
} from './profile-form';

const profile: Profile = {
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '',
  company: '',
  location: 'London',
  bio: '',
  theme: 'modern',
  member_since: '2026-11-21T10:00:00.000Z',
};

describe('profile form', () => {
  it('holds the editable fields only', () => {
    expect(toProfileForm(profile)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '',
      location: 'London',
      company: '',
      bio: '',
    });
  });

  it('sends only what changed, trimmed, with a cleared field as empty text', () => {
    const form = {
      ...toProfileForm(profile),
      company: '  Analytical Engines Ltd ',
      location: '',
      first_name: ' Ada ',
    };
    expect(getProfileChanges(form, profile)).toEqual({
      company: 'Analytical Engines Ltd',
      location: '',
    });
    expect(getProfileChanges(toProfileForm(profile), profile)).toEqual({});
  });

  it('accepts UK phone numbers in any usual spacing and refuses others', () => {
    const form = toProfileForm(profile);
    expect(validateProfileForm({ ...form, phone: '07700900123' })).toEqual({});
    expect(validateProfileForm({ ...form, phone: '+44 (0)20 7946 0958' })).toEqual({});
    expect(validateProfileForm({ ...form, phone: '555-1234' })).toEqual({
      phone: 'Enter a UK phone number, like 07700 900123',
    });
  });

  it('bounds the text fields', () => {
    const form = { ...toProfileForm(profile), first_name: 'A'.repeat(101), bio: 'B'.repeat(2000) };
    expect(validateProfileForm(form)).toEqual({
      first_name: 'First Name must be 100 characters or fewer',
    });
  });

  it("keeps the server's first message per known field", () => {
    expect(
      toProfileErrors([
        { field: 'phone', message: 'First' },
        { field: 'phone', message: 'Second' },
        { field: 'email', message: 'Ignored' },
      ]),
    ).toEqual({ phone: 'First' });
  });
});
