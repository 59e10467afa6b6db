import type { Tier } from '@plotwise/contracts';
import { useState } from 'react';
import { SettingsSection } from '../../../components/layout/settings-section';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatFileSize } from '../../../lib/format';
import { useSubscription } from '../api/get-subscription';
import { BILLING_MESSAGES } from '../messages';
import { getPlanPrice } from '../utils/plan-price';
import { DowngradePlanDialog } from './downgrade-plan-dialog';
import { UpgradePlanDialog } from './upgrade-plan-dialog';
import { UsageMeter } from './usage-meter';

type BillingPlanSectionProps = { userId: string; email: string; hasTenant: boolean };

const tierNames: Record<Tier, string> = { free: 'Free', pro: 'Pro', corporate: 'Corporate' };

/** The real plan and usage, and the way to change plan (docs/decisions/0102-plan-changes.md). */
export function BillingPlanSection({ userId, email, hasTenant }: BillingPlanSectionProps) {
  const subscription = useSubscription({ userId, hasTenant });
  const [dialog, setDialog] = useState<'upgrade' | 'downgrade' | null>(null);
  const data = subscription.data;
  const tier = data?.subscription.tier;
  const price = data && tier ? getPlanPrice(data, tier) : null;
  const proPrice = data ? getPlanPrice(data, 'pro') : null;

  const action =
    tier === 'free' && proPrice ? (
      <Button onClick={() => setDialog('upgrade')}>{BILLING_MESSAGES.upgrade}</Button>
    ) : tier === 'pro' ? (
      <Button variant="secondary" onClick={() => setDialog('downgrade')}>
        {BILLING_MESSAGES.downgrade}
      </Button>
    ) : null;

  return (
    <SettingsSection title={BILLING_MESSAGES.title} actions={action}>
      {!data ? (
        subscription.isError ? (
          <div className="space-y-4">
            <Alert message={BILLING_MESSAGES.loadFailed} />
            <Button variant="secondary" onClick={() => void subscription.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <Skeleton className="h-24" />
        )
      ) : (
        <div className="space-y-5">
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-2xl font-bold text-ink">{tierNames[data.subscription.tier]}</span>
            <span className="text-sm text-slate-600">
              {tier === 'corporate'
                ? BILLING_MESSAGES.arranged
                : price && BILLING_MESSAGES.perMonth(price)}
            </span>
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <UsageMeter label={BILLING_MESSAGES.properties} {...data.usage.features.portfolio} />
            <UsageMeter label={BILLING_MESSAGES.analyses} {...data.usage.features.ai_analysis} />
            <div>
              <UsageMeter
                label={BILLING_MESSAGES.storage}
                {...data.usage.storage}
                format={formatFileSize}
              />
              <p className="mt-2 text-sm text-slate-600">
                {BILLING_MESSAGES.filesPerProperty(data.usage.files_per_property)}
              </p>
            </div>
          </div>
          {tier === 'corporate' ? (
            <p className="text-sm text-slate-600">{BILLING_MESSAGES.corporate}</p>
          ) : null}
        </div>
      )}
      {proPrice ? (
        <UpgradePlanDialog
          userId={userId}
          email={email}
          price={proPrice}
          isOpen={dialog === 'upgrade'}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <DowngradePlanDialog
        userId={userId}
        isOpen={dialog === 'downgrade'}
        onClose={() => setDialog(null)}
      />
    </SettingsSection>
  );
}
