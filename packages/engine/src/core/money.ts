/** '£295,000': whole pounds with thousands separators, for methods and reasons. */
export const formatPounds = (value: number) => `${value < 0 ? '-' : ''}£${Math.abs(Math.round(value)).toLocaleString('en-GB')}`;

/** '5.5%' with at most two decimals. */
export const formatPercent = (value: number) => `${Math.round(value * 100) / 100}%`;

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
