import { IsRestoringProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { persistUserQueries } from '../lib/query-persistence';

/**
 * Restores the signed-in user's cached queries before the screens below fetch, and keeps them
 * stored while that user is signed in. Queries wait (isRestoring) until the restore settles.
 */
export function PersistedQueries({ userId, children }: { userId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [restoredFor, setRestoredFor] = useState<string | null>(null);

  useEffect(() => {
    const { restored, stop } = persistUserQueries(queryClient, userId);
    void restored.then(() => setRestoredFor(userId));
    return stop;
  }, [queryClient, userId]);

  return <IsRestoringProvider value={restoredFor !== userId}>{children}</IsRestoringProvider>;
}
