/**
 * An investment's schedule as the panel shows it (server/src/modules/investments/investment-model.ts): the ONE
 * engine's rows merged with the recorded payouts. Statuses on a given day, what was paid and what remains, the
 * tab of the investment, the fixings of a variable product, the tax of a partial payout. The figures are the
 * worked example of docs/product/investor-panel.md (10 000.00 PLN, 9 % Fixed, Quarterly, 12 months from 2026-01-15):
 * gross 221.92 / 224.38 / 226.85 / 226.85, tax 42.16 / 42.63 / 43.10 / 43.10, net 179.76 / 181.75 / 183.75 / 183.75.
 */
import { describe, expect, it } from 'vitest';
import { computePaymentSchedule } from '#schemas/finance/payment-schedule';
import {
  comingRows,
  fixingsOf,
  mergePayouts,
  scheduleOf,
  tabOf,
  taxOnGross,
  taxProfileOf,
  totalOf,
  type InvestmentFacts,
} from '../../../server/src/modules/investments/investment-model';
import type { CampaignRow, OfferRow, ProductRow } from '../../../server/src/db/schema';

const engine = computePaymentSchedule({
  product: {
    startDate: '2026-01-15',
    termMonths: 12,
    interest: { type: 'Fixed', ratePercent: '9' },
    paymentFrequency: 'Quarterly',
  },
  investment: { amount: '10000.00', currency: 'PLN', paymentDate: '2026-01-15' },
  investor: { investorType: 'natural-person', taxResidentInPoland: true },
});

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const payment = (dueDate: string, paidOn: string, gross: string, tax: string, principal = '0.00', settles = true) => ({
  dueDate,
  kind: 'payment' as const,
  paidOn,
  grossInterest: gross,
  tax,
  principal,
  settles,
  reason: null,
  recordedAt: at(paidOn),
});
const cancellation = (dueDate: string, reason: string) => ({
  dueDate,
  kind: 'cancellation' as const,
  paidOn: null,
  grossInterest: '0.00',
  tax: '0.00',
  principal: '0.00',
  settles: false,
  reason,
  recordedAt: at('2026-08-01'),
});

describe('row statuses on a day', () => {
  it('nothing paid: unpaid once the due date has passed (Warsaw day), scheduled on and before it', () => {
    expect(mergePayouts(engine, [], '2026-04-15').rows.map((r) => r.status)).toEqual([
      'scheduled', // due today: not late yet
      'scheduled',
      'scheduled',
      'scheduled',
    ]);
    expect(mergePayouts(engine, [], '2026-04-16').rows.map((r) => r.status)).toEqual([
      'unpaid',
      'scheduled',
      'scheduled',
      'scheduled',
    ]);
    expect(mergePayouts(engine, [], '2027-02-01').rows.map((r) => r.status)).toEqual([
      'unpaid',
      'unpaid',
      'unpaid',
      'unpaid',
    ]);
  });

  it('paid, partially paid, cancelled: what was paid and what remains, row by row and in total', () => {
    const merged = mergePayouts(
      engine,
      [
        payment('2026-04-15', '2026-04-15', '221.92', '42.16'),
        // Row 2: 100.00 gross paid (19.00 tax), not settled: 124.38 gross and 23.63 tax remain.
        payment('2026-07-15', '2026-07-20', '100.00', '19.00', '0.00', false),
        cancellation('2026-10-15', 'Restrukturyzacja'),
      ],
      '2026-08-01',
    );
    expect(merged.rows.map((r) => [r.status, r.paidOn, r.cancellationReason])).toEqual([
      ['paid', '2026-04-15', null],
      ['partially-paid', '2026-07-20', null],
      ['cancelled', null, 'Restrukturyzacja'],
      ['scheduled', null, null],
    ]);
    expect(merged.rows.map((r) => [r.remaining.gross, r.remaining.tax, r.remaining.principal])).toEqual([
      [0n, 0n, 0n],
      [12438n, 2363n, 0n],
      [0n, 0n, 0n], // cancelled: nothing is expected any more
      [22685n, 4310n, 1000000n],
    ]);
    // Paid: 221.92 + 100.00 gross, 42.16 + 19.00 tax. Remaining net: (124.38 − 23.63) + 183.75 = 284.50.
    expect(merged.paid).toEqual({ gross: 32192n, tax: 6116n, principal: 0n });
    expect(merged.remaining.gross - merged.remaining.tax).toBe(28450n);
    expect(merged.remaining.principal).toBe(1000000n);
    // Due is the whole schedule whatever was paid: gross 900.00, tax 170.99.
    expect(merged.due).toEqual({ gross: 90000n, tax: 17099n, principal: 1000000n });
  });

  it('several partial payments of a row: the latest payout day, settled by the one that completes it', () => {
    const merged = mergePayouts(
      engine,
      [
        payment('2026-04-15', '2026-04-20', '221.92', '42.16', '0.00', true),
        payment('2026-04-15', '2026-04-16', '0.00', '0.00', '0.00', false),
      ],
      '2026-05-01',
    );
    expect(merged.rows[0]).toMatchObject({ status: 'paid', paidOn: '2026-04-20' });
  });
});

