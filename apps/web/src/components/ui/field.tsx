import { useId, type ReactNode } from 'react';

/** What a field's control needs to be labelled and described. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

export type FieldProps = {
  label: string;
  /** Extra text after the label, outside the accessible label (e.g. '(optional)'). */
  labelSuffix?: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  /** Draws the control with the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled form control with an optional hint and error, as every form in the app shows them. */
export function Field({ label, labelSuffix, hint, error, className, children }: FieldProps) {
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
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
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
