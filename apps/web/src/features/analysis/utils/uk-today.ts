const ukDate = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Europe/London',
});

/** Today's date in the UK as 'YYYY-MM-DD': the date the tax tables are picked for by default. */
export function ukToday(now: Date = new Date()): string {
  return ukDate.format(now);
}
