/**
 * Billing & Plan strings (docs/decisions/0102-plan-changes.md). Prices and limits come from the server's subscription
 * report. (Contracts' plans table is not imported: its module brings zod into the sign-in dialog.)
 */
export const BILLING_MESSAGES = {
  title: 'Billing & Plan',
  perMonth: (price: string) => `${price}/month`,
  arranged: 'Arranged with our team',
  upgrade: 'Upgrade to Pro',
  upgradeDescription: (price: string) =>
    `${price} a month for unlimited properties and many more AI analyses each month.`,
  pay: (price: string) => `Pay ${price} and Upgrade`,
  upgraded: "You're now on the Pro plan.",
  downgrade: 'Switch to Free',
  downgradeDescription:
    'Your plan changes to Free straight away, with its lower limits on properties and monthly AI analyses.',
  downgraded: "You're now on the Free plan.",
  corporate: 'Your Corporate plan is arranged with our team. Contact us to change it.',
  changeFailed: 'Failed to change plan',
  loadFailed: 'Failed to load your plan. Please try again.',
  properties: 'Properties',
  analyses: 'AI analyses this month',
  storage: 'Storage',
  filesPerProperty: (limit: number | 'unlimited') =>
    limit === 'unlimited'
      ? 'Any number of files on each property'
      : `Up to ${limit} files on each property`,
} as const;
