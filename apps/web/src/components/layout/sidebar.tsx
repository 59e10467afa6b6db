import { Calculator, House, LogOut, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { Logo } from '../ui/logo';
import { Spinner } from '../ui/spinner';

type SidebarProps = {
  email: string;
  initials: string;
  /** Hidden on /, /portfolio and /dashboard, which already are the portfolio. */
  showHome: boolean;
  isLoggingOut: boolean;
  onLogout: () => void;
};

const itemClass =
  'flex w-16 cursor-pointer flex-col items-center gap-1 rounded-xl px-1 py-2 text-[11px] font-semibold leading-tight transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

function railItemClass(isActive = false) {
  return cn(
    itemClass,
    isActive
      ? 'bg-sidebar-active text-sidebar-active-text'
      : 'bg-sidebar-item text-sidebar-text hover:bg-sidebar-hover',
  );
}

/** The narrow app rail (docs/product/routes-and-screens.md#the-signed-in-shell). */
export function Sidebar({ email, initials, showHome, isLoggingOut, onLogout }: SidebarProps) {
  // Every settings page lights Settings, not only Account.
  const isSettings = useLocation().pathname.startsWith(paths.settings.path);
  return (
    <nav
      aria-label="Main"
      className="sticky top-0 flex h-dvh w-20 shrink-0 flex-col items-center gap-2 bg-sidebar px-2 py-4 text-sidebar-text"
    >
      <Link
        to={paths.home.getHref()}
        className="mb-4 rounded-xl p-1 focus-visible:outline-2 focus-visible:outline-white"
      >
        <Logo tone="onDark" />
      </Link>

      {showHome ? (
        <RailLink
          to={paths.portfolio.getHref()}
          icon={<House className="size-5" aria-hidden="true" />}
          label="Home"
        />
      ) : null}
      <RailLink
        to={paths.tools.getHref()}
        icon={<Calculator className="size-5" aria-hidden="true" />}
        label="Tools"
      />
      <Link
        to={paths.settingsAccount.getHref()}
        aria-current={isSettings ? 'page' : undefined}
        className={railItemClass(isSettings)}
      >
        <Settings className="size-5" aria-hidden="true" />
        Settings
      </Link>

      <div className="mt-auto flex flex-col items-center gap-3">
        <div
          role="img"
          aria-label={email}
          title={email}
          className="flex size-10 select-none items-center justify-center rounded-full bg-white text-sm font-bold text-sidebar ring-2 ring-white/40"
        >
          <span aria-hidden="true">{initials}</span>
        </div>
        <button
          type="button"
          onClick={onLogout}
          disabled={isLoggingOut}
          className={cn(railItemClass(), 'disabled:cursor-wait')}
        >
          {isLoggingOut ? (
            <Spinner size="sm" className="my-0.5" />
          ) : (
            <LogOut className="size-5" aria-hidden="true" />
          )}
          {isLoggingOut ? 'Logging out...' : 'Logout'}
        </button>
      </div>
    </nav>
  );
}

function RailLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <NavLink to={to} end className={({ isActive }) => railItemClass(isActive)}>
      {icon}
      {label}
    </NavLink>
  );
}
