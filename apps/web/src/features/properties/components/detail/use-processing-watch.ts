import { useEffect } from 'react';
import { useWorkflowStatus } from '../../api/get-workflow-status';

type ProcessingWatch = {
  propertyId: string;
  isProcessing: boolean;
  /** When the shown property was fetched: only status answers after it count. */
  propertyUpdatedAt: number;
  reload: () => void;
};

/**
 * docs/product/properties.md, "Processing": while the property is processing its status is polled every
 * 5 s; when a poll says it has finished, or a poll fails, the property is reloaded. The reloaded
 * property is no longer processing, which stops the polling.
 */
export function useProcessingWatch({
  propertyId,
  isProcessing,
  propertyUpdatedAt,
  reload,
}: ProcessingWatch) {
  const { data, dataUpdatedAt, errorUpdatedAt } = useWorkflowStatus(propertyId, {
    enabled: isProcessing,
  });
  const hasFinished =
    data !== undefined && !data.is_processing && dataUpdatedAt > propertyUpdatedAt;
  const hasFailed = errorUpdatedAt > propertyUpdatedAt;

  useEffect(() => {
    if (isProcessing && (hasFinished || hasFailed)) reload();
  }, [isProcessing, hasFinished, hasFailed, reload]);
}
