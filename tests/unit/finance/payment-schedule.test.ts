/**
 * The schedule engine on the worked example of docs/product/investor-panel.md and on cases derived by hand. Every case writes down its
 * arithmetic: days, then gross = principal × rate × days / 365 (or / 360, or ACT/ACT ISDA), rounded half up to
 * the grosz; tax = 19 % of the rounded gross, rounded half up; net = gross − tax. (Each figure was also
 * re-checked with Python's exact `fractions.Fraction`.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  computePaymentSchedule,
  couponDates,
  INTEREST_TYPES,
  maturityDate,
  PAYMENT_FREQUENCIES,
  PaymentScheduleInputError,
  type PaymentSchedule,
  type PaymentScheduleInput,
  type ProductTerms,
  type ScheduleInvestor,
} from '#schemas/finance/payment-schedule';

const RESIDENT: ScheduleInvestor = { investorType: 'natural-person', taxResidentInPoland: true };
const COMPANY: ScheduleInvestor = { investorType: 'legal-person', taxResidentInPoland: true };

/** [periodStart, dueDate, days, gross, tax, net, principal] per row. */
type RowFigures = [string, string, number, string, string, string, string];

function figures(schedule: PaymentSchedule): RowFigures[] {
  return schedule.rows.map((r) => [
    r.periodStart,
    r.dueDate,
    r.days,
    r.grossInterest,
    r.tax,
    r.netInterest,
    r.principal,
  ]);
}

const QUARTERLY_9: ProductTerms = {
  startDate: '2026-01-15',
  termMonths: 12,
  interest: { type: 'Fixed', ratePercent: '9' },
  paymentFrequency: 'Quarterly',
};

function schedule(
  product: ProductTerms,
  amount: string,
  paymentDate: string,
  investor: ScheduleInvestor = RESIDENT,
): PaymentSchedule {
  const input: PaymentScheduleInput = { product, investment: { amount, currency: 'PLN', paymentDate }, investor };
  return computePaymentSchedule(input);
}

describe('the worked example: 10 000.00 PLN, 9 % Fixed, Quarterly, 12 months, 2026-01-15, ACT/365F', () => {
  // Days: 15 Jan → 15 Apr = 16 + 28 + 31 + 15 = 90; → 15 Jul = 91; → 15 Oct = 92; → 15 Jan 2027 = 92.
  // Gross: 900 × 90/365 = 221.917… → 221.92; × 91/365 = 224.383… → 224.38; × 92/365 = 226.849… → 226.85.
  // Tax: 221.92 × 0.19 = 42.1648 → 42.16; 224.38 × 0.19 = 42.6322 → 42.63; 226.85 × 0.19 = 43.1015 → 43.10.
  const result = schedule(QUARTERLY_9, '10000.00', '2026-01-15');

  it('has the four periods, amounts and the principal in the last row', () => {
    expect(figures(result)).toEqual([
      ['2026-01-15', '2026-04-15', 90, '221.92', '42.16', '179.76', '0.00'],
      ['2026-04-15', '2026-07-15', 91, '224.38', '42.63', '181.75', '0.00'],
      ['2026-07-15', '2026-10-15', 92, '226.85', '43.10', '183.75', '0.00'],
      ['2026-10-15', '2027-01-15', 92, '226.85', '43.10', '183.75', '10000.00'],
    ]);
    expect(result.rows.map((r) => r.total)).toEqual(['179.76', '181.75', '183.75', '10183.75']);
    expect(result.rows.map((r) => [r.number, r.ratePercent, r.estimated, r.referenceRatePercent])).toEqual([
      [1, '9', false, null],
      [2, '9', false, null],
      [3, '9', false, null],
      [4, '9', false, null],
    ]);
  });

  it('totals: gross 900.00, tax 170.99, net 729.01, total 10 729.01', () => {
    expect(result.totals).toEqual({
      grossInterest: '900.00',
      tax: '170.99',
      netInterest: '729.01',
      principal: '10000.00',
      total: '10729.01',
    });
    expect(result.maturityDate).toBe('2027-01-15');
    expect(result.accrualStart).toBe('2026-01-15');
    expect(result.currency).toBe('PLN');
    expect(result.estimated).toBe(false);
  });

  it('states the conventions it used', () => {
    expect(result.conventions).toEqual({
      dayCount: 'ACT/365F',
      interestType: 'Fixed',
      paymentFrequency: 'Quarterly',
      businessDayAdjustment: 'unadjusted',
      endOfMonth: 'last-day-of-month',
      accrualStart: 'later-of-start-and-payment',
      rounding: 'half-up-to-minor-unit-per-period',
      taxWithheld: true,
      taxRatePercent: '19',
      taxNote: null,
      marginPercent: null,
    });
  });

  it('takes the contract numbers (Money 10000, Percentage 9) the same as decimal strings', () => {
    const fromNumbers = computePaymentSchedule({
      product: { ...QUARTERLY_9, interest: { type: 'Fixed', ratePercent: 9 } },
      investment: { amount: 10000, currency: 'PLN', paymentDate: '2026-01-15' },
      investor: RESIDENT,
    });
    expect(fromNumbers).toEqual(result);
  });

  it('accrues from the start date when the investor paid before it', () => {
    expect(schedule(QUARTERLY_9, '10000.00', '2026-01-10')).toEqual(result);
  });
});

