import { refurbishmentItems, type RefurbishmentLine, type RefurbishmentSpec, type RefurbishmentTotal } from '@plotwise/contracts';
import { gbp, type FigureMeta } from '../core/figure.ts';
import { formatPercent, sum } from '../core/money.ts';
import { CATALOGUE } from './catalogue.ts';
import type { Job } from './plan-jobs.ts';

/** The jobs priced at one specification, the regional factor applied to each unit cost; in catalogue order. */
export function priceJobs(jobs: readonly Job[], spec: RefurbishmentSpec, regionalFactor: number): RefurbishmentLine[] {
  return [...jobs]
    .sort((a, b) => refurbishmentItems.indexOf(a.item) - refurbishmentItems.indexOf(b.item))
    .map((job) => {
      const entry = CATALOGUE[job.item];
      const unitCost = Math.round(entry.prices[spec] * regionalFactor);
      return { item: job.item, label: entry.label, quantity: job.quantity, unit: entry.unit, unit_cost: unitCost, total: Math.round(unitCost * job.quantity), spec, reason: job.reason };
    });
}

/** Works, contingency on the works, VAT on the standard-rated works and their contingency, and the total. */
export function totalFor(lines: readonly RefurbishmentLine[], spec: RefurbishmentSpec, contingencyPct: number, vatPct: number, meta: Omit<FigureMeta, 'label' | 'method'>): RefurbishmentTotal {
  const works = sum(lines.map((line) => line.total));
  const standardRated = sum(lines.filter((line) => !CATALOGUE[line.item].zeroRatedVat).map((line) => line.total));
  const contingency = Math.round((works * contingencyPct) / 100);
  const vat = Math.round((standardRated * (1 + contingencyPct / 100) * vatPct) / 100);
  const at = (label: string, method: string) => ({ ...meta, label, method });
  return {
    spec,
    works: gbp(works, at(`Works (${spec})`, `${lines.length} priced lines at ${spec} specification.`)),
    contingency: gbp(contingency, at('Contingency', `${formatPercent(contingencyPct)} of the works.`)),
    vat: gbp(vat, at('VAT', `${formatPercent(vatPct)} on the works and contingency, except zero-rated energy-saving materials.`)),
    total: gbp(works + contingency + vat, at(`Refurbishment total (${spec})`, 'Works, contingency and VAT.')),
  };
}

/** Weeks on site: each job's weeks added up, then shortened because trades overlap. */
export function durationWeeks(jobs: readonly Job[], overlapFactor: number): number {
  const weeks = sum(jobs.map((job) => CATALOGUE[job.item].weeksPerUnit * job.quantity));
  return weeks === 0 ? 0 : Math.max(1, Math.ceil(weeks * overlapFactor));
}
