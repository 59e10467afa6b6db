import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SettingsPanel } from '../../../components/layout/settings-panel';
import { Sidebar } from '../../../components/layout/sidebar';
import { homePaths, paths } from '../../../config/paths';
import { useAuth } from '../../../features/auth/components/auth-context';
import { getInitials } from '../../../features/auth/utils/get-initials';
import { preloadRoute } from '../../route-modules';

/** The signed-in layout: rail, the settings panel on settings pages, and the current screen. */
export default function AppShell() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const pathname = useLocation().pathname.replace(/\/+$/, '') || '/';
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  async function handleLogout() {
    setIsLoggingOut(true);
    try {
      await logout();
    } finally {
      // To /landing even when the sign-out call failed (product spec §2).
      navigate(paths.landing.getHref(), { replace: true });
    }
  }

  if (!user) return null;

  return (
    <div className="flex min-h-dvh bg-canvas">
      <Sidebar
        email={user.email}
        initials={getInitials(user.name, user.email)}
        showHome={!homePaths.includes(pathname)}
        isLoggingOut={isLoggingOut}
        onLogout={handleLogout}
      />
      {pathname.startsWith(paths.settings.path) ? <SettingsPanel onPreload={preloadRoute} /> : null}
      <main className="min-w-0 flex-1">
        <Outlet />
      </main>
    </div>
  );
}
