/**
 * Polish business and tax identifiers (algorithms as published by GUS / the Ministry of Finance; same as
 * python-stdnum `stdnum.pl.nip` and `stdnum.pl.regon`).
 */

function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += Number(digits[i]) * (weights[i] ?? 0);
  return sum;
}

/**
 * The NIP as people paste it, reduced to its 10 digits: separators ("526-025-02-74", "526 025 02 74") and ONE
 * EU VAT prefix ("PL 5260250274", "PL526-025-02-74") are dropped. Anything else (a doubled prefix
 * "PL PL 7671325342", another country's prefix, a slash, a letter among the digits) is returned as typed, so it
 * fails the check.
 */
export function normalizeNip(value: string): string {
  const match = /^\s*(?:PL[\s-]*)?([\d\s-]+)$/i.exec(value);
  return match ? match[1]!.replace(/[\s-]/g, '') : value;
}

/**
 * NIP (tax identification number): 10 digits; weights 6,5,7,2,3,4,5,6,7 over the first nine digits,
 * sum mod 11 must equal the 10th digit (a remainder of 10 is never issued, so it is invalid).
 * Spaces, hyphens and a "PL" prefix are allowed in the input (see normalizeNip).
 */
export function isValidNip(value: string): boolean {
  const nip = normalizeNip(value);
  if (!/^\d{10}$/.test(nip)) return false;
  const check = weightedSum(nip, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return check !== 10 && check === Number(nip[9]);
}

const REGON9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7] as const;
const REGON14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] as const;

/**
 * REGON (statistical business number): 9 digits (a national entity) or 14 digits (a local unit: the 9-digit
 * REGON of the entity + 4-digit unit number + check digit). Check digit = weighted sum mod 11, where a
 * remainder of 10 gives 0. 9 digits: weights 8,9,2,3,4,5,6,7. 14 digits: weights 2,4,8,5,0,9,7,3,6,1,2,4,8,
 * and the first nine digits must themselves be a valid 9-digit REGON. Digits only.
 */
export function isValidRegon(value: string): boolean {
  if (/^\d{9}$/.test(value)) {
    return (weightedSum(value, REGON9_WEIGHTS) % 11) % 10 === Number(value[8]);
  }
  if (/^\d{14}$/.test(value)) {
    return isValidRegon(value.slice(0, 9)) && (weightedSum(value, REGON14_WEIGHTS) % 11) % 10 === Number(value[13]);
  }
  return false;
}

/** KRS (National Court Register number): exactly 10 digits, usually with leading zeros; no check digit exists. */
export function isValidKrs(value: string): boolean {
  return /^\d{10}$/.test(value);
}
