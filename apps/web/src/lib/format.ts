import { SQFT_PER_SQM } from '@plotwise/contracts';

/** Display formats: en-GB, whole pounds, UK time (docs/product/limits-and-formats.md, "Display formats"). */

export const FALLBACK_TEXT = {
  notSpecified: 'Not specified',
  notAvailable: 'N/A',
} as const;

/** The display locale; the app's other number formats are built with it too. */
export const LOCALE = 'en-GB';
const TIME_ZONE = 'Europe/London';

const gbp = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const shortDate = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

const longDate = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

// A month ('2025-09') is a calendar month, not an instant: read at UTC so no zone moves it.
const shortMonth = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function toAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/** 350000 -> '£350,000'. Missing or invalid amounts read 'Not specified'. */
export function formatGBP(value: number | string | null | undefined): string {
  const amount = toAmount(value);
  return amount === null ? FALLBACK_TEXT.notSpecified : gbp.format(amount);
}

const compactUnits = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/**
 * Short prices for narrow lists: '£350K', '£1.2M'. Written by hand because Intl's compact
 * notation differs between ICU versions ('£350K' in browsers, '£350.0k' in some Node builds).
 */
export function formatGBPCompact(value: number | string | null | undefined): string {
  const amount = toAmount(value);
  if (amount === null) return FALLBACK_TEXT.notSpecified;
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  const index = compactUnits.findIndex((unit) => absolute >= unit.size);
  const unit = compactUnits[index];
  if (!unit) return `${sign}${gbp.format(absolute)}`;
  const scaled = Math.round((absolute / unit.size) * 10) / 10;
  // 999,950 rounds to 1000K: show it in the next unit up instead.
  const larger = compactUnits[index - 1];
  if (scaled >= 1000 && larger) {
    return `${sign}£${trimZero(Math.round((absolute / larger.size) * 10) / 10)}${larger.suffix}`;
  }
  return `${sign}£${trimZero(scaled)}${unit.suffix}`;
}

function trimZero(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** A Firestore-style timestamp object, as older records may carry. */
type TimestampLike = { seconds: number } | { _seconds: number };
export type DateInput = Date | string | number | TimestampLike | null | undefined;

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'string' || typeof value === 'number') date = new Date(value);
  else if ('seconds' in value) date = new Date(value.seconds * 1000);
  else date = new Date(value._seconds * 1000);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '21 Nov 2026'; missing or invalid dates read 'N/A'. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? shortDate.format(date) : FALLBACK_TEXT.notAvailable;
}

/** '21 November 2026' (Member Since). */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  return date ? longDate.format(date) : FALLBACK_TEXT.notAvailable;
}

/** '21 Nov 2026, 10:15' in UK time; missing or invalid dates read 'N/A'. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? dateTime.format(date) : FALLBACK_TEXT.notAvailable;
}

/** '2025-09' -> the first of that month, UTC. */
export function monthToDate(value: string): Date {
  const [year, month] = value.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, 1));
}

/** '2025-09' -> 'Sep 2025'. */
export function formatMonth(value: string): string {
  return shortMonth.format(monthToDate(value));
}

const squareMetres = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const squareFeet = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** 72.5 -> '72.5 m² (780 ft²)': square metres to a tenth, square feet worked out and whole. */
export function formatFloorArea(sqm: number): string {
  return `${squareMetres.format(sqm)} m² (${squareFeet.format(sqm * SQFT_PER_SQM)} ft²)`;
}

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** '0 B', '512 KB', '2.4 MB', '12 MB', '20 GB': a tenth below 10, whole above; null sizes (links) read 'Not specified'. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return FALLBACK_TEXT.notSpecified;
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  const [amount, unit] = bytes < GB ? [bytes / MB, 'MB'] : [bytes / GB, 'GB'];
  return `${amount < 10 ? amount.toFixed(1) : Math.round(amount)} ${unit}`;
}
