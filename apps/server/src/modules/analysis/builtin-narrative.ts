import type {
  AnalysisNarrative,
  LegalAnalysis,
  PropertyAnalysis,
  RefurbishmentAnalysis,
  RiskLevel,
  StrategyAnalysis,
} from '@plotwise/contracts';
import { formatPercent, formatPounds } from '@plotwise/engine';
import type { NarrativeRequest, NarrativeWriter } from './narrative-writer.ts';

const riskWords: Record<RiskLevel, string> = { low: 'Low', medium: 'Medium', high: 'High' };
const MOST_REASONS = 3;

const sentences = (...parts: (string | null)[]) =>
  parts.filter((part): part is string => part !== null).join(' ');
const reasonsOf = (risks: { level: RiskLevel; reason: string }[]) =>
  [...risks]
    .sort((a, b) => levelRank(b.level) - levelRank(a.level))
    .slice(0, MOST_REASONS)
    .map((risk) => risk.reason);
const levelRank = (level: RiskLevel) => ['low', 'medium', 'high'].indexOf(level);

function writeLegal(legal: LegalAnalysis): string {
  const reasons = reasonsOf(legal.risks);
  const required = legal.compliance.filter((item) => item.status === 'required').length;
  return sentences(
    `Verdict: ${riskWords[legal.risk_level].toLowerCase()} legal risk.`,
    reasons.length
      ? `Main points: ${reasons.join('; ')}.`
      : 'No legal risk stood out from the property and its documents.',
    legal.findings_used > 0
      ? `${legal.findings_used} finding(s) from the documents were used.`
      : 'No document findings were available.',
    required > 0 ? `${required} compliance item(s) are required before letting.` : null,
    `Conveyancing is estimated at ${formatPounds(legal.conveyancing.total.value)}.`,
  );
}

function writeRefurbishment(refurbishment: RefurbishmentAnalysis): string {
  const { figures } = refurbishment;
  const largest = [...refurbishment.items].sort((a, b) => b.total - a.total).slice(0, MOST_REASONS);
  return sentences(
    `Verdict: works at ${refurbishment.spec} specification come to about ${formatPounds(figures.works_total.value)}, over ${figures.duration_weeks.value} week(s).`,
    largest.length
      ? `The largest items: ${largest.map((item) => `${item.label} ${formatPounds(item.total)}`).join(', ')}.`
      : 'No works were identified.',
    `Value after works ${formatPounds(figures.value_after_works.value)}, adding ${formatPounds(figures.value_added.value)}, on ${figures.floor_area_sqm.value} m².`,
  );
}

function writeStrategy(strategy: StrategyAnalysis): string {
  const { figures } = strategy;
  const cashFlow = figures.monthly_cash_flow.value;
  return sentences(
    `Verdict: ${riskWords[strategy.risk.level].toLowerCase()} investment risk, gross yield ${formatPercent(figures.gross_yield_pct.value)} and ${cashFlow >= 0 ? 'a positive' : 'a negative'} monthly cash flow of ${formatPounds(cashFlow)}.`,
    `Rent of ${formatPounds(figures.monthly_rent.value)} a month against a mortgage payment of ${formatPounds(figures.monthly_mortgage_payment.value)}; net yield ${formatPercent(figures.net_yield_pct.value)}.`,
    `Cash in: ${formatPounds(figures.total_cash_in.value)}, of which ${formatPounds(figures.transaction_tax.value)} purchase tax; cash-on-cash return ${formatPercent(figures.cash_on_cash_return_pct.value)}.`,
    `The lender's stress test ${strategy.stress_test.passes ? 'passes' : 'fails'} at ${formatPercent(strategy.stress_test.stressed_rate_pct.value)}.`,
  );
}

/** The narrative from the engine's figures alone: a verdict line and a few sentences, every number from a figure. */
export function writeBuiltInNarrative(
  part: NarrativeRequest['part'],
  analysis: PropertyAnalysis,
): AnalysisNarrative {
  const text =
    part === 'legal'
      ? writeLegal(analysis.legal)
      : part === 'refurbishment'
        ? writeRefurbishment(analysis.refurbishment)
        : writeStrategy(analysis.strategy);
  return { text, source: 'builtin', model: null, unverified_numbers: [] };
}

/** The writer used with no AI provider, or when a plan's AI analyses are used up. */
export const builtInNarrativeWriter: NarrativeWriter = {
  engine: 'builtin',
  model: null,
  write: async (request) => ({
    narrative: writeBuiltInNarrative(request.part, request.analysis),
    tokens: null,
  }),
};
