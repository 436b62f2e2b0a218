/**
 * THE payment-schedule engine: one pure module used by the server (investor panel, `previewPaymentSchedule`,
 * summaries) and the SPA (the investment form's live preview). There is no second implementation; a change of
 * convention is made here and both sides follow. No Node-only or DOM-only API, no float for money.
 *
 * The product owner's conventions, shown to the investor under the schedule:
 * - Coupon dates run from the product's start date every 1, 3, 6 or 12 months, or once at maturity; the last
 *   coupon is the maturity date (start + term). A day missing from a month becomes that month's last day
 *   (31 Jan start → 30 Apr, 31 Jul, 31 Oct, 31 Jan). Each coupon is start + k·step, not previous + step.
 *   If the term is not a multiple of the step, the last period is shorter (it still ends at maturity).
 * - Dates are not moved to business days (unadjusted): the schedule shows the contractual dates.
 * - Interest accrues from the later of the start date and the investment's payment date, so the first period
 *   may be short; coupons on or before that day are not part of the investor's schedule.
 * - Interest of a period = principal × annual rate × year fraction (ACT/365F default, 30E/360, ACT/ACT ISDA;
 *   see day-count.ts), rounded half up to the grosz once per period.
 * - Variable rate: the reference rate fixed at the start of each coupon period + the margin. A period whose
 *   fixing is not known yet uses the last known one and is marked estimated.
 * - Tax: 19 % of each period's (already rounded) gross interest, rounded half up to the grosz, withheld only
 *   for natural persons resident in Poland; net = gross − tax. Principal is repaid with the last coupon.
 */
import { compareIsoDates, formatIsoDate, type CalendarDate } from '../formats/date';
import {
  addMonthsClamped,
  actualDays,
  conventionDays,
  DEFAULT_DAY_COUNT,
  laterDate,
  requireDate,
  yearFraction,
  type DayCountConvention,
} from './day-count';
import {
  addRates,
  divideRoundHalfUp,
  formatMinorUnits,
  formatRate,
  parseRate,
  PaymentScheduleInputError,
  toMinorUnits,
  type DecimalInput,
  type Rate,
} from './money';

export { DAY_COUNT_CONVENTIONS, DAY_COUNT_DEFINITIONS, DEFAULT_DAY_COUNT, type DayCountConvention } from './day-count';
export {
  formatMinorUnits,
  PaymentScheduleInputError,
  toMinorUnits,
  type DecimalInput,
  type PaymentScheduleInputErrorCode,
} from './money';

/** The contract's enums (openapi/components/schemas.yaml InterestType, PaymentFrequency, Currency, InvestorType). */
export const INTEREST_TYPES = ['Fixed', 'Variable'] as const;
export type InterestType = (typeof INTEREST_TYPES)[number];
export const PAYMENT_FREQUENCIES = ['Monthly', 'Quarterly', 'Semi-annually', 'Annually', 'At Maturity'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];
export type ScheduleCurrency = 'PLN' | 'EUR' | 'USD';
export type ScheduleInvestorType = 'natural-person' | 'legal-person';

/** Months between coupons; null = one coupon at maturity. */
export const MONTHS_PER_PERIOD: Readonly<Record<PaymentFrequency, number | null>> = {
  Monthly: 1,
  Quarterly: 3,
  'Semi-annually': 6,
  Annually: 12,
  'At Maturity': null,
};

/** Polish withholding tax on interest (art. 30a PIT), in percent. */
export const PL_INTEREST_TAX_RATE_PERCENT = '19';

/** One published value of the reference rate (e.g. WIBOR 3M), in percent, applying from `date`. */
export interface ReferenceRateFixing {
  /** The day the rate applies from: the coupon period's start or the market fixing day shortly before it. */
  readonly date: string;
  readonly ratePercent: DecimalInput;
}

export interface FixedInterest {
  readonly type: 'Fixed';
  /** Annual rate in percent ("9" = 9 %). */
  readonly ratePercent: DecimalInput;
}

export interface VariableInterest {
  readonly type: 'Variable';
  /** Added to the reference rate, in percent. */
  readonly marginPercent: DecimalInput;
  /** The known fixings, any order; at least one. */
  readonly fixings: readonly ReferenceRateFixing[];
}

