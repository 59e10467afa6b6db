import type { Property } from '@plotwise/contracts';
import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../../components/layout/empty-state';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import type { usePropertyPages } from '../../api/get-property-pages';
import { PROPERTY_TEXT } from '../../messages';
import { flattenPages } from '../../utils/property-pages';
import { LoadMoreButton } from '../load-more-button';

/** Skeleton cards while a list first loads (docs/product/properties.md, "Portfolio page"). */
const SKELETON_COUNT = 12;

type PropertySectionProps = {
  headingId: string;
  heading: ReactNode;
  query: ReturnType<typeof usePropertyPages>;
  renderCard: (property: Property) => ReactNode;
  empty: { title: string; description: string; action?: ReactNode };
  /** Drawn after the cards, e.g. the dashed Add Property card. */
  trailing?: ReactNode;
};

const gridClass = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';

/** One list of the portfolio: loading, load error with Try Again, empty, cards and Load More. */
export function PropertySection({
  headingId,
  heading,
  query,
  renderCard,
  empty,
  trailing,
}: PropertySectionProps) {
  const properties = flattenPages(query.data);
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-ink">
        {heading}
      </h2>
      {query.isPending ? (
        <div aria-busy="true">
          <p role="status" className="mb-4 text-sm text-slate-600">
            {PROPERTY_TEXT.loading}
          </p>
          <div className={gridClass}>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <Skeleton key={index} className="h-40 rounded-2xl" />
            ))}
          </div>
        </div>
      ) : query.isLoadingError ? (
        <div
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
        >
          <p className="text-sm font-medium text-red-800">{PROPERTY_TEXT.loadError}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
            {PROPERTY_TEXT.tryAgain}
          </Button>
        </div>
      ) : properties.length === 0 ? (
        <EmptyState icon={Building2} {...empty} />
      ) : (
        <>
          <div className={gridClass}>
            {properties.map((property) => (
              <div key={property.id}>{renderCard(property)}</div>
            ))}
            {trailing}
          </div>
          {query.isFetchNextPageError ? (
            <Alert className="mt-4" message={PROPERTY_TEXT.loadError} />
          ) : null}
          <LoadMoreButton
            hasMore={query.hasNextPage}
            isLoading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
