import type { ComponentType } from 'react';

/** Lazily loaded route modules; each default-exports its screen. */
export const routeModules = {
  shell: () => import('./routes/app/shell'),
  portfolio: () => import('./routes/app/portfolio'),
  property: () => import('./routes/app/property'),
  settingsAccount: () => import('./routes/app/settings/account'),
  settingsProjects: () => import('./routes/app/settings/projects'),
  settingsPrompts: () => import('./routes/app/settings/prompts'),
  tools: () => import('./routes/app/tools'),
  notFound: () => import('./routes/app/not-found'),
  resetPassword: () => import('./routes/reset-password'),
  verifyEmail: () => import('./routes/verify-email'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

/** A route `lazy` function for a module. */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

const preloadByHref: Record<string, () => Promise<unknown>> = {
  '/settings/account': routeModules.settingsAccount,
  '/settings/projects': routeModules.settingsProjects,
  '/settings/prompts': routeModules.settingsPrompts,
  '/portfolio': routeModules.portfolio,
};

/** Starts loading a page's code ahead of navigation (hover on a link); failures are silent. */
export function preloadRoute(href: string): void {
  preloadByHref[href]?.().catch(() => {});
}
