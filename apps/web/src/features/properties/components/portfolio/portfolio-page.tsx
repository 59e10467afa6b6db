import type { Property } from '@plotwise/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PageContainer } from '../../../../components/layout/page-container';
import { PageHeader } from '../../../../components/layout/page-header';
import { Button } from '../../../../components/ui/button';
import { openPropertyForm } from '../../events';
import { PROPERTY_TEXT } from '../../messages';
import { getTotal } from '../../utils/property-pages';
import { AddPropertyCard } from './add-property-card';
import { DeletePropertyDialog } from './delete-property-dialog';
import { PortfolioFilters } from './portfolio-filters';
import { OpportunityCard, OwnedPropertyCard } from './property-cards';
import { PropertySection } from './property-section';
import { usePortfolioLists } from './use-portfolio-lists';

const countOf = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/** The portfolio (docs/product/properties.md, "Portfolio page"). */
export function PortfolioPage() {
  const { filters, setFilters, owned, opportunities, cities, isRefreshing, refresh } =
    usePortfolioLists();
  const [deleting, setDeleting] = useState<Property | null>(null);
  const ownedCount = getTotal(owned.data);
  const cardProps = { onEdit: openPropertyForm, onDelete: setDeleting };
  const addAction = (
    <Button
      icon={<Plus className="size-4" aria-hidden="true" />}
      onClick={() => openPropertyForm()}
    >
      {PROPERTY_TEXT.addProperty}
    </Button>
  );

  return (
    <PageContainer>
      <title>Portfolio · Plotwise</title>
      <PageHeader
        title="Portfolio"
        description={owned.data ? countOf(ownedCount, 'owned property', 'owned properties') : null}
      />
      <div className="mt-6">
        <PortfolioFilters
          filters={filters}
          cities={cities}
          onChange={setFilters}
          isRefreshing={isRefreshing}
          onRefresh={() => void refresh()}
        />
      </div>

      <PropertySection
        headingId="owned-properties"
        heading={PROPERTY_TEXT.ownedHeading}
        query={owned}
        renderCard={(property) => <OwnedPropertyCard property={property} {...cardProps} />}
        empty={{
          title: PROPERTY_TEXT.noOwned,
          description: PROPERTY_TEXT.noOwnedDescription,
          action: addAction,
        }}
        trailing={<AddPropertyCard onAdd={() => openPropertyForm()} />}
      />

      <PropertySection
        headingId="opportunities"
        heading={`${PROPERTY_TEXT.opportunitiesHeading} (${getTotal(opportunities.data)})`}
        query={opportunities}
        renderCard={(property) => <OpportunityCard property={property} {...cardProps} />}
        empty={{
          title: PROPERTY_TEXT.noOpportunities,
          description: PROPERTY_TEXT.noOpportunitiesDescription,
        }}
      />

      <DeletePropertyDialog property={deleting} onClose={() => setDeleting(null)} />
    </PageContainer>
  );
}
