import type { FindingKind, Risk, SourcedFinding } from '@plotwise/contracts';
import { citationOf, documentPlace } from '../analysis/findings.ts';
import { higherLevel, LEVEL_OF_SEVERITY } from './risk-levels.ts';

/** Kinds the lease, energy and refurbishment rules read as facts; their own risks come from those rules. */
const KINDS_READ_AS_FACTS: ReadonlySet<FindingKind> = new Set(['lease_term', 'ground_rent', 'service_charge', 'epc_rating', 'epc_potential_rating', 'floor_area']);

const keyOf = (place: { document_id: string; page: number; quote: string }) => `${place.document_id}:${place.page}:${place.quote}`;

/** A rule's reason that cites a finding is at least as serious as the documents step judged that finding. */
export function atFindingSeverity(ruleRisks: readonly Risk[], findings: readonly SourcedFinding[]): Risk[] {
  const severityAt = new Map(findings.map((finding) => [keyOf(finding), LEVEL_OF_SEVERITY[finding.severity]]));
  return ruleRisks.map((risk) => {
    const severity = risk.citation && severityAt.get(keyOf(risk.citation));
    return severity ? { ...risk, level: higherLevel(risk.level, severity) } : risk;
  });
}

/**
 * Every amber or red finding from the documents becomes a reason of its own, citing the document,
 * page and quote. A finding read as a fact adds a reason only when no rule already cited it.
 */
export function findingRisks(findings: readonly SourcedFinding[], ruleRisks: readonly Risk[]): Risk[] {
  const cited = new Set(ruleRisks.map((risk) => risk.citation && keyOf(risk.citation)));
  return findings
    .filter((finding) => finding.severity !== 'info')
    .filter((finding) => !KINDS_READ_AS_FACTS.has(finding.kind) || !cited.has(keyOf(finding)))
    .map((finding) => ({
      code: `finding_${finding.kind}`,
      level: LEVEL_OF_SEVERITY[finding.severity],
      reason: `${finding.summary} (${documentPlace(finding)})`,
      citation: citationOf(finding),
    }));
}
