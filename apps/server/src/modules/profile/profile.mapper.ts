import { DEFAULT_THEME, type Profile } from '@plotwise/contracts';
import type { ProfileRow } from './profile.repository.ts';

/** A user who never saved a profile reads as empty fields and the default theme. */
export function toProfile(row: ProfileRow): Profile {
  return {
    email: row.email,
    first_name: row.first_name ?? '',
    last_name: row.last_name ?? '',
    phone: row.phone ?? '',
    company: row.company ?? '',
    location: row.location ?? '',
    bio: row.bio ?? '',
    theme: row.theme ?? DEFAULT_THEME,
    member_since: new Date(row.createdAt).toISOString(),
  };
}
