import type { MarketTrend } from '@plotwise/contracts';
import { lazy, Suspense } from 'react';
import { FigureValue } from '../../../components/figures/figure-value';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatGBP, formatMonth } from '../../../lib/format';
import { AREA_LEVEL_LABELS, MARKET_TEXT } from '../messages';
import { formatChange, SALE_TYPE_LABELS } from '../utils/market-format';
import { FigureRows } from './figure-rows';
import { MarketCard } from './market-card';

// The chart library loads only when this tab shows a trend (docs/decisions/0170-price-trend-chart.md).
const PriceTrendChart = lazy(() =>
  import('./price-trend-chart').then((module) => ({ default: module.PriceTrendChart })),
);

const changes = [
  { years: 1, key: 'change_1y' },
  { years: 5, key: 'change_5y' },
  { years: 10, key: 'change_10y' },
] as const;

/** The local price trend: its area, the changes over 1, 5 and 10 years, the chart and its table. */
export function PriceTrendSection({ trend }: { trend: MarketTrend }) {
  const { series, area } = trend;
  const typeLabel =
    trend.property_type === 'all'
      ? MARKET_TEXT.allTypesTrend
      : SALE_TYPE_LABELS[trend.property_type];
  const [first, last] = [series[0], series.at(-1)];
  const rows = changes.flatMap(({ years, key }) => {
    const figure = trend[key];
    return figure
      ? [
          {
            label: MARKET_TEXT.change(years),
            value: <FigureValue figure={figure}>{formatChange(figure.value)}</FigureValue>,
          },
        ]
      : [];
  });
  return (
    <MarketCard title={MARKET_TEXT.trendHeading}>
      <p className="text-sm text-slate-600">
        {MARKET_TEXT.trendArea(area.name, AREA_LEVEL_LABELS[area.level], typeLabel)}
      </p>
      {rows.length > 0 ? <FigureRows className="mt-3" rows={rows} /> : null}
      {first && last && series.length > 1 ? (
        <div className="mt-4">
          <Suspense fallback={<Skeleton className="aspect-[64/26] w-full rounded-xl" />}>
            <PriceTrendChart
              series={series}
              label={MARKET_TEXT.chartLabel(
                area.name,
                formatMonth(first.month),
                formatMonth(last.month),
                formatGBP(first.average_price),
                formatGBP(last.average_price),
              )}
            />
          </Suspense>
        </div>
      ) : null}
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-primary">
          {MARKET_TEXT.trendTable}
        </summary>
        <table className="mt-3 w-full text-left">
          <caption className="sr-only">{MARKET_TEXT.trendTableCaption(area.name)}</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 font-medium">
                {MARKET_TEXT.month}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {MARKET_TEXT.averagePrice}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {MARKET_TEXT.index}
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.month} className="border-t border-slate-100">
                <th scope="row" className="py-1 font-normal">
                  {formatMonth(point.month)}
                </th>
                <td className="py-1 text-right">{formatGBP(point.average_price)}</td>
                <td className="py-1 text-right">{point.index.toFixed(1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-slate-500">{MARKET_TEXT.sourceLine(trend.source.name)}</p>
      </details>
    </MarketCard>
  );
}
