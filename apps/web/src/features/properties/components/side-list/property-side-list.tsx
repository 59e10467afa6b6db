import { SUMMARY_DEFAULT_LIMIT, type Property } from '@plotwise/contracts';
import { useState } from 'react';
import { Link, useMatch } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { inputClassName } from '../../../../components/ui/text-field';
import { Spinner } from '../../../../components/ui/spinner';
import { paths } from '../../../../config/paths';
import { cn } from '../../../../lib/cn';
import { useProjectOptions } from '../../api/get-projects';
import { usePropertyPages } from '../../api/get-property-pages';
import { PROPERTY_TEXT } from '../../messages';
import { flattenPages, getTotal } from '../../utils/property-pages';
import { LoadMoreButton } from '../load-more-button';
import { SideListRow } from './side-list-row';

/** The second sidebar panel on property pages (docs/product/properties.md, "Side list"). */
export function PropertySideList() {
  const selectedId = useMatch(`${paths.property.path}/*`)?.params.propertyId;
  const [project, setProject] = useState('all');
  const { projects, isFallback } = useProjectOptions();
  const query = usePropertyPages(
    { sort: 'price-desc', ...(project === 'all' ? {} : { project }) },
    SUMMARY_DEFAULT_LIMIT,
  );
  const properties = flattenPages(query.data);
  const groups = [
    { heading: PROPERTY_TEXT.ownedHeading, items: properties.filter((p) => p.is_owned) },
    { heading: PROPERTY_TEXT.opportunitiesHeading, items: properties.filter((p) => !p.is_owned) },
  ].filter((group) => group.items.length > 0);

  return (
    <aside
      aria-label="Properties"
      className="sticky top-0 flex h-dvh w-64 shrink-0 flex-col border-r border-slate-200 bg-white lg:w-72"
    >
      <div className="space-y-3 border-b border-slate-200 px-4 pb-4 pt-6">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-ink">
          Properties
          {query.data ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
              {getTotal(query.data)}
            </span>
          ) : null}
        </h2>
        <label className="block">
          <span className="sr-only">Project</span>
          <select
            value={project}
            onChange={(event) => setProject(event.target.value)}
            className={cn(inputClassName, 'h-9 cursor-pointer')}
          >
            <option value="all">{PROPERTY_TEXT.allProjects}</option>
            {(isFallback ? [] : projects).map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
        {query.isPending ? (
          <p role="status" className="flex items-center gap-2 px-2 text-sm text-slate-600">
            <Spinner size="sm" />
            {PROPERTY_TEXT.loading}
          </p>
        ) : query.isLoadingError ? (
          <div role="alert" className="px-2 text-sm text-red-800">
            <p>{PROPERTY_TEXT.sideListError(query.error.message)}</p>
            <Button
              size="sm"
              variant="secondary"
              className="mt-3"
              onClick={() => void query.refetch()}
            >
              {PROPERTY_TEXT.retry}
            </Button>
          </div>
        ) : properties.length === 0 ? (
          <div className="px-2 text-sm text-slate-600">
            <p>{PROPERTY_TEXT.noneFound}</p>
            <Link
              to={paths.portfolio.getHref()}
              className="mt-2 inline-block font-semibold text-primary hover:underline"
            >
              {PROPERTY_TEXT.addFirst}
            </Link>
          </div>
        ) : (
          <>
            {groups.map((group) => (
              <PropertyGroup
                key={group.heading}
                heading={groups.length > 1 ? group.heading : null}
                items={group.items}
                selectedId={selectedId}
              />
            ))}
            <LoadMoreButton
              hasMore={query.hasNextPage}
              isLoading={query.isFetchingNextPage}
              onLoadMore={() => void query.fetchNextPage()}
            />
          </>
        )}
      </div>
    </aside>
  );
}

type PropertyGroupProps = { heading: string | null; items: Property[]; selectedId?: string };

/** Group headings show only when both groups exist (docs/product/properties.md, "Side list"). */
function PropertyGroup({ heading, items, selectedId }: PropertyGroupProps) {
  return (
    <div className="mb-4">
      {heading ? (
        <h3 className="mb-1 px-2 text-xs font-semibold uppercase tracking-wider text-slate-500">
          {heading}
        </h3>
      ) : null}
      <ul className="space-y-1">
        {items.map((property) => (
          <SideListRow
            key={property.id}
            property={property}
            isSelected={property.id === selectedId}
          />
        ))}
      </ul>
    </div>
  );
}
