const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** '£295,000': whole pounds with thousands separators, for methods and reasons (no Intl: this runs thousands of times a second). */
export const formatPounds = (value: number) => `${value < 0 ? '-' : ''}£${String(Math.abs(Math.round(value))).replace(THOUSANDS, ',')}`;

/** '5.5%' with at most two decimals. */
export const formatPercent = (value: number) => `${Math.round(value * 100) / 100}%`;

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
