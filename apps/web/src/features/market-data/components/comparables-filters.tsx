import type { SaleType } from '@plotwise/contracts';
import { SelectField } from '../../../components/ui/select-field';
import { MARKET_TEXT } from '../messages';
import {
  distanceOptions,
  soldWithinOptions,
  type ComparableFilters as Filters,
} from '../utils/comparables-view';
import { SALE_TYPE_LABELS } from '../utils/market-format';

type ComparablesFiltersProps = {
  filters: Filters;
  types: SaleType[];
  onChange: (filters: Filters) => void;
};

/** Type, sold within and distance filters above the comparables table. */
export function ComparablesFilters({ filters, types, onChange }: ComparablesFiltersProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <SelectField
        label={MARKET_TEXT.filterType}
        value={filters.type}
        onChange={(event) => onChange({ ...filters, type: event.target.value as Filters['type'] })}
        options={[
          { value: 'all', label: MARKET_TEXT.allTypes },
          ...types.map((type) => ({ value: type, label: SALE_TYPE_LABELS[type] })),
        ]}
      />
      <SelectField
        label={MARKET_TEXT.filterSoldWithin}
        value={filters.soldWithin}
        onChange={(event) =>
          onChange({ ...filters, soldWithin: event.target.value as Filters['soldWithin'] })
        }
        options={soldWithinOptions.map((value) => ({
          value,
          label: value === 'all' ? MARKET_TEXT.anyTime : MARKET_TEXT.years(value),
        }))}
      />
      <SelectField
        label={MARKET_TEXT.filterDistance}
        value={filters.distance}
        onChange={(event) =>
          onChange({ ...filters, distance: event.target.value as Filters['distance'] })
        }
        options={distanceOptions.map((value) => ({
          value,
          label: value === 'any' ? MARKET_TEXT.anyDistance : MARKET_TEXT.within(value),
        }))}
      />
    </div>
  );
}
