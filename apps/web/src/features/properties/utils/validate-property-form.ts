import {
  PROPERTY_MESSAGES,
  propertyInputSchema,
  type PropertyFormPayload,
} from '@plotwise/contracts';
import type { ListField, PropertyFormValues } from './property-form';

/** Field errors keyed by field name; list entries as 'image_urls.2'. */
export type FormErrors = Record<string, string>;

/**
 * Checks the payload with the contracts' schema, the one the server uses, so both give the same
 * messages (docs/product/property-form.md, "Validation"). The street line is checked on its own: the joined
 * 'address, city, postcode' line is never blank once a city is typed.
 */
export function validatePropertyForm(
  values: PropertyFormValues,
  payload: PropertyFormPayload,
): FormErrors {
  const errors: FormErrors = {};
  const result = propertyInputSchema.safeParse(payload);
  if (!result.success) {
    for (const issue of result.error.issues) {
      errors[toFieldKey(issue.path, values)] ??= issue.message;
    }
  }
  if (values.address.trim() === '') errors.address = PROPERTY_MESSAGES.addressRequired;
  return errors;
}

const listFields: readonly string[] = [
  'features',
  'tags',
  'image_urls',
  'document_urls',
] satisfies ListField[];

/**
 * 'image_urls.1' of the payload (blanks dropped) is the second non-blank slot of the form. Server
 * errors use the same keys, so both go through here.
 */
function toFieldKey(path: readonly PropertyKey[], values: PropertyFormValues): string {
  const [field, index] = path;
  if (typeof index !== 'number' || !listFields.includes(String(field))) return String(field ?? '');
  const slots = values[field as ListField].flatMap((item, slot) => (item.trim() ? [slot] : []));
  return `${String(field)}.${slots[index] ?? index}`;
}

/** Server field errors ({ field, message }) in the same shape. */
export function toFormErrors(
  fieldErrors: { field: string; message: string }[],
  values: PropertyFormValues,
): FormErrors {
  return Object.fromEntries(
    fieldErrors.map(({ field, message }) => {
      const [name = '', index] = field.split('.');
      const path = index === undefined ? [name] : [name, Number(index)];
      return [toFieldKey(path, values), message];
    }),
  );
}

const filesTabFields: readonly string[] = ['image_urls', 'document_urls'] satisfies ListField[];

/** Which drawer tab shows a field, so a failed submit can open it. */
export function getTabOfField(key: string): 'details' | 'files' {
  return filesTabFields.includes(key.split('.')[0] ?? '') ? 'files' : 'details';
}

/** Typing in a field clears its error, and its list entries' errors (docs/product/property-form.md, "Validation"). */
export function clearFieldError(errors: FormErrors, field: keyof PropertyFormValues): FormErrors {
  const remaining = Object.entries(errors).filter(
    ([key]) => key !== field && !key.startsWith(`${field}.`),
  );
  return remaining.length === Object.keys(errors).length ? errors : Object.fromEntries(remaining);
}
