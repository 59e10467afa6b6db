import { z } from 'zod';
import { tierSchema, type Tier } from './plans.ts';

export const features = ['portfolio', 'ai_analysis', 'document_analysis', 'market_data', 'custom_prompts'] as const;
export type Feature = (typeof features)[number];

type Limit = number | 'unlimited';
type PlanDefinition = {
  name: string;
  price_pence: number;
  properties: Limit;
  analyses_per_month: Limit;
  /** Uploaded files in all, in MB of 1024 × 1024 bytes, as MAX_UPLOAD_MB counts (docs/decisions/0113-storage-quotas.md). */
  storage_mb: Limit;
  /** Uploaded files on one property (typed links are not counted). */
  files_per_property: Limit;
  features: Feature[];
};

/**
 * Plans and their limits (docs/decisions/0108-plans-and-limits.md): the one table the server enforces and reports. Every plan
 * has every feature (anyone edits their prompts: docs/decisions/0020-custom-prompt-storage.md); plans differ in how much of it.
 */
export const plans: Record<Tier, PlanDefinition> = {
  free: { name: 'Free', price_pence: 0, properties: 5, analyses_per_month: 3, storage_mb: 500, files_per_property: 50, features: [...features] },
  pro: { name: 'Pro', price_pence: 3900, properties: 'unlimited', analyses_per_month: 100, storage_mb: 20 * 1024, files_per_property: 500, features: [...features] },
  corporate: { name: 'Corporate', price_pence: 0, properties: 'unlimited', analyses_per_month: 'unlimited', storage_mb: 'unlimited', files_per_property: 'unlimited', features: [...features] },
};

/** A storage quota as messages name it: '500 MB', '20 GB'. */
export const storageQuotaText = (mb: Limit) => (mb === 'unlimited' ? mb : mb >= 1024 && mb % 1024 === 0 ? `${mb / 1024} GB` : `${mb} MB`);

const limitSchema = z.union([z.number().int(), z.literal('unlimited')]);
const usageSchema = z.object({ current: z.number().int(), limit: limitSchema, percentage: z.number() });

export const subscriptionSchema = z.object({
  subscription: z.object({ tier: tierSchema, status: z.literal('active') }),
  usage: z.object({
    features: z.object({
      available: z.record(z.string(), z.boolean()),
      portfolio: usageSchema,
      ai_analysis: usageSchema,
    }),
    /** Bytes of uploaded files stored, against the plan's quota in bytes. */
    storage: usageSchema,
    files_per_property: limitSchema,
  }),
  available_plans: z.record(
    z.string(),
    z.object({ name: z.string(), price_pence: z.number().int(), features: z.array(z.string()) }),
  ),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const featureCheckSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().optional(),
});
export type FeatureCheck = z.infer<typeof featureCheckSchema>;

/** POST /subscription/upgrade: Pro needs the payment_intent_id of a completed payment; Free needs nothing. */
export const changePlanSchema = z.object({ plan_id: tierSchema, payment_intent_id: z.string().min(1).optional() });
export type ChangePlan = z.infer<typeof changePlanSchema>;

/** 'This feature requires an upgrade from your current Free plan.' (docs/product/plans-and-payments.md, "Tiers and limits"). */
export const upgradeRequiredMessage = (planName: string) =>
  `This feature requires an upgrade from your current ${planName} plan.`;
