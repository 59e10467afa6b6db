import { FolderKanban, Sparkles, UserRound, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

type SettingsPanelProps = {
  /** Called on hover or focus of a link, to load that page ahead of the click. */
  onPreload?: (href: string) => void;
};

const links: Array<{ href: string; label: string; icon: LucideIcon; preload: boolean }> = [
  { href: paths.settingsAccount.getHref(), label: 'Account', icon: UserRound, preload: false },
  { href: paths.settingsProjects.getHref(), label: 'Projects', icon: FolderKanban, preload: true },
  { href: paths.settingsPrompts.getHref(), label: 'Prompts', icon: Sparkles, preload: true },
];

/** The second panel on settings pages. */
export function SettingsPanel({ onPreload }: SettingsPanelProps) {
  return (
    <aside className="sticky top-0 h-dvh w-44 shrink-0 border-r border-slate-200 bg-white sm:w-60">
      <div className="px-5 pb-3 pt-6">
        <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">Settings</p>
      </div>
      <nav aria-label="Settings" className="px-3">
        <ul className="space-y-1">
          {links.map(({ href, label, icon: Icon, preload }) => (
            <li key={href}>
              <NavLink
                to={href}
                onMouseEnter={preload ? () => onPreload?.(href) : undefined}
                onFocus={preload ? () => onPreload?.(href) : undefined}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-primary-soft text-primary'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-ink',
                  )
                }
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
