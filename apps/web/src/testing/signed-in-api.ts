import type { Profile, Subscription } from '@plotwise/contracts';
import { json, makeJwt, stubFetch, testUser } from './fetch-stub';

export const tenantInfo = {
  tenant_id: 't1',
  name: 'ada',
  isolation_enabled: true,
  migration_status: 'done',
};

export const testProfile: Profile = {
  email: testUser.email,
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '',
  company: '',
  location: '',
  bio: '',
  theme: 'modern',
  member_since: '2026-11-21T10:00:00.000Z',
};

export const freeSubscription: Subscription = {
  subscription: { tier: 'free', status: 'active' },
  usage: {
    features: {
      available: { portfolio: true, ai_analysis: true },
      portfolio: { current: 2, limit: 5, percentage: 40 },
      ai_analysis: { current: 0, limit: 3, percentage: 0 },
    },
    storage: { current: 12.3 * 1024 * 1024, limit: 500 * 1024 * 1024, percentage: 2 },
    files_per_property: 50,
  },
  available_plans: {
    free: { name: 'Free', price_pence: 0, features: [] },
    pro: { name: 'Pro', price_pence: 3900, features: [] },
  },
};

/** better-auth's get-session answer for the test user, Ada Lovelace, whose address is unverified unless said. */
export function sessionResponse({ emailVerified = false } = {}): Response {
  return json({
    session: {
      id: 's1',
      userId: testUser.id,
      expiresAt: '2026-12-21T10:00:00Z',
      createdAt: '2026-11-22T09:00:00Z',
      updatedAt: '2026-11-22T09:00:00Z',
    },
    user: { ...testUser, name: 'Ada Lovelace', emailVerified },
  });
}

/**
 * A signed-in session (the signed-in hint, get-session, JWT, tenant info, profile, a Free plan
 * and no properties) plus any extra routes; later keys win, so a test can replace any of these.
 * The session cookie itself is the browser's business: nothing in the page holds it.
 */
export function signedInApi(extra: Parameters<typeof stubFetch>[0] = {}) {
  localStorage.setItem('plotwise.signed-in', '1');
  return stubFetch({
    'GET /api/auth/get-session': sessionResponse(),
    'GET /api/auth/token': json({ token: makeJwt() }),
    'GET /api/v1/tenant/info': json(tenantInfo),
    'GET /api/v1/profile': json(testProfile),
    'GET /api/v1/subscription/current': json(freeSubscription),
    'GET /api/v1/properties/summary': json({ properties: [], total: 0 }),
    ...extra,
  });
}
