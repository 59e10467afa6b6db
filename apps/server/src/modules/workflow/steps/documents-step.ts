import { abandonPropertyReads, readPropertyDocuments } from '../../documents/documents.service.ts';
import type { WorkflowStep } from './workflow-step.ts';

/** Reads the property's waiting uploads: text per page, kind and findings (docs/product/documents.md). */
export const documentsStep: WorkflowStep = {
  name: 'documents',
  after: [],
  expireInSeconds: 30 * 60,
  heavy: true,
  async run(deps, { tenantId, propertyId }) {
    await readPropertyDocuments(deps.documents, { tenantId, propertyId });
    return {};
  },
  async abandon(deps, { tenantId, propertyId }, reason) {
    await abandonPropertyReads(deps.documents, {
      tenantId,
      propertyId,
      reason: `Reading stopped before it finished: ${reason}`,
    });
  },
};