describe('month ends: a 31 January start', () => {
  it('pays on 30 Apr, 31 Jul, 31 Oct, 31 Jan (each date from the start, the 31st comes back)', () => {
    // 10 000.00, 8 % Fixed, Quarterly, 12 months, ACT/365F, paid 2025-01-31.
    // Days: 31 Jan → 30 Apr = 28 (Feb) + 31 (Mar) + 30 (Apr) = 89; 30 Apr → 31 Jul = 31 + 30 + 31 = 92;
    //       31 Jul → 31 Oct = 31 + 30 + 31 = 92; 31 Oct → 31 Jan = 30 + 31 + 31 = 92 (sum 365).
    // Gross: 800 × 89/365 = 195.068… → 195.07; 800 × 92/365 = 201.643… → 201.64.
    // Tax: 195.07 × 0.19 = 37.0633 → 37.06; 201.64 × 0.19 = 38.3116 → 38.31.
    const result = schedule(
      {
        startDate: '2025-01-31',
        termMonths: 12,
        interest: { type: 'Fixed', ratePercent: '8' },
        paymentFrequency: 'Quarterly',
      },
      '10000.00',
      '2025-01-31',
    );
    expect(figures(result)).toEqual([
      ['2025-01-31', '2025-04-30', 89, '195.07', '37.06', '158.01', '0.00'],
      ['2025-04-30', '2025-07-31', 92, '201.64', '38.31', '163.33', '0.00'],
      ['2025-07-31', '2025-10-31', 92, '201.64', '38.31', '163.33', '0.00'],
      ['2025-10-31', '2026-01-31', 92, '201.64', '38.31', '163.33', '10000.00'],
    ]);
    // 195.07 + 3 × 201.64 = 799.99; 37.06 + 3 × 38.31 = 151.99; 158.01 + 3 × 163.33 = 648.00.
    expect(result.totals).toEqual({
      grossInterest: '799.99',
      tax: '151.99',
      netInterest: '648.00',
      principal: '10000.00',
      total: '10648.00',
    });
  });

  it('clamps Monthly coupons to 28/29 February and 30-day months, and maturity too', () => {
    expect(couponDates('2025-01-31', 4, 'Monthly')).toEqual(['2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31']);
    expect(couponDates('2023-08-31', 12, 'Semi-annually')).toEqual(['2024-02-29', '2024-08-31']);
    expect(maturityDate('2024-02-29', 12)).toBe('2025-02-28');
    expect(maturityDate('2024-02-29', 48)).toBe('2028-02-29');
  });

  it('ends a term that is not a multiple of the step with a shorter last period at maturity', () => {
    // Quarterly over 7 months from 15 Jan: coupons at +3, +6 months, then maturity at +7.
    expect(couponDates('2026-01-15', 7, 'Quarterly')).toEqual(['2026-04-15', '2026-07-15', '2026-08-15']);
  });
});

