/**
 * The one formatting module (schemas/display-format) that screens, PDFs, e-mails and
 * exports share.
 */
import { describe, expect, it } from 'vitest';
import {
  countryChoices,
  countryName,
  formatBankAccount,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatMoney,
  formatPercent,
  parseDecimalInput,
} from '#schemas/display-format';

describe('the one formatting module', () => {
  it('money: 2 decimals, comma, space thousands (four digits too), half up, with the currency', () => {
    expect(formatMoney(10000, 'PLN')).toBe('10 000,00 PLN');
    expect(formatMoney('1234.5', 'EUR')).toBe('1 234,50 EUR');
    expect(formatMoney('1.005', 'PLN')).toBe('1,01 PLN');
    expect(formatDecimal(-0.001)).toBe('0,00');
    expect(formatMoney(null, 'PLN')).toBe('');
  });

  it('percent: its own decimals, comma, the sign attached', () => {
    expect(formatPercent(9)).toBe('9%');
    expect(formatPercent('9.00')).toBe('9%');
    expect(formatPercent(8.5)).toBe('8,5%');
    expect(formatPercent('5.8125')).toBe('5,8125%');
  });

  it('dates as written, moments in Warsaw time whatever the machine’s zone', () => {
    expect(formatDate('2026-03-05')).toBe('05.03.2026');
    expect(formatDateTime('2026-11-28T05:37:00Z')).toBe('28.11.2026 06:37');
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('02.07.2026 00:30');
  });

  it('bank accounts in fours, a bare NRB with its check digits apart', () => {
    expect(formatBankAccount('PL61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(formatBankAccount('61109010140000071219812874')).toBe('61 1090 1014 0000 0712 1981 2874');
  });

  it('one country list with Polish and English names', () => {
    const poland = countryChoices().find((country) => country.value === 'PL');
    expect(poland?.label).toEqual({ pl: 'Polska', en: 'Poland' });
    expect(countryName('DE', 'en')).toBe('Germany');
  });
});

describe('parseDecimalInput', () => {
  it.each([
    ['25 000,50', 25000.5],
    ['1000000,5', 1000000.5],
    ['25000.50', 25000.5],
    ['25\u00a0000,50', 25000.5],
    ['1.000,50', 1000.5],
    ['1,000.50', 1000.5],
    ['30000', 30000],
  ])('"%s" → %d', (typed, expected) => {
    expect(parseDecimalInput(typed)).toBe(expected);
  });

  it.each(['25 tysięcy', '', '1,2,3', '--1', '1e5'])('"%s" is no amount', (typed) => {
    expect(parseDecimalInput(typed)).toBeNull();
  });
});
