import type { MarketFigures } from '@plotwise/contracts';
import { FigureValue } from '../../../components/figures/figure-value';
import { formatGBP } from '../../../lib/format';
import { MARKET_TEXT } from '../messages';
import { describeAskingVsEstimate } from '../utils/market-format';
import { placeOnRange } from '../utils/price-range';
import { FigureRows } from './figure-rows';
import { MarketCard } from './market-card';

type ValueEstimateCardProps = { figures: MarketFigures; askingPrice: number };

/** The estimate, its likely range drawn as a bar with the asking price marked, and how the two compare. */
export function ValueEstimateCard({ figures, askingPrice }: ValueEstimateCardProps) {
  const estimate = figures.estimated_value;
  const scale = placeOnRange(estimate, askingPrice);
  const [low, high, asking] = [estimate.low, estimate.high, askingPrice].map(formatGBP) as [
    string,
    string,
    string,
  ];
  const versus = figures.asking_price_vs_estimate_pct;
  return (
    <MarketCard title={MARKET_TEXT.valueHeading}>
      <p className="text-sm text-slate-600">{MARKET_TEXT.estimatedValue}</p>
      <p className="mt-1 text-2xl font-semibold text-ink">
        <FigureValue figure={estimate} />
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <FigureValue figure={estimate}>{MARKET_TEXT.range(low, high)}</FigureValue>
      </p>
      <div
        role="img"
        aria-label={MARKET_TEXT.rangeLabel(low, high, asking)}
        className="relative mt-4 h-8"
      >
        <span className="absolute top-3 h-2 w-full rounded-full bg-slate-100" />
        <span
          className="absolute top-3 h-2 rounded-full bg-primary/40"
          style={{ left: `${scale.lowPct}%`, width: `${scale.highPct - scale.lowPct}%` }}
        />
        <span
          className="absolute top-2 h-4 w-1 -translate-x-1/2 rounded bg-primary"
          style={{ left: `${scale.estimatePct}%` }}
        />
        <span
          className="absolute top-0 h-8 w-0.5 -translate-x-1/2 bg-amber-600"
          style={{ left: `${scale.askingPct}%` }}
        />
      </div>
      <p className="mt-2 flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden="true">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-1 rounded bg-primary" />
          {MARKET_TEXT.estimatedValue}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-0.5 bg-amber-600" />
          {MARKET_TEXT.askingPrice}
        </span>
      </p>
      <FigureRows
        className="mt-4"
        rows={[
          { label: MARKET_TEXT.askingPrice, value: asking },
          {
            label: MARKET_TEXT.askingVsEstimateLabel,
            value: (
              <FigureValue figure={versus}>{describeAskingVsEstimate(versus.value)}</FigureValue>
            ),
          },
          {
            label: MARKET_TEXT.localAverage,
            value: <FigureValue figure={figures.local_average_price} />,
          },
        ]}
      />
    </MarketCard>
  );
}