describe('the coming rows and the tab', () => {
  const merged = mergePayouts(engine, [payment('2026-04-15', '2026-04-15', '221.92', '42.16')], '2026-07-20');

  it('coming rows are those still expected on or after today (the overdue July row is not "coming")', () => {
    expect(comingRows(merged, '2026-07-20').map((r) => [r.row.dueDate, totalOf(r.remaining)])).toEqual([
      ['2026-10-15', 18375n],
      ['2027-01-15', 1018375n],
    ]);
  });

  it('signing for accepted; active while a row is open; archived when all are paid or cancelled, or rejected', () => {
    expect(tabOf({ status: 'accepted' }, null)).toBe('signing');
    expect(tabOf({ status: 'active' }, merged)).toBe('active');
    expect(tabOf({ status: 'active' }, null)).toBe('active'); // equity: no schedule, still held
    const finished = mergePayouts(
      engine,
      [
        payment('2026-04-15', '2026-04-15', '221.92', '42.16'),
        payment('2026-07-15', '2026-07-15', '224.38', '42.63'),
        payment('2026-10-15', '2026-10-15', '226.85', '43.10'),
        cancellation('2027-01-15', 'Wcześniejszy wykup'),
      ],
      '2027-02-01',
    );
    expect(tabOf({ status: 'active' }, finished)).toBe('archived');
    expect(tabOf({ status: 'rejected' }, null)).toBe('archived');
    expect(tabOf({ status: 'archived' }, null)).toBe('archived');
  });
});

describe('tax of a partial payout and the investor’s tax profile', () => {
  it('19 % half up to the grosz', () => {
    expect(taxOnGross(10000n)).toBe(1900n); // 100.00 -> 19.00
    expect(taxOnGross(13315n)).toBe(2530n); // 133.15 × 0.19 = 25.2985 -> 25.30
    expect(taxOnGross(22192n)).toBe(4216n); // 221.92 × 0.19 = 42.1648 -> 42.16
    expect(taxOnGross(50n)).toBe(10n); // 0.50 × 0.19 = 0.095 -> 0.10 (half up)
    expect(taxOnGross(0n)).toBe(0n);
  });

  it('a company is a legal person; a person abroad is not withheld; the form’s default country is Poland', () => {
    expect(taxProfileOf({ investorType: 'company', company: {} })).toMatchObject({
      investorType: 'legal-person',
      taxResidenceCountry: null,
      engine: { investorType: 'legal-person', taxResidentInPoland: false },
    });
    expect(taxProfileOf({ investorType: 'person', person: { address: { country: 'DE' } } }).engine).toEqual({
      investorType: 'natural-person',
      taxResidentInPoland: false,
    });
    expect(taxProfileOf(null)).toMatchObject({ taxResidenceCountry: 'PL', engine: { taxResidentInPoland: true } });
  });
});

describe('the fixings of a variable product', () => {
  const product = { startDate: '2026-01-15', referenceRateValue: '5.8000' };

  it('the product’s value fixes the first period unless a recorded fixing is on or before the start', () => {
    expect(fixingsOf(product, [])).toEqual([{ date: '2026-01-15', ratePercent: '5.8000' }]);
    expect(fixingsOf(product, [{ fixingDate: '2026-04-13', value: '5.6000' }])).toEqual([
      { date: '2026-01-15', ratePercent: '5.8000' },
      { date: '2026-04-13', ratePercent: '5.6000' },
    ]);
    expect(fixingsOf(product, [{ fixingDate: '2026-01-13', value: '5.7500' }])).toEqual([
      { date: '2026-01-13', ratePercent: '5.7500' },
    ]);
  });
});

describe('scheduleOf an investment', () => {
  const facts = (offer: Partial<OfferRow>): InvestmentFacts => ({
    offer: {
      status: 'active',
      investmentValue: '10000.00',
      currency: 'PLN',
      paymentDate: '2026-01-15',
      paymentDueDate: '2026-01-17',
      investmentData: null,
      ...offer,
    } as OfferRow,
    product: {
      startDate: '2026-01-15',
      termMonths: 12,
      paymentFrequency: 'Quarterly',
      dayCountConvention: 'ACT/365F',
      interestType: 'Fixed',
      interestRate: '9.0000',
      margin: null,
      referenceRateValue: null,
    } as ProductRow,
    campaign: { type: 'debt' } as CampaignRow,
    fixings: [],
    payouts: [],
  });

  it('an active investment from its payment date; a signing one projected from the due date or today', () => {
    expect(scheduleOf(facts({}), '2026-03-01')!.engine.rows.map((r) => r.grossInterest)).toEqual([
      '221.92',
      '224.38',
      '226.85',
      '226.85',
    ]);
    const signing = scheduleOf(facts({ status: 'accepted', paymentDate: null }), '2026-01-16')!;
    expect([signing.projected, signing.engine.accrualStart]).toEqual([true, '2026-01-17']);
    const late = scheduleOf(facts({ status: 'accepted', paymentDate: null }), '2026-02-20')!;
    // 20 Feb -> 15 Apr = 54 days: 900 × 54/365 = 133.15.
    expect([late.engine.accrualStart, late.engine.rows[0]!.grossInterest]).toEqual(['2026-02-20', '133.15']);
  });

  it('none for equity, for a rejected offer never paid, or a projection past the maturity', () => {
    expect(scheduleOf({ ...facts({}), campaign: { type: 'equity' } as CampaignRow }, '2026-03-01')).toBeNull();
    expect(scheduleOf(facts({ status: 'rejected', paymentDate: null }), '2026-03-01')).toBeNull();
    expect(scheduleOf(facts({ status: 'accepted', paymentDate: null }), '2027-02-01')).toBeNull();
  });
});