export interface ProductTerms {
  readonly startDate: string;
  readonly termMonths: number;
  readonly interest: FixedInterest | VariableInterest;
  readonly paymentFrequency: PaymentFrequency;
  /** Defaults to ACT/365F. */
  readonly dayCount?: DayCountConvention;
}

export interface ScheduleInvestment {
  /** The principal in major units with at most 2 decimals ("10000.00" or the contract number 10000). */
  readonly amount: DecimalInput;
  readonly currency: ScheduleCurrency;
  /** The day the investor paid (the contract's InvestorProduct.paymentDate); for a preview, the expected day. */
  readonly paymentDate: string;
}

export interface ScheduleInvestor {
  readonly investorType: ScheduleInvestorType;
  /** Tax residence in Poland (from KYC). Only a resident natural person has the 19 % withheld. */
  readonly taxResidentInPoland: boolean;
}

export interface PaymentScheduleInput {
  readonly product: ProductTerms;
  readonly investment: ScheduleInvestment;
  readonly investor: ScheduleInvestor;
}

/** Why tax is not withheld, for the note under the schedule; null when it is withheld. */
export type TaxNote = 'legal-person' | 'non-resident' | null;

/** The identifiers the SPA turns into the "how we calculate" text (from its locales). */
export interface ScheduleConventions {
  readonly dayCount: DayCountConvention;
  readonly interestType: InterestType;
  readonly paymentFrequency: PaymentFrequency;
  readonly businessDayAdjustment: 'unadjusted';
  readonly endOfMonth: 'last-day-of-month';
  readonly accrualStart: 'later-of-start-and-payment';
  readonly rounding: 'half-up-to-minor-unit-per-period';
  readonly taxWithheld: boolean;
  /** "19" when withheld, "0" otherwise. */
  readonly taxRatePercent: string;
  readonly taxNote: TaxNote;
  /** Variable only: the margin in percent; null for Fixed. */
  readonly marginPercent: string | null;
}

export interface PaymentScheduleRow {
  /** 1-based position in the investor's schedule. */
  readonly number: number;
  /** The first day of accrual (inclusive). */
  readonly periodStart: string;
  /** The period's end (exclusive) and the payment day: the coupon date. */
  readonly dueDate: string;
  /** Actual calendar days of the period. */
  readonly days: number;
  /** Days under the convention (30E/360 days for 30E/360; equal to `days` otherwise). */
  readonly dayCountDays: number;
  /** Annual rate used, in percent (reference + margin for Variable). */
  readonly ratePercent: string;
  /** Variable only: the reference rate used and the date of its fixing; null for Fixed. */
  readonly referenceRatePercent: string | null;
  readonly fixingDate: string | null;
  /** True when the period's reference rate is not known yet (the last known one was used). */
  readonly estimated: boolean;
  readonly grossInterest: string;
  readonly tax: string;
  readonly netInterest: string;
  /** The principal repaid: the whole amount in the last row, "0.00" before. */
  readonly principal: string;
  /** What the investor receives: net interest + principal. */
  readonly total: string;
}

export interface PaymentScheduleTotals {
  readonly grossInterest: string;
  readonly tax: string;
  readonly netInterest: string;
  readonly principal: string;
  readonly total: string;
}

export interface PaymentSchedule {
  readonly currency: ScheduleCurrency;
  /** start + term months (end-of-month clamped): the last due date. */
  readonly maturityDate: string;
  /** The later of the start date and the payment date. */
  readonly accrualStart: string;
  readonly conventions: ScheduleConventions;
  /** True when at least one row is estimated (Variable with unknown future fixings). */
  readonly estimated: boolean;
  readonly rows: readonly PaymentScheduleRow[];
  readonly totals: PaymentScheduleTotals;
}

/** The coupon dates of a product from its start: start + k·step (clamped), the last one = maturity. */
export function couponDates(startDate: string, termMonths: number, frequency: PaymentFrequency): string[] {
  const start = requireDate(startDate, 'startDate');
  requireTerm(termMonths);
  const step = MONTHS_PER_PERIOD[frequency];
  const dates: string[] = [];
  if (step !== null) {
    for (let months = step; months < termMonths; months += step) {
      dates.push(formatIsoDate(addMonthsClamped(start, months)));
    }
  }
  dates.push(formatIsoDate(addMonthsClamped(start, termMonths)));
  return dates;
}

