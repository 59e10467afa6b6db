import type { ComplianceItem } from '@plotwise/contracts';
import type { AnalysisContext } from '../analysis/analysis-context.ts';
import { COMPLIANCE_CHECKLIST, RENTERS_RIGHTS_ACT_FROM } from './compliance-checklist.ts';

const mentionsHmo = (text: string) => /\bhmo\b|house in multiple occupation|multi-let|room let/.test(text);

/** The letting checklist for the property's nation, each item marked required, to check, or upcoming. */
export function complianceChecklist(context: AnalysisContext): ComplianceItem[] {
  const letAsHmo = mentionsHmo(context.text);
  return COMPLIANCE_CHECKLIST.filter((entry) => entry.nations.includes(context.location.nation)).map(({ nations: _nations, ...item }) => {
    if (item.code === 'renters_rights_act' && context.today >= RENTERS_RIGHTS_ACT_FROM) return { ...item, status: 'required' };
    if (item.code === 'hmo_licence' && letAsHmo) return { ...item, status: 'required' };
    return item;
  });
}
