import { PageContainer } from '../../../../components/layout/page-container';
import { PageHeader } from '../../../../components/layout/page-header';
import { useAuth } from '../../../../features/auth/components/auth-context';
import { PasswordSection } from '../../../../features/auth/components/password-section';
import { ProfileSection } from '../../../../features/profile/components/profile-section';
import { ThemePicker } from '../../../../features/profile/components/theme-picker';
import { BillingPlanSection } from '../../../../features/subscription/components/billing-plan-section';

/** /settings/account: profile, plan, password and theme (docs/product/profile-and-settings.md). */
export default function AccountSettingsPage() {
  const { user, tenant, refreshUser } = useAuth();
  if (!user) return null;
  return (
    <PageContainer>
      <title>Profile Settings · Plotwise</title>
      <PageHeader title="Profile Settings" />
      <div className="mt-8 space-y-6">
        <ProfileSection userId={user.id} onSaved={() => void refreshUser()} />
        <BillingPlanSection userId={user.id} email={user.email} hasTenant={Boolean(tenant.info)} />
        <PasswordSection />
        <ThemePicker userId={user.id} />
      </div>
    </PageContainer>
  );
}
