import {
  propertySorts,
  propertyTypes,
  type PropertySort,
  type PropertyType,
} from '@plotwise/contracts';
import { RefreshCw } from 'lucide-react';
import { SelectField } from '../../../../components/ui/select-field';
import { Spinner } from '../../../../components/ui/spinner';
import { cn } from '../../../../lib/cn';
import { PROPERTY_TEXT, SORT_LABELS } from '../../messages';
import { getPropertyTypeLabel } from '../../utils/property-display';
import type { PortfolioFilters as Filters } from './use-portfolio-lists';

const sortOptions = propertySorts.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

const typeOptions = [
  { value: 'all', label: 'All types' },
  ...propertyTypes.map((type) => ({ value: type, label: getPropertyTypeLabel(type) })),
];

type PortfolioFiltersProps = {
  filters: Filters;
  cities: string[];
  onChange: (filters: Filters) => void;
  isRefreshing: boolean;
  onRefresh: () => void;
};

/** Sort by, Type and Location (only when there are cities), the refresh button and 'Refreshing...'. */
export function PortfolioFilters({
  filters,
  cities,
  onChange,
  isRefreshing,
  onRefresh,
}: PortfolioFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <SelectField
        className="w-48"
        label={PROPERTY_TEXT.sortBy}
        options={sortOptions}
        value={filters.sort}
        onChange={(event) => onChange({ ...filters, sort: event.target.value as PropertySort })}
      />
      <SelectField
        className="w-48"
        label="Type"
        options={typeOptions}
        value={filters.type}
        onChange={(event) => onChange({ ...filters, type: event.target.value as PropertyType })}
      />
      {cities.length > 0 ? (
        <SelectField
          className="w-48"
          label="Location"
          options={[
            { value: 'all', label: 'All locations' },
            ...cities.map((city) => ({ value: city, label: city })),
          ]}
          value={filters.city}
          onChange={(event) => onChange({ ...filters, city: event.target.value })}
        />
      ) : null}
      <div className="ml-auto flex items-center gap-3">
        {isRefreshing ? (
          <span role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner size="sm" />
            {PROPERTY_TEXT.refreshing}
          </span>
        ) : null}
        <button
          type="button"
          onClick={onRefresh}
          disabled={isRefreshing}
          title="Refresh properties"
          className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-600 shadow-sm transition-colors hover:bg-slate-50 hover:text-ink disabled:cursor-wait disabled:opacity-60"
        >
          <RefreshCw className={cn('size-4', isRefreshing && 'animate-spin')} aria-hidden="true" />
          <span className="sr-only">Refresh properties</span>
        </button>
      </div>
    </div>
  );
}
