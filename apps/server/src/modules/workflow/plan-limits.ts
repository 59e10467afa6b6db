import { plans, upgradeRequiredMessage, type AnalysisEngine } from '@plotwise/contracts';
import type { Db } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AnalysisAi } from '../analysis/analysis.service.ts';
import { countAiRunsThisMonth, findTenantTier, lockTenantAiCount } from './runs.repository.ts';

export type AiUsage = { tier: string; planName: string; used: number; limit: number | 'unlimited' };
export type EngineChoice = {
  engine: AnalysisEngine;
  aiModel: string | null;
  note: string | null;
};

const hasRoom = (usage: AiUsage) => usage.limit === 'unlimited' || usage.used < usage.limit;

/** The tenant's AI analyses this month against its plan (Free 3, Pro 100: `plans` in contracts). */
export async function getAiUsage(db: Db, tenantId: string): Promise<AiUsage> {
  const tier = await findTenantTier(db, tenantId);
  const plan = plans[tier];
  return {
    tier,
    planName: plan.name,
    used: await countAiRunsThisMonth(db, tenantId),
    limit: plan.analyses_per_month,
  };
}

/** An analyze call beyond the plan's AI analyses answers 403 with the upgrade message; the built-in engine alone never does. */
export async function assertAiAnalysisAllowed(db: Db, ai: AnalysisAi | null, tenantId: string) {
  if (!ai) return;
  const usage = await getAiUsage(db, tenantId);
  if (!hasRoom(usage)) throw new AppError('FORBIDDEN', upgradeRequiredMessage(usage.planName));
}

/**
 * Which engine a run starting now uses (docs/decisions/0111-what-counts-as-an-ai-analysis.md): the
 * AI provider while the plan has AI analyses left, counted from here; else the built-in engine
 * alone, and the run says why. Called in the run's start transaction, under the tenant's lock.
 */
export async function chooseEngine(
  db: Db,
  ai: AnalysisAi | null,
  tenantId: string,
): Promise<EngineChoice> {
  const builtIn: EngineChoice = { engine: 'builtin', aiModel: null, note: null };
  if (!ai) return builtIn;
  await lockTenantAiCount(db, tenantId);
  const usage = await getAiUsage(db, tenantId);
  if (hasRoom(usage)) return { engine: 'builtin_with_ai', aiModel: ai.writer.model, note: null };
  return {
    ...builtIn,
    note: `Your ${usage.planName} plan's ${usage.limit} AI analyses this month are used, so the built-in engine wrote this analysis without AI.`,
  };
}

/** The AI provider a started run uses, from the engine it recorded; null for the built-in engine alone. */
export const aiOf = (engine: AnalysisEngine | null, ai: AnalysisAi | null): AnalysisAi | null =>
  engine === 'builtin_with_ai' ? ai : null;
