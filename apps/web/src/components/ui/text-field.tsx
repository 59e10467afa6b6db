import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const inputClassName = cn(
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink shadow-sm',
  'placeholder:text-slate-400 transition-colors',
  'focus:border-primary focus:outline-2 focus:outline-offset-0 focus:outline-primary/30',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
  'aria-[invalid=true]:border-red-500',
);

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Extra text after the label, outside the accessible label (e.g. '(optional)'). */
  labelSuffix?: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** A control drawn inside the right edge of the input, e.g. a show-password toggle. */
  trailing?: (inputId: string) => ReactNode;
};

export function TextField({
  label,
  labelSuffix,
  hint,
  error,
  trailing,
  className,
  ...props
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {labelSuffix ? <span className="text-xs text-slate-500">{labelSuffix}</span> : null}
      </div>
      <div className="relative">
        <input
          id={id}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          className={cn(inputClassName, trailing && 'pr-11')}
          {...props}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing(id)}</div>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
