import { describe, expect, it } from 'vitest';
import { formatBankAccount, formatDate, formatDateIso, formatDecimal } from '../../../src/lib/format';

describe('formatDecimal: 2 decimals, comma, space thousands', () => {
  it.each([
    [1234567.891, '1 234 567,89'],
    [1234567.89, '1 234 567,89'],
    [0, '0,00'],
    [5, '5,00'],
    [999.999, '1 000,00'],
    [1234, '1 234,00'],
    [123456, '123 456,00'],
    [-1234.5, '-1 234,50'],
    [-0.001, '0,00'],
    ['1234.5', '1 234,50'],
    ['1.005', '1,01'],
    [' 42 ', '42,00'],
  ] as const)('%s -> %s', (input, expected) => {
    expect(formatDecimal(input)).toBe(expected);
  });

  it.each([null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY])('%s -> empty', (input) => {
    expect(formatDecimal(input)).toBe('');
  });
});

describe('dates: YYYY-MM-DD and DD.MM.YYYY', () => {
  it('a date-only string is taken as written', () => {
    expect(formatDateIso('2024-03-05')).toBe('2024-03-05');
    expect(formatDate('2024-03-05')).toBe('05.03.2024');
  });

  it('a Date or a date-time is shown in the platform’s one time zone, Warsaw (decision 0032)', () => {
    const date = new Date('2024-12-31T22:30:00Z'); // 23:30 in Warsaw
    expect(formatDateIso(date)).toBe('2024-12-31');
    expect(formatDate(date)).toBe('31.12.2024');
    expect(formatDate(date.toISOString())).toBe('31.12.2024');
    expect(formatDateIso(date.getTime())).toBe('2024-12-31');
  });

  it('no date gives an empty string', () => {
    expect(formatDateIso(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateIso('not a date')).toBe('');
    expect(formatDate('')).toBe('');
  });
});

describe('formatBankAccount: groups of four, IBAN style', () => {
  it.each([
    ['61109010140000071219812874', '61 1090 1014 0000 0712 1981 2874'],
    ['PL61109010140000071219812874', 'PL61 1090 1014 0000 0712 1981 2874'],
    ['pl61 1090 1014 0000 0712 1981 2874', 'PL61 1090 1014 0000 0712 1981 2874'],
    ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['12', '12'],
    ['123456', '12 3456'],
    ['', ''],
    [null, ''],
  ] as const)('%s -> %s', (input, expected) => {
    expect(formatBankAccount(input)).toBe(expected);
  });
});
