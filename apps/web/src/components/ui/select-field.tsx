import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Field, type FieldProps } from './field';
import { inputClassName } from './text-field';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> &
  Omit<FieldProps, 'children'> & { options: readonly SelectOption[] };

export function SelectField({
  label,
  labelSuffix,
  hint,
  error,
  className,
  options,
  ...props
}: SelectFieldProps) {
  return (
    <Field label={label} labelSuffix={labelSuffix} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} className={cn(inputClassName, 'cursor-pointer pr-8')} {...props}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
