import { features, plans, upgradeRequiredMessage, type ChangePlan, type Feature, type FeatureCheck, type Subscription } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthenticatedUser } from '../auth/auth.service.ts';
import { storageUsage } from '../files/files.service.ts';
import { claimPayment } from '../payments/payments.service.ts';
import { countProperties } from '../properties/properties.service.ts';
import { storageQuotaBytes } from './storage-allowance.ts';
import { getTenantTier, setTenantTier } from './subscriptions.repository.ts';

export { checkUploadFits, propertyFull, storageFull, uploadAllowance, type UploadAllowance } from './storage-allowance.ts';

type Limit = number | 'unlimited';

const usage = (current: number, limit: Limit) => ({
  current,
  limit,
  percentage: limit === 'unlimited' ? 0 : Math.min(100, Math.round((current / limit) * 100)),
});

const withinLimit = (current: number, limit: Limit) => limit === 'unlimited' || current < limit;

/**
 * How many AI analyses the tenant has had this month (docs/decisions/0111-what-counts-as-an-ai-analysis.md).
 * The workflow counts its runs and itself reads the plan, so app.ts hands the count in.
 */
export type AiAnalysisCount = (db: Kysely<Database>, tenantId: string) => Promise<number>;

export async function getSubscription(db: Kysely<Database>, tenantId: string, countAiAnalyses: AiAnalysisCount): Promise<Subscription> {
  const tier = await getTenantTier(db, tenantId);
  const plan = plans[tier];
  const [propertyCount, aiAnalyses, stored] = await Promise.all([
    countProperties(db, tenantId),
    countAiAnalyses(db, tenantId),
    storageUsage(db, tenantId, null),
  ]);
  return {
    subscription: { tier, status: 'active' },
    usage: {
      features: {
        available: Object.fromEntries(features.map((feature) => [feature, plan.features.includes(feature)])),
        portfolio: usage(propertyCount, plan.properties),
        ai_analysis: usage(aiAnalyses, plan.analyses_per_month),
      },
      storage: usage(stored.bytes, storageQuotaBytes(tier)),
      files_per_property: plan.files_per_property,
    },
    available_plans: Object.fromEntries(
      Object.entries(plans).map(([id, definition]) => [id, { name: definition.name, price_pence: definition.price_pence, features: definition.features }]),
    ),
  };
}

/** Whether the tenant's plan includes a feature now; 'portfolio' also means room for one more property. */
export async function checkFeature(db: Kysely<Database>, tenantId: string, feature: Feature, countAiAnalyses: AiAnalysisCount): Promise<FeatureCheck> {
  const { subscription, usage: { features: current } } = await getSubscription(db, tenantId, countAiAnalyses);
  const included = current.available[feature] === true;
  const roomLeft =
    feature === 'portfolio' ? withinLimit(current.portfolio.current, current.portfolio.limit)
    : feature === 'ai_analysis' ? withinLimit(current.ai_analysis.current, current.ai_analysis.limit)
    : true;
  return included && roomLeft ? { allowed: true } : { allowed: false, reason: upgradeRequiredMessage(plans[subscription.tier].name) };
}

/** Pro needs a succeeded payment made with the account's e-mail; Free is always allowed; Corporate is arranged. */
export async function changePlan(
  db: Kysely<Database>,
  tenantId: string,
  user: AuthenticatedUser,
  request: ChangePlan,
  countAiAnalyses: AiAnalysisCount,
): Promise<Subscription> {
  if (request.plan_id === 'corporate') {
    throw new AppError('FORBIDDEN', 'The Corporate plan is arranged with our team. Contact us to move to it.');
  }
  await db.transaction().execute(async (trx) => {
    if (request.plan_id === 'pro' && (await getTenantTier(trx, tenantId)) !== 'pro') {
      await claimPayment(trx, { paymentIntentId: request.payment_intent_id, email: user.email, tenantId });
    }
    await setTenantTier(trx, tenantId, request.plan_id);
  });
  return getSubscription(db, tenantId, countAiAnalyses);
}
