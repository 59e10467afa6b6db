import { useState } from 'react';
import {
  canAddEntry,
  canRemoveEntry,
  type ListField,
  type PropertyFormValues,
} from '../../utils/property-form';
import { clearFieldError, type FormErrors } from '../../utils/validate-property-form';

/** The drawer's values and errors; editing a field clears its error (docs/product/property-form.md, "Validation"). */
export function usePropertyFormState(initial: PropertyFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});

  function setField<K extends keyof PropertyFormValues>(field: K, value: PropertyFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => clearFieldError(current, field));
  }

  return {
    values,
    errors,
    setErrors,
    setField,
    setEntry(field: ListField, index: number, value: string) {
      setField(
        field,
        values[field].map((item, at) => (at === index ? value : item)),
      );
    },
    addEntry(field: ListField) {
      if (canAddEntry(field, values[field])) setField(field, [...values[field], '']);
    },
    removeEntry(field: ListField, index: number) {
      if (canRemoveEntry(values[field])) {
        setField(
          field,
          values[field].filter((_, at) => at !== index),
        );
      }
    },
    reset(next: PropertyFormValues) {
      setValues(next);
      setErrors({});
    },
  };
}

export type PropertyFormState = ReturnType<typeof usePropertyFormState>;
