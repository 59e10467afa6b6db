/**
 * Build-time settings. The server serves the built app from the same origin, so API calls
 * use relative URLs unless VITE_API_URL points somewhere else (e.g. a separate API host).
 */
export const env = {
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined) ?? '',
  productName: 'Plotwise',
} as const;
