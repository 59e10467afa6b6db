import type { AnalysisNarrative } from '@plotwise/contracts';
import { ANALYSIS_TEXT } from '../messages';

type NarrativeTextProps = { narrative: AnalysisNarrative | null | undefined; isPreview: boolean };

/** The part's narrative; while unsaved changes show, a note says it describes the saved figures. */
export function NarrativeText({ narrative, isPreview }: NarrativeTextProps) {
  if (!narrative) return null;
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        {ANALYSIS_TEXT.summary}
      </h3>
      {isPreview ? (
        <p className="mt-1 text-xs text-amber-800">{ANALYSIS_TEXT.summaryOfSaved}</p>
      ) : null}
      <p className="mt-1 whitespace-pre-line">{narrative.text}</p>
      {narrative.unverified_numbers.length ? (
        <p className="mt-1 text-xs text-amber-800">
          {ANALYSIS_TEXT.unverified(narrative.unverified_numbers)}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-slate-500">{ANALYSIS_TEXT.summaryBy(narrative.model)}</p>
    </div>
  );
}
