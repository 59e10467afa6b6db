const LONDON_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in the UK as 'YYYY-MM-DD': the day the engine's tables and tax years are read for by default. */
export const ukToday = (now: Date = new Date()) => LONDON_DATE.format(now);
