/**
 * Money and rates for the schedule engine, without binary floating point.
 *
 * Money is held as an integer number of minor units (grosz, cent) in a bigint: every amount the engine
 * produces is rounded to the minor unit, so integers are exact and sums of rows equal the totals to the
 * grosz. Rates are percentages with any number of decimals (a WIBOR fixing of 5.8125 %, a margin of 2.5 %),
 * held as `units / 10^scale` so reference rate + margin is also exact.
 *
 * Inputs may be decimal strings ("10000.00", "9.5") or contract numbers (Money and Percentage are JSON
 * numbers): a number is read back from its shortest decimal representation (`decimalSumString`, the same
 * rule as the server's numeric(18,2) conversion), never multiplied as a float.
 */
import { decimalSumString } from '../formats/decimal';

/** A decimal amount as typed or stored: "10000.00", "1000.5", or a contract JSON number such as 1000.5. */
export type DecimalInput = string | number;

/** The minor-unit digits of the platform's currencies (PLN, EUR and USD all have 2). */
export const MINOR_UNIT_DIGITS = 2;
const MINOR_PER_MAJOR = 10n ** BigInt(MINOR_UNIT_DIGITS);

/** Thrown for malformed engine inputs; `code` lets the server map it to the contract's error body. */
export class PaymentScheduleInputError extends RangeError {
  constructor(
    readonly code: PaymentScheduleInputErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentScheduleInputError';
  }
}

export type PaymentScheduleInputErrorCode =
  | 'INVALID_AMOUNT'
  | 'INVALID_RATE'
  | 'INVALID_DATE'
  | 'INVALID_TERM'
  | 'PAYMENT_AFTER_MATURITY'
  | 'MISSING_REFERENCE_RATE'
  | 'DUPLICATE_REFERENCE_RATE';

/** The exact decimal text of an input; numbers via their shortest representation (no float arithmetic). */
function decimalText(value: DecimalInput): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return String(value); // rejected by the callers' patterns
    return decimalSumString([value]);
  }
  return value.trim();
}

/**
 * Reads a non-negative amount with at most 2 decimals into minor units ("10000.00" → 1000000n).
 * More decimals are an error rather than silently rounded: an investment is always a whole grosz.
 */
export function toMinorUnits(value: DecimalInput): bigint {
  const text = decimalText(value);
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new PaymentScheduleInputError('INVALID_AMOUNT', `Not an amount with at most 2 decimals: ${text}`);
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * MINOR_PER_MAJOR + BigInt(fraction.padEnd(MINOR_UNIT_DIGITS, '0'));
}

/** Formats minor units as the project's decimal string with exactly 2 decimals (1000000n → "10000.00"). */
export function formatMinorUnits(minor: bigint): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(MINOR_UNIT_DIGITS + 1, '0');
  const cut = digits.length - MINOR_UNIT_DIGITS;
  return `${negative ? '-' : ''}${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

/** An exact non-negative rate in percent: value = units / 10^scale (9.5 % → { units: 95n, scale: 1 }). */
export interface Rate {
  readonly units: bigint;
  readonly scale: number;
}

/** Reads a non-negative percentage ("9", "5.8125", 8.5). Negative rates are outside the contract (Percentage ≥ 0). */
export function parseRate(value: DecimalInput): Rate {
  const text = decimalText(value);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new PaymentScheduleInputError('INVALID_RATE', `Not a non-negative percentage: ${text}`);
  const [, whole = '0', fraction = ''] = match;
  return { units: BigInt(`${whole}${fraction}`), scale: fraction.length };
}

/** The exact sum of two rates (reference rate + margin). */
export function addRates(a: Rate, b: Rate): Rate {
  const scale = Math.max(a.scale, b.scale);
  const lift = (r: Rate) => r.units * 10n ** BigInt(scale - r.scale);
  return { units: lift(a) + lift(b), scale };
}

/** The shortest decimal text of a rate ("9", "8.5", "7.3125"): what the schedule shows as "rate used". */
export function formatRate(rate: Rate): string {
  const digits = rate.units.toString().padStart(rate.scale + 1, '0');
  const cut = digits.length - rate.scale;
  const fraction = digits.slice(cut).replace(/0+$/, '');
  return fraction ? `${digits.slice(0, cut)}.${fraction}` : digits.slice(0, cut);
}

/**
 * numerator / denominator rounded half up to an integer, for numerator ≥ 0 and denominator > 0.
 * Half up (0.5 grosz → 1 grosz) is the rule of art. 63 §1a of the tax ordinance for interest and its tax.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n)
    throw new RangeError('divideRoundHalfUp needs numerator >= 0, denominator > 0');
  return (2n * numerator + denominator) / (2n * denominator);
}
