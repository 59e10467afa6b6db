import { screen, within } from '@testing-library/react';

/** Radix's toast list: a region named 'Notifications (F8)' (docs/decisions/0055-accessible-primitives.md). */
export const toastRegion = () => screen.getByRole('region', { name: /^Notifications/ });

/** The toast showing `message`; its `data-kind` is success, error, warning or info. */
export async function findToast(message: string | RegExp): Promise<HTMLElement> {
  const text = await within(toastRegion()).findByText(message);
  const toast = text.closest<HTMLElement>('li');
  if (!toast) throw new Error(`"${String(message)}" is not inside a toast`);
  return toast;
}
