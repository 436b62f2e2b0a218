// The acceptance's amount rules in exact decimal arithmetic (grosz) and the payment instructions' dates and
// title: pure functions of modules/public-campaign-offer.
import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  effectiveBounds,
  numberToMinor,
  offerReference,
  paymentDueDate,
  transferTitle,
} from '../../../server/src/modules/public-campaign-offer';

const limits = { min: '1000.00', max: '100000.00', step: '100.00' };

describe('checkAmount', () => {
  it.each([
    [1000, true],
    [100000, true],
    [1100, true],
    [999.99, 'OFFER_BELOW_MINIMUM'],
    [100000.01, 'OFFER_ABOVE_MAXIMUM'],
    [1050, 'OFFER_NOT_MULTIPLE_OF_STEP'],
    [1000.01, 'OFFER_NOT_MULTIPLE_OF_STEP'],
    [1000.001, 'OFFER_NOT_MULTIPLE_OF_STEP'],
    [0.001, 'OFFER_BELOW_MINIMUM'],
    [1e9, 'OFFER_ABOVE_MAXIMUM'],
  ] as const)('%s -> %s', (value, expected) => {
    const check = checkAmount(value, limits);
    if (expected === true) expect(check).toMatchObject({ ok: true, minor: BigInt(Math.round(value * 100)) });
    else expect(check).toMatchObject({ ok: false, code: expected, min: 100000n, max: 10000000n });
  });

  it('takes decimal steps exactly where floats fail (0.1 + 0.2, 10.3 / 0.1)', () => {
    const cents = { min: '0.10', max: '1000.00', step: '0.10' };
    expect(checkAmount(0.1 + 0.2, cents)).toMatchObject({ ok: false, code: 'OFFER_NOT_MULTIPLE_OF_STEP' });
    expect(checkAmount(0.3, cents)).toMatchObject({ ok: true, text: '0.30' });
    expect(checkAmount(10.3, cents)).toMatchObject({ ok: true, text: '10.30' });
    expect(checkAmount(4.35, { min: '0.05', max: '10.00', step: '0.05' })).toMatchObject({ ok: true, text: '4.35' });
  });

  it('caps the maximum at what is left of the campaign, on the step grid', () => {
    expect(effectiveBounds({ ...limits, remaining: '5550.00' })).toEqual({ min: 100000n, max: 550000n, step: 10000n });
    expect(checkAmount(5600, { ...limits, remaining: '5550.00' })).toMatchObject({
      ok: false,
      code: 'OFFER_ABOVE_MAXIMUM',
      max: 550000n,
    });
    expect(checkAmount(1000, { ...limits, remaining: '999.99' })).toMatchObject({
      ok: false,
      code: 'OFFER_MINIMUM_NOT_REACHED',
      min: 100000n,
      max: 90000n,
    });
    expect(checkAmount(1000, { ...limits, remaining: '-10.00' })).toMatchObject({ code: 'OFFER_MINIMUM_NOT_REACHED' });
  });

  it('reads JSON numbers through their shortest decimal text', () => {
    expect(numberToMinor(1000.5)).toBe(100050n);
    expect(numberToMinor(0.07)).toBe(7n);
    expect(numberToMinor(1.005)).toBeNull();
    expect(numberToMinor(-1)).toBeNull();
  });
});

describe('payment instructions', () => {
  it('due date: the acceptance day in Warsaw plus the payment days (midnight, DST, month and year ends)', () => {
    expect(paymentDueDate(new Date('2026-03-02T10:00:00Z'), 7)).toBe('2026-03-09');
    expect(paymentDueDate(new Date('2026-03-02T23:30:00Z'), 7)).toBe('2026-03-10'); // 00:30 on 3 March in Warsaw
    expect(paymentDueDate(new Date('2026-03-28T23:30:00Z'), 1)).toBe('2026-03-30'); // summer time starts on 29 March
    expect(paymentDueDate(new Date('2026-06-30T21:59:59Z'), 1)).toBe('2026-07-01'); // 23:59:59 CEST
    expect(paymentDueDate(new Date('2026-06-30T22:00:00Z'), 1)).toBe('2026-07-02');
    expect(paymentDueDate(new Date('2026-12-31T12:00:00Z'), 14)).toBe('2027-01-14');
    expect(paymentDueDate(new Date('2028-02-20T12:00:00Z'), 10)).toBe('2028-03-01');
  });

  it('the transfer title names the offer, the product and the investor, at most 140 characters', () => {
    const offerId = '7e060d08-1234-4abc-8def-0123456789ab';
    expect(offerReference(offerId)).toBe('7E060D08');
    expect(transferTitle({ offerId, productCode: 'ZE-A-2029', investorName: 'Jan  Kowalski' })).toBe(
      '7E060D08 ZE-A-2029 Jan Kowalski',
    );
    expect(transferTitle({ offerId, productCode: 'ZE-A-2029', investorName: null })).toBe('7E060D08 ZE-A-2029');
    expect(transferTitle({ offerId, productCode: 'X', investorName: 'A'.repeat(300) })).toHaveLength(140);
  });
});
