import type { AnalysisNarrative, LegalAnalysis, RiskLevel } from '@plotwise/contracts';
import { cn } from '../../../lib/cn';
import { ANALYSIS_TEXT, RISK_LABELS } from '../messages';
import { legalVerdict } from '../utils/verdicts';
import { FigureTable } from './figure-table';
import { NarrativeText } from './narrative-text';
import { SectionCard } from './section-card';

const levelTone: Record<RiskLevel, string> = {
  low: 'bg-green-100 text-green-800',
  medium: 'bg-amber-100 text-amber-900',
  high: 'bg-red-100 text-red-800',
};

type LegalSectionProps = {
  legal: LegalAnalysis;
  narrative: AnalysisNarrative | null | undefined;
  isPreview: boolean;
};

export function LegalSection({ legal, narrative, isPreview }: LegalSectionProps) {
  return (
    <SectionCard title={ANALYSIS_TEXT.legal} verdict={legalVerdict(legal)}>
      <NarrativeText narrative={narrative} isPreview={isPreview} />
      <div>
        <h3 className="mb-2 text-sm font-semibold text-ink">{ANALYSIS_TEXT.risks}</h3>
        {legal.risks.length ? (
          <ul aria-label={ANALYSIS_TEXT.risks} className="space-y-2">
            {legal.risks.map((risk) => (
              <li key={risk.code} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
                <span
                  className={cn(
                    'mr-2 rounded-full px-2 py-0.5 text-xs font-semibold',
                    levelTone[risk.level],
                  )}
                >
                  {RISK_LABELS[risk.level]}
                </span>
                {risk.reason}
                {risk.citation ? (
                  <span className="mt-1 block text-xs text-slate-600">
                    {ANALYSIS_TEXT.pageOf(risk.citation.page, risk.citation.filename)}:{' '}
                    <q>{risk.citation.quote}</q>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{ANALYSIS_TEXT.noRisks}</p>
        )}
      </div>
      <FigureTable
        caption={legal.conveyancing.total.label}
        figures={legal.conveyancing.lines}
        total={legal.conveyancing.total}
      />
    </SectionCard>
  );
}
