import type {
  AnalysisRunStatus,
  AnalysisStatus,
  AnalysisStatusResponse,
  PropertyAnalysisResponse,
} from '@plotwise/contracts';
import { isProcessing, PROPERTY_MESSAGES } from '@plotwise/contracts';
import type { Db } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  getAnalysisInput,
  getLatestResults,
  type AnalysisDeps,
} from '../analysis/analysis.service.ts';
import { toRunStatus, toRunSummary } from './run-status.ts';
import * as runs from './runs.repository.ts';

const RUNS_SHOWN = 50;

export async function requirePropertyStatus(db: Db, tenantId: string, propertyId: string) {
  const property = isUuid(propertyId)
    ? await runs.findPropertyStatus(db, tenantId, propertyId)
    : undefined;
  if (!property) throw new AppError('NOT_FOUND', PROPERTY_MESSAGES.notFound);
  return property;
}

/** Each property's `analysis_status`, for the property DTO (handed to properties by app.ts). */
export async function analysisStatusesOf(db: Db, tenantId: string, propertyIds: string[]) {
  const latest = await runs.listLatestStartedRuns(db, tenantId, propertyIds);
  const steps = await runs.listSteps(
    db,
    latest.map((run) => run.id),
  );
  return (propertyId: string, status: AnalysisStatus): AnalysisRunStatus => {
    const run = latest.find((candidate) => candidate.property_id === propertyId);
    return toRunStatus(status, run, run ? steps.filter((step) => step.run_id === run.id) : []);
  };
}

/** GET …/analysis/status and …/workflow-status: the property's statuses and its latest run. */
export async function getAnalysisStatus(
  db: Db,
  tenantId: string,
  propertyId: string,
): Promise<AnalysisStatusResponse> {
  const property = await requirePropertyStatus(db, tenantId, propertyId);
  const statusOf = await analysisStatusesOf(db, tenantId, [property.id]);
  const status = {
    workflow_status: property.workflow_status,
    analysis_status: statusOf(property.id, property.analysis_status),
  };
  return { ...status, is_processing: isProcessing(status) };
}

/**
 * GET …/analysis: the latest result of each part, the assumptions in force, the engine's input as a
 * recompute would read it now, and the runs so far, newest first.
 */
export async function getPropertyAnalysis(
  deps: AnalysisDeps,
  tenantId: string,
  propertyId: string,
): Promise<PropertyAnalysisResponse> {
  const { db } = deps;
  const { analysis_status } = await getAnalysisStatus(db, tenantId, propertyId);
  const ref = { tenantId, propertyId };
  const [input, results, history] = await Promise.all([
    getAnalysisInput(deps, ref),
    getLatestResults(db, ref),
    runs.listRuns(db, tenantId, propertyId, RUNS_SHOWN),
  ]);
  return {
    property_id: propertyId,
    status: analysis_status,
    assumptions: input.assumptions,
    input,
    ...results,
    runs: history.map(toRunSummary),
  };
}