/** start + term months, end-of-month clamped. */
export function maturityDate(startDate: string, termMonths: number): string {
  requireTerm(termMonths);
  return formatIsoDate(addMonthsClamped(requireDate(startDate, 'startDate'), termMonths));
}

function requireTerm(termMonths: number): void {
  if (!Number.isInteger(termMonths) || termMonths < 1 || termMonths > 1200) {
    throw new PaymentScheduleInputError('INVALID_TERM', `termMonths must be an integer 1..1200: ${termMonths}`);
  }
}

/** Whether the investor has tax withheld, and why not. */
export function taxTreatment(investor: ScheduleInvestor): { withheld: boolean; note: TaxNote } {
  if (investor.investorType === 'legal-person') return { withheld: false, note: 'legal-person' };
  if (!investor.taxResidentInPoland) return { withheld: false, note: 'non-resident' };
  return { withheld: true, note: null };
}

interface ParsedFixing {
  readonly date: string;
  readonly rate: Rate;
}

interface PeriodRate {
  readonly rate: Rate;
  readonly reference: ParsedFixing | null;
  readonly estimated: boolean;
}

/**
 * The rate of each coupon period (index k = 0 for the period starting at the product's start).
 *
 * Variable: the fixing that belongs to period k is the latest one dated in (start of period k−1, start of
 * period k] (for the first period: any date up to its start), i.e. the value published at or shortly before
 * the period's start and after the previous period's. With none in that window, the period is estimated
 * and uses the last known fixing dated up to its start (or, if every fixing is later, the earliest one).
 */
function periodRates(interest: FixedInterest | VariableInterest, periodStarts: readonly string[]): PeriodRate[] {
  if (interest.type === 'Fixed') {
    const rate = parseRate(interest.ratePercent);
    return periodStarts.map(() => ({ rate, reference: null, estimated: false }));
  }
  const margin = parseRate(interest.marginPercent);
  const fixings: ParsedFixing[] = interest.fixings
    .map((f) => ({ date: formatIsoDate(requireDate(f.date, 'fixing date')), rate: parseRate(f.ratePercent) }))
    .sort((a, b) => compareIsoDates(a.date, b.date));
  if (fixings.length === 0) {
    throw new PaymentScheduleInputError('MISSING_REFERENCE_RATE', 'A Variable product needs a reference rate fixing');
  }
  fixings.forEach((f, i) => {
    if (i > 0 && fixings[i - 1]?.date === f.date) {
      throw new PaymentScheduleInputError('DUPLICATE_REFERENCE_RATE', `Two reference rate fixings on ${f.date}`);
    }
  });
  const earliest = fixings[0] as ParsedFixing;
  return periodStarts.map((start, k) => {
    const previousStart = k === 0 ? null : periodStarts[k - 1];
    const upToStart = fixings.filter((f) => compareIsoDates(f.date, start) <= 0);
    const last = upToStart[upToStart.length - 1];
    const known = last !== undefined && (previousStart == null || compareIsoDates(last.date, previousStart) > 0);
    const reference = last ?? earliest;
    return { rate: addRates(reference.rate, margin), reference, estimated: !known };
  });
}

