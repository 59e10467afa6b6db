const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A provider's date as an ISO date: '2019-06-14', '2019-06-14T00:00:00' or the HM Land Registry
 * linked-data API's 'Fri, 14 Jun 2019'; null for anything else.
 */
export function isoDateFrom(text: string): string | null {
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(text);
  if (iso) return iso[1]!;
  const spoken = /(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})/.exec(text);
  const month = spoken ? MONTHS.indexOf(spoken[2]!) : -1;
  return spoken && month >= 0 ? `${spoken[3]}-${String(month + 1).padStart(2, '0')}-${spoken[1]!.padStart(2, '0')}` : null;
}
