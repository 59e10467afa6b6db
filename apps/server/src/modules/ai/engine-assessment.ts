import {
  NATION_NAMES,
  UK_REGION_NAMES,
  type AnalysisPart,
  type Citation,
  type PropertyAnalysis,
  type Risk,
} from '@plotwise/contracts';
import { writePounds } from './engine-figures.ts';

const words = (code: string) => code.replaceAll('_', ' ');
const yesNo = (value: boolean | null) => (value === null ? 'not known' : value ? 'yes' : 'no');
const cited = (citation: Citation | undefined) =>
  citation ? ` (${citation.filename}, page ${citation.page}: "${citation.quote}")` : '';
/** Where a room's condition came from, as the engine records it. */
const CONDITION_SOURCES = {
  user: 'marked by the user',
  description: 'read from the listing description',
  default: 'assumed',
} as const;
const riskLines = (risks: Risk[]) =>
  risks.map((risk) => `Risk (${risk.level}): ${risk.reason}${cited(risk.citation)}`);

function legalLines({ legal }: PropertyAnalysis): string[] {
  const { energy, council_tax: councilTax } = legal;
  return [
    `Overall legal risk: ${legal.risk_level}`,
    ...riskLines(legal.risks),
    `Energy rating: ${energy.rating ?? 'not known'} (from the ${words(energy.source)}); meets the letting minimum today: ${yesNo(energy.meets_current_minimum)}; meets the proposed 2030 minimum: ${yesNo(energy.meets_proposed_2030_minimum)}`,
    ...(councilTax
      ? [
          `Council tax band: ${councilTax.band ?? 'not known'}; the price suggests band ${councilTax.implied_band}`,
        ]
      : []),
    ...legal.compliance.map((item) => `Compliance (${item.status}): ${item.title}. ${item.detail}`),
  ];
}

function refurbishmentLines({ refurbishment }: PropertyAnalysis): string[] {
  return [
    `Specification: ${refurbishment.spec}`,
    ...refurbishment.room_conditions.map(
      ({ room, condition, source }) =>
        `Condition of the ${words(room)}: ${condition} (${CONDITION_SOURCES[source]})`,
    ),
    ...refurbishment.items.map(
      (line) =>
        `Works: ${line.label}: ${writePounds(line.total)} (${line.quantity} ${line.unit} at ${writePounds(line.unit_cost)}). ${line.reason}`,
    ),
  ];
}

function strategyLines({ strategy }: PropertyAnalysis): string[] {
  const { location, stress_test: stressTest, market_comparison: comparison } = strategy;
  return [
    `Location: ${NATION_NAMES[location.nation]}${location.region ? `, ${UK_REGION_NAMES[location.region]}` : ''}`,
    `Overall investment risk: ${strategy.risk.level}`,
    ...riskLines(strategy.risk.reasons),
    `Lender's stress test for a ${words(stressTest.applies)} taxpayer: ${stressTest.passes ? 'passes' : 'fails'}`,
    ...(comparison?.position_in_estimated_range
      ? [`The price is ${comparison.position_in_estimated_range} the estimated value range`]
      : []),
  ];
}

const LINES: Record<AnalysisPart, (analysis: PropertyAnalysis) => string[]> = {
  legal: legalLines,
  refurbishment: refurbishmentLines,
  strategy: strategyLines,
};

/** What the engine concluded for the part besides its figures: risk levels and reasons, checks, works, conditions. */
export const writeEngineAssessment = (analysis: PropertyAnalysis, part: AnalysisPart) =>
  LINES[part](analysis)
    .map((line) => `- ${line}`)
    .join('\n');
