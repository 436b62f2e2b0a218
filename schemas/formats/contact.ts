/**
 * Contact-data formats: e-mail, e-mail list, phone, Polish postal code, strong password.
 */
import { fullFormats } from 'ajv-formats/dist/formats.js';

/**
 * E-mail: the same rule ajv-formats uses for `format: "email"` (a practical subset of RFC 5321/5322),
 * so a single address and an address inside an e-mail list are judged identically.
 */
const EMAIL = fullFormats.email as RegExp;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

/**
 * E-mail list (invitations): addresses separated by semicolons WITHOUT spaces ("a@x.pl;b@y.com").
 * Rules: no white space anywhere, no empty entries (so no leading/trailing/double ";"), each entry a valid
 * e-mail. A single address is a valid list.
 */
export function isValidEmailList(value: string): boolean {
  if (value.length === 0 || /\s/.test(value)) return false;
  return value.split(';').every((entry) => entry.length > 0 && isValidEmail(entry));
}

/** Splits a valid e-mail list into its addresses (the SPA sends one invitation per address). */
export function splitEmailList(value: string): string[] {
  return value.split(';').filter((entry) => entry.length > 0);
}

/** Canonical e-mail for equality checks: trimmed, lower case (the domain is case-insensitive; in practice
 * mailbox names are too, and treating them so is the safe choice for "must differ" rules). */
export function canonicalEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Phone, E.164-ish: "+" then the country code (first digit 1–9) and subscriber number, 8 to 15 digits in
 * total (E.164 maximum is 15). Single spaces are allowed between digit groups ("+48 600 700 800"), not at the
 * ends. For Poland (+48) the national number must have exactly 9 digits. The Polish national form without the
 * country code ("600100200", "600 100 200") is accepted too, and stored as E.164 ("+48600100200", toE164Phone).
 */
export function normalizePhone(value: string): string {
  return value.replace(/ /g, '');
}

/** A Polish number as people write it at home: nine digits, in groups of three at most. */
const POLISH_NATIONAL = /^\d{3} ?\d{3} ?\d{3}$/;

export function isValidPhone(value: string): boolean {
  if (POLISH_NATIONAL.test(value)) return true;
  if (!/^\+\d+( \d+)*$/.test(value)) return false; // single spaces between digit groups only
  const phone = normalizePhone(value);
  if (!/^\+[1-9]\d{7,14}$/.test(phone)) return false;
  if (phone.startsWith('+48')) return phone.length === 12;
  return true;
}

/** A valid phone as E.164 ("600 100 200" -> "+48600100200", "+48 600 100 200" -> "+48600100200"); else as is. */
export function toE164Phone(value: string): string {
  if (!isValidPhone(value)) return value;
  const digits = normalizePhone(value);
  return digits.startsWith('+') ? digits : `+48${digits}`;
}

/** The KYC document with its phone as E.164 (what is stored, whatever form it was typed in). */
export function withE164Phone<T>(kyc: T): T {
  const personal = (kyc as { personal?: { phone?: unknown } } | null)?.personal;
  if (typeof personal?.phone !== 'string') return kyc;
  return { ...kyc, personal: { ...personal, phone: toE164Phone(personal.phone) } };
}

/** Polish postal code: two digits, hyphen, three digits ("00-950"). */
export function isValidPostalCodePl(value: string): boolean {
  return /^\d{2}-\d{3}$/.test(value);
}

/**
 * Strong password: at least 8 characters with at least one upper-case letter, one lower-case letter, one
 * digit and one special character (anything that is neither a letter, a digit nor white space).
 * Letters are Unicode-aware ("Ż" is upper case). At most 128 characters (hashing cost bound).
 */
export const STRONG_PASSWORD_MIN_LENGTH = 8;
export const STRONG_PASSWORD_MAX_LENGTH = 128;

export function isStrongPassword(value: string): boolean {
  const length = [...value].length;
  return (
    length >= STRONG_PASSWORD_MIN_LENGTH &&
    length <= STRONG_PASSWORD_MAX_LENGTH &&
    /\p{Lu}/u.test(value) &&
    /\p{Ll}/u.test(value) &&
    /\d/.test(value) &&
    /[^\p{L}\p{N}\s]/u.test(value)
  );
}
