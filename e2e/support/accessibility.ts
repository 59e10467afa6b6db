import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listing each
 * rule with the elements it found (docs/decisions/0057-axe-in-the-journeys.md).
 */
export async function expectNoSeriousViolations(page: Page, screen: string) {
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
