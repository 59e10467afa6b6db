import type { AnalysisNarrative, StrategyAnalysis } from '@plotwise/contracts';
import { ANALYSIS_TEXT } from '../messages';
import { strategyVerdict } from '../utils/verdicts';
import { FigureTable } from './figure-table';
import { KpiCards } from './kpi-cards';
import { NarrativeText } from './narrative-text';
import { SectionCard } from './section-card';
import { TaxBandsTable } from './tax-bands-table';

type StrategySectionProps = {
  strategy: StrategyAnalysis;
  narrative: AnalysisNarrative | null | undefined;
  isPreview: boolean;
};

export function StrategySection({ strategy, narrative, isPreview }: StrategySectionProps) {
  const { figures } = strategy;
  return (
    <SectionCard title={ANALYSIS_TEXT.strategy} verdict={strategyVerdict(strategy)}>
      <KpiCards figures={figures} />
      <NarrativeText narrative={narrative} isPreview={isPreview} />
      <div className="grid gap-6 xl:grid-cols-2">
        <FigureTable
          caption={ANALYSIS_TEXT.purchaseCosts}
          figures={strategy.purchase_costs}
          total={figures.purchase_costs_total}
        />
        <FigureTable
          caption={ANALYSIS_TEXT.monthlyCashFlow}
          figures={strategy.monthly_cash_flow}
          total={figures.monthly_cash_flow}
        />
      </div>
      <TaxBandsTable result={strategy.transaction_tax} />
    </SectionCard>
  );
}
