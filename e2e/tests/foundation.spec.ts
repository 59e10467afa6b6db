import { expect, test } from '@playwright/test';
import { dialog, logOut, openCreateAccount, registerFreeAccount, signIn, uniqueEmail } from '../support/accounts.ts';
import { toast } from '../support/toasts.ts';
import { expectNoSeriousViolations } from '../support/accessibility.ts';

test('a visitor joins the waitlist, and a second try says they are already on it', async ({ page }) => {
  const email = uniqueEmail('early');
  await page.goto('/landing');
  await expectNoSeriousViolations(page, 'the landing page');
  const waitlist = page.getByRole('region', { name: 'Get Early Access' });
  await waitlist.getByRole('textbox').fill(email);
  await waitlist.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(toast(page, "Thanks! You've been added to our waitlist.")).toBeVisible();

  await waitlist.getByRole('textbox').fill(email);
  await waitlist.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(toast(page, 'This email is already on our waitlist')).toBeVisible();
});

test('a Free account registers, lands in the shell, logs out, fails with a wrong password, and logs back in', async ({ page }) => {
  const credentials = await registerFreeAccount(page);
  await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await logOut(page);

  await signIn(page, { ...credentials, password: 'not-the-password' });
  await expect(toast(page, 'Incorrect password')).toBeVisible();
  await expectNoSeriousViolations(page, 'the Sign In dialog with an error toast');

  await dialog(page).getByLabel('Password', { exact: true }).fill(credentials.password);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Login successful! Redirecting...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
});

test('an unknown e-mail is told no account exists', async ({ page }) => {
  await signIn(page, { email: uniqueEmail('stranger'), password: 'whatever-1' });
  await expect(toast(page, 'No account found with this email')).toBeVisible();
});

test('a Pro account registers with test card 4242 4242 4242 4242', async ({ page }) => {
  await openCreateAccount(page);
  await dialog(page).getByLabel('Email').fill(uniqueEmail('pro'));
  await dialog(page).getByLabel('Password', { exact: true }).fill('sound-password');
  await dialog(page).getByLabel('Plan').selectOption({ label: 'Pro Plan - £39/month' });
  await expect(dialog(page).getByText('Credit Card Information')).toBeVisible();
  await expect(dialog(page).getByText('Access all premium features and unlimited analysis')).toBeVisible();
  await expect(dialog(page).getByLabel('Card number')).toBeVisible();
  await expectNoSeriousViolations(page, 'the Create Account dialog with the card box');
  await dialog(page).getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog(page).getByLabel('Expiry date').fill('12/30');
  await dialog(page).getByLabel('CVC').fill('123');
  await dialog(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created successfully! Welcome to Plotwise.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
});

test('a declined card shows the payment failure and creates no account', async ({ page }) => {
  await openCreateAccount(page);
  const email = uniqueEmail('declined');
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password', { exact: true }).fill('sound-password');
  await dialog(page).getByLabel('Plan').selectOption('pro');
  await dialog(page).getByLabel('Card number').fill('4000 0000 0000 0002');
  await dialog(page).getByLabel('Expiry date').fill('12/30');
  await dialog(page).getByLabel('CVC').fill('123');
  await dialog(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Payment failed: Your card was declined.')).toBeVisible();
  await expect(dialog(page)).toBeVisible();
});

test('an unknown route inside the shell shows Page not found with a way home', async ({ page }) => {
  await registerFreeAccount(page);
  await page.goto('/settings/nowhere');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the 404 page');
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the home buyer variant shows at /retail', async ({ page }) => {
  await page.goto('/retail');
  await expect(page.getByRole('heading', { level: 1, name: /home buyer/i })).toBeVisible();
  await expectNoSeriousViolations(page, 'the /retail landing page');
});

test('a signed-out visit to / redirects to /landing', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('after signing in, a visitor returns to the page they asked for', async ({ page }) => {
  const credentials = await registerFreeAccount(page);
  await logOut(page);
  await page.goto('/settings/prompts');
  await expect(page).toHaveURL(/\/landing$/);
  await page.getByRole('button', { name: 'Login' }).click();
  await dialog(page).getByLabel('Email').fill(credentials.email);
  await dialog(page).getByLabel('Password', { exact: true }).fill(credentials.password);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/settings\/prompts$/);
});
