import { describeMeasurement, measureBundles } from './bundle-budget.ts';

/** `npm run check:bundle`, after `npm run build`: prints each budget and fails when one is over. */
const measurements = measureBundles();
for (const measurement of measurements) console.log(describeMeasurement(measurement));
if (measurements.some((measurement) => !measurement.isWithin)) {
  console.error(
    'A JavaScript budget is exceeded (docs/decisions/0056-landing-without-the-app.md).',
  );
  process.exit(1);
}
