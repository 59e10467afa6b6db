import { expect, type Page } from '@playwright/test';
import { toast } from './toasts.ts';

let counter = 0;
export const uniqueEmail = (label = 'buyer') => `${label}.${Date.now()}.${(counter += 1)}@example.co.uk`;

export type Credentials = { email: string; password: string };

/** The open sign-in or sign-up dialog; every field look-up is scoped to it. */
export const dialog = (page: Page) => page.getByRole('dialog');

export async function openCreateAccount(page: Page) {
  await page.goto('/landing');
  await page.getByRole('button', { name: 'Create Account' }).first().click();
  await expect(dialog(page).getByRole('heading', { name: 'Create Account' })).toBeVisible();
}

/** Registers through the landing page's Create Account dialog and waits for the signed-in shell. */
export async function registerFreeAccount(page: Page, credentials: Credentials = { email: uniqueEmail(), password: 'sound-password' }) {
  await openCreateAccount(page);
  await dialog(page).getByLabel('Email').fill(credentials.email);
  await dialog(page).getByLabel('Password', { exact: true }).fill(credentials.password);
  await dialog(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created successfully! Welcome to Plotwise.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  return credentials;
}

export async function signIn(page: Page, credentials: Credentials) {
  await page.goto('/landing');
  await page.getByRole('button', { name: 'Login' }).click();
  await dialog(page).getByLabel('Email').fill(credentials.email);
  await dialog(page).getByLabel('Password', { exact: true }).fill(credentials.password);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/landing$/);
}

/** A JWT for API calls made on the signed-in user's behalf (test set-up only); the page's session cookie goes with the request. */
export async function apiToken(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/token');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}
