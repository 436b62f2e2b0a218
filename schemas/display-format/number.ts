/**
 * Numbers, money and percentages as the platform shows them everywhere (see docs/product/formats.md):
 * 2 decimals, comma decimal separator, space thousands separator (four-digit numbers too): "12 345,67 PLN".
 * Screens, PDFs, e-mails and exports all use these; amounts are handled as decimal text, never rounded as binary
 * floats ("1.005" rounds half up to "1,01").
 */
import { decimalSumString } from '../formats/decimal';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** The exact decimal text of a number or a decimal string; null for anything else. */
function decimalText(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? decimalSumString([value]) : null;
  const text = value.trim();
  return DECIMAL.test(text) ? text : null;
}

/**
 * "12345.67" / 12345.67 → "12 345,67"; 1000 → "1 000,00"; '' for null, undefined and what is not a number.
 * More than two decimals are rounded half up.
 */
export function formatDecimal(value: number | string | null | undefined): string {
  const text = decimalText(value);
  if (text === null) return '';
  const [, sign = '', wholeDigits = '0', fraction = ''] = DECIMAL.exec(text)!;
  let cents = BigInt(wholeDigits) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const minor = (cents % 100n).toString().padStart(2, '0');
  // "-0,00" would look like an error: a tiny negative number rounded to zero shows "0,00".
  return `${sign && cents !== 0n ? '-' : ''}${whole},${minor}`;
}

/** "12 345,67 PLN"; '' without a value. */
export function formatMoney(value: number | string | null | undefined, currency: string): string {
  const number = formatDecimal(value);
  return number ? `${number} ${currency}` : '';
}

/**
 * A percentage's number with its own decimals: 9 → "9", "8.5" → "8,5", "5.8125" → "5,8125" (a WIBOR fixing has
 * four decimals; only the separator changes). For messages that write the sign themselves ("{rate}%").
 */
export function formatPercentNumber(value: number | string | null | undefined): string {
  const text = decimalText(value);
  if (text === null) return '';
  const [, sign = '', whole = '0', fraction = ''] = DECIMAL.exec(text)!;
  const trimmed = fraction.replace(/0+$/, '');
  return `${sign}${whole}${trimmed ? `,${trimmed}` : ''}`;
}

/** A percentage with the sign attached, no space: "9%", "8,5%", "5,8125%"; '' without a value. */
export function formatPercent(value: number | string | null | undefined): string {
  const number = formatPercentNumber(value);
  return number ? `${number}%` : '';
}

/**
 * What a person types into a money field, as a number: the Polish decimal comma and the English dot, spaces
 * (also no-break) as thousands separators: "25 000,50", "1000000,5", "25000.50" → 25000.5. A number with both a
 * dot and a comma takes the last one as the decimal separator ("1.000,50", "1,000.50"). null for what is not a
 * plain decimal number (the field then says so), never a number made of its digits ("25000,50" ≠ 2500050).
 */
export function parseDecimalInput(text: string): number | null {
  let plain = text.replace(/[\s\u00a0\u202f]/g, '');
  const comma = plain.lastIndexOf(',');
  const dot = plain.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    const [decimal, grouping] = comma > dot ? [',', '.'] : ['.', ','];
    plain = plain.split(grouping).join('').replace(decimal, '.');
  } else if (comma >= 0) {
    plain = plain.replace(',', '.');
  }
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return null;
  return Number(plain);
}
