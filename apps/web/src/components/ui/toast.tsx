import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';
import { CloseButton } from './close-button';

/**
 * Toasts on Radix (docs/decisions/0055-accessible-primitives.md): top right, leaving after 3 s
 * (docs/product/limits-and-formats.md); the timer pauses while the pointer or focus is on them.
 */
export const TOAST_DURATION_MS = 3_000;

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
type ToastItem = { id: number; kind: ToastKind; message: string; duration?: number };

/** `duration` overrides the provider's, e.g. the 7 s property notifications. */
export type ToastOptions = { duration?: number };

export type ToastApi = {
  show: (kind: ToastKind, message: string, options?: ToastOptions) => number;
  success: (message: string, options?: ToastOptions) => number;
  error: (message: string, options?: ToastOptions) => number;
  warning: (message: string, options?: ToastOptions) => number;
  info: (message: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
}: {
  children: ReactNode;
  duration?: number;
}) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((kind: ToastKind, message: string, options?: ToastOptions) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, kind, message, duration: options?.duration }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      warning: (message, options) => show('warning', message, options),
      info: (message, options) => show('info', message, options),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} swipeDirection="right">
        {children}
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />
        ))}
        {createPortal(
          // aria-live="off" keeps the list reachable while a modal hides the page behind it
          // (Radix's aria-hidden spares live regions); each toast is announced by Radix itself.
          <RadixToast.Viewport
            aria-live="off"
            className="fixed right-4 top-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-3 outline-none"
          />,
          document.body,
        )}
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return context;
}

const styles: Record<ToastKind, { box: string; icon: typeof Info }> = {
  success: { box: 'border-green-200 bg-green-50 text-green-900', icon: CircleCheck },
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: CircleAlert },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: TriangleAlert },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: Info },
};

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: () => void }) {
  const { box, icon: Icon } = styles[toast.kind];
  return (
    <RadixToast.Root
      // Failures and warnings interrupt (assertive); successes and notes wait their turn (polite).
      type={toast.kind === 'error' || toast.kind === 'warning' ? 'foreground' : 'background'}
      duration={toast.duration}
      onOpenChange={(open) => (open ? undefined : onDismiss())}
      data-kind={toast.kind}
      className={cn(
        'flex items-start gap-3 rounded-xl border p-4 text-sm shadow-lg animate-toast-in',
        box,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <RadixToast.Description className="flex-1 font-medium leading-5">
        {toast.message}
      </RadixToast.Description>
      <RadixToast.Close asChild>
        <CloseButton variant="inline" label="Dismiss notification" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
