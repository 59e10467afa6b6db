import type { PropertyAnalysisResponse } from '@plotwise/contracts';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { useSaveAssumptions } from '../api/save-assumptions';
import { ANALYSIS_TEXT, ASSUMPTION_TEXT } from '../messages';
import {
  isEmptyPatch,
  readDraft,
  toDraft,
  type AssumptionDraft,
  type DraftErrors,
} from '../utils/assumption-draft';
import { previewAnalysis } from '../utils/preview-analysis';
import { AssumptionsPanel, type PanelMessage } from './assumptions-panel';
import { LegalSection } from './legal-section';
import { RefurbishmentSection } from './refurbishment-section';
import { SectionCard } from './section-card';
import { StrategySection } from './strategy-section';

type AnalysisWorkspaceProps = { propertyId: string; analysis: PropertyAnalysisResponse };

const fieldErrorsOf = (error: unknown): DraftErrors =>
  isApiError(error) && error.errors
    ? Object.fromEntries(error.errors.map((issue) => [issue.field, issue.message]))
    : {};

/**
 * The assumptions panel over the three parts. The parts follow the panel as the user types, worked
 * out in the browser by the engine; Save sends the changes and the server's answer replaces them
 * (docs/decisions/0160-recalculating-in-the-browser.md).
 */
export function AnalysisWorkspace({ propertyId, analysis }: AnalysisWorkspaceProps) {
  const save = useSaveAssumptions(propertyId);
  const [draftBase, setDraftBase] = useState(analysis.assumptions);
  const [draft, setDraft] = useState(() => toDraft(analysis.assumptions));
  const [outcome, setOutcome] = useState<PanelMessage | null>(null);
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  // Saved assumptions changed (a save, a run): the panel starts again from them.
  if (draftBase !== analysis.assumptions) {
    setDraftBase(analysis.assumptions);
    setDraft(toDraft(analysis.assumptions));
  }

  const reading = useMemo(
    () => readDraft(draft, analysis.assumptions),
    [draft, analysis.assumptions],
  );
  const patch = reading.ok ? reading.patch : null;
  const shown = useMemo(() => previewAnalysis(analysis, patch), [analysis, patch]);
  const isDirty = !patch || !isEmptyPatch(patch);

  function handleChange(next: AssumptionDraft) {
    setDraft(next);
    setOutcome(null);
    setServerErrors({});
  }

  function handleSave() {
    if (!patch) return;
    save.mutate(patch, {
      onSuccess: () => setOutcome({ tone: 'success', text: ASSUMPTION_TEXT.saved }),
      onError: (error) => {
        setOutcome({
          tone: 'error',
          text: `${ASSUMPTION_TEXT.saveFailed} ${getErrorMessage(error)}`,
        });
        setServerErrors(fieldErrorsOf(error));
      },
    });
  }

  const message: PanelMessage | null =
    outcome ??
    (!reading.ok
      ? { tone: 'warning', text: ASSUMPTION_TEXT.invalid }
      : shown.isPreview
        ? { tone: 'info', text: ASSUMPTION_TEXT.previewing }
        : null);

  return (
    <div className="space-y-6">
      <AssumptionsPanel
        draft={draft}
        errors={reading.ok ? serverErrors : reading.errors}
        onChange={handleChange}
        onSave={handleSave}
        onUndo={() => handleChange(toDraft(analysis.assumptions))}
        canSave={reading.ok && isDirty && !save.isPending}
        isDirty={isDirty}
        isSaving={save.isPending}
        message={message}
      />
      {shown.strategy ? (
        <StrategySection
          strategy={shown.strategy}
          narrative={analysis.strategy?.narrative}
          isPreview={shown.isPreview}
        />
      ) : (
        <SectionCard title={ANALYSIS_TEXT.strategy} verdict={ANALYSIS_TEXT.notComputed} />
      )}
      {shown.legal ? (
        <LegalSection
          legal={shown.legal}
          narrative={analysis.legal?.narrative}
          isPreview={shown.isPreview}
        />
      ) : (
        <SectionCard title={ANALYSIS_TEXT.legal} verdict={ANALYSIS_TEXT.notComputed} />
      )}
      {shown.refurbishment ? (
        <RefurbishmentSection
          refurbishment={shown.refurbishment}
          narrative={analysis.refurbishment?.narrative}
          isPreview={shown.isPreview}
        />
      ) : (
        <SectionCard title={ANALYSIS_TEXT.refurbishment} verdict={ANALYSIS_TEXT.notComputed} />
      )}
    </div>
  );
}
