import { useRef, type KeyboardEvent } from 'react';

const fieldSelector = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';
const controlSelector = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** The element a dialog or drawer focuses first: `[data-autofocus]`, else the first field, else the first control. */
export function getInitialFocus(panel: HTMLElement): HTMLElement {
  return (
    panel.querySelector<HTMLElement>('[data-autofocus]') ??
    panel.querySelector<HTMLElement>(fieldSelector) ??
    panel.querySelector<HTMLElement>(controlSelector) ??
    panel
  );
}

/**
 * Handlers for a Radix dialog's content. Radix traps focus while it is open; these choose where it
 * starts (a field rather than the header's close button) and send it back to the control that
 * opened the surface, which Radix does only for its own Trigger, one our controlled dialogs do
 * not use. Escape closes the surface even while a toast shows: Radix makes each toast a layer of
 * its own above the dialog, which would otherwise take the Escape and leave the dialog open.
 */
export function useModalHandlers(onClose: () => void) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      event.preventDefault();
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement ? active : null;
      if (event.currentTarget instanceof HTMLElement) getInitialFocus(event.currentTarget).focus();
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    },
    onKeyDown(event: KeyboardEvent) {
      // Radix marks an Escape it has used to close the dialog itself.
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    },
  };
}
