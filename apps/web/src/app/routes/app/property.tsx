import { useParams } from 'react-router';
import { MarketDataTab } from '../../../features/market-data/components/market-data-tab';
import { MissingPropertyId } from '../../../features/properties/components/detail/missing-property-id';
import { PropertyDetailPage } from '../../../features/properties/components/detail/property-detail-page';
import { toPropertyTab } from '../../../features/properties/utils/processing';

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
    />
  );
}
