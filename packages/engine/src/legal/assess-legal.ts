import type { AnalysisInput, LegalAnalysis, LeaseFacts } from '@plotwise/contracts';
import { gbpPerYear, figure } from '../core/figure.ts';
import { buildContext, type AnalysisContext } from '../analysis/analysis-context.ts';
import { sourceOfFact, type Fact } from '../analysis/property-facts.ts';
import { complianceChecklist } from './compliance.ts';
import { estimateConveyancing } from './conveyancing.ts';
import { checkCouncilTax } from './council-tax.ts';
import { checkEnergy } from './energy-rules.ts';
import { atFindingSeverity, findingRisks } from './finding-risks.ts';
import { tenureRisks } from './lease-rules.ts';
import { overallLevel } from './risk-levels.ts';

function leaseFacts(context: AnalysisContext): LeaseFacts | null {
  const { tenure } = context.input.property;
  if (tenure !== 'leasehold' && tenure !== 'sharehold') return null;
  const { leaseYearsRemaining: years, groundRentPerYear: rent, serviceChargePerYear: charge } = context.facts;
  const meta = (label: string, fact: Fact<unknown>) => ({ label, method: fact.citation ? `Read from the document: “${fact.citation.quote}”` : 'As you entered it.', source: sourceOfFact(fact), as_of: context.today });
  return {
    years_remaining: years.value === null ? null : figure('years', years.value, meta('Lease years remaining', years)),
    ground_rent_per_year: rent.value === null ? null : gbpPerYear(rent.value, meta('Ground rent', rent)),
    service_charge_per_year: charge.value === null ? null : gbpPerYear(charge.value, meta('Service charge', charge)),
    source: years.source,
  };
}

/** The legal part from a shared context (analyseProperty calls this once). */
export function assessLegalInContext(context: AnalysisContext): LegalAnalysis {
  const energy = checkEnergy(context);
  const councilTax = checkCouncilTax(context);
  const ruleRisks = [...tenureRisks(context), ...energy.risks, ...councilTax.risks];
  if (context.location.straddles_border) {
    ruleRisks.push({ code: 'border_postcode', level: 'low', reason: `This postcode district crosses a border: confirm the nation, which decides the purchase tax and letting rules.` });
  }
  const findings = context.input.findings ?? [];
  const risks = [...atFindingSeverity(ruleRisks, findings), ...findingRisks(findings, ruleRisks)];
  return {
    risk_level: overallLevel(risks),
    risks,
    lease: leaseFacts(context),
    energy: energy.check,
    council_tax: councilTax.check,
    compliance: complianceChecklist(context),
    conveyancing: estimateConveyancing(context),
    findings_used: findings.length,
  };
}

/** Tenure, energy, council tax, compliance, conveyancing costs and the documents' findings, with a risk level. */
export const assessLegal = (input: AnalysisInput): LegalAnalysis => assessLegalInContext(buildContext(input));
