import type {
  AnalysisEngine,
  AnalysisNarrative,
  AnalysisPart,
  AnalysisStatus,
  AnalysisStepName,
  AssumptionDefaults,
  AssumptionsPatch,
  RunTrigger,
  StepStatus,
} from '@plotwise/contracts';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** A run's key figures, kept so earlier runs can be compared (docs/product/analysis.md). */
export type RunHeadline = Record<string, number | string>;

export type AnalysisTables = {
  analysis_runs: {
    id: Generated<string>;
    tenant_id: string;
    property_id: string;
    trigger: RunTrigger;
    status: AnalysisStatus;
    /** The steps this run does, in order; the others are skipped. */
    steps: AnalysisStepName[];
    engine: AnalysisEngine | null;
    ai_model: string | null;
    note: string | null;
    tokens_input: number | null;
    tokens_output: number | null;
    /** Whether any answer of the AI provider was used; a run whose provider never answered is the built-in engine's. */
    ai_answered: Generated<boolean>;
    /** What the provider's tokens cost in pounds; null with no provider, or when the models' prices are not known. */
    cost_gbp: number | null;
    headline: JSONColumnType<RunHeadline> | null;
    engine_version: string | null;
    created_at: ColumnType<Date, never, never>;
    started_at: NullableTimestamp;
    finished_at: NullableTimestamp;
  };
  analysis_run_steps: {
    run_id: string;
    tenant_id: string;
    step: AnalysisStepName;
    position: number;
    status: StepStatus;
    /** Set when the step's job is sent, so a step is never sent twice. */
    job_id: string | null;
    attempts: Generated<number>;
    error: string | null;
    started_at: NullableTimestamp;
    finished_at: NullableTimestamp;
  };
  analysis_results: {
    tenant_id: string;
    property_id: string;
    part: AnalysisPart;
    run_id: string;
    result: JSONColumnType<object>;
    narrative: JSONColumnType<AnalysisNarrative> | null;
    engine_version: string;
    rates_version: string;
    computed_at: Timestamp;
  };
  analysis_assumptions: {
    property_id: string;
    tenant_id: string;
    overrides: JSONColumnType<AssumptionsPatch>;
    updated_at: Timestamp;
  };
  assumption_defaults: {
    tenant_id: string;
    defaults: JSONColumnType<AssumptionDefaults>;
    updated_at: Timestamp;
  };
};
