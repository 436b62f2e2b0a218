/**
 * IBAN (ISO 13616) and the Polish NRB.
 *
 * IBAN rule: two-letter country code, two check digits, then the BBAN; the total length is fixed per country
 * (SWIFT IBAN Registry). Validation: move the first four characters to the end, replace letters by numbers
 * (A=10 … Z=35) and the result mod 97 must equal 1 (ISO 7064 MOD 97-10). ISO 13616 computes the check digits
 * as 98 − (n mod 97) over the BBAN + country + "00", so they are always 02–98: "00", "01" and "99" also pass the
 * mod-97 test (they are aliases of 97, 98 and 02) but are never issued, so we compare the check digits with the
 * computed ones instead.
 * Input may contain spaces (paper format "PL61 1090 1014 …") and lower case; we normalise before checking.
 *
 * NRB (Numer Rachunku Bankowego) is the Polish domestic account number: 26 digits = a PL IBAN without the
 * "PL" prefix (2 check digits + 8-digit bank/branch code + 16-digit account). It is valid when "PL" + NRB is
 * a valid IBAN.
 */

/** IBAN lengths by country (SWIFT IBAN Registry): all EU/EEA members plus common non-EU countries. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HN: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

/** Removes all white space and upper-cases: "pl61 1090 1014…" -> "PL611090…". */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 7064 MOD 97-10 over an already rearranged alphanumeric string, computed piecewise (no BigInt needed). */
function mod97(alnum: string): number {
  let remainder = 0;
  for (const ch of alnum) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder;
}

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]+$/;

/** The ISO 13616 check digits of an IBAN-shaped string (its own check digits are ignored): "02".."98". */
function isoCheckDigits(iban: string): string {
  return String(98 - mod97(`${iban.slice(4)}${iban.slice(0, 2)}00`)).padStart(2, '0');
}

/**
 * A valid IBAN: known country, the registry length, only A–Z/0–9, and the check digits ISO 13616 computes
 * (which implies mod-97 == 1 and rules out the never-issued 00, 01 and 99). Spaces are ignored.
 */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!IBAN_SHAPE.test(iban)) return false;
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength === undefined || iban.length !== expectedLength) return false;
  // Polish BBAN is numeric only.
  if (iban.startsWith('PL') && !/^PL\d{26}$/.test(iban)) return false;
  return iban.slice(2, 4) === isoCheckDigits(iban);
}

/** Groups an IBAN in fours for display: "PL61 1090 1014 0000 0712 1981 2874". */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Removes white space from an NRB: "61 1090 1014 …" -> "611090…". */
export function normalizeNrb(value: string): string {
  return value.replace(/\s+/g, '');
}

/** A valid Polish NRB: 26 digits and "PL" + NRB is a valid IBAN. Spaces are ignored. */
export function isValidNrb(value: string): boolean {
  const nrb = normalizeNrb(value);
  return /^\d{26}$/.test(nrb) && isValidIban(`PL${nrb}`);
}

/**
 * The canonical form used to compare bank account numbers: an IBAN without spaces, upper case; a bare
 * 26-digit NRB becomes the equivalent PL IBAN (so "61 1090…" and "PL61 1090…" are the same account); and a
 * mod-97 alias spelling of the check digits ("PL00…" for "PL97…", "PL99…" for "PL02…") gets the ISO digits, so
 * it names the same account instead of slipping past the duplicate-account rule.
 */
export function canonicalBankAccount(value: string): string {
  const compact = normalizeIban(value);
  const iban = /^\d{26}$/.test(compact) ? `PL${compact}` : compact;
  if (!IBAN_SHAPE.test(iban) || mod97(iban.slice(4) + iban.slice(0, 4)) !== 1) return iban;
  return `${iban.slice(0, 2)}${isoCheckDigits(iban)}${iban.slice(4)}`;
}
