/**
 * IBAN / NRB vectors: PL61109010140000071219812874 (ECBS / Wikipedia "International Bank Account Number"
 * Polish example), DE89370400440532013000 and GB82WEST12345698765432 (Wikipedia examples),
 * NL91ABNA0417164300, FR1420041010050500013M02606, BE68539007547034 (SWIFT IBAN Registry examples).
 */
import { describe, expect, it } from 'vitest';
import { canonicalBankAccount, formatIban, isValidIban, isValidNrb, normalizeIban } from '../../../schemas/formats';

describe('IBAN (ISO 13616, mod 97)', () => {
  it.each([
    'PL61109010140000071219812874',
    'PL61 1090 1014 0000 0712 1981 2874',
    'pl61 1090 1014 0000 0712 1981 2874',
    'DE89370400440532013000',
    'GB82WEST12345698765432',
    'NL91ABNA0417164300',
    'FR1420041010050500013M02606',
    'BE68539007547034',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['PL61109010140000071219812875', 'last digit changed'],
    ['PL61109010140000071219812784', 'two digits swapped'],
    ['PL62109010140000071219812874', 'check digits changed'],
    ['DE89370400440532013001', 'German account digit changed'],
    ['GB82WEST12345698765433', 'British account digit changed'],
    ['PL6110901014000007121981287', 'PL is 28 characters, this has 27'],
    ['XX61109010140000071219812874', 'unknown country'],
    ['PL61-1090-1014-0000-0712-1981-2874', 'hyphens are not spaces'],
    ['', 'empty'],
  ])('rejects %s (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('normalises and formats in groups of four', () => {
    expect(normalizeIban(' pl61 1090 1014 0000 0712 1981 2874 ')).toBe('PL61109010140000071219812874');
    expect(formatIban('PL61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
  });
});

describe('NRB (Polish account number = PL IBAN without "PL")', () => {
  it('accepts 26 digits whose PL IBAN is valid, with or without spaces', () => {
    expect(isValidNrb('61109010140000071219812874')).toBe(true);
    expect(isValidNrb('61 1090 1014 0000 0712 1981 2874')).toBe(true);
  });
  it('rejects a changed digit, the PL prefix and a wrong length', () => {
    expect(isValidNrb('61109010140000071219812875')).toBe(false);
    expect(isValidNrb('PL61109010140000071219812874')).toBe(false);
    expect(isValidNrb('6110901014000007121981287')).toBe(false);
  });
  it('treats an NRB and its PL IBAN as the same account', () => {
    expect(canonicalBankAccount('61 1090 1014 0000 0712 1981 2874')).toBe(
      canonicalBankAccount('PL61109010140000071219812874'),
    );
    expect(canonicalBankAccount('GB82 WEST 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
  });
});