describe('a short first period: the investor paid after the start', () => {
  it('accrues the first row from the payment date (20 Feb → 15 Apr = 54 days)', () => {
    // Same product as the worked example, paid 2026-02-20.
    // Days: 20 Feb → 20 Mar = 28, 20 Mar → 15 Apr = 26 → 54. Gross: 900 × 54/365 = 133.150… → 133.15.
    // Tax: 133.15 × 0.19 = 25.2985 → 25.30 (half up). Net 107.85. Rows 2–4 as in the worked example.
    const result = schedule(QUARTERLY_9, '10000.00', '2026-02-20');
    expect(figures(result)).toEqual([
      ['2026-02-20', '2026-04-15', 54, '133.15', '25.30', '107.85', '0.00'],
      ['2026-04-15', '2026-07-15', 91, '224.38', '42.63', '181.75', '0.00'],
      ['2026-07-15', '2026-10-15', 92, '226.85', '43.10', '183.75', '0.00'],
      ['2026-10-15', '2027-01-15', 92, '226.85', '43.10', '183.75', '10000.00'],
    ]);
    // 133.15 + 224.38 + 2 × 226.85 = 811.23; 25.30 + 42.63 + 2 × 43.10 = 154.13; net 657.10.
    expect(result.totals).toEqual({
      grossInterest: '811.23',
      tax: '154.13',
      netInterest: '657.10',
      principal: '10000.00',
      total: '10657.10',
    });
    expect(result.accrualStart).toBe('2026-02-20');
  });

  it('leaves out the coupons on or before the payment date (paid 1 May: 3 rows, first of 75 days)', () => {
    // 1 May → 1 Jun = 31, → 1 Jul = 30, → 15 Jul = 14 → 75. Gross 900 × 75/365 = 184.931… → 184.93.
    // Tax 184.93 × 0.19 = 35.1367 → 35.14. Net 149.79.
    const result = schedule(QUARTERLY_9, '10000.00', '2026-05-01');
    expect(figures(result)).toEqual([
      ['2026-05-01', '2026-07-15', 75, '184.93', '35.14', '149.79', '0.00'],
      ['2026-07-15', '2026-10-15', 92, '226.85', '43.10', '183.75', '0.00'],
      ['2026-10-15', '2027-01-15', 92, '226.85', '43.10', '183.75', '10000.00'],
    ]);
    // Paid exactly on a coupon date: that coupon has no days, the schedule starts with the next one.
    expect(schedule(QUARTERLY_9, '10000.00', '2026-04-15').rows[0]?.periodStart).toBe('2026-04-15');
    expect(schedule(QUARTERLY_9, '10000.00', '2026-04-15').rows).toHaveLength(3);
  });
});

