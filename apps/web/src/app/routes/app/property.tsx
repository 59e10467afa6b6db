import { FileText } from 'lucide-react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/layout/empty-state';
import { PageHeader } from '../../../components/layout/page-header';
import { propertyTabs, type PropertyTab } from '../../../config/paths';
import { PageContainer } from '../../../components/layout/page-container';

const tabLabels: Record<PropertyTab, string> = {
  details: 'Details',
  documents: 'Documents',
  market_data: 'Market Data',
  analysis: 'Analysis',
};

function toTab(value: string | undefined): PropertyTab {
  return propertyTabs.find((tab) => tab === value) ?? 'details';
}

/** /property/:propertyId[/:tab]. The detail screen arrives in a later issue. */
export default function PropertyPage() {
  const { tab } = useParams();
  const current = toTab(tab);
  return (
    <PageContainer>
      <title>Property · Plotwise</title>
      <PageHeader title="Property" description={tabLabels[current]} />
      <div className="mt-8">
        <EmptyState
          icon={FileText}
          title="Nothing to show yet"
          description="This property's details will appear here."
        />
      </div>
    </PageContainer>
  );
}
