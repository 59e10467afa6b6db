import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CloseButton } from './close-button';

type AlertTone = 'error' | 'success' | 'warning' | 'info';

type AlertProps = {
  /** Nothing is drawn without a message. */
  message: ReactNode;
  tone?: AlertTone;
  /** Shows a dismiss button. */
  onDismiss?: () => void;
  className?: string;
};

const tones: Record<AlertTone, { box: string; icon: LucideIcon }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert },
  success: { box: 'border-green-200 bg-green-50 text-green-800', icon: CircleCheck },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: TriangleAlert },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: Info },
};

/** An inline message, announced when it appears: errors as alerts, the rest as status. */
export function Alert({ message, tone = 'error', onDismiss, className }: AlertProps) {
  if (!message) return null;
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm', box, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex-1">{message}</div>
      {onDismiss ? (
        <CloseButton variant="inline" label="Dismiss message" onClick={onDismiss} />
      ) : null}
    </div>
  );
}
