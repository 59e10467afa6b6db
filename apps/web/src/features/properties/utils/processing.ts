import {
  isProcessing,
  type AnalysisStatus,
  type Property,
  type WorkflowStatus,
} from '@plotwise/contracts';
import { propertyTabs, type PropertyTab } from '../../../config/paths';
import { DETAIL_TEXT } from '../messages';

/** What a partly loaded property may know of its status. */
export type StatusFields = {
  workflow_status?: WorkflowStatus;
  analysis_status?: { status: AnalysisStatus };
};

/** docs/product/properties.md, "Status and processing"; a field not loaded yet counts as not processing. */
export function isPropertyProcessing(property: StatusFields): boolean {
  return isProcessing({
    workflow_status: property.workflow_status ?? 'pending',
    analysis_status: property.analysis_status ?? { status: 'pending' },
  });
}

/** The tab in the URL; anything unknown falls back to details (docs/product/routes-and-screens.md, "Route table"). */
export function toPropertyTab(value: string | undefined): PropertyTab {
  return propertyTabs.find((tab) => tab === value) ?? 'details';
}

/** Tab switching is disabled while the property is processing, and a no-op onto the same tab. */
export function canSwitchTab(current: PropertyTab, next: PropertyTab, processing: boolean) {
  return !processing && current !== next;
}

/** 'Processing...', '✓ Complete', '✗ Failed' or 'Pending' (docs/product/properties.md, "Status and processing"). */
export function getAnalysisStatusLabel(property: StatusFields): string {
  if (isPropertyProcessing(property)) return DETAIL_TEXT.processing;
  if (property.analysis_status?.status === 'completed') return DETAIL_TEXT.complete;
  if (property.analysis_status?.status === 'failed' || property.workflow_status === 'failed') {
    return DETAIL_TEXT.failed;
  }
  return DETAIL_TEXT.pending;
}

export type TabBadge = { count: number } | { done: true } | { failed: true } | null;

/**
 * Image count on Details, document count on Documents, a check on Market Data, and on Analysis a
 * check or a cross from the latest run's status (docs/product/analysis.md, "The Analysis tab").
 */
export function getTabBadges(property: Partial<Property>): Record<PropertyTab, TabBadge> {
  const count = (items: unknown[] | undefined) => (items?.length ? { count: items.length } : null);
  return {
    details: count(property.images),
    documents: count(property.documents),
    market_data: property.market_analysis?.data_available ? { done: true } : null,
    analysis:
      property.analysis_status?.status === 'completed'
        ? { done: true }
        : property.analysis_status?.status === 'failed'
          ? { failed: true }
          : null,
  };
}