describe('a leap year: start on 29 February 2024, Annually, 24 months, 10 000.00 at 6 %', () => {
  const annual = (dayCount: ProductTerms['dayCount']): ProductTerms => ({
    startDate: '2024-02-29',
    termMonths: 24,
    interest: { type: 'Fixed', ratePercent: '6' },
    paymentFrequency: 'Annually',
    dayCount,
  });

  it('ACT/365F: 365 days each (29 Feb 2024 → 28 Feb 2025 → 28 Feb 2026), 600.00 each', () => {
    // 29 Feb 2024 → 1 Mar 2025 would be 366 days; the clamped coupon 28 Feb 2025 is one day earlier: 365.
    // 28 Feb 2025 → 28 Feb 2026: 365. Gross 600 × 365/365 = 600.00; tax 114.00; net 486.00.
    const result = schedule(annual('ACT/365F'), '10000.00', '2024-02-29');
    expect(figures(result)).toEqual([
      ['2024-02-29', '2025-02-28', 365, '600.00', '114.00', '486.00', '0.00'],
      ['2025-02-28', '2026-02-28', 365, '600.00', '114.00', '486.00', '10000.00'],
    ]);
    expect(result.totals.grossInterest).toBe('1200.00');
    expect(result.totals.tax).toBe('228.00');
    expect(result.totals.netInterest).toBe('972.00');
  });

  it('ACT/ACT (ISDA): the 307 days of 2024 count /366, the 58 of 2025 /365', () => {
    // Period 1: 29 Feb → 31 Dec 2024 inclusive = 366 − 59 = 307 days (leap year), 1 Jan → 28 Feb 2025 = 58.
    // Gross 600 × (307/366 + 58/365) = 503.2787 + 95.3425 = 598.6212 → 598.62; tax 113.7378 → 113.74; net 484.88.
    // Period 2: all 365 days in non-leap 2025/2026 → 600.00, 114.00, 486.00.
    const result = schedule(annual('ACT/ACT'), '10000.00', '2024-02-29');
    expect(figures(result)).toEqual([
      ['2024-02-29', '2025-02-28', 365, '598.62', '113.74', '484.88', '0.00'],
      ['2025-02-28', '2026-02-28', 365, '600.00', '114.00', '486.00', '10000.00'],
    ]);
    expect(result.totals).toEqual({
      grossInterest: '1198.62',
      tax: '227.74',
      netInterest: '970.88',
      principal: '10000.00',
      total: '10970.88',
    });
    expect(result.conventions.dayCount).toBe('ACT/ACT');
  });
});

describe('At Maturity over 18 months', () => {
  it('pays one coupon with the principal: 25 000.00 at 7.25 %, 10 Mar 2025 → 10 Sep 2026, 549 days', () => {
    // Days: 10 Mar 2025 → 10 Mar 2026 = 365; → 10 Sep 2026 = 31 + 30 + 31 + 30 + 31 + 31 = 184; total 549.
    // Gross: 25 000 × 0.0725 × 549/365 = 1812.5 × 549/365 = 995 062.5/365 = 2726.198… → 2726.20.
    // Tax: 2726.20 × 0.19 = 517.978 → 517.98. Net 2208.22. Total 27 208.22.
    const result = schedule(
      {
        startDate: '2025-03-10',
        termMonths: 18,
        interest: { type: 'Fixed', ratePercent: '7.25' },
        paymentFrequency: 'At Maturity',
      },
      '25000.00',
      '2025-03-10',
    );
    expect(figures(result)).toEqual([['2025-03-10', '2026-09-10', 549, '2726.20', '517.98', '2208.22', '25000.00']]);
    expect(result.rows[0]?.total).toBe('27208.22');
    expect(result.rows[0]?.ratePercent).toBe('7.25');
    expect(result.totals.total).toBe('27208.22');
  });
});

