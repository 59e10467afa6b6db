import { RefreshCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { MARKET_TEXT } from '../messages';
import type { MarketRefresh } from './use-market-refresh';

type RefreshBarProps = {
  /** When the shown market data was stored, or null before the first run. */
  generatedAt: string | null;
  refresh: MarketRefresh;
  /** The property is being analysed: a refresh would only wait behind the run. */
  isLocked: boolean;
};

/** 'Last refreshed' and the Refresh button, with the refresh's progress and how it ended. */
export function RefreshBar({ generatedAt, refresh, isLocked }: RefreshBarProps) {
  const { progress, outcome, startError } = refresh;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {generatedAt ? (
            <>
              {MARKET_TEXT.lastRefreshed}{' '}
              <time dateTime={generatedAt} className="font-semibold text-ink">
                {formatDateTime(generatedAt)}
              </time>
            </>
          ) : null}
        </p>
        <Button
          variant="secondary"
          size="sm"
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
          isLoading={refresh.isBusy}
          disabled={isLocked}
          onClick={refresh.start}
        >
          {MARKET_TEXT.refresh}
        </Button>
      </div>
      <div role="status" className="text-sm text-slate-600">
        {progress ? (
          <span className="inline-flex items-center gap-2">
            <Spinner size="sm" className="text-primary" />
            {progress.phase === 'gathering'
              ? MARKET_TEXT.refreshGathering
              : MARKET_TEXT.refreshWaiting}
          </span>
        ) : outcome?.phase === 'done' ? (
          MARKET_TEXT.refreshDone
        ) : null}
      </div>
      <Alert
        message={
          outcome?.phase === 'failed'
            ? MARKET_TEXT.refreshFailed(outcome.error)
            : startError
              ? MARKET_TEXT.refreshRefused(getErrorMessage(startError))
              : null
        }
      />
    </div>
  );
}
