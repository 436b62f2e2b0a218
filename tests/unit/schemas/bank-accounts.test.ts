/**
 * IBAN / NRB vectors: PL61109010140000071219812874 (ECBS / Wikipedia "International Bank Account Number"
 * Polish example), DE89370400440532013000 and GB82WEST12345698765432 (Wikipedia examples),
 * NL91ABNA0417164300, FR1420041010050500013M02606, BE68539007547034 (SWIFT IBAN Registry examples).
 */
import { describe, expect, it } from 'vitest';
import { canonicalBankAccount, formatIban, isValidIban, isValidNrb, normalizeIban } from '#schemas/formats';

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

  // ISO 13616 check digits are 98 − (n mod 97): always 02–98. 00, 01 and 99 pass the bare mod-97 test (aliases
  // of 97, 98 and 02) but are never issued. The aliases below are of PL97/PL98/PL02 accounts (ibantools samples).
  it.each([
    ['PL00109010140000071219812032', 'alias of PL97109010140000071219812032'],
    ['PL01109010140000071219812014', 'alias of PL98109010140000071219812014'],
    ['PL99109010140000071219812093', 'alias of PL02109010140000071219812093'],
    ['DE00370400440532013000', 'check digits 00'],
  ])('rejects check digits outside 02–98: %s (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('accepts every valid IBAN of the suite, including check digits at both ends of 02–98', () => {
    const valid = [
      'PL61109010140000071219812874',
      'PL61 1090 1014 0000 0712 1981 2874',
      'pl61 1090 1014 0000 0712 1981 2874',
      'DE89370400440532013000',
      'DE89 3704 0044 0532 0130 00',
      'GB82WEST12345698765432',
      'GB82 WEST 1234 5698 7654 32',
      'NL91ABNA0417164300',
      'FR1420041010050500013M02606',
      'BE68539007547034',
      // Check digits 02, 03, 96, 97, 98 (python-stdnum registry samples, ibantools and validator.js samples).
      'PL02109010140000071219812093',
      'PL97109010140000071219812032',
      'PL98109010140000071219812014',
      'SA03 8000 0000 6080 1016 7519',
      'NO 02 15037577003',
      'NO9832271000153',
      'ES98 0049 5442 2227 1606 6973',
      'GB98 MIDL 0700 9312 3456 78',
      'GR96 0810 0010 0000 0123 4567 890',
      'EE975500000550008329',
    ];
    expect(valid.filter((iban) => !isValidIban(iban))).toEqual([]);
    expect(isValidNrb('61109010140000071219812874')).toBe(true);
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
  it('gives a mod-97 alias of the check digits (PL00 for PL97, PL99 for PL02) the account it names', () => {
    expect(canonicalBankAccount('PL00 1090 1014 0000 0712 1981 2032')).toBe('PL97109010140000071219812032');
    expect(canonicalBankAccount('PL99109010140000071219812093')).toBe('PL02109010140000071219812093');
    expect(canonicalBankAccount('00109010140000071219812032')).toBe('PL97109010140000071219812032');
    // A number that fails mod 97 is left alone (the format reports it; it is no alias of anything).
    expect(canonicalBankAccount('PL62109010140000071219812874')).toBe('PL62109010140000071219812874');
  });
});