describe('Monthly over 24 months: 12 000.00 at 6 % from 31 Jan 2024 (month ends and a leap February)', () => {
  // 720.00 a year. Each period runs from one month end to the next, so its days are the due month's length:
  //   29 days: 720 × 29/365 = 57.205… → 57.21; tax 10.8699 → 10.87; net 46.34
  //   31 days: 720 × 31/365 = 61.150… → 61.15; tax 11.6185 → 11.62; net 49.53
  //   30 days: 720 × 30/365 = 59.178… → 59.18; tax 11.2442 → 11.24; net 47.94
  //   28 days: 720 × 28/365 = 55.232… → 55.23; tax 10.4937 → 10.49; net 44.74
  const byDays: Record<number, [string, string, string]> = {
    28: ['55.23', '10.49', '44.74'],
    29: ['57.21', '10.87', '46.34'],
    30: ['59.18', '11.24', '47.94'],
    31: ['61.15', '11.62', '49.53'],
  };
  const dueDates = [
    ['2024-02-29', 29],
    ['2024-03-31', 31],
    ['2024-04-30', 30],
    ['2024-05-31', 31],
    ['2024-06-30', 30],
    ['2024-07-31', 31],
    ['2024-08-31', 31],
    ['2024-09-30', 30],
    ['2024-10-31', 31],
    ['2024-11-30', 30],
    ['2024-12-31', 31],
    ['2025-01-31', 31],
    ['2025-02-28', 28],
    ['2025-03-31', 31],
    ['2025-04-30', 30],
    ['2025-05-31', 31],
    ['2025-06-30', 30],
    ['2025-07-31', 31],
    ['2025-08-31', 31],
    ['2025-09-30', 30],
    ['2025-10-31', 31],
    ['2025-11-30', 30],
    ['2025-12-31', 31],
    ['2026-01-31', 31],
  ] as const;
  const result = schedule(
    {
      startDate: '2024-01-31',
      termMonths: 24,
      interest: { type: 'Fixed', ratePercent: '6' },
      paymentFrequency: 'Monthly',
    },
    '12000.00',
    '2024-01-31',
  );

  it('has every one of the 24 rows as derived', () => {
    const expected: RowFigures[] = dueDates.map(([due, days], i) => {
      const [gross, tax, net] = byDays[days] as [string, string, string];
      const periodStart = i === 0 ? '2024-01-31' : (dueDates[i - 1]?.[0] as string);
      return [periodStart, due, days, gross, tax, net, i === 23 ? '12000.00' : '0.00'];
    });
    expect(figures(result)).toEqual(expected);
  });

  it('spot-checks: row 1 (29 Feb), row 13 (28 Feb 2025), row 24 with the principal', () => {
    expect(result.rows[0]).toMatchObject({ dueDate: '2024-02-29', days: 29, grossInterest: '57.21', total: '46.34' });
    expect(result.rows[12]).toMatchObject({ dueDate: '2025-02-28', days: 28, grossInterest: '55.23', total: '44.74' });
    expect(result.rows[23]).toMatchObject({ dueDate: '2026-01-31', principal: '12000.00', total: '12049.53' });
  });

  it('totals: 14 × 31-day, 8 × 30-day, one 29 and one 28-day month (731 days)', () => {
    // Gross 14 × 61.15 + 8 × 59.18 + 57.21 + 55.23 = 856.10 + 473.44 + 112.44 = 1441.98
    // Tax   14 × 11.62 + 8 × 11.24 + 10.87 + 10.49 = 162.68 + 89.92 + 21.36 = 273.96
    // Net   1441.98 − 273.96 = 1168.02 (= 14 × 49.53 + 8 × 47.94 + 46.34 + 44.74)
    // (Unrounded 720 × 731/365 = 1441.97…: per-period rounding is the stated convention.)
    expect(result.rows.reduce((sum, r) => sum + r.days, 0)).toBe(731);
    expect(result.totals).toEqual({
      grossInterest: '1441.98',
      tax: '273.96',
      netInterest: '1168.02',
      principal: '12000.00',
      total: '13168.02',
    });
  });
});

