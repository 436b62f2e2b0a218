/** The agreement PDF's display formats (see docs/product/formats.md), on decimal strings. */
import { describe, expect, it } from 'vitest';
import {
  countryName,
  formatBankAccount,
  formatDate,
  formatDecimal,
  formatMoney,
  formatPercent,
} from '../../../server/src/pdf/format';

describe('agreement PDF formats', () => {
  it.each([
    ['0', '0,00'],
    ['0.5', '0,50'],
    ['999.99', '999,99'],
    ['1000', '1 000,00'],
    ['12345.67', '12 345,67'],
    ['1234567.891', '1 234 567,89'],
    ['1.005', '1,01'],
    ['999999.995', '1 000 000,00'],
    ['-1234.5', '-1 234,50'],
    ['-0.001', '0,00'],
  ])('formatDecimal(%s) = %s', (value, expected) => {
    expect(formatDecimal(value)).toBe(expected);
  });

  it('writes money with the currency code after the figures', () => {
    expect(formatMoney('12345.67', 'PLN')).toBe('12 345,67 PLN');
    expect(formatMoney('12,345.67', 'PLN')).toBe('');
  });

  it('keeps a rate’s own decimals', () => {
    expect(formatPercent('9.5')).toBe('9,5%');
    expect(formatPercent('9.50')).toBe('9,5%');
    expect(formatPercent('5.8125')).toBe('5,8125%');
    expect(formatPercent('9')).toBe('9%');
  });

  it('groups IBANs and NRBs in fours', () => {
    expect(formatBankAccount('PL61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(formatBankAccount('pl61 1090 1014 0000 0712 1981 2874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(formatBankAccount('61109010140000071219812874')).toBe('61 1090 1014 0000 0712 1981 2874');
    expect(formatBankAccount('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('writes dates as DD.MM.YYYY in Polish and YYYY-MM-DD in English', () => {
    // One date format in both languages (decision 0032): the screens', the PDFs' and the exports' alike.
    expect(formatDate('2026-03-05')).toBe('05.03.2026');
    expect(formatDate('05.03.2026')).toBe('');
  });

  it('names countries in the document language', () => {
    expect(countryName('PL', 'pl')).toBe('Polska');
    expect(countryName('DE', 'pl')).toBe('Niemcy');
    expect(countryName('DE', 'en')).toBe('Germany');
  });
});
