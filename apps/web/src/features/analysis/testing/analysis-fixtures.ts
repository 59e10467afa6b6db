import type {
  AnalysisInput,
  AnalysisRunStatus,
  AnalysisStatusResponse,
  CostEstimate,
  PropertyAnalysis,
  PropertyAnalysisResponse,
} from '@plotwise/contracts';
import { analyseProperty, DEFAULT_ASSUMPTIONS } from '@plotwise/engine';

/** A three-bed semi in Leeds with the engine's default assumptions, as the server reads it. */
export const leedsInput: AnalysisInput = {
  property: {
    price: 200_000,
    postcode: 'LS6 2AB',
    property_type: 'semi_detached',
    tenure: 'leasehold',
    bedrooms: 3,
    description: 'A three bedroom semi-detached house with a dated kitchen.',
    energy_rating: 'E',
    council_tax_band: 'B',
    features: ['Garden'],
    floor_area_sqm: null,
  },
  assumptions: DEFAULT_ASSUMPTIONS,
  findings: [
    {
      kind: 'lease_term',
      summary: 'A lease of 99 years from 1990',
      page: 2,
      quote: 'for a term of 99 years from 1 January 1990',
      confidence: 0.9,
      severity: 'red',
      document_id: 'doc-1',
      filename: 'lease.pdf',
      facts: { term_years: 99, start_year: 1990 },
    },
  ],
  today: '2026-11-21',
};

const at = '2026-11-21T10:00:00.000Z';

export function makeRunStatus(overrides: Partial<AnalysisRunStatus> = {}): AnalysisRunStatus {
  const step = (name: AnalysisRunStatus['steps'][number]['step']) => ({
    step: name,
    status: 'completed' as const,
    started_at: at,
    finished_at: at,
    attempts: 1,
    error: null,
  });
  return {
    status: 'completed',
    run_id: 'run-1',
    trigger: 'create',
    started_at: at,
    finished_at: at,
    steps: (['documents', 'market', 'legal', 'refurbishment', 'strategy'] as const).map(step),
    engine: 'builtin',
    note: null,
    ...overrides,
  };
}

export function makeStatusResponse(
  run: AnalysisRunStatus = makeRunStatus(),
): AnalysisStatusResponse {
  const going = run.status === 'in_progress';
  return {
    workflow_status: going ? 'processing' : run.status === 'failed' ? 'failed' : 'completed',
    is_processing: going,
    analysis_status: run,
  };
}

const narrative = (text: string) => ({
  text,
  source: 'builtin' as const,
  model: null,
  unverified_numbers: [],
});

/** The analysis answer for an input, its parts computed by the real engine. */
export function makeAnalysisResponse(input: AnalysisInput = leedsInput): PropertyAnalysisResponse {
  const analysis: PropertyAnalysis = analyseProperty(input);
  const stored = <T>(result: T, text: string) => ({
    result,
    narrative: narrative(text),
    run_id: 'run-1',
    computed_at: at,
    engine_version: analysis.engine_version,
    rates_version: analysis.rates_version,
  });
  return {
    property_id: 'p1',
    status: makeRunStatus(),
    assumptions: input.assumptions,
    input,
    strategy: stored(analysis.strategy, 'Verdict: the strategy narrative.'),
    legal: stored(analysis.legal, 'Verdict: the legal narrative.'),
    refurbishment: stored(analysis.refurbishment, 'Verdict: the refurbishment narrative.'),
    runs: [],
  };
}

/** No run has computed anything yet. */
export function makeEmptyAnalysis(): PropertyAnalysisResponse {
  return {
    ...makeAnalysisResponse(),
    status: makeRunStatus({
      status: 'pending',
      run_id: null,
      trigger: null,
      steps: [],
      engine: null,
    }),
    strategy: null,
    legal: null,
    refurbishment: null,
  };
}

export const builtinEstimate: CostEstimate = {
  cost_gbp: 0,
  engine: 'builtin',
  ai: {
    configured: false,
    provider: null,
    model: null,
    estimated_input_tokens: null,
    estimated_output_tokens: null,
    estimated_cost_gbp: null,
  },
  plan: { tier: 'free', ai_analyses_used: 1, ai_analyses_limit: 3, ai_analyses_remaining: 2 },
};
