import type { AnalysisStatus, Property } from '@plotwise/contracts';
import { useCallback, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../../../components/layout/page-container';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Spinner } from '../../../../components/ui/spinner';
import { TabPanel, Tabs } from '../../../../components/ui/tabs';
import { paths, type PropertyTab } from '../../../../config/paths';
import { isApiError } from '../../../../lib/api-client';
import { useProperty } from '../../api/get-property';
import { openPropertyForm } from '../../events';
import { DETAIL_TEXT } from '../../messages';
import { canSwitchTab, getTabBadges, isPropertyProcessing } from '../../utils/processing';
import { getStreetLine } from '../../utils/property-display';
import { DetailsTab } from './details-tab';
import { DocumentsTab } from './documents-tab';
import { LoadFailed } from './load-failed';
import { PropertyHeader } from './property-header';
import { PropertyInfoCard } from './property-info-card';
import { PropertyTabBar } from './property-tab-bar';
import { useProcessingWatch } from './use-processing-watch';

/** The Market Data tab, handed in by the route: a feature never imports another (docs/decisions/0172-market-data-tab-handed-in-by-the-route.md). */
export type MarketDataTabComponent = ComponentType<{
  property: Property;
  onRefreshStarted: () => void;
}>;

/** The Analysis tab, handed in by the route the same way. */
export type AnalysisTabComponent = ComponentType<{
  propertyId: string;
  analysisStatus: AnalysisStatus;
  onStatusChange: () => void;
}>;

type PropertyDetailPageProps = {
  propertyId: string;
  tab: PropertyTab;
  marketDataTab: MarketDataTabComponent;
  analysisTab: AnalysisTabComponent;
};

/** /property/:propertyId[/:tab] (docs/product/properties.md#property-detail-page). */
export function PropertyDetailPage({
  propertyId,
  tab,
  marketDataTab: MarketDataTab,
  analysisTab: AnalysisTab,
}: PropertyDetailPageProps) {
  const navigate = useNavigate();
  const { query, preview } = useProperty(propertyId);
  const property = query.data;
  const isProcessing = preview ? isPropertyProcessing(preview) : false;
  const [visited, setVisited] = useState<ReadonlySet<PropertyTab>>(() => new Set([tab]));
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  // Watched once the full property is in: the quick fetch is followed by a full one anyway.
  useProcessingWatch({
    propertyId,
    isProcessing: property !== undefined && isProcessing,
    propertyUpdatedAt: query.dataUpdatedAt,
    reload,
  });

  function handleSelectTab(next: PropertyTab) {
    if (!canSwitchTab(tab, next, isProcessing)) return;
    setVisited((current) => new Set(current).add(next));
    void navigate(paths.propertyTab.getHref(propertyId, next), { replace: true });
  }

  if (!preview) {
    return (
      <PageContainer>
        {query.isError ? (
          <LoadFailed
            message={
              isApiError(query.error) && query.error.status === 404
                ? DETAIL_TEXT.notFound
                : DETAIL_TEXT.fetchFailed
            }
            onRetry={reload}
          />
        ) : (
          <div className="flex items-center gap-3 py-16 text-sm text-slate-600">
            <Spinner label="Loading property" />
          </div>
        )}
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <title>{`${getStreetLine(preview.address)} · Plotwise`}</title>
      <PropertyHeader
        property={preview}
        full={property}
        isProcessing={isProcessing}
        onEdit={openPropertyForm}
      />
      <Tabs selected={tab} onSelect={handleSelectTab}>
        <PropertyTabBar
          current={tab}
          badges={getTabBadges(preview)}
          visited={visited}
          isLocked={isProcessing}
        />
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <TabPanel value={tab} className="min-h-[500px]">
            {!property ? (
              <Skeleton className="h-64 rounded-2xl" />
            ) : tab === 'details' ? (
              <DetailsTab property={property} />
            ) : tab === 'documents' ? (
              <DocumentsTab property={property} />
            ) : tab === 'market_data' ? (
              <MarketDataTab property={property} onRefreshStarted={reload} />
            ) : (
              <AnalysisTab
                propertyId={propertyId}
                analysisStatus={property.analysis_status.status}
                onStatusChange={reload}
              />
            )}
          </TabPanel>
          <aside>
            <PropertyInfoCard property={preview} />
          </aside>
        </div>
      </Tabs>
    </PageContainer>
  );
}
