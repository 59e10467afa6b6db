import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

type UnsavedChangesGuardProps = {
  /** While true, leaving the page asks first. */
  when: boolean;
  message?: string;
};

/**
 * Asks before leaving a page with unsaved changes: in-app navigation through the router's
 * blocker, closing or reloading the tab through the browser's own beforeunload prompt.
 */
export function UnsavedChangesGuard({
  when,
  message = 'You have unsaved changes. If you leave this page, they will be lost.',
}: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    function handleBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [when]);

  const isBlocked = blocker.state === 'blocked';
  return (
    <Dialog
      isOpen={isBlocked}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      description={message}
      size="sm"
    >
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={() => blocker.reset?.()} data-autofocus>
          Stay on Page
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          Leave Page
        </Button>
      </div>
    </Dialog>
  );
}