describe('30E/360', () => {
  it('counts 31st as 30 and does not move the end of February (paid 28 Feb, Semi-annually from 31 Jan 2025)', () => {
    // 10 000.00 at 8 %, Semi-annually, 12 months from 2025-01-31: coupons 31 Jul 2025 and 31 Jan 2026.
    // Row 1 from 28 Feb (paid): 30 × (7 − 2) + (30 − 28) = 152 days /360 (actual 153); 800 × 152/360 =
    //   337.777… → 337.78; tax 64.1782 → 64.18; net 273.60. (30E/360 ISDA would read 28 Feb as 30: 150.)
    // Row 2: 31 Jul → 31 Jan, both 31 → 30: 360 × 1 + 30 × (1 − 7) + 0 = 180 (actual 184); 800 × 180/360 =
    //   400.00; tax 76.00; net 324.00.
    const result = schedule(
      {
        startDate: '2025-01-31',
        termMonths: 12,
        interest: { type: 'Fixed', ratePercent: '8' },
        paymentFrequency: 'Semi-annually',
        dayCount: '30E/360',
      },
      '10000.00',
      '2025-02-28',
    );
    expect(figures(result)).toEqual([
      ['2025-02-28', '2025-07-31', 153, '337.78', '64.18', '273.60', '0.00'],
      ['2025-07-31', '2026-01-31', 184, '400.00', '76.00', '324.00', '10000.00'],
    ]);
    expect(result.rows.map((r) => r.dayCountDays)).toEqual([152, 180]);
    expect(result.totals).toEqual({
      grossInterest: '737.78',
      tax: '140.18',
      netInterest: '597.60',
      principal: '10000.00',
      total: '10597.60',
    });
    expect(result.conventions.dayCount).toBe('30E/360');
  });
});

describe('a variable rate with an estimated tail', () => {
  // Reference rate (WIBOR 3M) + margin 3.5, Quarterly, 12 months from 2026-01-15, 10 000.00.
  // Fixings: 13 Jan 5.80 (for the period from 15 Jan), 13 Apr 5.60 (from 15 Apr). None yet for 15 Jul, 15 Oct:
  // those periods use the last known 5.60 and are estimated.
  // Rates: 9.30, 9.10, 9.10 (est.), 9.10 (est.). Days 90, 91, 92, 92.
  // Gross: 930 × 90/365 = 229.315… → 229.32; 910 × 91/365 = 226.876… → 226.88; 910 × 92/365 = 229.369… → 229.37.
  // Tax: 229.32 × 0.19 = 43.5708 → 43.57; 226.88 × 0.19 = 43.1072 → 43.11; 229.37 × 0.19 = 43.5803 → 43.58.
  const variable: ProductTerms = {
    startDate: '2026-01-15',
    termMonths: 12,
    interest: {
      type: 'Variable',
      marginPercent: '3.5',
      fixings: [
        { date: '2026-04-13', ratePercent: '5.60' },
        { date: '2026-01-13', ratePercent: '5.80' },
      ],
    },
    paymentFrequency: 'Quarterly',
  };

  it('fixes each period at its start, plus the margin, and marks the unknown ones estimated', () => {
    const result = schedule(variable, '10000.00', '2026-01-15');
    expect(figures(result)).toEqual([
      ['2026-01-15', '2026-04-15', 90, '229.32', '43.57', '185.75', '0.00'],
      ['2026-04-15', '2026-07-15', 91, '226.88', '43.11', '183.77', '0.00'],
      ['2026-07-15', '2026-10-15', 92, '229.37', '43.58', '185.79', '0.00'],
      ['2026-10-15', '2027-01-15', 92, '229.37', '43.58', '185.79', '10000.00'],
    ]);
    expect(result.rows.map((r) => [r.ratePercent, r.referenceRatePercent, r.fixingDate, r.estimated])).toEqual([
      ['9.3', '5.8', '2026-01-13', false],
      ['9.1', '5.6', '2026-04-13', false],
      ['9.1', '5.6', '2026-04-13', true],
      ['9.1', '5.6', '2026-04-13', true],
    ]);
    // 229.32 + 226.88 + 2 × 229.37 = 914.94; 43.57 + 43.11 + 2 × 43.58 = 173.84; net 741.10.
    expect(result.totals).toEqual({
      grossInterest: '914.94',
      tax: '173.84',
      netInterest: '741.10',
      principal: '10000.00',
      total: '10741.10',
    });
    expect(result.estimated).toBe(true);
    expect(result.conventions).toMatchObject({ interestType: 'Variable', marginPercent: '3.5' });
  });

  it('once the July fixing is recorded, that period is known and only October stays estimated', () => {
    // 15 Jul fixing 5.1125 + 3.5 = 8.6125; 10 000 × 0.086125 × 92/365 = 861.25 × 92/365 = 217.082… → 217.08;
    // tax 217.08 × 0.19 = 41.2452 → 41.25; net 175.83. October carries 8.6125 forward, estimated.
    const updated: ProductTerms = {
      ...variable,
      interest: {
        type: 'Variable',
        marginPercent: 3.5,
        fixings: [
          { date: '2026-01-13', ratePercent: 5.8 },
          { date: '2026-04-13', ratePercent: 5.6 },
          { date: '2026-07-15', ratePercent: '5.1125' },
        ],
      },
    };
    const result = schedule(updated, '10000.00', '2026-01-15');
    expect(
      result.rows.slice(2).map((r) => [r.ratePercent, r.estimated, r.grossInterest, r.tax, r.netInterest]),
    ).toEqual([
      ['8.6125', false, '217.08', '41.25', '175.83'],
      ['8.6125', true, '217.08', '41.25', '175.83'],
    ]);
  });

  it('a gap: without the April fixing, April uses January’s (estimated) while a later July one is known', () => {
    const gap: ProductTerms = {
      ...variable,
      interest: {
        type: 'Variable',
        marginPercent: '3.5',
        fixings: [
          { date: '2026-01-13', ratePercent: '5.80' },
          { date: '2026-07-13', ratePercent: '5.00' },
        ],
      },
    };
    expect(schedule(gap, '10000.00', '2026-01-15').rows.map((r) => [r.ratePercent, r.estimated])).toEqual([
      ['9.3', false],
      ['9.3', true],
      ['8.5', false],
      ['8.5', true],
    ]);
  });
  it('a fixing dated after a period’s start belongs to the next period; the first period borrows it, estimated', () => {
    const late: ProductTerms = {
      ...variable,
      interest: { type: 'Variable', marginPercent: '3.5', fixings: [{ date: '2026-01-20', ratePercent: '5.80' }] },
    };
    expect(
      schedule(late, '10000.00', '2026-01-15').rows.map((r) => [r.ratePercent, r.fixingDate, r.estimated]),
    ).toEqual([
      ['9.3', '2026-01-20', true],
      ['9.3', '2026-01-20', false],
      ['9.3', '2026-01-20', true],
      ['9.3', '2026-01-20', true],
    ]);
  });
});

