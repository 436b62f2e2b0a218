/**
 * "2026-04" -> "kwiecień 2026" / "April 2026" (long) or "kwi 2026" / "Apr 2026" (short), in the interface
 * language. The month is a calendar month, never an instant: formatted in UTC so no time zone shifts it.
 */
export function monthLabel(month: string, locale: string, style: 'long' | 'short' = 'long'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  // The month's name alone (the standalone form: "kwiecień", not the genitive "kwietnia"), then the year.
  const monthName = new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(date);
  return `${monthName} ${match[1]}`;
}
