/**
 * Properties of the schedule engine over random products, amounts, payment dates and investors:
 * totals are the sums of the rows, net + tax = gross in every row, the days add up to the accrual span,
 * dates strictly increase and join up, the principal comes back once, in the last row.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareIsoDates, daysInMonth, formatIsoDate, parseIsoDate } from '#schemas/formats/date';
import { actualDays, days30E360 } from '#schemas/finance/day-count';
import {
  computePaymentSchedule,
  DAY_COUNT_CONVENTIONS,
  maturityDate,
  PAYMENT_FREQUENCIES,
  toMinorUnits,
  type PaymentScheduleInput,
} from '#schemas/finance/payment-schedule';

const isoDate = fc
  .record({
    year: fc.integer({ min: 1990, max: 2090 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => formatIsoDate({ year, month, day: Math.min(day, daysInMonth(year, month)) }));

/** A rate in percent with up to 4 decimals, 0–20 %. */
const ratePercent = fc.integer({ min: 0, max: 200_000 }).map((units) => (units / 10_000).toFixed(4));

/** 0.01 … 100 000 000.00 as a 2-decimal string built from integer grosz (no float involved). */
const amount = fc.bigInt({ min: 1n, max: 10_000_000_000n }).map((grosz) => {
  const text = grosz.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
});

const input: fc.Arbitrary<PaymentScheduleInput> = fc
  .record({
    startDate: isoDate,
    termMonths: fc.integer({ min: 1, max: 120 }),
    paymentFrequency: fc.constantFrom(...PAYMENT_FREQUENCIES),
    dayCount: fc.constantFrom(...DAY_COUNT_CONVENTIONS),
    variable: fc.boolean(),
    fixedRate: ratePercent,
    margin: ratePercent,
    fixingOffsets: fc.uniqueArray(fc.integer({ min: -60, max: 3700 }), { minLength: 1, maxLength: 8 }),
    fixingRates: fc.array(ratePercent, { minLength: 8, maxLength: 8 }),
    amount,
    paymentOffset: fc.integer({ min: -90, max: 3700 }),
    investorType: fc.constantFrom('natural-person' as const, 'legal-person' as const),
    taxResidentInPoland: fc.boolean(),
  })
  .filter((r) => compareIsoDates(addDays(r.startDate, r.paymentOffset), maturityDate(r.startDate, r.termMonths)) < 0)
  .map((r) => ({
    product: {
      startDate: r.startDate,
      termMonths: r.termMonths,
      paymentFrequency: r.paymentFrequency,
      dayCount: r.dayCount,
      interest: r.variable
        ? {
            type: 'Variable' as const,
            marginPercent: r.margin,
            fixings: r.fixingOffsets.map((offset, i) => ({
              date: addDays(r.startDate, offset),
              ratePercent: r.fixingRates[i] ?? '0',
            })),
          }
        : { type: 'Fixed' as const, ratePercent: r.fixedRate },
    },
    investment: { amount: r.amount, currency: 'PLN' as const, paymentDate: addDays(r.startDate, r.paymentOffset) },
    investor: { investorType: r.investorType, taxResidentInPoland: r.taxResidentInPoland },
  }));

const minor = toMinorUnits;
const day = (iso: string) =>
  parseIsoDate(iso) ??
  (() => {
    throw new Error(iso);
  })();

describe('payment schedule properties', () => {
  it('totals equal the sums of the rows; per row net + tax = gross and total = net + principal', () => {
    fc.assert(
      fc.property(input, (args) => {
        const { rows, totals } = computePaymentSchedule(args);
        const sum = (pick: (r: (typeof rows)[number]) => string) => rows.reduce((acc, r) => acc + minor(pick(r)), 0n);
        expect(minor(totals.grossInterest)).toBe(sum((r) => r.grossInterest));
        expect(minor(totals.tax)).toBe(sum((r) => r.tax));
        expect(minor(totals.netInterest)).toBe(sum((r) => r.netInterest));
        expect(minor(totals.principal)).toBe(sum((r) => r.principal));
        expect(minor(totals.total)).toBe(sum((r) => r.total));
        for (const r of rows) {
          expect(minor(r.netInterest) + minor(r.tax)).toBe(minor(r.grossInterest));
          expect(minor(r.total)).toBe(minor(r.netInterest) + minor(r.principal));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('days (and 30E/360 days) sum to the accrual span; dates strictly increase and join up', () => {
    fc.assert(
      fc.property(input, (args) => {
        const { rows, accrualStart, maturityDate: maturity } = computePaymentSchedule(args);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows[0]?.periodStart).toBe(accrualStart);
        expect(rows[rows.length - 1]?.dueDate).toBe(maturity);
        rows.forEach((r, i) => {
          expect(r.number).toBe(i + 1);
          expect(compareIsoDates(r.periodStart, r.dueDate)).toBeLessThan(0);
          if (i > 0) expect(r.periodStart).toBe(rows[i - 1]?.dueDate);
        });
        expect(rows.reduce((acc, r) => acc + r.days, 0)).toBe(actualDays(day(accrualStart), day(maturity)));
        const conventionSpan =
          args.product.dayCount === '30E/360'
            ? days30E360(day(accrualStart), day(maturity))
            : actualDays(day(accrualStart), day(maturity));
        expect(rows.reduce((acc, r) => acc + r.dayCountDays, 0)).toBe(conventionSpan);
      }),
      { numRuns: 300 },
    );
  });

  it('coupon days keep the start day, clamped to the month end; accrual starts at the later date', () => {
    fc.assert(
      fc.property(input, (args) => {
        const { rows, accrualStart } = computePaymentSchedule(args);
        const start = day(args.product.startDate);
        for (const r of rows) {
          const due = day(r.dueDate);
          expect(due.day).toBe(Math.min(start.day, daysInMonth(due.year, due.month)));
        }
        const later =
          compareIsoDates(args.investment.paymentDate, args.product.startDate) > 0
            ? args.investment.paymentDate
            : args.product.startDate;
        expect(accrualStart).toBe(later);
      }),
      { numRuns: 300 },
    );
  });

  it('the principal is repaid once, in the last row; tax is 19 % half up only for resident natural persons', () => {
    fc.assert(
      fc.property(input, (args) => {
        const { rows } = computePaymentSchedule(args);
        const principal = minor(args.investment.amount);
        rows.forEach((r, i) => expect(minor(r.principal)).toBe(i === rows.length - 1 ? principal : 0n));
        const withheld = args.investor.investorType === 'natural-person' && args.investor.taxResidentInPoland;
        for (const r of rows) {
          const gross = minor(r.grossInterest);
          // Half up: floor((gross × 19 + 50) / 100), written independently of the engine's helper.
          expect(minor(r.tax)).toBe(withheld ? (gross * 19n + 50n) / 100n : 0n);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('ACT/365F fixed gross stays within half a grosz of principal × rate × days / 365 (float cross-check)', () => {
    fc.assert(
      fc.property(input, (args) => {
        fc.pre(args.product.interest.type === 'Fixed' && args.product.dayCount === 'ACT/365F');
        const rate = args.product.interest.type === 'Fixed' ? Number(args.product.interest.ratePercent) : 0;
        const { rows } = computePaymentSchedule(args);
        for (const r of rows) {
          const expected = (Number(args.investment.amount) * rate * r.days) / 36_500;
          // The float is only an approximate oracle: allow 0.005 for rounding plus relative float noise.
          expect(Math.abs(Number(r.grossInterest) - expected)).toBeLessThanOrEqual(0.005 + expected * 1e-12 + 1e-9);
        }
      }),
      { numRuns: 300 },
    );
  });
});
