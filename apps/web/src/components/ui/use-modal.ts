import { useEffect, useRef, type RefObject } from 'react';

/**
 * What every modal surface (dialog, drawer) does while open: focus moves inside (to
 * `[data-autofocus]`, else the first field, else the first control) and returns afterwards, Tab
 * stays inside, Escape closes, the page behind is inert and does not scroll.
 */
export function useModal(panelRef: RefObject<HTMLElement | null>, onClose: () => void) {
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const initial =
      panel.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.querySelector<HTMLElement>(
        'input:not([disabled]), select:not([disabled]), textarea:not([disabled])',
      ) ??
      getFocusable(panel)[0] ??
      panel;
    initial.focus();

    const releaseBackground = makeBackgroundInert();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key === 'Tab' && panel) trapTab(event, panel);
    }
    document.addEventListener('keydown', handleKeyDown);

    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.body.style.overflow = overflow;
      releaseBackground();
      previouslyFocused?.focus();
    };
  }, [panelRef]);
}

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function getFocusable(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const focusable = getFocusable(panel);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

let openModals = 0;

/** Hides the app behind open modals from pointer, keyboard and assistive technology. */
function makeBackgroundInert(): () => void {
  const root = document.getElementById('root');
  openModals += 1;
  root?.setAttribute('inert', '');
  root?.setAttribute('aria-hidden', 'true');
  return () => {
    openModals -= 1;
    if (openModals === 0) {
      root?.removeAttribute('inert');
      root?.removeAttribute('aria-hidden');
    }
  };
}
