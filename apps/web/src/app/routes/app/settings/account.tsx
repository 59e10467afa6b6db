import { UserRound } from 'lucide-react';
import { EmptyState } from '../../../../components/layout/empty-state';
import { PageHeader } from '../../../../components/layout/page-header';
import { PageContainer } from '../../../../components/layout/page-container';

/** /settings/account. Profile settings arrive in a later issue. */
export default function AccountSettingsPage() {
  return (
    <PageContainer>
      <title>Account · Plotwise</title>
      <PageHeader title="Account" />
      <div className="mt-8">
        <EmptyState
          icon={UserRound}
          title="Nothing to show yet"
          description="Your profile, plan and password settings will appear here."
        />
      </div>
    </PageContainer>
  );
}
