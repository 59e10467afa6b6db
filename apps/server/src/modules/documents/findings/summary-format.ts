/** How finding summaries write sums and dates: en-GB, whole pounds, "24 Jun 1990". */
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export const formatGbp = (amount: number) => gbp.format(amount);
export const formatIsoDate = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
