import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { AuthDialogMode } from '../../features/auth/components/auth-dialogs';
import { getRedirectPath } from '../../features/auth/utils/get-redirect-path';
import { LandingPage } from '../../features/landing/components/landing-page';
import type { LandingVariant } from '../../features/landing/content';

// The sign-in and sign-up dialogs (forms, card entry, validation) load on first use, keeping
// them out of the landing page's first download.
const loadAuthDialogs = () => import('../../features/auth/components/auth-dialogs');
const AuthDialogs = lazy(async () => ({ default: (await loadAuthDialogs()).AuthDialogs }));

function preloadAuthDialogs() {
  loadAuthDialogs().catch(() => {});
}

/** /landing and /retail: the marketing page with its Sign In and Create Account dialogs. */
export function LandingRoute({ variant }: { variant: LandingVariant }) {
  const [dialog, setDialog] = useState<AuthDialogMode | null>(null);
  const location = useLocation();

  useEffect(() => {
    // Fetch the dialogs once the page is idle, so opening one is instant.
    const timer = setTimeout(preloadAuthDialogs, 1_500);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      <title>
        {variant === 'home-buyer'
          ? 'Plotwise for home buyers'
          : 'Plotwise: property investment analysis'}
      </title>
      <LandingPage
        variant={variant}
        onLogin={() => setDialog('login')}
        onRegister={() => setDialog('register')}
        onAccountIntent={preloadAuthDialogs}
      />
      {dialog ? (
        <Suspense fallback={null}>
          <AuthDialogs
            mode={dialog}
            onModeChange={setDialog}
            onClose={() => setDialog(null)}
            redirectTo={getRedirectPath(location.state)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
