import type {
  AnalysisStatus,
  AnalysisStatusResponse,
  PropertyAnalysisResponse,
} from '@plotwise/contracts';
import { isProcessing } from '@plotwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { EmptyState } from '../../../components/layout/empty-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/error-message';
import { analysisKeys } from '../api/analysis-keys';
import { useAnalysis } from '../api/get-analysis';
import { useAnalysisStatus } from '../api/get-analysis-status';
import { ANALYSIS_TEXT } from '../messages';
import { AnalysisWorkspace } from './analysis-workspace';
import { RunPanel } from './run-panel';

type AnalysisTabProps = {
  propertyId: string;
  /** The property's own analysis status, which its page keeps polled while it is processing. */
  analysisStatus: AnalysisStatus;
  /** A run started or ended: the property's own statuses (tab badge, Analysis Status) changed. */
  onStatusChange: () => void;
};

/** The status as the analysis answer carries it, until the status endpoint has answered. */
function statusFrom(analysis: PropertyAnalysisResponse): AnalysisStatusResponse {
  const workflow_status = analysis.status.status === 'in_progress' ? 'processing' : 'pending';
  const status = { workflow_status, analysis_status: analysis.status } as const;
  return { ...status, is_processing: isProcessing(status) };
}

/** When a run that was going ends, its results and the cost estimate are asked for again. */
function useRunEnd(propertyId: string, isRunning: boolean, onStatusChange: () => void) {
  const client = useQueryClient();
  const wasRunning = useRef(isRunning);
  useEffect(() => {
    if (wasRunning.current && !isRunning) {
      void client.invalidateQueries({ queryKey: analysisKeys.result(propertyId) });
      void client.invalidateQueries({ queryKey: analysisKeys.costEstimate(propertyId) });
      onStatusChange();
    }
    wasRunning.current = isRunning;
  }, [client, isRunning, onStatusChange, propertyId]);
}

/**
 * A run started elsewhere (an edit, an upload) shows first in the property's status: the tab then
 * asks for its own status and results again, and follows the run from there.
 */
function usePropertyStatusChange(propertyId: string, analysisStatus: AnalysisStatus) {
  const client = useQueryClient();
  const seen = useRef(analysisStatus);
  useEffect(() => {
    if (seen.current === analysisStatus) return;
    seen.current = analysisStatus;
    void client.invalidateQueries({ queryKey: analysisKeys.property(propertyId) });
  }, [analysisStatus, client, propertyId]);
}

/** The Analysis tab (docs/product/analysis.md, "The Analysis tab"). */
export function AnalysisTab({ propertyId, analysisStatus, onStatusChange }: AnalysisTabProps) {
  const analysis = useAnalysis(propertyId);
  const status = useAnalysisStatus(propertyId);
  useRunEnd(propertyId, status.data?.is_processing ?? false, onStatusChange);
  usePropertyStatusChange(propertyId, analysisStatus);

  if (analysis.isPending) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">{ANALYSIS_TEXT.loading}</span>
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  }
  if (analysis.isError) {
    return (
      <div className="space-y-3">
        <Alert message={`${ANALYSIS_TEXT.loadFailed} ${getErrorMessage(analysis.error)}`} />
        <Button variant="secondary" onClick={() => void analysis.refetch()}>
          {ANALYSIS_TEXT.retry}
        </Button>
      </div>
    );
  }

  const data = analysis.data;
  const hasResults = Boolean(data.strategy || data.legal || data.refurbishment);
  return (
    <div className="space-y-6">
      <RunPanel
        propertyId={propertyId}
        status={status.data ?? statusFrom(data)}
        hasResults={hasResults}
        onStarted={onStatusChange}
      />
      {hasResults ? (
        <AnalysisWorkspace propertyId={propertyId} analysis={data} />
      ) : (
        <EmptyState
          icon={Sparkles}
          title={ANALYSIS_TEXT.emptyTitle}
          description={ANALYSIS_TEXT.emptyDescription}
        />
      )}
    </div>
  );
}
