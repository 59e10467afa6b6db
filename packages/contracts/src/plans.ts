import { z } from 'zod';

export const tiers = ['free', 'pro', 'corporate'] as const;
export const tierSchema = z.enum(tiers);
export type Tier = z.infer<typeof tierSchema>;

/** Plans a visitor can choose at sign-up. Corporate is arranged, never self-served. */
export const signupPlans = ['free', 'pro'] as const;
export const signupPlanSchema = z.enum(signupPlans);
export type SignupPlan = z.infer<typeof signupPlanSchema>;

/** Pro costs £39 a month (docs/product/plans-and-payments.md, "Tiers and limits"), held in pence for the payment provider. */
export const PRO_PRICE_PENCE = 3900;

export const MIN_PASSWORD_LENGTH = 6;
