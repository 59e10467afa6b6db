/**
 * Where to go after login: the page the visitor was sent away from (router state `from`),
 * otherwise '/'. Only in-app paths count, never the landing pages themselves.
 */
export function getRedirectPath(state: unknown, fallback = '/'): string {
  const from = isRecord(state) ? state.from : undefined;
  if (!isRecord(from) || typeof from.pathname !== 'string') return fallback;
  const { pathname } = from;
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return fallback;
  if (pathname === '/landing' || pathname === '/retail') return fallback;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
