/**
 * Calendar-date helpers for ISO 8601 dates ("YYYY-MM-DD", the JSON Schema `date` format).
 *
 * Rule: a form date is a CALENDAR date, not an instant. We never go through `new Date("YYYY-MM-DD")` with
 * local time (that shifts by the time zone); arithmetic is done in UTC on the date parts only, so the result
 * is the same in the browser (any zone) and on the server.
 *
 * "Today" is the calendar date in the platform's business time zone (Europe/Warsaw by default), so the
 * SPA and the server agree on what "today + 7 days" means even around midnight UTC.
 */

export interface CalendarDate {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
}

export const DEFAULT_TIME_ZONE = 'Europe/Warsaw';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Gregorian leap year: divisible by 4, except centuries, except every 400 years. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in a month of a year (month 1..12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when year/month/day name a real day of the Gregorian calendar (no 31 April, no 29 Feb 2023). */
export function isRealCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Parses a strict "YYYY-MM-DD" string; returns null unless it names a real calendar date. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return isRealCalendarDate(year, month, day) ? { year, month, day } : null;
}

/** True for a strict, real "YYYY-MM-DD" date. */
export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** Formats date parts as "YYYY-MM-DD". */
export function formatIsoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Adds (or with a negative n subtracts) whole days to an ISO date; throws on an invalid date. */
export function addDays(isoDate: string, days: number): string {
  const parsed = parseIsoDate(isoDate);
  if (!parsed) throw new RangeError(`Not a valid ISO date: ${isoDate}`);
  const utc = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day));
  // Date.UTC maps years 0..99 to 1900..1999; setUTCFullYear keeps the real year.
  utc.setUTCFullYear(parsed.year, parsed.month - 1, parsed.day + days);
  return formatIsoDate({ year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() });
}

/**
 * Compares two ISO dates: negative when a < b, 0 when equal, positive when a > b.
 * Strict "YYYY-MM-DD" strings order lexicographically exactly like the calendar.
 */
export function compareIsoDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * One formatter per time zone, made on first use: building an Intl.DateTimeFormat costs far more than formatting
 * with it, and the server asks for today's date on many requests.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date of `now` in `timeZone` (default Europe/Warsaw), as "YYYY-MM-DD". */
export function todayIso(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = dayFormatter(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Converts "DD.MM.YYYY" (the Polish display format) to "YYYY-MM-DD"; null when not a real date. */
export function plDateToIso(value: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/** Converts "YYYY-MM-DD" to the display format "DD.MM.YYYY"; null when not a real date. */
export function isoDateToPl(value: string): string | null {
  const parsed = parseIsoDate(value);
  if (!parsed) return null;
  const iso = formatIsoDate(parsed);
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}
