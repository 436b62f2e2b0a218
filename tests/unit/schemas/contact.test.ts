import { describe, expect, it } from 'vitest';
import {
  isCountryCode,
  isStrongPassword,
  isValidEmail,
  isValidEmailList,
  isValidPhone,
  isValidPostalCodePl,
  splitEmailList,
  toE164Phone,
  withE164Phone,
} from '#schemas/formats';

describe('phone', () => {
  it.each(['+48600700800', '+48 600 700 800', '+49 30 901820', '+1 202 555 0143', '+442079460000'])(
    'accepts %s',
    (p) => {
      expect(isValidPhone(p)).toBe(true);
    },
  );
  it.each([
    ['60070080', 'eight national digits'],
    ['6007008000', 'ten national digits'],
    ['600-700-800', 'national with hyphens'],
    ['+48 600 700 80', 'PL number with 8 digits'],
    ['+48 600 700 8000', 'PL number with 10 digits'],
    ['+0 123 456 789', 'country code starting with 0'],
    ['+1234567890123456', '16 digits (E.164 max 15)'],
    ['+48-600-700-800', 'hyphens'],
    ['+48  600700800', 'double space'],
    ['+48 600 700 800 ', 'trailing space'],
  ])('rejects %s (%s)', (p) => {
    expect(isValidPhone(p)).toBe(false);
  });
});

describe('phone in the Polish national form', () => {
  it.each([
    ['600100200', '+48600100200'],
    ['600 100 200', '+48600100200'],
    ['+48 600 100 200', '+48600100200'],
    ['+49 30 901820', '+4930901820'],
  ])('accepts %s and stores it as %s', (typed, stored) => {
    expect(isValidPhone(typed)).toBe(true);
    expect(toE164Phone(typed)).toBe(stored);
  });
  it('the KYC is stored with its phone as E.164; anything else untouched', () => {
    const kyc = { personal: { firstName: 'Jan', phone: '600100200' }, tax: { taxResidenceCountry: 'PL' } };
    expect(withE164Phone(kyc)).toEqual({
      personal: { firstName: 'Jan', phone: '+48600100200' },
      tax: { taxResidenceCountry: 'PL' },
    });
    expect(withE164Phone({ personal: {} })).toEqual({ personal: {} });
    expect(toE164Phone('60010020')).toBe('60010020');
  });
});

describe('Polish postal code', () => {
  it('is NN-NNN', () => {
    expect(isValidPostalCodePl('00-950')).toBe(true);
    expect(isValidPostalCodePl('00950')).toBe(false);
    expect(isValidPostalCodePl('0-0950')).toBe(false);
    expect(isValidPostalCodePl('00-95')).toBe(false);
    expect(isValidPostalCodePl(' 00-950')).toBe(false);
  });
});

describe('strong password', () => {
  it.each(['Abcdef1!', 'Zażółć1#gęślą', 'P4ssw0rd_'])('accepts %s', (p) => {
    expect(isStrongPassword(p)).toBe(true);
  });
  it.each([
    ['Abcde1!', '7 characters'],
    ['abcdef1!', 'no upper case'],
    ['ABCDEF1!', 'no lower case'],
    ['Abcdefg!', 'no digit'],
    ['Abcdefg1', 'no special character'],
    ['Abcd efg1', 'a space is not a special character'],
    [`A1!${'a'.repeat(126)}`, '129 characters'],
  ])('rejects %s (%s)', (p) => {
    expect(isStrongPassword(p)).toBe(false);
  });
});

describe('e-mail list (semicolons, no spaces)', () => {
  it('accepts one or more valid addresses', () => {
    expect(isValidEmailList('jan@example.com')).toBe(true);
    expect(isValidEmailList('jan@example.com;anna.nowak@example.pl')).toBe(true);
    expect(splitEmailList('jan@example.com;anna.nowak@example.pl')).toEqual([
      'jan@example.com',
      'anna.nowak@example.pl',
    ]);
  });
  it.each([
    ['jan@example.com; anna@example.pl', 'space after the semicolon'],
    [' jan@example.com', 'leading space'],
    ['jan@example.com,anna@example.pl', 'comma separator'],
    ['jan@example.com;;anna@example.pl', 'empty entry'],
    ['jan@example.com;', 'trailing semicolon'],
    ['jan@example.com;anna@', 'an invalid address'],
    ['', 'empty'],
  ])('rejects %j (%s)', (list) => {
    expect(isValidEmailList(list)).toBe(false);
  });
  it('uses the same e-mail rule as format "email"', () => {
    expect(isValidEmail('anna.nowak@example.pl')).toBe(true);
    expect(isValidEmail('anna nowak@example.pl')).toBe(false);
  });
});

describe('country code', () => {
  it('is an assigned ISO 3166-1 alpha-2 code in upper case', () => {
    expect(isCountryCode('PL')).toBe(true);
    expect(isCountryCode('KP')).toBe(true);
    expect(isCountryCode('pl')).toBe(false);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('POL')).toBe(false);
  });
});
