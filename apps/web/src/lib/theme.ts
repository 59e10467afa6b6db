import { readString, storageKeys, writeString } from './storage';

/** The two colour schemes (docs/product/profile-and-settings.md, "Theme"); tokens live in index.css. */
export const themes = ['modern', 'earthy'] as const;
export type Theme = (typeof themes)[number];
export const DEFAULT_THEME: Theme = 'modern';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value);
}

export function getStoredTheme(): Theme {
  const stored = readString(storageKeys.theme);
  return isTheme(stored) ? stored : DEFAULT_THEME;
}

export function applyTheme(theme: Theme, { remember = true }: { remember?: boolean } = {}): void {
  document.documentElement.setAttribute('data-theme', theme);
  if (remember) writeString(storageKeys.theme, theme);
}
