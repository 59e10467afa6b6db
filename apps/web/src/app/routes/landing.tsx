import { useLocation, useNavigate } from 'react-router';
import { getRedirectPath } from '../../features/auth/utils/get-redirect-path';
import type { LandingVariant } from '../../features/landing/content';
import { LandingScreen } from '../landing-screen';

/** /landing and /retail inside the routed app, e.g. after a logout or a redirect from the shell. */
export function LandingRoute({ variant }: { variant: LandingVariant }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <LandingScreen
      variant={variant}
      redirectTo={getRedirectPath(location.state)}
      onEnter={(href) => void navigate(href, { replace: true })}
    />
  );
}
