import { PROFILE_LIMITS, type Profile } from '@plotwise/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { getServerMessage } from '../../../lib/server-message';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_PAGE_MESSAGES } from '../messages';
import {
  getProfileChanges,
  profileLabels,
  toProfileErrors,
  toProfileForm,
  validateProfileForm,
  type ProfileErrors,
  type ProfileField,
} from '../utils/profile-form';

type ProfileEditFormProps = {
  userId: string;
  profile: Profile;
  onDone: () => void;
  /** After a save: the account's display name may have changed with the profile. */
  onSaved?: () => void;
};

/** Edit Profile mode: Save sends only what changed; Cancel drops the edits. */
export function ProfileEditForm({ userId, profile, onDone, onSaved }: ProfileEditFormProps) {
  const update = useUpdateProfile(userId);
  const toast = useToast();
  const [form, setForm] = useState(() => toProfileForm(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  function setField(name: ProfileField, value: string) {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function field(
    name: ProfileField,
    extra: { type?: string; autoComplete?: string; hint?: string } = {},
  ) {
    return (
      <TextField
        label={profileLabels[name]}
        value={form[name]}
        error={errors[name]}
        maxLength={name === 'phone' ? 30 : PROFILE_LIMITS[name]}
        onChange={(event) => setField(name, event.target.value)}
        {...extra}
      />
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const problems = validateProfileForm(form);
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    const changes = getProfileChanges(form, profile);
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate(changes, {
      onSuccess: () => {
        toast.success(PROFILE_PAGE_MESSAGES.saved);
        onSaved?.();
        onDone();
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? toProfileErrors(error.errors ?? []) : {};
        setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0)
          setFailure(getServerMessage(error, PROFILE_PAGE_MESSAGES.saveFailed));
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-6">
      <FieldGroup legend={PROFILE_PAGE_MESSAGES.personalInformation}>
        {field('first_name', { autoComplete: 'given-name' })}
        {field('last_name', { autoComplete: 'family-name' })}
        <TextField
          label="Email"
          type="email"
          value={profile.email}
          readOnly
          hint="Your sign-in e-mail cannot be changed here."
        />
        {field('phone', {
          type: 'tel',
          autoComplete: 'tel',
          hint: 'A UK number, like 07700 900123',
        })}
        {field('location', { autoComplete: 'address-level2' })}
      </FieldGroup>
      <FieldGroup legend={PROFILE_PAGE_MESSAGES.businessInformation}>
        {field('company', { autoComplete: 'organization' })}
        <TextAreaField
          className="sm:col-span-2"
          label={profileLabels.bio}
          rows={4}
          maxLength={PROFILE_LIMITS.bio}
          value={form.bio}
          error={errors.bio}
          onChange={(event) => setField('bio', event.target.value)}
        />
      </FieldGroup>
      <Alert message={failure} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}

function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