describe('a company or a non-resident investor: gross, no tax withheld, with a note', () => {
  it('a company sees the worked example gross: net = gross, tax 0.00', () => {
    const result = schedule(QUARTERLY_9, '10000.00', '2026-01-15', COMPANY);
    expect(figures(result)).toEqual([
      ['2026-01-15', '2026-04-15', 90, '221.92', '0.00', '221.92', '0.00'],
      ['2026-04-15', '2026-07-15', 91, '224.38', '0.00', '224.38', '0.00'],
      ['2026-07-15', '2026-10-15', 92, '226.85', '0.00', '226.85', '0.00'],
      ['2026-10-15', '2027-01-15', 92, '226.85', '0.00', '226.85', '10000.00'],
    ]);
    // 221.92 + 224.38 + 2 × 226.85 = 900.00.
    expect(result.totals).toEqual({
      grossInterest: '900.00',
      tax: '0.00',
      netInterest: '900.00',
      principal: '10000.00',
      total: '10900.00',
    });
    expect(result.conventions).toMatchObject({ taxWithheld: false, taxRatePercent: '0', taxNote: 'legal-person' });
  });

  it('a company with 20 000.00: per-period rounding can add a grosz over the year (1 800.01)', () => {
    // 20 000 × 9 % = 1 800 a year. 1 800 × 90/365 = 443.835… → 443.84; × 91/365 = 448.767… → 448.77;
    // × 92/365 = 453.698… → 453.70 (twice). Sum 443.84 + 448.77 + 907.40 = 1 800.01; no tax.
    const result = schedule(QUARTERLY_9, '20000.00', '2026-01-15', COMPANY);
    expect(figures(result)).toEqual([
      ['2026-01-15', '2026-04-15', 90, '443.84', '0.00', '443.84', '0.00'],
      ['2026-04-15', '2026-07-15', 91, '448.77', '0.00', '448.77', '0.00'],
      ['2026-07-15', '2026-10-15', 92, '453.70', '0.00', '453.70', '0.00'],
      ['2026-10-15', '2027-01-15', 92, '453.70', '0.00', '453.70', '20000.00'],
    ]);
    expect(result.totals).toEqual({
      grossInterest: '1800.01',
      tax: '0.00',
      netInterest: '1800.01',
      principal: '20000.00',
      total: '21800.01',
    });
  });

  it('a natural person resident abroad is not withheld either, with the non-resident note', () => {
    const result = schedule(QUARTERLY_9, '10000.00', '2026-01-15', {
      investorType: 'natural-person',
      taxResidentInPoland: false,
    });
    expect(result.totals.tax).toBe('0.00');
    expect(result.totals.netInterest).toBe('900.00');
    expect(result.conventions).toMatchObject({ taxWithheld: false, taxNote: 'non-resident' });
  });
});

