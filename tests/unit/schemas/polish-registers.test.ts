/**
 * NIP / REGON / KRS vectors. NIP 8567346215 valid, 8567346216 invalid: python-stdnum `stdnum/pl/nip.py`.
 * NIP 5260250274 (weights 6,5,7,2,3,4,5,6,7: 30+10+42+0+6+20+0+12+49 = 169, 169 mod 11 = 4 = last digit) valid.
 * REGON 192598184, 123456785, 12345678512347 valid; 192598183, 12345678612342, 12345678512348 invalid:
 * python-stdnum `stdnum/pl/regon.py`.
 */
import { describe, expect, it } from 'vitest';
import { isValidKrs, isValidNip, isValidRegon, normalizeNip } from '#schemas/formats';

describe('NIP', () => {
  it.each(['5260250274', '8567346215', '526-025-02-74', '856 734 62 15'])('accepts %s', (nip) => {
    expect(isValidNip(nip)).toBe(true);
  });
  // The EU VAT form ("PL" + NIP; python-stdnum's sample "PL 8567346215") and separators, as people paste them.
  it.each(['PL 8567346215', 'PL8567346215', 'pl 856-734-62-15', 'PL-526-025-02-74', ' 526 025 02 74 '])(
    'normalizes %s instead of rejecting it',
    (nip) => {
      expect(isValidNip(nip)).toBe(true);
      expect(normalizeNip(nip)).toMatch(/^(8567346215|5260250274)$/);
    },
  );
  it.each([
    ['PL 8567346216', 'PL prefix, wrong check digit'],
    ['DE8567346215', 'another country prefix'],
    ['8567346215PL', 'prefix at the end'],
    ['8567346216', 'wrong check digit'],
    ['5260250275', 'wrong check digit'],
    ['526025027', '9 digits'],
    ['52602502740', '11 digits'],
    ['526025027A', 'letter'],
    ['1234567890', 'weighted sum mod 11 = 10, never issued'],
    // python-stdnum tests/test_eu_vat.doctest ("duplicated prefix") and validator.js isTaxID(pl-PL) ("format").
    ['PL PL 7671325342', 'doubled PL prefix'],
    ['PLPL7671325342', 'doubled PL prefix without a space'],
    ['P L 7671325342', 'a split prefix'],
    ['22 345-678/95', 'a slash'],
  ])('rejects %s (%s)', (nip) => {
    expect(isValidNip(nip)).toBe(false);
  });
  it('the "mod 11 = 10" vector really has remainder 10', () => {
    const w = [6, 5, 7, 2, 3, 4, 5, 6, 7];
    expect(w.reduce((acc, x, i) => acc + x * Number('1234567890'[i]), 0) % 11).toBe(10);
  });
});

describe('REGON', () => {
  it.each(['192598184', '123456785', '12345678512347'])('accepts %s', (regon) => {
    expect(isValidRegon(regon)).toBe(true);
  });
  it.each([
    ['192598183', '9 digits, wrong check digit'],
    ['12345678612342', '14 digits, the embedded 9-digit REGON is wrong'],
    ['12345678512348', '14 digits, wrong last check digit'],
    ['12345678', '8 digits'],
    ['1234567851234', '13 digits'],
    ['123-456-785', 'separators'],
  ])('rejects %s (%s)', (regon) => {
    expect(isValidRegon(regon)).toBe(false);
  });
});

describe('KRS', () => {
  it('is exactly 10 digits', () => {
    expect(isValidKrs('0000127206')).toBe(true);
    expect(isValidKrs('127206')).toBe(false);
    expect(isValidKrs('00001272060')).toBe(false);
    expect(isValidKrs('000012720A')).toBe(false);
  });
});
