import type { Figure } from '@plotwise/contracts';
import { gbp } from '../core/figure.ts';
import type { AnalysisContext } from '../analysis/analysis-context.ts';

/**
 * What the home is worth once the works are done: the user's figure, else the top of the market
 * estimate's range when there are works (a refurbished home sells at the top of its range) or its
 * middle when there are none, else the price (no uplift assumed without market data).
 */
export function valueAfterWorks(context: AnalysisContext, hasWorks: boolean): Figure {
  const label = 'Value after works';
  const { value_after_works: own } = context.assumptions;
  if (own !== null) return gbp(own, { label, method: 'Your figure.', source: { name: 'Your assumptions' }, as_of: context.today });
  const estimate = context.input.market?.estimated_value;
  if (estimate) {
    return gbp(hasWorks ? estimate.high : estimate.value, {
      label,
      method: hasWorks ? 'The top of the estimated value range: a refurbished home sells at the top of its range.' : 'The estimated value: no works are needed.',
      source: estimate.source,
      as_of: estimate.as_of,
    });
  }
  return gbp(context.price, { label, method: 'The price: without market data no uplift is assumed.', source: { name: 'The listing price' }, as_of: context.today });
}
