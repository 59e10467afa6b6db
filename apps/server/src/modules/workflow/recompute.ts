import {
  analysisParts,
  type AssumptionsPatch,
  type PropertyAnalysisResponse,
} from '@plotwise/contracts';
import {
  changeAssumptions,
  computeAnalysis,
  headlineOf,
  storePartResult,
  writeBuiltInNarrative,
} from '../analysis/analysis.service.ts';
import { requireProperty } from '../properties/properties.service.ts';
import { NOT_IN_RUN, inPropertyLock, requestRun } from './run-lifecycle.ts';
import { propertyStatusOf } from './run-status.ts';
import * as runs from './runs.repository.ts';
import { workflowSteps } from './steps/workflow-steps.ts';
import { getPropertyAnalysis } from './analysis-view.ts';
import type { WorkflowDeps } from './workflow-deps.ts';

const RECOMPUTED_NOTE = 'Recomputed at once with the changed assumptions, by the built-in engine.';

/**
 * PUT …/analysis/assumptions (docs/product/analysis.md, "Assumptions"): the change is saved and the
 * three parts are recomputed at once by the engine, with the built-in narrative, recorded as a run of
 * their own. A run going at the time read the old assumptions, so a run of the parts waits behind it.
 */
export async function recomputeWithAssumptions(
  deps: WorkflowDeps,
  tenantId: string,
  propertyId: string,
  patch: AssumptionsPatch,
): Promise<PropertyAnalysisResponse> {
  const ref = { tenantId, propertyId };
  await requireProperty(deps.db, tenantId, propertyId);
  await inPropertyLock(deps.db, propertyId, async (trx) => {
    await changeAssumptions(trx, ref, patch);
    const inTransaction = {
      ...deps.steps.analysis,
      db: trx,
      documents: { ...deps.steps.analysis.documents, db: trx },
    };
    const { analysis } = await computeAnalysis(inTransaction, ref);
    const now = new Date();
    const run = await runs.insertRun(
      trx,
      { tenantId, propertyId, trigger: 'update', steps: [...analysisParts] },
      { at: now, note: RECOMPUTED_NOTE },
    );
    await runs.insertSteps(
      trx,
      workflowSteps.map((step, position) => {
        const isPart = (analysisParts as readonly string[]).includes(step.name);
        return {
          run_id: run.id,
          tenant_id: tenantId,
          step: step.name,
          position,
          status: isPart ? 'completed' : 'skipped',
          error: isPart ? null : NOT_IN_RUN,
          attempts: isPart ? 1 : 0,
          started_at: isPart ? now : null,
          finished_at: isPart ? now : null,
        };
      }),
    );
    let headline = {};
    for (const part of analysisParts) {
      await storePartResult(trx, ref, {
        part,
        runId: run.id,
        analysis,
        narrative: writeBuiltInNarrative(part, analysis),
      });
      headline = { ...headline, ...headlineOf(part, analysis) };
    }
    await runs.addToRun(trx, run.id, {
      tokens: null,
      costGbp: null,
      aiAnswered: false,
      headline,
      engineVersion: analysis.engine_version,
    });
    if (await runs.findRunWithStatus(trx, propertyId, 'in_progress')) {
      await requestRun(deps, trx, {
        tenantId,
        propertyId,
        trigger: 'update',
        steps: [...analysisParts],
      });
    } else {
      await runs.setPropertyStatus(
        trx,
        propertyId,
        propertyStatusOf(await runs.listSteps(trx, [run.id])),
      );
    }
  });
  return getPropertyAnalysis(deps.steps.analysis, tenantId, propertyId);
}
