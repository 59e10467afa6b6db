import { expect, test } from '@playwright/test';
import { registerFreeAccount } from '../support/accounts.ts';
import { expectNoPolicyViolations } from '../support/content-policy.ts';

test('the web app runs under its Content-Security-Policy: the theme script before first paint, dialogs, the shell', async ({ page }) => {
  const landing = await page.goto('/landing');
  const policy = landing!.headers()['content-security-policy'];
  expect(policy).toContain("script-src 'self' 'sha256-");
  expect(landing!.headers()['x-frame-options']).toBe('DENY');

  await page.evaluate(() => localStorage.setItem('plotwise.theme', 'earthy'));
  // Blocks the app's own scripts, so only the inline theme script can set the theme on this load.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'earthy');
  await page.unroute('**/assets/*.js');

  await registerFreeAccount(page);
  await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
  await expectNoPolicyViolations(page, 'the landing page, Create Account and the portfolio');
});

test('the API viewer at /api/docs still lists the operations', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Plotwise API/ })).toBeVisible();
  await expect(page.getByText('/api/v1/properties/{id}').first()).toBeVisible();
  await expectNoPolicyViolations(page, 'the API viewer');
});

test('a blocked inline script is reported, so the journeys would notice one', async ({ page }) => {
  await page.goto('/landing');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
  });
  const messages = (await page.consoleMessages()).map((message) => message.text());
  expect(messages.some((text) => /Content Security Policy/i.test(text))).toBe(true);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
});
