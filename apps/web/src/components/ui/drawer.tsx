import * as RadixDialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CloseButton } from './close-button';
import { useModalHandlers } from './modal-handlers';

/** The drawer slides out for this long before it unmounts (docs/product/limits-and-formats.md#interface-timings). */
export const DRAWER_CLOSE_MS = 300;

/** Open and close with the closing slide: `close` starts it, the drawer goes 300 ms later. */
export function useDrawerState() {
  const [state, setState] = useState<'open' | 'closing' | 'closed'>('closed');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const open = useCallback(() => {
    clearTimeout(timer.current);
    setState('open');
  }, []);
  const close = useCallback(() => {
    setState((current) => (current === 'open' ? 'closing' : current));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('closed'), DRAWER_CLOSE_MS);
  }, []);

  return { isOpen: state !== 'closed', isClosing: state === 'closing', open, close };
}

type DrawerProps = {
  isOpen: boolean;
  isClosing: boolean;
  /** Escape, the backdrop and the close button ask to close. */
  onClose: () => void;
  title: string;
  children: ReactNode;
};

/**
 * A modal panel that slides in from the right: a Radix dialog (see Dialog) that stays open,
 * marked `data-state="closing"`, while it slides out.
 */
export function Drawer({ isOpen, isClosing, onClose, title, children }: DrawerProps) {
  const handlers = useModalHandlers(onClose);
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-testid="drawer-backdrop"
          className={cn(
            'fixed inset-0 z-50 bg-slate-900/40',
            isClosing ? 'animate-fade-out' : 'animate-fade-in',
          )}
        />
        <RadixDialog.Content
          {...handlers}
          aria-describedby={undefined}
          data-state={isClosing ? 'closing' : 'open'}
          className={cn(
            'fixed inset-y-0 right-0 z-50 flex h-full w-full max-w-2xl flex-col bg-white shadow-2xl focus:outline-none',
            isClosing ? 'animate-drawer-out' : 'animate-drawer-in',
          )}
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <RadixDialog.Title className="text-xl font-semibold tracking-tight text-ink">
              {title}
            </RadixDialog.Title>
            <CloseButton onClick={onClose} label="Close" className="-mr-2" />
          </div>
          <div className="flex min-h-0 flex-1 flex-col">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
