import { isProcessing, type Property } from '@plotwise/contracts';
import { ChartLine } from 'lucide-react';
import { EmptyState } from '../../../components/layout/empty-state';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useMarketData } from '../api/get-market-data';
import { MARKET_TEXT } from '../messages';
import { MarketDataView } from './market-data-view';
import { RefreshBar } from './refresh-bar';
import { useMarketRefresh } from './use-market-refresh';

type MarketDataTabProps = {
  property: Property;
  /** Called once a refresh is accepted: the property is processing again. */
  onRefreshStarted: () => void;
};

/** The Market Data tab (docs/product/market-data.md, "The Market Data tab"). */
export function MarketDataTab({ property, onRefreshStarted }: MarketDataTabProps) {
  const query = useMarketData(property.id);
  const refresh = useMarketRefresh(property, onRefreshStarted);
  const isBeingAnalysed = isProcessing(property);

  if (query.isPending) {
    return (
      <div className="space-y-4">
        <Spinner label={MARKET_TEXT.loading} className="text-primary" />
        <div className="grid gap-6 md:grid-cols-2">
          <Skeleton className="h-56 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
      >
        <p className="text-base font-semibold text-red-800">{MARKET_TEXT.loadFailed}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          {MARKET_TEXT.retry}
        </Button>
      </div>
    );
  }
  const data = query.data;
  return (
    <div className="space-y-6">
      <RefreshBar generatedAt={data.generated_at} refresh={refresh} isLocked={isBeingAnalysed} />
      {data.data_available ? (
        <MarketDataView data={data} askingPrice={property.price} />
      ) : isBeingAnalysed ? (
        <EmptyState
          icon={ChartLine}
          title={MARKET_TEXT.gatheringTitle}
          description={MARKET_TEXT.gatheringDescription}
        />
      ) : (
        <EmptyState
          icon={ChartLine}
          title={MARKET_TEXT.emptyTitle}
          description={MARKET_TEXT.emptyDescription}
        />
      )}
    </div>
  );
}
