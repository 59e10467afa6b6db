import { expect, test } from '@playwright/test';
import { dialog, logOut, registerFreeAccount, signIn } from '../support/accounts.ts';
import { mailedLink } from '../support/outbox.ts';
import { toast } from '../support/toasts.ts';
import { expectNoSeriousViolations } from '../support/accessibility.ts';

test('a forgotten password is reset from the mailed link', async ({ page }) => {
  const account = await registerFreeAccount(page);
  await logOut(page);

  await page.getByRole('button', { name: 'Login' }).click();
  await dialog(page).getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the Reset Password dialog');
  await dialog(page).getByLabel('Email').fill(account.email);
  await dialog(page).getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog(page).getByText("If an account exists for that email, we've sent a link to reset your password.")).toBeVisible();

  const link = await mailedLink(account.email, 'Reset your Plotwise password');
  expect(new URL(link).pathname).toBe('/reset-password');
  await page.goto(link);
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'the reset-password page');
  await page.getByLabel('New Password', { exact: true }).fill('fresh-password');
  await page.getByLabel('Confirm New Password').fill('fresh-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/landing$/);

  await signIn(page, account);
  await expect(toast(page, 'Incorrect password')).toBeVisible();
  await signIn(page, { email: account.email, password: 'fresh-password' });
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown reset link says it is invalid', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New Password', { exact: true }).fill('fresh-password');
  await page.getByLabel('Confirm New Password').fill('fresh-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
});
