import { expect, test } from '@playwright/test';
import { registerFreeAccount } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/accessibility.ts';
import { countMails, mailedLink, VERIFY_SUBJECT } from '../support/outbox.ts';
import { toast } from '../support/toasts.ts';

test('a new account verifies its address from the mailed link, and the banner goes', async ({ page }) => {
  const account = await registerFreeAccount(page);
  const banner = page.getByRole('region', { name: 'Email verification' });
  await expect(banner).toContainText(`Please verify your email address. We sent a link to ${account.email}.`);
  await expectNoSeriousViolations(page, 'the portfolio with the verification banner');

  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(toast(page, 'Verification email sent. Check your inbox.')).toBeVisible();
  await expect.poll(() => countMails(account.email, VERIFY_SUBJECT)).toBe(2);

  const link = await mailedLink(account.email, VERIFY_SUBJECT);
  expect(new URL(link).pathname).toBe('/verify-email');
  await page.goto(link);
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await expectNoSeriousViolations(page, 'the verify-email page');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a forged verification link says it is invalid', async ({ page }) => {
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
});
