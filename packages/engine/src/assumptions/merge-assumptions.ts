import type { Assumptions, AssumptionsPatch } from '@plotwise/contracts';

/**
 * The assumptions with a partial change applied: only the fields the patch names change, `buyer`
 * field by field, and an explicit null clears an override. Fields present but undefined are ignored.
 */
export function mergeAssumptions(base: Assumptions, patch: AssumptionsPatch): Assumptions {
  const { buyer, ...rest } = patch;
  const changes = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const buyerChanges = Object.fromEntries(Object.entries(buyer ?? {}).filter(([, value]) => value !== undefined));
  return { ...base, ...changes, buyer: { ...base.buyer, ...buyerChanges } };
}
