import type { Subscription, Tier } from '@plotwise/contracts';
import { formatGBP } from '../../../lib/format';

/** A plan's monthly price as the server reports it ('£39'), or null when it has none listed. */
export function getPlanPrice(subscription: Subscription, tier: Tier): string | null {
  const pence = subscription.available_plans[tier]?.price_pence;
  return pence === undefined ? null : formatGBP(pence / 100);
}
