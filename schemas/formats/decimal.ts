/**
 * Exact decimal arithmetic for sums of percentages (and money) typed by people.
 *
 * Rule: 33.33 + 33.33 + 33.34 must be exactly 100, and 100.01 must exceed 100. Binary floating point
 * gets such sums wrong (0.1 + 0.2 !== 0.3), so each number is read back from its shortest decimal
 * representation (what the user typed) and summed as a BigInt of units at a common scale. This is
 * "summing in hundredths" generalised to any number of decimals, so 100.001 also exceeds 100.
 */

interface ScaledDecimal {
  units: bigint; // value = units / 10^scale
  scale: number;
}

function toScaled(value: number): ScaledDecimal {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/i.exec(String(value));
  if (!match) throw new RangeError(`Cannot read number: ${value}`);
  const [, sign = '', intPart = '0', fracPart = '', expPart] = match;
  const exponent = Number(expPart ?? 0) - fracPart.length;
  let units = BigInt(`${sign}${intPart}${fracPart}`);
  if (exponent >= 0) {
    units *= 10n ** BigInt(exponent);
    return { units, scale: 0 };
  }
  return { units, scale: -exponent };
}

function rescale(value: ScaledDecimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** Compares the exact decimal sum of `values` with `limit`: negative, 0 or positive. */
export function compareDecimalSum(values: readonly number[], limit: number): number {
  const all = [...values.map(toScaled), toScaled(limit)];
  const scale = Math.max(0, ...all.map((v) => v.scale));
  const sum = values.reduce((acc, v) => acc + rescale(toScaled(v), scale), 0n);
  const max = rescale(toScaled(limit), scale);
  return sum < max ? -1 : sum > max ? 1 : 0;
}

/** The exact decimal sum as a string (for messages and debugging), e.g. "100.00" -> "100". */
export function decimalSumString(values: readonly number[]): string {
  const scaled = values.map(toScaled);
  const scale = Math.max(0, ...scaled.map((v) => v.scale));
  const sum = scaled.reduce((acc, v) => acc + rescale(v, scale), 0n);
  const negative = sum < 0n;
  const digits = (negative ? -sum : sum).toString().padStart(scale + 1, '0');
  const intPart = digits.slice(0, digits.length - scale);
  const fracPart = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${intPart}${fracPart ? `.${fracPart}` : ''}`;
}

/**
 * True when `value` is an exact multiple of `step` in decimal terms (10.23 is a multiple of 0.01; the
 * float test 10.23 / 0.01 % 1 says it is not).
 */
export function isDecimalMultiple(value: number, step: number): boolean {
  if (step <= 0) throw new RangeError('step must be positive');
  const a = toScaled(value);
  const b = toScaled(step);
  const scale = Math.max(a.scale, b.scale);
  return rescale(a, scale) % rescale(b, scale) === 0n;
}

/**
 * A decimal number as text, the form the list query language accepts for number filters: an optional minus,
 * 1–15 integer digits and up to 6 decimals after a dot ("1000", "-2.5"; not "1e3", "1,5", " 1"). The server
 * validates filter values with it and the SPA's table kit drops a URL value it would refuse.
 */
export function isDecimalText(value: string): boolean {
  return /^-?\d{1,15}(\.\d{1,6})?$/.test(value);
}
