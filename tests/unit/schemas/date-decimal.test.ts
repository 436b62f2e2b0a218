import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareDecimalSum,
  decimalSumString,
  isDecimalText,
  isDecimalMultiple,
  isIsoDate,
  isoDateToPl,
  plDateToIso,
  todayIso,
} from '#schemas/formats';

describe('date helpers', () => {
  it('accepts only real calendar dates in YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
    expect(isIsoDate('2024-4-30')).toBe(false);
    expect(isIsoDate('30.04.2024')).toBe(false);
  });
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2025-03-10', 7)).toBe('2025-03-17');
    expect(addDays('2024-12-28', 7)).toBe('2025-01-04');
    expect(addDays('2024-02-26', 3)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
  it('takes "today" in Europe/Warsaw: 23:30 UTC on 10 March is already 11 March in Warsaw', () => {
    expect(todayIso(new Date('2025-03-10T23:30:00Z'))).toBe('2025-03-11');
    expect(todayIso(new Date('2025-03-10T22:30:00Z'))).toBe('2025-03-10');
    expect(todayIso(new Date('2025-03-10T23:30:00Z'), 'UTC')).toBe('2025-03-10');
  });
  it('converts between YYYY-MM-DD and DD.MM.YYYY', () => {
    expect(plDateToIso('29.02.2024')).toBe('2024-02-29');
    expect(plDateToIso('29.02.2023')).toBeNull();
    expect(isoDateToPl('2024-02-29')).toBe('29.02.2024');
  });
});

describe('exact decimal sums', () => {
  it('100 is not above 100, 100.01 is', () => {
    expect(compareDecimalSum([60, 40], 100)).toBe(0);
    expect(compareDecimalSum([60, 40.01], 100)).toBe(1);
    expect(compareDecimalSum([100.01], 100)).toBe(1);
  });
  it('33.33 + 33.33 + 33.34 is exactly 100 (floats say 100.00000000000001 or similar)', () => {
    expect(compareDecimalSum([33.33, 33.33, 33.34], 100)).toBe(0);
    expect(decimalSumString([33.33, 33.33, 33.34])).toBe('100');
    expect(decimalSumString([0.1, 0.2])).toBe('0.3');
    expect(0.1 + 0.2).not.toBe(0.3); // why this module exists
  });
  it('sees excess beyond hundredths and handles exponent notation', () => {
    expect(compareDecimalSum([99.999, 0.002], 100)).toBe(1);
    expect(compareDecimalSum([1e-7, 99.9999999], 100)).toBe(0);
  });
  it('checks decimal multiples exactly', () => {
    expect(isDecimalMultiple(10.23, 0.01)).toBe(true);
    expect(isDecimalMultiple(10.235, 0.01)).toBe(false);
    expect(isDecimalMultiple(15500, 1000)).toBe(false);
    expect(isDecimalMultiple(15000, 500)).toBe(true);
  });
});

describe('isDecimalText (the list query language number filter)', () => {
  it('accepts up to 15 integer digits and 6 decimals after a dot, nothing else', () => {
    expect(['0', '-2.5', '999999999999999', '1.123456'].filter(isDecimalText)).toHaveLength(4);
    expect(['', '1e3', '1,5', ' 1', '1.', '.5', '1234567890123456', '1.1234567'].filter(isDecimalText)).toEqual([]);
  });
});
