import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Field, type FieldProps } from './field';
import { inputClassName } from './text-field';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id' | 'children'> &
  Omit<FieldProps, 'children'>;

/** A labelled multi-line field, styled as TextField. */
export function TextAreaField({
  label,
  labelSuffix,
  hint,
  error,
  className,
  ...props
}: TextAreaFieldProps) {
  return (
    <Field label={label} labelSuffix={labelSuffix} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea {...control} className={cn(inputClassName, 'h-auto py-2')} {...props} />
      )}
    </Field>
  );
}
