/**
 * Numbers as the spec writes them (spec 001 section 9): 2 decimals, comma decimal separator, space
 * thousands separator: 1234567.891 -> "1 234 567,89".
 * Not Intl's pl-PL output: it uses a no-break space and leaves 4-digit numbers ungrouped ("1234,50").
 */

// en-US without grouping gives a plain "-1234567.89" to regroup. Strings are passed to Intl as decimal
// strings, so money from the API ("1.005") rounds as written, not as the nearest binary double.
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** Returns '' for null, undefined, '' and anything that is not a finite number. */
export function formatNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '' || !Number.isFinite(Number(text))) return '';
  const plain = twoDecimals.format(text as number | `${number}`);
  const negative = plain.startsWith('-');
  const [integer = '0', fraction = '00'] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  // "-0,00" would look like an error; rounding a tiny negative number to zero shows "0,00".
  const sign = negative && /[1-9]/.test(integer + fraction) ? '-' : '';
  return `${sign}${grouped},${fraction}`;
}
