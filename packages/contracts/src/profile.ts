import { z } from 'zod';
import { normaliseUkPhone } from './uk-phone.ts';

/** The two colour schemes (docs/product/profile-and-settings.md, "Theme"); modern is the default. */
export const themes = ['modern', 'earthy'] as const;
export const themeSchema = z.enum(themes);
export type Theme = z.infer<typeof themeSchema>;
export const DEFAULT_THEME: Theme = 'modern';

export const PROFILE_LIMITS = {
  first_name: 100,
  last_name: 100,
  company: 200,
  location: 200,
  bio: 2000,
} as const;

export const PROFILE_MESSAGES = {
  phone: 'Enter a UK phone number, like 07700 900123',
  tooLong: (label: string, max: number) =>
    `${label} must be ${max.toLocaleString('en-GB')} characters or fewer`,
} as const;

/** The signed-in user's profile (docs/product/profile-and-settings.md, "Profile"). Text fields read '' when not set. */
export const profileSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  company: z.string(),
  location: z.string(),
  bio: z.string(),
  theme: themeSchema,
  /** ISO timestamp of the account's creation. */
  member_since: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

const boundedText = (label: string, max: number) =>
  z.string().trim().max(max, PROFILE_MESSAGES.tooLong(label, max));

const ukPhone = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === '') return '';
    const phone = normaliseUkPhone(value);
    if (phone === null) context.addIssue({ code: 'custom', message: PROFILE_MESSAGES.phone });
    return phone ?? value;
  });

/**
 * The body of PUT /api/v1/profile: any of the fields; those left out keep their value and ''
 * clears one. Read-only fields (email, member_since) are ignored if sent.
 */
export const updateProfileSchema = z.object({
  first_name: boundedText('First name', PROFILE_LIMITS.first_name).optional(),
  last_name: boundedText('Last name', PROFILE_LIMITS.last_name).optional(),
  phone: ukPhone.optional(),
  company: boundedText('Company', PROFILE_LIMITS.company).optional(),
  location: boundedText('Location', PROFILE_LIMITS.location).optional(),
  bio: boundedText('Bio', PROFILE_LIMITS.bio).optional(),
  theme: themeSchema.optional(),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;
