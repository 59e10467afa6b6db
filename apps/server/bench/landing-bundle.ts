import { describeMeasurement, measureBundles } from '../../../tooling/bundle-budget.ts';

/** The web app's initial JavaScript per screen, weighed as `npm test` checks it (tooling/bundle-budget.ts). */
export function benchLandingBundle(): string[] {
  return measureBundles().map(describeMeasurement);
}
