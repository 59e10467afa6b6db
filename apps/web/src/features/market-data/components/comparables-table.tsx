import type { ComparableSale } from '@plotwise/contracts';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { FigureValue } from '../../../components/figures/figure-value';
import { formatDate, LOCALE } from '../../../lib/format';
import { MARKET_TEXT } from '../messages';
import type { ComparableSort, ComparableSortKey } from '../utils/comparables-view';
import { formatDistance, SALE_TYPE_LABELS } from '../utils/market-format';
import { toSalePriceFigure } from '../utils/sale-price-figure';

type ComparablesTableProps = {
  sales: ComparableSale[];
  sort: ComparableSort;
  onSort: (key: ComparableSortKey) => void;
};

const share = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 });
const cell = 'px-3 py-2 align-top';

function SortHeader({
  column,
  sort,
  onSort,
}: { column: ComparableSortKey } & Omit<ComparablesTableProps, 'sales'>) {
  const isSorted = sort.key === column;
  const Icon = !isSorted ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={isSorted ? sort.direction : 'none'} className={`${cell} text-right`}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex cursor-pointer items-center gap-1 rounded-sm font-medium hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
      >
        {MARKET_TEXT.columns[column]}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

/** The comparable sales, sortable by price, date, distance and £ per m² (headers are buttons). */
export function ComparablesTable({ sales, sort, onSort }: ComparablesTableProps) {
  const header = { sort, onSort };
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{MARKET_TEXT.comparablesHeading}</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className={`${cell} font-medium`}>
              {MARKET_TEXT.columns.address}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {MARKET_TEXT.columns.type}
            </th>
            <SortHeader column="price" {...header} />
            <SortHeader column="date" {...header} />
            <SortHeader column="distance" {...header} />
            <SortHeader column="price_per_sqm" {...header} />
            <th scope="col" className={`${cell} text-right font-medium`}>
              {MARKET_TEXT.columns.weight}
            </th>
          </tr>
        </thead>
        <tbody>
          {sales.map((sale) => (
            <tr
              key={`${sale.address}|${sale.date}|${sale.price}`}
              className="border-t border-slate-100"
            >
              <th scope="row" className={`${cell} font-normal`}>
                <span className="block font-medium text-ink">{sale.address}</span>
                <span className="block text-xs text-slate-500">
                  {sale.postcode}
                  {sale.new_build ? ` · ${MARKET_TEXT.newBuild}` : ''}
                </span>
              </th>
              <td className={cell}>{SALE_TYPE_LABELS[sale.property_type]}</td>
              <td className={`${cell} text-right`}>
                <FigureValue figure={toSalePriceFigure(sale)} />
              </td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                <time dateTime={sale.date}>{formatDate(sale.date)}</time>
              </td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                {formatDistance(sale.distance_m)}
              </td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                {sale.price_per_sqm ? <FigureValue figure={sale.price_per_sqm} /> : '—'}
              </td>
              <td className={`${cell} text-right`}>
                {sale.excluded ? MARKET_TEXT.setAside : share.format(sale.weight)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
