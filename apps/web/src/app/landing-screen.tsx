import { lazy, Suspense, useEffect, useState } from 'react';
import type { AuthDialogMode } from '../features/auth/components/auth-dialogs';
import { LandingPage } from '../features/landing/components/landing-page';
import type { LandingVariant } from '../features/landing/content';

// The sign-in and sign-up dialogs (forms, card entry, the session and its query cache) load on
// first use, keeping them out of the landing page's first download.
const loadDialogs = () => import('./landing-dialogs');
const LandingDialogs = lazy(loadDialogs);

function preloadDialogs() {
  loadDialogs().catch(() => {});
}

type LandingScreenProps = {
  variant: LandingVariant;
  /** Where sign-in leads: the page the visitor was sent away from, else '/'. */
  redirectTo: string;
  /** Goes into the app after a sign-in or a sign-up. */
  onEnter: (href: string) => void;
  /** A dialog opened: a chance to fetch the app the visitor may be about to enter. */
  onDialogOpen?: () => void;
};

/** /landing and /retail: the marketing page with its Sign In and Create Account dialogs. */
export function LandingScreen({ variant, redirectTo, onEnter, onDialogOpen }: LandingScreenProps) {
  const [dialog, setDialog] = useState<AuthDialogMode | null>(null);

  useEffect(() => {
    // Fetch the dialogs once the page is idle, so opening one is instant.
    const timer = setTimeout(preloadDialogs, 1_500);
    return () => clearTimeout(timer);
  }, []);

  function openDialog(mode: AuthDialogMode) {
    setDialog(mode);
    onDialogOpen?.();
  }

  return (
    <>
      <title>
        {variant === 'home-buyer'
          ? 'Plotwise for home buyers'
          : 'Plotwise: property investment analysis'}
      </title>
      <LandingPage
        variant={variant}
        onLogin={() => openDialog('login')}
        onRegister={() => openDialog('register')}
        onAccountIntent={preloadDialogs}
      />
      {dialog ? (
        <Suspense fallback={null}>
          <LandingDialogs
            mode={dialog}
            onModeChange={setDialog}
            onClose={() => setDialog(null)}
            redirectTo={redirectTo}
            onEnter={onEnter}
          />
        </Suspense>
      ) : null}
    </>
  );
}
