import { useState } from 'react';
import { matchPath, Outlet, useLocation, useNavigate } from 'react-router';
import { SettingsPanel } from '../../../components/layout/settings-panel';
import { Sidebar } from '../../../components/layout/sidebar';
import { homePaths, paths } from '../../../config/paths';
import { useAuth } from '../../../features/auth/components/auth-context';
import { VerifyEmailBanner } from '../../../features/auth/components/verify-email-banner';
import { getInitials } from '../../../features/auth/utils/get-initials';
import { PropertyFormHost } from '../../../features/properties/components/property-form/property-form-host';
import { PropertySideList } from '../../../features/properties/components/side-list/property-side-list';
import { useServerTheme } from '../../hooks/use-server-theme';
import { useSettingsPreload } from '../../hooks/use-settings-preload';
import { PersistedQueries } from '../../persisted-queries';

/**
 * The signed-in layout: rail, the settings panel on settings pages or the property list on
 * property pages, the current screen, and the property drawer that any screen can open.
 */
export default function AppShell() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const pathname = useLocation().pathname.replace(/\/+$/, '') || '/';
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const userId = user?.id ?? null;
  const preloadSettings = useSettingsPreload(userId);
  useServerTheme(userId);

  async function handleLogout() {
    setIsLoggingOut(true);
    try {
      await logout();
    } finally {
      // To /landing even when the sign-out call failed (docs/product/accounts-and-sessions.md#logout).
      navigate(paths.landing.getHref(), { replace: true });
    }
  }

  if (!user) return null;

  return (
    <PersistedQueries userId={user.id}>
      <div className="flex min-h-dvh bg-canvas">
        <Sidebar
          email={user.email}
          initials={getInitials(user.name, user.email)}
          showHome={!homePaths.includes(pathname)}
          isLoggingOut={isLoggingOut}
          onLogout={handleLogout}
        />
        {pathname.startsWith(paths.settings.path) ? (
          <SettingsPanel onPreload={preloadSettings} />
        ) : null}
        {matchPath({ path: paths.property.path, end: false }, pathname) ? (
          <PropertySideList />
        ) : null}
        <main className="min-w-0 flex-1">
          <VerifyEmailBanner />
          <Outlet />
        </main>
        <PropertyFormHost />
      </div>
    </PersistedQueries>
  );
}
