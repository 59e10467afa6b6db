import type { Page } from '@playwright/test';

/**
 * A toast: Radix lists toasts in the 'Notifications' region and announces each through a
 * separate live region, so a toast is looked up in the list (docs/decisions/0055-accessible-primitives.md).
 */
export const toast = (page: Page, message: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(message, { exact: true });
