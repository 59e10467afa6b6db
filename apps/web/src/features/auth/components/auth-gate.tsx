import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuth } from './auth-context';

/** The blank screen shows this long before 'Authenticating...' appears. */
export const AUTHENTICATING_DELAY_MS = 300;

/**
 * Guards the signed-in app: blank while the first auth check runs, then an Authenticating...
 * spinner, then the app or a redirect to /landing that remembers where the user was going.
 */
export function AuthGate() {
  const { status, signOutReason } = useAuth();
  const location = useLocation();

  if (status === 'unknown') return <AuthChecking />;
  if (status === 'signed-out') {
    const state = signOutReason === 'logout' ? undefined : { from: location };
    return <Navigate to={paths.landing.getHref()} replace state={state} />;
  }
  return <Outlet />;
}

function AuthChecking() {
  const [showSpinner, setShowSpinner] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShowSpinner(true), AUTHENTICATING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="flex min-h-dvh items-center justify-center bg-canvas" aria-busy="true">
      {showSpinner ? (
        <div role="status" className="flex flex-col items-center gap-3 text-primary">
          <Spinner size="lg" />
          <p className="text-sm font-medium text-ink">Authenticating...</p>
        </div>
      ) : null}
    </div>
  );
}
