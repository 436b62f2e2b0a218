/**
 * The platform's display formats (spec 001 section 9) for server-made documents. The SPA has the same rules in
 * src/lib/format/ (which the server may not import); these work on decimal strings, never on binary floats.
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * "12345.67" → "12 345,67"; "1000" → "1 000,00"; "0.5" → "0,50". Two decimals, comma decimal separator,
 * space thousands separator (also for four-digit numbers). More than two decimals are rounded half up.
 */
export function formatDecimal(value: string): string {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new RangeError(`Not a decimal number: "${value}"`);
  const [, sign = '', wholeDigits = '0', fraction = ''] = match;
  let cents = BigInt(wholeDigits) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const minor = (cents % 100n).toString().padStart(2, '0');
  return `${sign && cents !== 0n ? '-' : ''}${whole},${minor}`;
}

/** "12345.67", "PLN" → "12 345,67 PLN". */
export function formatMoney(value: string, currency: string): string {
  return `${formatDecimal(value)} ${currency}`;
}

/**
 * A percentage as written ("9.5" → "9,5%", "5.8125" → "5,8125%", "9" → "9%"): rates keep their own decimals
 * (a WIBOR fixing has four), only the separator changes.
 */
export function formatPercent(value: string): string {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new RangeError(`Not a percentage: "${value}"`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const trimmed = fraction.replace(/0+$/, '');
  return `${sign}${whole}${trimmed ? `,${trimmed}` : ''}%`;
}

/**
 * Bank account numbers grouped in fours, IBAN style: "PL61109010140000071219812874" →
 * "PL61 1090 1014 0000 0712 1981 2874"; a bare NRB has its two check digits set apart first:
 * "61109010140000071219812874" → "61 1090 1014 0000 0712 1981 2874".
 */
export function formatBankAccount(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const groupInFours = (text: string) => text.replace(/(.{4})(?=.)/g, '$1 ');
  if (/^\d{2}/.test(compact) && compact.length > 2) return `${compact.slice(0, 2)} ${groupInFours(compact.slice(2))}`;
  return groupInFours(compact);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date "2026-03-05" in the document's language: Polish "05.03.2026", English "2026-03-05" (the
 * spec's two formats; ISO in English so no reader takes 05.03 for May 3rd).
 */
export function formatDate(value: string, locale: 'pl' | 'en'): string {
  const match = DATE_ONLY.exec(value.trim());
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: "${value}"`);
  const [, year, month, day] = match;
  return locale === 'pl' ? `${day}.${month}.${year}` : `${year}-${month}-${day}`;
}

/** The country's name in the document's language ("DE" → "Niemcy" / "Germany"); the code when unknown. */
export function countryName(code: string, locale: 'pl' | 'en'): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
