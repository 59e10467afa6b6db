import type { Profile } from '@plotwise/contracts';
import { PROFILE_PAGE_MESSAGES } from '../messages';
import { profileLabels, type ProfileField } from '../utils/profile-form';

type Row = { label: string; value: string };

const rowOf = (profile: Profile, field: ProfileField): Row => ({
  label: profileLabels[field],
  value: profile[field],
});

/** The profile as read (not editing): Personal and Business Information. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const personal: Row[] = [
    rowOf(profile, 'first_name'),
    rowOf(profile, 'last_name'),
    { label: 'Email', value: profile.email },
    rowOf(profile, 'phone'),
    rowOf(profile, 'location'),
  ];
  const business: Row[] = [rowOf(profile, 'company'), rowOf(profile, 'bio')];
  return (
    <div className="space-y-6">
      <DetailGroup title={PROFILE_PAGE_MESSAGES.personalInformation} rows={personal} />
      <DetailGroup title={PROFILE_PAGE_MESSAGES.businessInformation} rows={business} />
    </div>
  );
}

function DetailGroup({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <dl className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {rows.map(({ label, value }) => (
          <div key={label} className={label === 'Bio' ? 'sm:col-span-2' : undefined}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="mt-1 whitespace-pre-line break-words text-sm text-ink">
              {value || <span className="text-slate-500">{PROFILE_PAGE_MESSAGES.notSet}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
