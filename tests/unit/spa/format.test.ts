import { describe, expect, it } from 'vitest';
import { formatBankAccount, formatDateDotted, formatDateIso, formatNumber } from '../../../src/lib/format';

describe('formatNumber: 2 decimals, comma, space thousands', () => {
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
    expect(formatNumber(input)).toBe(expected);
  });

  it.each([null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY])('%s -> empty', (input) => {
    expect(formatNumber(input)).toBe('');
  });
});

describe('dates: YYYY-MM-DD and DD.MM.YYYY', () => {
  it('a date-only string is taken as written', () => {
    expect(formatDateIso('2024-03-05')).toBe('2024-03-05');
    expect(formatDateDotted('2024-03-05')).toBe('05.03.2024');
  });

  it('a Date or a date-time is shown in local time', () => {
    const date = new Date(2024, 11, 31, 23, 30);
    expect(formatDateIso(date)).toBe('2024-12-31');
    expect(formatDateDotted(date)).toBe('31.12.2024');
    expect(formatDateDotted(date.toISOString())).toBe('31.12.2024');
    expect(formatDateIso(date.getTime())).toBe('2024-12-31');
  });

  it('no date gives an empty string', () => {
    expect(formatDateIso(null)).toBe('');
    expect(formatDateDotted(undefined)).toBe('');
    expect(formatDateIso('not a date')).toBe('');
    expect(formatDateDotted('')).toBe('');
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
