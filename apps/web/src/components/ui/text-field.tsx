import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Field, type FieldProps } from './field';

export const inputClassName = cn(
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink shadow-sm',
  'placeholder:text-slate-400 transition-colors',
  'focus:border-primary focus:outline-2 focus:outline-offset-0 focus:outline-primary/30',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
  'aria-[invalid=true]:border-red-500',
);

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> &
  Omit<FieldProps, 'children'> & {
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
  return (
    <Field label={label} labelSuffix={labelSuffix} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <input {...control} className={cn(inputClassName, trailing && 'pr-11')} {...props} />
          {trailing ? (
            <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">
              {trailing(control.id)}
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
