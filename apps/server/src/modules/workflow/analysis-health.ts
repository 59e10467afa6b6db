import type { AnalysisHealth, CostEstimate } from '@plotwise/contracts';
import { ENGINE_VERSION, RATES_VERSION } from '@plotwise/engine';
import type { Db } from '../../db/schema.ts';
import type { AiEstimateRequest } from '../analysis/analysis.service.ts';
import { documentContentForProperty, listDocuments } from '../documents/documents.service.ts';
import { getAiUsage } from './plan-limits.ts';
import { MOST_PHOTOS_DESCRIBED } from './steps/ai-work.ts';
import * as runs from './runs.repository.ts';
import type { WorkflowDeps } from './workflow-deps.ts';
import { listPropertyImages, requireProperty } from '../properties/properties.service.ts';

/** A typical property for the estimate without one: a lease and a search pack (about 40 pages of text), and six photos. */
const TYPICAL_PROPERTY = { documentCharacters: 80_000, documentCount: 2, imageCount: 6 };
/** Without a worker of its own, a process takes the queue as worked when a step has finished this recently. */
const WORKER_SEEN_WITHIN_MS = 10 * 60 * 1000;

const remaining = (limit: number | 'unlimited', used: number) =>
  limit === 'unlimited' ? 'unlimited' : Math.max(0, limit - used);

/** What a run of this property would give the model: its read documents' text and its uploaded photos. */
async function materialOf(
  deps: WorkflowDeps,
  tenantId: string,
  propertyId: string,
): Promise<Omit<AiEstimateRequest, 'tenantId'>> {
  const ref = { tenantId, propertyId };
  const [content, documents, images] = await Promise.all([
    documentContentForProperty(deps.steps.documents, ref),
    listDocuments(deps.steps.documents, ref),
    listPropertyImages(deps.steps.documents, tenantId, propertyId),
  ]);
  return {
    documentCharacters: content.length,
    documentCount: documents.filter(
      (document) => document.status === 'done' && document.page_count > 0,
    ).length,
    imageCount: Math.min(
      images.filter((image) => image.filename !== null).length,
      MOST_PHOTOS_DESCRIBED,
    ),
  };
}

/**
 * GET …/analysis/cost-estimate (docs/product/analysis.md, "Plan limits"): the built-in engine costs
 * nothing; with an AI provider, its estimate for this property's documents (or a typical property's),
 * while the plan has AI analyses left.
 */
export async function getCostEstimate(
  deps: WorkflowDeps,
  tenantId: string,
  propertyId?: string,
): Promise<CostEstimate> {
  if (propertyId !== undefined) await requireProperty(deps.db, tenantId, propertyId);
  const usage = await getAiUsage(deps.db, tenantId);
  const hasRoom = usage.limit === 'unlimited' || usage.used < usage.limit;
  const ai = deps.ai;
  const estimate = ai?.estimateRun
    ? await ai.estimateRun({
        tenantId,
        ...(propertyId === undefined
          ? TYPICAL_PROPERTY
          : await materialOf(deps, tenantId, propertyId)),
      })
    : null;
  const usesAi = ai !== null && hasRoom;
  return {
    cost_gbp: usesAi ? (estimate?.costGbp ?? 0) : 0,
    engine: usesAi ? 'builtin_with_ai' : 'builtin',
    ai: {
      configured: ai !== null,
      provider: ai?.provider ?? null,
      model: ai?.writer.model ?? null,
      estimated_input_tokens: estimate?.inputTokens ?? null,
      estimated_output_tokens: estimate?.outputTokens ?? null,
      estimated_cost_gbp: estimate?.costGbp ?? null,
    },
    plan: {
      tier: usage.tier,
      ai_analyses_used: usage.used,
      ai_analyses_limit: usage.limit,
      ai_analyses_remaining: remaining(usage.limit, usage.used),
    },
  };
}

/** GET /analysis/health: the engine's versions, the queue's depth, whether anything works it, and the AI provider. */
export async function getAnalysisHealth(
  deps: WorkflowDeps,
  db: Db = deps.db,
): Promise<AnalysisHealth> {
  const steps = await runs.summariseSteps(db);
  const recentlyWorked =
    steps.lastFinishedAt !== null &&
    Date.now() - steps.lastFinishedAt.getTime() < WORKER_SEEN_WITHIN_MS;
  const workerAlive = deps.workerRunning || recentlyWorked || steps.active > 0;
  const reachable = deps.ai ? ((await deps.ai.checkReachable?.()) ?? null) : null;
  const degraded = (!workerAlive && steps.waiting > 0) || reachable === false;
  return {
    status: degraded ? 'degraded' : 'ok',
    engine_version: ENGINE_VERSION,
    rates_version: RATES_VERSION,
    queue: { depth: steps.waiting, active: steps.active },
    worker_alive: workerAlive,
    ai: {
      configured: deps.ai !== null,
      provider: deps.ai?.provider ?? null,
      model: deps.ai?.writer.model ?? null,
      reachable,
    },
  };
}
