import type { StrategyFigures } from '@plotwise/contracts';
import { FigureValue } from '../../../components/figures/figure-value';

/** The headline figures of the strategy (docs/product/analysis.md, "The Analysis tab"). */
const KPI_FIGURES = [
  'total_cash_in',
  'gross_yield_pct',
  'net_yield_pct',
  'monthly_cash_flow',
  'cash_on_cash_return_pct',
  'transaction_tax',
] as const satisfies ReadonlyArray<keyof StrategyFigures>;

export function KpiCards({ figures }: { figures: StrategyFigures }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
      {KPI_FIGURES.map((name) => (
        <div key={name} className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
          <dt className="text-xs font-medium text-slate-600">{figures[name].label}</dt>
          <dd className="mt-1 text-lg font-semibold text-ink tabular-nums">
            <FigureValue figure={figures[name]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
