import type { LandingVariant } from '../features/landing/content';

const variants: Record<string, LandingVariant> = {
  '/landing': 'investor',
  '/retail': 'home-buyer',
};

/** The landing page a path shows (/landing, /retail, with or without a trailing slash), or null. */
export function getLandingVariant(pathname: string): LandingVariant | null {
  return variants[pathname.replace(/\/+$/, '')] ?? null;
}
