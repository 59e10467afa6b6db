import {
  normaliseUkPhone,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type Profile,
  type UpdateProfile,
} from '@plotwise/contracts';

/** The editable profile fields (docs/product/profile-and-settings.md, "Profile"); e-mail and Member Since are read-only. */
export const profileFields = [
  'first_name',
  'last_name',
  'phone',
  'location',
  'company',
  'bio',
] as const;
export type ProfileField = (typeof profileFields)[number];
export type ProfileForm = Record<ProfileField, string>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const profileLabels: Record<ProfileField, string> = {
  first_name: 'First Name',
  last_name: 'Last Name',
  phone: 'Phone',
  location: 'Location',
  company: 'Company',
  bio: 'Bio',
};

export function toProfileForm(profile: Profile): ProfileForm {
  return Object.fromEntries(profileFields.map((field) => [field, profile[field]])) as ProfileForm;
}

const isProfileField = (field: string): field is ProfileField =>
  (profileFields as readonly string[]).includes(field);

/** The server's checks, run first so mistakes show beside the field without a round trip. */
export function validateProfileForm(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of profileFields) {
    if (field === 'phone') continue;
    const max = PROFILE_LIMITS[field];
    if (form[field].trim().length > max)
      errors[field] = PROFILE_MESSAGES.tooLong(profileLabels[field], max);
  }
  if (form.phone.trim() && normaliseUkPhone(form.phone) === null)
    errors.phone = PROFILE_MESSAGES.phone;
  return errors;
}

/** Only the fields that changed, trimmed; an empty object means there is nothing to save. */
export function getProfileChanges(form: ProfileForm, profile: Profile): UpdateProfile {
  const changes: UpdateProfile = {};
  for (const field of profileFields) {
    const value = form[field].trim();
    if (value !== profile[field]) changes[field] = value;
  }
  return changes;
}

/** Field errors from a refused save (`errors: [{ field, message }]`). */
export function toProfileErrors(issues: ReadonlyArray<{ field: string; message: string }>) {
  const errors: ProfileErrors = {};
  for (const { field, message } of issues) if (isProfileField(field)) errors[field] ??= message;
  return errors;
}
