import type { Property } from '@plotwise/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useDrawerState } from '../../../../components/ui/drawer';
import { checkFeatureAccess } from '../../../../lib/check-feature';
import { OPEN_PROPERTY_FORM_EVENT, type OpenPropertyFormEvent } from '../../events';
import { FeatureDeniedDialog, type DeniedAccess } from './feature-denied-dialog';

const PropertyFormDrawer = lazy(() => import('./property-form-drawer'));

/**
 * Listens for the open-property-form event on every signed-in screen and shows the drawer. Adding
 * a property first asks the server whether the plan has room for one more; if not, 'Feature access
 * denied' shows instead of the form. The drawer's code loads on first open.
 */
export function PropertyFormHost() {
  const { isOpen, isClosing, open, close } = useDrawerState();
  const [target, setTarget] = useState<{ property: Property | null; key: number } | null>(null);
  const [denied, setDenied] = useState<DeniedAccess | null>(null);
  const opened = useRef(0);
  const isChecking = useRef(false);

  useEffect(() => {
    async function handleOpen(event: Event) {
      const property = (event as OpenPropertyFormEvent).detail ?? null;
      if (!property) {
        if (isChecking.current) return;
        isChecking.current = true;
        const access = await checkFeatureAccess('portfolio');
        isChecking.current = false;
        if (!access.allowed) {
          setDenied(access);
          return;
        }
      }
      opened.current += 1;
      setTarget({ property, key: opened.current });
      open();
    }
    const listener = (event: Event) => void handleOpen(event);
    window.addEventListener(OPEN_PROPERTY_FORM_EVENT, listener);
    return () => window.removeEventListener(OPEN_PROPERTY_FORM_EVENT, listener);
  }, [open]);

  return (
    <>
      <FeatureDeniedDialog access={denied} onClose={() => setDenied(null)} />
      {isOpen && target ? (
        <Suspense fallback={null}>
          <PropertyFormDrawer
            key={target.key}
            property={target.property}
            isClosing={isClosing}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
