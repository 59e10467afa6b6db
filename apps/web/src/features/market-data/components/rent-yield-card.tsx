import type { MarketFigures } from '@plotwise/contracts';
import { FigureValue } from '../../../components/figures/figure-value';
import { formatGBP } from '../../../lib/format';
import { MARKET_TEXT } from '../messages';
import { compareWithRegion } from '../utils/market-format';
import { FigureRows } from './figure-rows';
import { MarketCard } from './market-card';

/** The rent the home could let for, and its gross yield at the asking price beside the region's. */
export function RentYieldCard({ figures }: { figures: MarketFigures }) {
  const rent = figures.estimated_monthly_rent;
  const own = figures.gross_yield_estimate_pct;
  const region = figures.regional_gross_yield_pct;
  return (
    <MarketCard title={MARKET_TEXT.rentHeading}>
      <p className="text-sm text-slate-600">{MARKET_TEXT.estimatedRent}</p>
      <p className="mt-1 text-2xl font-semibold text-ink">
        <FigureValue figure={rent} />
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <FigureValue figure={rent}>
          {MARKET_TEXT.range(formatGBP(rent.low), formatGBP(rent.high))}
        </FigureValue>
      </p>
      <FigureRows
        className="mt-4"
        rows={[
          { label: MARKET_TEXT.grossYield, value: <FigureValue figure={own} /> },
          { label: MARKET_TEXT.regionalYield, value: <FigureValue figure={region} /> },
          {
            label: MARKET_TEXT.yieldAgainstRegionLabel,
            value: compareWithRegion(own.value, region.value),
          },
        ]}
      />
    </MarketCard>
  );
}
