/**
 * Coupon-date arithmetic and day-count fractions on calendar dates ("YYYY-MM-DD").
 *
 * Dates are calendar dates, never instants: everything is integer arithmetic on year/month/day (no `Date`,
 * no time zone), so the browser and the server agree to the day. The year fraction of a period is returned
 * as an exact fraction (numerator / denominator) so that interest = principal × rate × fraction is computed
 * on integers and rounded once.
 */
import {
  compareIsoDates,
  daysInMonth,
  formatIsoDate,
  isLeapYear,
  parseIsoDate,
  type CalendarDate,
} from '../formats/date';
import { PaymentScheduleInputError } from './money';

/** The day-count conventions a product may state; ACT/365F is the default. */
export const DAY_COUNT_CONVENTIONS = ['ACT/365F', '30E/360', 'ACT/ACT'] as const;
export type DayCountConvention = (typeof DAY_COUNT_CONVENTIONS)[number];
export const DEFAULT_DAY_COUNT: DayCountConvention = 'ACT/365F';

/**
 * The ISDA 2006 Definitions section each identifier follows (documentation only: the investor's "how we
 * calculate" text comes from the SPA's locales, keyed by the identifier). ACT/ACT is the ISDA variant, not ICMA: ICMA needs regular notional coupon periods and a frequency,
 * which a short first period and an At Maturity product do not have; ISDA depends only on the two dates.
 */
export const DAY_COUNT_DEFINITIONS: Readonly<Record<DayCountConvention, string>> = {
  'ACT/365F': 'ISDA 2006 §4.16(d) Actual/365 (Fixed): actual days / 365',
  '30E/360': 'ISDA 2006 §4.16(g) 30E/360 (Eurobond Basis): day 31 counts as 30 at both ends; / 360',
  'ACT/ACT': 'ISDA 2006 §4.16(b) Actual/Actual (ISDA): days in a leap year / 366 + days in other years / 365',
};

/** Parses a strict real "YYYY-MM-DD" or throws an input error naming the field. */
export function requireDate(value: string, field: string): CalendarDate {
  const parsed = parseIsoDate(value);
  if (!parsed) throw new PaymentScheduleInputError('INVALID_DATE', `${field} is not a real YYYY-MM-DD date: ${value}`);
  return parsed;
}

/**
 * `date` plus `months` calendar months; a day the target month lacks becomes its last day
 * (31 Jan + 3 months = 30 Apr, 31 Jan + 1 month = 28/29 Feb).
 *
 * Always add to the ORIGINAL date (start + k·step), never step from the previous coupon: stepping would
 * carry the clamp forward (31 Jan → 30 Apr → 30 Jul), while start + 6 months correctly gives 31 Jul.
 */
export function addMonthsClamped(date: CalendarDate, months: number): CalendarDate {
  const zeroBased = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(zeroBased / 12);
  const month = zeroBased - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/**
 * Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). Pure integer
 * arithmetic, so no time-zone or DST shift can change a day count.
 */
export function dayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthFromMarch = (month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Actual calendar days from `start` (inclusive) to `end` (exclusive): accrual counts the first day, not the last. */
export function actualDays(start: CalendarDate, end: CalendarDate): number {
  return dayNumber(end) - dayNumber(start);
}

/**
 * 30E/360 (Eurobond basis, ISDA 2006 §4.16(g)): 360·ΔY + 30·ΔM + (D2 − D1) with D = 31 read as 30 at both
 * ends; the end of February is NOT moved to 30 (that is the separate "30E/360 (ISDA)" §4.16(h)).
 * It equals f(end) − f(start) with f(d) = 360·Y + 30·M + min(D, 30), so periods add up to the whole span.
 */
export function days30E360(start: CalendarDate, end: CalendarDate): number {
  const serial = (d: CalendarDate) => 360 * d.year + 30 * d.month + Math.min(d.day, 30);
  return serial(end) - serial(start);
}

/** An exact year fraction: numerator / denominator. */
export interface YearFraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/**
 * The year fraction of [start, end) under a convention, as an exact fraction.
 * ACT/ACT (ISDA): the days of each calendar year are weighed by that year's length, i.e.
 * daysInLeapYears / 366 + daysInOtherYears / 365 = (leap·365 + other·366) / (365·366).
 */
export function yearFraction(convention: DayCountConvention, start: CalendarDate, end: CalendarDate): YearFraction {
  switch (convention) {
    case 'ACT/365F':
      return { numerator: BigInt(actualDays(start, end)), denominator: 365n };
    case '30E/360':
      return { numerator: BigInt(days30E360(start, end)), denominator: 360n };
    case 'ACT/ACT': {
      let leapDays = 0;
      let otherDays = 0;
      for (let year = start.year; year <= end.year; year += 1) {
        const from = year === start.year ? start : { year, month: 1, day: 1 };
        const to = year === end.year ? end : { year: year + 1, month: 1, day: 1 };
        const days = actualDays(from, to);
        if (isLeapYear(year)) leapDays += days;
        else otherDays += days;
      }
      return { numerator: BigInt(leapDays) * 365n + BigInt(otherDays) * 366n, denominator: 365n * 366n };
    }
  }
}

/** The convention's own day count of a period (30E/360 days for 30E/360, actual days otherwise). */
export function conventionDays(convention: DayCountConvention, start: CalendarDate, end: CalendarDate): number {
  return convention === '30E/360' ? days30E360(start, end) : actualDays(start, end);
}

/** The later of two dates (accrual starts at the later of the product's start and the payment date). */
export function laterDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return compareIsoDates(formatIsoDate(a), formatIsoDate(b)) >= 0 ? a : b;
}
