import { lazy, Suspense, type ComponentProps } from 'react';
import { useParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { MarketDataTab } from '../../../features/market-data/components/market-data-tab';
import { MissingPropertyId } from '../../../features/properties/components/detail/missing-property-id';
import { PropertyDetailPage } from '../../../features/properties/components/detail/property-detail-page';
import { toPropertyTab } from '../../../features/properties/utils/processing';

// The engine comes with the Analysis tab, loaded when the tab is first shown (docs/decisions/0160-recalculating-in-the-browser.md).
const AnalysisTab = lazy(async () => ({
  default: (await import('../../../features/analysis/components/analysis-tab')).AnalysisTab,
}));

function LazyAnalysisTab(props: ComponentProps<typeof AnalysisTab>) {
  return (
    <Suspense fallback={<Skeleton className="h-64 rounded-2xl" />}>
      <AnalysisTab {...props} />
    </Suspense>
  );
}

/** /property/:propertyId[/:tab]; an unknown tab shows details, no id says so (docs/product/properties.md). */
export default function PropertyRoute() {
  const { propertyId, tab } = useParams();
  if (!propertyId) return <MissingPropertyId />;
  // A fresh page per property: visited tabs and polling belong to one property.
  return (
    <PropertyDetailPage
      key={propertyId}
      propertyId={propertyId}
      tab={toPropertyTab(tab)}
      marketDataTab={MarketDataTab}
      analysisTab={LazyAnalysisTab}
    />
  );
}
