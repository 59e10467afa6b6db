import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { inputClassName } from '../../../../components/ui/text-field';
import {
  canAddEntry,
  canRemoveEntry,
  type ListField,
  type PropertyFormValues,
} from '../../utils/property-form';
import type { FormErrors } from '../../utils/validate-property-form';
import type { PropertyFormState } from './use-property-form-state';

type TextListFieldProps = {
  form: PropertyFormState;
  field: ListField;
  legend: string;
  /** Names one entry for assistive technology: 'Feature 2'. */
  itemLabel: string;
  addLabel: string;
  type?: 'text' | 'url';
  placeholder?: string;
};

function errorOf(errors: FormErrors, field: keyof PropertyFormValues, index?: number) {
  return errors[index === undefined ? field : `${field}.${index}`];
}

/** A list of text entries: add until the list's limit, remove while more than one remains. */
export function TextListField({
  form,
  field,
  legend,
  itemLabel,
  addLabel,
  type = 'text',
  placeholder,
}: TextListFieldProps) {
  const baseId = useId();
  const items = form.values[field];
  const listError = errorOf(form.errors, field);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <ul className="space-y-2">
        {items.map((item, index) => {
          const error = errorOf(form.errors, field, index);
          const name = `${itemLabel} ${index + 1}`;
          const errorId = `${baseId}-${index}-error`;
          return (
            <li key={index}>
              <div className="flex items-center gap-2">
                <input
                  type={type}
                  value={item}
                  aria-label={name}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  placeholder={placeholder}
                  onChange={(event) => form.setEntry(field, index, event.target.value)}
                  className={inputClassName}
                />
                {canRemoveEntry(items) ? (
                  <button
                    type="button"
                    onClick={() => form.removeEntry(field, index)}
                    className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-red-50 hover:text-red-700"
                  >
                    <X className="size-4" aria-hidden="true" />
                    <span className="sr-only">Remove {name}</span>
                  </button>
                ) : null}
              </div>
              {error ? (
                <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {listError ? <p className="mt-1 text-xs font-medium text-red-700">{listError}</p> : null}
      {canAddEntry(field, items) ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2"
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={() => form.addEntry(field)}
        >
          {addLabel}
        </Button>
      ) : null}
    </fieldset>
  );
}
