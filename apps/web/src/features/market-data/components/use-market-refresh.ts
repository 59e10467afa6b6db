import { isProcessing, type Property } from '@plotwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { analysisStatusKey } from '../../../lib/analysis-status-query';
import { useRefreshStatus } from '../api/get-refresh-status';
import { marketDataKeys } from '../api/market-data-keys';
import { useRefreshMarketData } from '../api/refresh-market-data';
import {
  getRefreshProgress,
  getRunToIgnore,
  isRefreshOver,
  type RefreshProgress,
} from '../utils/refresh-progress';

/** How the last refresh the user asked for ended, shown until the next one. */
export type RefreshOutcome = { phase: 'done' } | { phase: 'failed'; error: string | null } | null;

/**
 * Refresh with progress (docs/decisions/0171-refresh-progress.md). While a refresh goes, or while
 * the property is processing anyway, the status is polled; each time a market step ends the market
 * data is fetched again, so the tab shows what the step stored.
 */
export function useMarketRefresh(property: Property, onRefreshStarted: () => void) {
  const client = useQueryClient();
  const mutation = useRefreshMarketData(property.id);
  /** undefined: no refresh going; otherwise the run not to mistake for it (or null). */
  const [ignoredRunId, setIgnoredRunId] = useState<string | null | undefined>(undefined);
  const [outcome, setOutcome] = useState<RefreshOutcome>(null);
  const isRefreshing = ignoredRunId !== undefined;
  const status = useRefreshStatus(property.id, {
    enabled: isRefreshing || isProcessing(property),
  });
  const progress: RefreshProgress | null = status.data
    ? getRefreshProgress(status.data, ignoredRunId ?? null)
    : null;
  // The run whose market step has ended, once per run: its market data is fetched again.
  const endedRun =
    progress && isRefreshOver(progress) ? (status.data?.analysis_status.run_id ?? 'none') : null;

  // Adjusting state while rendering: the refresh is over as soon as the status says so.
  if (isRefreshing && progress && isRefreshOver(progress)) {
    setIgnoredRunId(undefined);
    setOutcome(progress.phase === 'failed' ? progress : { phase: 'done' });
  }

  useEffect(() => {
    if (endedRun !== null) {
      void client.invalidateQueries({ queryKey: marketDataKeys.detail(property.id), exact: true });
    }
  }, [client, endedRun, property.id]);

  function start() {
    setOutcome(null);
    mutation.mutate(undefined, {
      onSuccess: (answer) => {
        // The answer is the status the poll starts from; an older poll's answer must not end the refresh.
        client.setQueryData(analysisStatusKey(property.id), answer);
        setIgnoredRunId(getRunToIgnore(answer));
        onRefreshStarted();
      },
    });
  }

  return {
    start,
    isBusy: mutation.isPending || isRefreshing,
    /** The refresh's progress while it goes, else null. */
    progress: isRefreshing ? progress : null,
    outcome,
    startError: mutation.error,
  };
}

export type MarketRefresh = ReturnType<typeof useMarketRefresh>;
