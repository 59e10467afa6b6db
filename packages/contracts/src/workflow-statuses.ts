/** The property's two statuses (docs/product/properties.md, "Status and processing"): the workflow run's, and its analysis part's. */
export const workflowStatuses = [
  'pending',
  'processing',
  'market_analysis_in_progress',
  'completed',
  'failed',
] as const;
export type WorkflowStatus = (typeof workflowStatuses)[number];
export const analysisStatuses = ['pending', 'in_progress', 'completed', 'failed'] as const;
export type AnalysisStatus = (typeof analysisStatuses)[number];
