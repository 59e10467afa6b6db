import type { AnalysisInput, PropertyAnalysis } from '@plotwise/contracts';
import { analyseStrategyInContext, strategyParts } from '../strategy/analyse-strategy.ts';
import { ENGINE_VERSION, RATES_VERSION } from '../version.ts';
import { buildContext } from './analysis-context.ts';

/** The whole analysis of one property: strategy, legal and refurbishment, stamped with the engine and rates versions. */
export function analyseProperty(input: AnalysisInput): PropertyAnalysis {
  const context = buildContext(input);
  const parts = strategyParts(context);
  return {
    strategy: analyseStrategyInContext(context, parts),
    legal: parts.legal,
    refurbishment: parts.refurbishment,
    engine_version: ENGINE_VERSION,
    rates_version: RATES_VERSION,
  };
}
