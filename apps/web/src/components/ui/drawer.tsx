import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';
import { CloseButton } from './close-button';
import { useModal } from './use-modal';

/** The drawer slides out for this long before it unmounts (product spec §9). */
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

/** A modal panel that slides in from the right; it behaves as a dialog (see useModal). */
export function Drawer({ isOpen, ...props }: DrawerProps) {
  if (!isOpen) return null;
  return createPortal(<DrawerPanel {...props} />, document.body);
}

function DrawerPanel({ isClosing, onClose, title, children }: Omit<DrawerProps, 'isOpen'>) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModal(panelRef, onClose);

  return (
    <div className="fixed inset-0 z-50 flex justify-end">
      <div
        aria-hidden="true"
        data-testid="drawer-backdrop"
        onClick={onClose}
        className={cn(
          'absolute inset-0 bg-slate-900/40',
          isClosing ? 'animate-fade-out' : 'animate-fade-in',
        )}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-state={isClosing ? 'closing' : 'open'}
        className={cn(
          'relative flex h-full w-full max-w-2xl flex-col bg-white shadow-2xl focus:outline-none',
          isClosing ? 'animate-drawer-out' : 'animate-drawer-in',
        )}
      >
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <h2 id={titleId} className="text-xl font-semibold tracking-tight text-ink">
            {title}
          </h2>
          <CloseButton onClick={onClose} label="Close" className="-mr-2" />
        </div>
        <div className="flex min-h-0 flex-1 flex-col">{children}</div>
      </div>
    </div>
  );
}
