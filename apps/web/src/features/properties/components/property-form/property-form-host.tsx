import type { Property } from '@plotwise/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useDrawerState } from '../../../../components/ui/drawer';
import { OPEN_PROPERTY_FORM_EVENT, type OpenPropertyFormEvent } from '../../events';

const PropertyFormDrawer = lazy(() => import('./property-form-drawer'));

/**
 * Listens for the open-property-form event on every signed-in screen and shows the drawer. The
 * drawer's code loads on first open, so screens that never add a property do not download it.
 */
export function PropertyFormHost() {
  const { isOpen, isClosing, open, close } = useDrawerState();
  const [target, setTarget] = useState<{ property: Property | null; key: number } | null>(null);
  const opened = useRef(0);

  useEffect(() => {
    function handleOpen(event: Event) {
      opened.current += 1;
      setTarget({ property: (event as OpenPropertyFormEvent).detail ?? null, key: opened.current });
      open();
    }
    window.addEventListener(OPEN_PROPERTY_FORM_EVENT, handleOpen);
    return () => window.removeEventListener(OPEN_PROPERTY_FORM_EVENT, handleOpen);
  }, [open]);

  if (!isOpen || !target) return null;
  return (
    <Suspense fallback={null}>
      <PropertyFormDrawer
        key={target.key}
        property={target.property}
        isClosing={isClosing}
        onClose={close}
      />
    </Suspense>
  );
}
