import { expect, test } from '@playwright/test';
import { apiToken, logOut, registerFreeAccount } from '../support/accounts.ts';

const portfolio = { name: 'Portfolio', level: 1 } as const;

test('the session is an HttpOnly cookie: kept across reloads and tabs, ended everywhere by sign-out', async ({ page, context }) => {
  await registerFreeAccount(page);
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'plotwise.session_token');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // Scripts cannot read it, and the page keeps no copy.
  expect(await page.evaluate(() => document.cookie)).not.toContain('session_token');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(cookie!.value.split('.')[0]);

  await page.reload();
  await expect(page.getByRole('heading', portfolio)).toBeVisible();
  const otherTab = await context.newPage();
  await otherTab.goto('/settings/account');
  await expect(otherTab.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  const jwt = await apiToken(otherTab);

  await logOut(page);
  expect((await context.cookies()).some((candidate) => candidate.name === 'plotwise.session_token')).toBe(false);
  // The JWT the other tab holds dies with the session, at once.
  const refused = await page.request.get('/api/v1/tenant/info', { headers: { authorization: `Bearer ${jwt}` } });
  expect(refused.status()).toBe(401);
  await otherTab.reload();
  await expect(otherTab).toHaveURL(/\/landing$/);
});