/** Builds the investor's payment schedule. Throws PaymentScheduleInputError on malformed input. */
export function computePaymentSchedule({ product, investment, investor }: PaymentScheduleInput): PaymentSchedule {
  const dayCount = product.dayCount ?? DEFAULT_DAY_COUNT;
  const start = requireDate(product.startDate, 'startDate');
  const paid = requireDate(investment.paymentDate, 'paymentDate');
  const principal = toMinorUnits(investment.amount);
  if (principal <= 0n) throw new PaymentScheduleInputError('INVALID_AMOUNT', 'The amount must be positive');

  const coupons = couponDates(product.startDate, product.termMonths, product.paymentFrequency);
  const maturity = coupons[coupons.length - 1] as string;
  const accrualStart = laterDate(start, paid);
  const accrualStartIso = formatIsoDate(accrualStart);
  if (compareIsoDates(accrualStartIso, maturity) >= 0) {
    throw new PaymentScheduleInputError('PAYMENT_AFTER_MATURITY', `Paid on ${accrualStartIso}, maturity ${maturity}`);
  }

  // The product's coupon periods: [start, c1), [c1, c2), ... The rate is fixed per product period (not per
  // investor), so a late investor gets the same rate as everyone for the period they join.
  const periodStarts = [formatIsoDate(start), ...coupons.slice(0, -1)];
  const rates = periodRates(product.interest, periodStarts);
  const { withheld, note } = taxTreatment(investor);

  const rows: PaymentScheduleRow[] = [];
  coupons.forEach((due, k) => {
    if (compareIsoDates(due, accrualStartIso) <= 0) return; // paid on or after this coupon: nothing accrued
    const productPeriodStart = periodStarts[k] as string;
    // Only the investor's first period can start later than the product's period (the short first period).
    const periodStartIso =
      compareIsoDates(productPeriodStart, accrualStartIso) < 0 ? accrualStartIso : productPeriodStart;
    const from = requireDate(periodStartIso, 'periodStart');
    const to = requireDate(due, 'dueDate');
    const { rate, reference, estimated } = rates[k] as PeriodRate;
    const gross = interestMinorUnits(principal, rate, dayCount, from, to);
    // Tax on the rounded gross of the period, rounded half up to the grosz (art. 63 §1a Ordynacja podatkowa).
    const tax = withheld ? divideRoundHalfUp(gross * BigInt(PL_INTEREST_TAX_RATE_PERCENT), 100n) : 0n;
    const net = gross - tax;
    const repaid = k === coupons.length - 1 ? principal : 0n;
    rows.push({
      number: rows.length + 1,
      periodStart: periodStartIso,
      dueDate: due,
      days: actualDays(from, to),
      dayCountDays: conventionDays(dayCount, from, to),
      ratePercent: formatRate(rate),
      referenceRatePercent: reference ? formatRate(reference.rate) : null,
      fixingDate: reference ? reference.date : null,
      estimated,
      grossInterest: formatMinorUnits(gross),
      tax: formatMinorUnits(tax),
      netInterest: formatMinorUnits(net),
      principal: formatMinorUnits(repaid),
      total: formatMinorUnits(net + repaid),
    });
  });

  return {
    currency: investment.currency,
    maturityDate: maturity,
    accrualStart: accrualStartIso,
    conventions: {
      dayCount,
      interestType: product.interest.type,
      paymentFrequency: product.paymentFrequency,
      businessDayAdjustment: 'unadjusted',
      endOfMonth: 'last-day-of-month',
      accrualStart: 'later-of-start-and-payment',
      rounding: 'half-up-to-minor-unit-per-period',
      taxWithheld: withheld,
      taxRatePercent: withheld ? PL_INTEREST_TAX_RATE_PERCENT : '0',
      taxNote: note,
      marginPercent:
        product.interest.type === 'Variable' ? formatRate(parseRate(product.interest.marginPercent)) : null,
    },
    estimated: rows.some((r) => r.estimated),
    rows,
    totals: sumRows(rows),
  };
}

/**
 * Gross interest of one period in minor units: principal × (rate / 100) × yearFraction, computed as one
 * integer fraction and rounded half up once (rounding intermediate products would drift by a grosz).
 */
function interestMinorUnits(
  principal: bigint,
  rate: Rate,
  dayCount: DayCountConvention,
  from: CalendarDate,
  to: CalendarDate,
): bigint {
  const fraction = yearFraction(dayCount, from, to);
  const numerator = principal * rate.units * fraction.numerator;
  const denominator = 100n * 10n ** BigInt(rate.scale) * fraction.denominator;
  return divideRoundHalfUp(numerator, denominator);
}

/** Totals are sums of the rounded rows, so the table always adds up to what is shown. */
function sumRows(rows: readonly PaymentScheduleRow[]): PaymentScheduleTotals {
  const sum = (pick: (row: PaymentScheduleRow) => string) =>
    formatMinorUnits(rows.reduce((acc, row) => acc + toMinorUnits(pick(row)), 0n));
  return {
    grossInterest: sum((r) => r.grossInterest),
    tax: sum((r) => r.tax),
    netInterest: sum((r) => r.netInterest),
    principal: sum((r) => r.principal),
    total: sum((r) => r.total),
  };
}
