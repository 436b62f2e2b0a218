/**
 * PESEL vectors. Sources: python-stdnum `stdnum/pl/pesel.py` doctests (44051401359, 44051401358, 02381307589,
 * 02211307589, 02122401358); Wikipedia "PESEL" (44051401358 used as the wrong-check-digit example,
 * 12345678903). The other vectors were built by hand with the published algorithm (weights 1,3,7,9,1,3,7,9,1,3;
 * Q = (10 - sum mod 10) mod 10) and are re-checked below by an independent reference implementation.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hasValidPeselChecksum,
  isValidPesel,
  peselBirthDate,
  peselDatePrefix,
  peselMatchesBirthDate,
  peselSex,
} from '#schemas/formats';

/** Independent reference for the check digit, written from the published description. */
function referenceChecksumOk(pesel: string): boolean {
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = w.reduce((acc, weight, i) => acc + weight * Number(pesel[i]), 0);
  return (10 - (sum % 10)) % 10 === Number(pesel[10]);
}

describe('PESEL', () => {
  it.each([
    ['44051401359', '1944-05-14', 'M'],
    ['02211307589', '2002-01-13', 'F'], // 2000s: month 21 = January + 20
    ['02122401358', '1902-12-24', 'M'],
    ['02270803624', '2002-07-08', 'F'], // 2000s: month 27 = July + 20 (hand-computed check digit 4)
    ['80123100001', '1980-12-31', 'F'],
    ['00222900009', '2000-02-29', 'F'], // 2000 is a leap year
  ])('accepts %s (born %s)', (pesel, birthDate, sex) => {
    expect(referenceChecksumOk(pesel)).toBe(true);
    expect(isValidPesel(pesel)).toBe(true);
    expect(peselBirthDate(pesel)).toBe(birthDate);
    expect(peselSex(pesel)).toBe(sex);
  });

  it.each([
    ['44051401358', 'wrong check digit (python-stdnum, Wikipedia)'],
    ['02270803628', 'wrong check digit: the correct one for 0227080362 is 4'],
    ['12345678901', 'wrong check digit (Wikipedia example)'],
    ['4405140135', 'too short'],
    ['440514013590', 'too long'],
    ['4405140135a', 'not digits'],
  ])('rejects %s: %s', (pesel) => {
    expect(isValidPesel(pesel)).toBe(false);
  });

  it.each([
    ['00000000000', 'month 00'],
    ['02381307589', 'month 38 = 2000s month 18 (python-stdnum)'],
    ['00130100003', 'month 13'],
    ['02330100003', 'month 33 = 2000s month 13'],
    ['00022900003', '29 February 1900 (not a leap year)'],
    ['02222900003', '29 February 2002'],
  ])('rejects %s although its checksum passes: %s', (pesel) => {
    expect(referenceChecksumOk(pesel)).toBe(true);
    expect(hasValidPeselChecksum(pesel)).toBe(true);
    expect(peselBirthDate(pesel)).toBeNull();
    expect(isValidPesel(pesel)).toBe(false);
  });

  it.each([
    ['1850-06-01', '508601'],
    ['1999-12-31', '991231'],
    ['2001-01-01', '012101'],
    ['2105-03-04', '054304'],
    ['2250-11-30', '507130'],
  ])('encodes the century in the month for %s', (date, prefix) => {
    expect(peselDatePrefix(date)).toBe(prefix);
  });

  it('matches the birth date it encodes, and only that one', () => {
    expect(peselMatchesBirthDate('44051401359', '1944-05-14')).toBe(true);
    expect(peselMatchesBirthDate('44051401359', '1944-05-15')).toBe(false);
    expect(peselMatchesBirthDate('44051401359', '2044-05-14')).toBe(false);
    expect(peselMatchesBirthDate('02270803624', '2002-07-08')).toBe(true);
    expect(peselMatchesBirthDate('02270803624', '1902-07-08')).toBe(false);
    expect(peselMatchesBirthDate('44051401358', '1944-05-14')).toBe(false); // invalid PESEL never matches
  });

  it('round-trips: any real date 1800–2299 + any serial + computed check digit is valid and decodes back', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1800-01-01'), max: new Date('2299-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 9999 }),
        (d, serial) => {
          const iso = d.toISOString().slice(0, 10);
          const first10 = `${peselDatePrefix(iso)}${String(serial).padStart(4, '0')}`;
          const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
          const sum = w.reduce((acc, weight, i) => acc + weight * Number(first10[i]), 0);
          const pesel = `${first10}${(10 - (sum % 10)) % 10}`;
          return isValidPesel(pesel) && peselBirthDate(pesel) === iso;
        },
      ),
    );
  });
});