describe('inputs it refuses', () => {
  const code = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return error instanceof PaymentScheduleInputError ? error.code : String(error);
    }
    return 'no error';
  };

  it('names the problem with a code the server can map', () => {
    expect(code(() => schedule(QUARTERLY_9, '10000.005', '2026-01-15'))).toBe('INVALID_AMOUNT');
    expect(code(() => schedule(QUARTERLY_9, '0.00', '2026-01-15'))).toBe('INVALID_AMOUNT');
    expect(code(() => schedule(QUARTERLY_9, '-5', '2026-01-15'))).toBe('INVALID_AMOUNT');
    expect(code(() => schedule(QUARTERLY_9, '100', '2026-02-30'))).toBe('INVALID_DATE');
    expect(code(() => schedule({ ...QUARTERLY_9, termMonths: 0 }, '100', '2026-01-15'))).toBe('INVALID_TERM');
    expect(code(() => schedule({ ...QUARTERLY_9, termMonths: 1.5 }, '100', '2026-01-15'))).toBe('INVALID_TERM');
    expect(code(() => schedule(QUARTERLY_9, '100', '2027-01-15'))).toBe('PAYMENT_AFTER_MATURITY');
    expect(
      code(() => schedule({ ...QUARTERLY_9, interest: { type: 'Fixed', ratePercent: '-1' } }, '100', '2026-01-15')),
    ).toBe('INVALID_RATE');
    expect(
      code(() =>
        schedule(
          { ...QUARTERLY_9, interest: { type: 'Variable', marginPercent: '2', fixings: [] } },
          '100',
          '2026-01-15',
        ),
      ),
    ).toBe('MISSING_REFERENCE_RATE');
    expect(
      code(() =>
        schedule(
          {
            ...QUARTERLY_9,
            interest: {
              type: 'Variable',
              marginPercent: '2',
              fixings: [
                { date: '2026-01-15', ratePercent: '5' },
                { date: '2026-01-15', ratePercent: '6' },
              ],
            },
          },
          '100',
          '2026-01-15',
        ),
      ),
    ).toBe('DUPLICATE_REFERENCE_RATE');
  });
});

describe('the enums are the contract’s', () => {
  it('InterestType and PaymentFrequency match generated/openapi.json', () => {
    const contract = JSON.parse(readFileSync(new URL('../../../generated/openapi.json', import.meta.url), 'utf8')) as {
      components: { schemas: Record<string, { enum?: string[] }> };
    };
    expect([...INTEREST_TYPES]).toEqual(contract.components.schemas.InterestType?.enum);
    expect([...PAYMENT_FREQUENCIES]).toEqual(contract.components.schemas.PaymentFrequency?.enum);
  });
});
