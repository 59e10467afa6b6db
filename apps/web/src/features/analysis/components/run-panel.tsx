import type { AnalysisStatusResponse, CostEstimate } from '@plotwise/contracts';
import { tiers, type Tier } from '@plotwise/contracts';
import { Play, RotateCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { getServerMessage } from '../../../lib/server-message';
import { useCostEstimate } from '../api/get-cost-estimate';
import { useRunAnalysis } from '../api/run-analysis';
import { ANALYSIS_TEXT, COST_TEXT } from '../messages';
import { RunProgress } from './run-progress';

type RunPanelProps = {
  propertyId: string;
  status: AnalysisStatusResponse;
  hasResults: boolean;
  /** A run was accepted: the property's statuses changed. */
  onStarted: () => void;
};

const toTier = (tier: string | undefined): Tier => tiers.find((known) => known === tier) ?? 'free';

function CostLines({ estimate }: { estimate: CostEstimate }) {
  const { ai, plan } = estimate;
  return (
    <div className="text-xs text-slate-600">
      <p>{ai.configured ? COST_TEXT.ai(ai.model, ai.estimated_cost_gbp) : COST_TEXT.builtin}</p>
      <p>{COST_TEXT.remaining(plan.ai_analyses_remaining, plan.ai_analyses_limit)}</p>
    </div>
  );
}

/** Run or Re-run, what a run costs before it starts, and each step's progress (docs/decisions/0161-run-progress.md). */
export function RunPanel({ propertyId, status, hasResults, onStarted }: RunPanelProps) {
  const estimate = useCostEstimate(propertyId);
  const run = useRunAnalysis(propertyId);
  const { analysis_status: latest, is_processing: isRunning } = status;
  const runError = run.error
    ? isApiError(run.error) && run.error.status === 403
      ? getServerMessage(run.error, ANALYSIS_TEXT.upgrade(toTier(estimate.data?.plan.tier)))
      : getErrorMessage(run.error)
    : null;

  return (
    <section
      aria-label={ANALYSIS_TEXT.runHeading}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        {estimate.data && !isRunning ? <CostLines estimate={estimate.data} /> : <span />}
        <Button
          onClick={() => run.mutate(undefined, { onSuccess: onStarted })}
          isLoading={run.isPending || isRunning}
          icon={
            hasResults ? (
              <RotateCw className="size-4" aria-hidden="true" />
            ) : (
              <Play className="size-4" aria-hidden="true" />
            )
          }
        >
          {isRunning ? ANALYSIS_TEXT.running : hasResults ? ANALYSIS_TEXT.rerun : ANALYSIS_TEXT.run}
        </Button>
      </div>
      <Alert message={runError} />
      {latest.steps.length ? <RunProgress steps={latest.steps} /> : null}
      {latest.status === 'failed' && !isRunning ? (
        <Alert tone="warning" message={ANALYSIS_TEXT.runFailed} />
      ) : null}
      {latest.note ? <Alert tone="info" message={latest.note} /> : null}
    </section>
  );
}
