import type { Property } from '@plotwise/contracts';

/**
 * Opens the Add/Edit drawer from any screen (docs/product/property-form.md, "Opening the drawer"): a window CustomEvent whose detail
 * is the property to edit, or nothing to add one.
 */
export const OPEN_PROPERTY_FORM_EVENT = 'open-property-form';

export type OpenPropertyFormEvent = CustomEvent<Property | null | undefined>;

export function openPropertyForm(property?: Property) {
  window.dispatchEvent(new CustomEvent(OPEN_PROPERTY_FORM_EVENT, { detail: property ?? null }));
}
