import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type CloseButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** What a screen reader hears, e.g. 'Close' or 'Dismiss notification'. */
  label: string;
  /** 'panel' for dialog and drawer headers; 'inline' inside a toast or an alert. */
  variant?: 'panel' | 'inline';
};

const variants = {
  panel:
    'inline-flex size-9 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-ink',
  inline: '-m-1 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100',
};

/**
 * The ✕ button that closes a dialog or drawer, or dismisses a toast or an alert. Other button
 * props pass through, so a Radix `asChild` part can drive it.
 */
export function CloseButton({ label, variant = 'panel', className, ...props }: CloseButtonProps) {
  return (
    <button type="button" {...props} className={cn('cursor-pointer', variants[variant], className)}>
      <X className={variant === 'panel' ? 'size-5' : 'size-4'} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
