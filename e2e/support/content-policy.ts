import { expect, type Page } from '@playwright/test';

/** What Chromium logs when the Content-Security-Policy stops a script, style, image or request. */
const POLICY_VIOLATION = /Content Security Policy/i;

/**
 * Fails when the page has logged any Content-Security-Policy violation since it opened: a blocked
 * script or style would leave a screen half working (docs/decisions/0138-security-headers.md).
 */
export async function expectNoPolicyViolations(page: Page, screen: string) {
  const violations = (await page.consoleMessages()).map((message) => message.text()).filter((text) => POLICY_VIOLATION.test(text));
  expect(violations, `Content-Security-Policy on ${screen}`).toEqual([]);
}
