import { useParams } from 'react-router';
import { PropertyDetailPage } from '../../../features/properties/components/detail/property-detail-page';
import { toPropertyTab } from '../../../features/properties/utils/processing';

/** /property/:propertyId[/:tab]; an unknown tab shows details (product spec §2). */
export default function PropertyRoute() {
  const { propertyId = '', tab } = useParams();
  // A fresh page per property: visited tabs and polling belong to one property.
  return <PropertyDetailPage key={propertyId} propertyId={propertyId} tab={toPropertyTab(tab)} />;
}
