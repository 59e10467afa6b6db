import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectNoPolicyViolations } from './content-policy.ts';

/** Waits for finite animations (a dialog fading in) to end: mid-fade colours fail contrast checks. */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe on the page at rest and fails on any serious or critical violation, listing each rule
 * with the elements it found (docs/decisions/0057-axe-in-the-journeys.md). Every screen checked
 * here is also checked for Content-Security-Policy violations.
 */
export async function expectNoSeriousViolations(page: Page, screen: string) {
  await settleAnimations(page);
  await expectNoPolicyViolations(page, screen);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      elements: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking, `axe on ${screen}`).toEqual([]);
}
