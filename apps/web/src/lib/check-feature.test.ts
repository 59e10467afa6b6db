import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../testing/fetch-stub';
import { checkFeatureAccess } from './check-feature';

const path = 'POST /api/v1/subscription/check-feature/portfolio';
const upgrade = 'This feature requires an upgrade from your current Free plan.';

describe('checkFeatureAccess', () => {
  it('asks the server and passes on its answer and its reason', async () => {
    const { requests } = stubFetch({ [path]: json({ allowed: true }) });
    expect(await checkFeatureAccess('portfolio')).toEqual({ allowed: true });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/subscription/check-feature/portfolio',
    });

    stubFetch({ [path]: json({ allowed: false, reason: upgrade }) });
    expect(await checkFeatureAccess('portfolio')).toEqual({ allowed: false, reason: upgrade });
  });

  it('refuses with no_subscription_data when the account has no tenant (404)', async () => {
    stubFetch({ [path]: json({ detail: 'Tenant setup required', code: 'NOT_FOUND' }, 404) });
    expect(await checkFeatureAccess('portfolio')).toMatchObject({
      allowed: false,
      reason: 'no_subscription_data',
    });
  });

  it('refuses with check_failed when the check fails otherwise', async () => {
    stubFetch({ [path]: json({ detail: 'Server error occurred', code: 'INTERNAL' }, 500) });
    const access = await checkFeatureAccess('portfolio');
    expect(access).toMatchObject({ allowed: false, reason: 'check_failed' });
    expect(access.allowed === false && access.error).toMatchObject({ status: 500 });
  });
});
