import { promptPropertyOf, type AiWork, type AnalysisAi } from '../../analysis/analysis.service.ts';
import {
  abandonPropertyReads,
  readPropertyDocuments,
  type FindingSource,
} from '../../documents/documents.service.ts';
import { outcomeOfAiWork } from './ai-work.ts';
import type { StepContext, StepDeps, WorkflowStep } from './workflow-step.ts';

/**
 * The run's language model as a finding source: it reads each document after the rules, and its
 * findings (each tied to a page and a quote on it) join theirs, marked `ai` (docs/product/ai.md).
 * Once it gives nothing usable for a document, it is not asked about the step's other documents:
 * a provider that is down would otherwise cost its time-out for every one.
 */
async function aiFindingSource(
  deps: StepDeps,
  { tenantId, propertyId }: StepContext,
  readDocument: NonNullable<AnalysisAi['readDocument']>,
) {
  const property = await promptPropertyOf(deps.analysis.db, { tenantId, propertyId });
  const works: AiWork[] = [];
  const source: FindingSource = {
    origin: 'ai',
    async find({ filename, pages }) {
      if (works.some((work) => !work.answered && work.note !== null)) return [];
      const work = await readDocument({
        tenantId,
        filename,
        pages: pages.map(({ page, text }) => ({ page, text })),
        property,
      });
      works.push(work);
      return work.findings;
    },
  };
  return { source, works };
}

/** Reads the property's waiting uploads: text per page, kind and findings (docs/product/documents.md). */
export const documentsStep: WorkflowStep = {
  name: 'documents',
  after: [],
  expireInSeconds: 30 * 60,
  heavy: true,
  async run(deps, context) {
    const readDocument = context.ai?.readDocument;
    const ai = readDocument ? await aiFindingSource(deps, context, readDocument) : null;
    await readPropertyDocuments(deps.documents, context, ai ? [ai.source] : []);
    return ai ? outcomeOfAiWork(ai.works) : {};
  },
  async abandon(deps, { tenantId, propertyId }, reason) {
    await abandonPropertyReads(deps.documents, {
      tenantId,
      propertyId,
      reason: `Reading stopped before it finished: ${reason}`,
    });
  },
};
