import type { ComparableSale } from '@plotwise/contracts';
import { useState } from 'react';
import { MARKET_TEXT } from '../messages';
import {
  DEFAULT_FILTERS,
  DEFAULT_SORT,
  filterComparables,
  nextSort,
  saleTypesIn,
  sortComparables,
} from '../utils/comparables-view';
import { ComparablesFilters } from './comparables-filters';
import { ComparablesTable } from './comparables-table';
import { MarketCard } from './market-card';

type ComparablesSectionProps = { sales: ComparableSale[]; asOf: string };

/** Comparable sales with their filters, or why there are none. */
export function ComparablesSection({ sales, asOf }: ComparablesSectionProps) {
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const [sort, setSort] = useState(DEFAULT_SORT);
  if (sales.length === 0) {
    return (
      <MarketCard title={MARKET_TEXT.comparablesHeading}>
        <p className="text-sm text-slate-600">{MARKET_TEXT.comparablesNone}</p>
      </MarketCard>
    );
  }
  const shown = sortComparables(filterComparables(sales, filters, asOf), sort);
  return (
    <MarketCard title={MARKET_TEXT.comparablesHeading}>
      <ComparablesFilters filters={filters} types={saleTypesIn(sales)} onChange={setFilters} />
      <p className="mt-3 text-xs text-slate-500" aria-live="polite">
        {MARKET_TEXT.comparablesCount(shown.length, sales.length)}
      </p>
      {shown.length > 0 ? (
        <ComparablesTable
          sales={shown}
          sort={sort}
          onSort={(key) => setSort(nextSort(sort, key))}
        />
      ) : (
        <p className="mt-3 text-sm text-slate-600">{MARKET_TEXT.comparablesNoneMatch}</p>
      )}
    </MarketCard>
  );
}
