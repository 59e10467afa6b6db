import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { SettingsSection } from '../../../components/layout/settings-section';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatLongDate } from '../../../lib/format';
import { useProfile } from '../api/get-profile';
import { PROFILE_PAGE_MESSAGES } from '../messages';
import { ProfileDetails } from './profile-details';
import { ProfileEditForm } from './profile-edit-form';

/** The persisted profile (docs/decisions/0021-profile-and-theme-storage.md), read or in Edit Profile mode. */
export function ProfileSection({ userId, onSaved }: { userId: string; onSaved?: () => void }) {
  const profile = useProfile(userId);
  const [isEditing, setIsEditing] = useState(false);
  const data = profile.data;

  return (
    <SettingsSection
      title="Profile"
      description={
        data ? (
          <>
            {PROFILE_PAGE_MESSAGES.memberSince}{' '}
            <time dateTime={data.member_since} className="font-medium text-ink">
              {formatLongDate(data.member_since)}
            </time>
          </>
        ) : null
      }
      actions={
        data && !isEditing ? (
          <Button
            variant="secondary"
            icon={<Pencil className="size-4" aria-hidden="true" />}
            onClick={() => setIsEditing(true)}
          >
            {PROFILE_PAGE_MESSAGES.editProfile}
          </Button>
        ) : null
      }
    >
      {profile.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </div>
      ) : !data ? (
        <div className="space-y-4">
          <Alert message={PROFILE_PAGE_MESSAGES.loadFailed} />
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            Try Again
          </Button>
        </div>
      ) : isEditing ? (
        <ProfileEditForm
          userId={userId}
          profile={data}
          onSaved={onSaved}
          onDone={() => setIsEditing(false)}
        />
      ) : (
        <ProfileDetails profile={data} />
      )}
    </SettingsSection>
  );
}
