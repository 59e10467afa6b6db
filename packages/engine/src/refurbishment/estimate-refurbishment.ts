import { refurbishmentSpecs, type AnalysisInput, type RefurbishmentAnalysis } from '@plotwise/contracts';
import { buildContext, type AnalysisContext } from '../analysis/analysis-context.ts';
import { sourceOfFact } from '../analysis/property-facts.ts';
import { figure, gbp } from '../core/figure.ts';
import { formatPounds } from '../core/money.ts';
import { REGIONAL_PRICE_FACTOR_SOURCE, regionalPriceFactor } from '../core/regional-price-factors.ts';
import { estimateConveyancing } from '../legal/conveyancing.ts';
import { purchaseCosts } from '../strategy/purchase-costs.ts';
import { OVERLAP_FACTOR } from './catalogue.ts';
import { resolveConditions } from './conditions.ts';
import { estimateFloorArea, SPACE_STANDARD_SOURCE } from './floor-area.ts';
import { planJobs } from './plan-jobs.ts';
import { durationWeeks, priceJobs, totalFor } from './price-jobs.ts';
import { valueAfterWorks } from './value-after-works.ts';

function floorArea(context: AnalysisContext) {
  const fact = context.facts.floorAreaSqm;
  if (fact.value !== null) {
    return figure('sqm', fact.value, { label: 'Floor area', method: fact.citation ? 'Read from the floorplan or EPC.' : 'As entered for the property.', source: sourceOfFact(fact), as_of: context.today });
  }
  const { bedrooms, property_type: type } = context.input.property;
  return figure('sqm', estimateFloorArea(context.input.property), {
    label: 'Floor area (estimated)',
    method: `The space standard’s minimum for a ${bedrooms}-bedroom ${type.replace('_', '-')}; real homes are often larger.`,
    source: SPACE_STANDARD_SOURCE,
    as_of: context.today,
  });
}

/** The refurbishment part from a shared context, given the purchase costs the value added is measured against. */
export function estimateRefurbishmentInContext(context: AnalysisContext, purchaseCostsTotal: number): RefurbishmentAnalysis {
  const { assumptions, today } = context;
  const area = floorArea(context);
  const factor = regionalPriceFactor(context.location.region);
  const conditions = resolveConditions(context.input.room_conditions, context.text);
  const jobs = planJobs(context, conditions, area.value);
  const meta = { source: { name: 'Plotwise refurbishment catalogue (sources per line in docs/product/analysis-rules.md)' }, as_of: today };
  const totals = refurbishmentSpecs.map((spec) => totalFor(priceJobs(jobs, spec, factor), spec, assumptions.contingency_pct, assumptions.works_vat_pct, meta));
  const chosen = totals.find((total) => total.spec === assumptions.refurbishment_spec)!;
  const after = valueAfterWorks(context, jobs.length > 0);
  const costs = context.price + purchaseCostsTotal + chosen.total.value;
  return {
    spec: assumptions.refurbishment_spec,
    room_conditions: conditions,
    items: priceJobs(jobs, assumptions.refurbishment_spec, factor),
    totals,
    figures: {
      floor_area_sqm: area,
      regional_price_factor: figure('ratio', factor, { label: 'Regional price factor', method: factor === 1 ? 'National prices apply in this region.' : `Prices in this region are ${Math.round((factor - 1) * 100)}% above national.`, source: REGIONAL_PRICE_FACTOR_SOURCE, as_of: today }),
      works_total: { ...chosen.total, label: 'Refurbishment cost' },
      duration_weeks: figure('weeks', durationWeeks(jobs, OVERLAP_FACTOR), { label: 'Time on site', method: `Each job’s weeks added up, times ${OVERLAP_FACTOR} because trades overlap (Plotwise scheduling rule).`, source: meta.source, as_of: today }),
      value_after_works: after,
      value_added: gbp(after.value - costs, {
        label: 'Value added',
        method: `Value after works ${formatPounds(after.value)} less price, purchase costs and works (${formatPounds(costs)}).`,
        source: after.source,
        as_of: today,
      }),
    },
  };
}

/** Priced works from the rooms' condition, the description and the EPC, at three specifications, with the value they add. */
export function estimateRefurbishment(input: AnalysisInput): RefurbishmentAnalysis {
  const context = buildContext(input);
  return estimateRefurbishmentInContext(context, purchaseCosts(context, estimateConveyancing(context)).total.value);
}
