/**
 * PESEL — the Polish national identification number (11 digits: YYMMDDZZZXQ).
 *
 * Rules (Ministry of Digital Affairs / gov.pl description of PESEL; same algorithm as python-stdnum
 * `stdnum.pl.pesel`):
 * - YYMMDD is the birth date; the century is encoded in the month: 1800–1899 month + 80,
 *   1900–1999 month + 0, 2000–2099 month + 20, 2100–2199 month + 40, 2200–2299 month + 60.
 * - The encoded date must be a real calendar date (so "00000000000", whose checksum passes, is invalid:
 *   month 00 does not exist).
 * - X (10th digit) is even for women, odd for men.
 * - Q is the check digit: weights 1,3,7,9,1,3,7,9,1,3 over the first ten digits; Q = (10 - sum mod 10) mod 10.
 */
import { formatIsoDate, isRealCalendarDate, parseIsoDate } from './date.ts';

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;

/** Month offset -> first year of the century it encodes. */
const CENTURY_BY_OFFSET: Readonly<Record<number, number>> = { 80: 1800, 0: 1900, 20: 2000, 40: 2100, 60: 2200 };

/** Check digit for the first ten digits of a PESEL. */
export function peselCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += Number(firstTen[i]) * (WEIGHTS[i] ?? 0);
  return (10 - (sum % 10)) % 10;
}

/** True when the 11th digit matches the weighted checksum (says nothing about the date). */
export function hasValidPeselChecksum(pesel: string): boolean {
  return /^\d{11}$/.test(pesel) && peselCheckDigit(pesel) === Number(pesel[10]);
}

/** The birth date encoded in a PESEL as "YYYY-MM-DD", or null when the encoded date is impossible. */
export function peselBirthDate(pesel: string): string | null {
  if (!/^\d{11}$/.test(pesel)) return null;
  const yy = Number(pesel.slice(0, 2));
  const encodedMonth = Number(pesel.slice(2, 4));
  const day = Number(pesel.slice(4, 6));
  const offset = Math.floor(encodedMonth / 20) * 20;
  const century = CENTURY_BY_OFFSET[offset];
  if (century === undefined) return null;
  const year = century + yy;
  const month = encodedMonth - offset;
  if (!isRealCalendarDate(year, month, day)) return null;
  return formatIsoDate({ year, month, day });
}

/** Sex encoded in the 10th digit: 'F' (even) or 'M' (odd); null for a malformed number. */
export function peselSex(pesel: string): 'F' | 'M' | null {
  if (!/^\d{11}$/.test(pesel)) return null;
  return Number(pesel[9]) % 2 === 0 ? 'F' : 'M';
}

/** A valid PESEL: 11 digits, correct check digit and a real encoded birth date. */
export function isValidPesel(pesel: string): boolean {
  return hasValidPeselChecksum(pesel) && peselBirthDate(pesel) !== null;
}

/**
 * True when the PESEL is valid and encodes exactly `birthDate` ("YYYY-MM-DD").
 * An invalid PESEL or an invalid birth date never "matches".
 */
export function peselMatchesBirthDate(pesel: string, birthDate: string): boolean {
  const parsed = parseIsoDate(birthDate);
  if (!parsed || !isValidPesel(pesel)) return false;
  return peselBirthDate(pesel) === formatIsoDate(parsed);
}

/** Encodes a birth date as the PESEL's first six digits (YYMMDD with the century offset); null outside 1800–2299. */
export function peselDatePrefix(birthDate: string): string | null {
  const parsed = parseIsoDate(birthDate);
  if (!parsed) return null;
  const entry = Object.entries(CENTURY_BY_OFFSET).find(
    ([, start]) => parsed.year >= start && parsed.year < start + 100,
  );
  if (!entry) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(parsed.year % 100)}${pad(parsed.month + Number(entry[0]))}${pad(parsed.day)}`;
}
