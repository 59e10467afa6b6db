import { runMarketStep } from '../../market-data/market-data.service.ts';
import type { WorkflowStep } from './workflow-step.ts';

/** Estimated value, rent, yields, comparables and trend (docs/product/market-data.md). */
export const marketStep: WorkflowStep = {
  name: 'market',
  after: [],
  expireInSeconds: 5 * 60,
  heavy: false,
  async run(deps, { tenantId, propertyId }) {
    await runMarketStep(deps.market, { tenantId, propertyId });
    return {};
  },
};
