import { Building2 } from 'lucide-react';
import { EmptyState } from '../../../components/layout/empty-state';
import { PageHeader } from '../../../components/layout/page-header';
import { PageContainer } from '../../../components/layout/page-container';

/** /, /portfolio and /dashboard. The portfolio itself arrives in a later issue. */
export default function PortfolioPage() {
  return (
    <PageContainer>
      <title>Portfolio · Plotwise</title>
      <PageHeader title="Portfolio" />
      <div className="mt-8">
        <EmptyState
          icon={Building2}
          title="No properties yet"
          description="Your properties will appear here."
        />
      </div>
    </PageContainer>
  );
}
