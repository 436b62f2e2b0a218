// The per-offer amount rules of an acceptance (and of the agreement preview), in EXACT decimal arithmetic: every
// amount is an integer number of grosz (cents) in a bigint, read from the JSON number's shortest decimal text or
// from the numeric(18,2) string the database returns; never a float product or quotient.
//
//   below the product's minimum            -> 422 OFFER_BELOW_MINIMUM
//   above the product's maximum (or above
//   what is left of the campaign's target) -> 422 OFFER_ABOVE_MAXIMUM
//   value mod step != 0 (in grosz; a value
//   with more than 2 decimals is never a
//   multiple of a step in whole grosz)     -> 422 OFFER_NOT_MULTIPLE_OF_STEP
//   what is left of the campaign's target
//   is below the product's minimum, so no
//   amount can be accepted at all          -> 422 OFFER_MINIMUM_NOT_REACHED
//
// Every one of them carries parameters { investmentValueMin, investmentValueMax }: the bounds that apply now
// (docs/decisions/0009-investment-amounts-and-payment-instructions.md).
import type { Currency } from '#generated/api/model';
import { HttpError } from '../../plugins/errors';
import { decimalSumString } from '#schemas/formats/decimal';
import { formatMinorUnits, toMinorUnits } from '#schemas/finance/money';
import { formatMoney } from '#schemas/display-format';

export interface AmountLimits {
  /** Decimal strings as stored (numeric(18,2)): "1000.00". */
  min: string;
  max: string;
  step: string;
  /**
   * What is left of the campaign's target (target minus the accepted and active offers), decimal string; null
   * when the campaign has no cap to apply (e.g. the preview of an already accepted offer).
   */
  remaining?: string | null;
  /** The product's currency: the 422's message and parameters name the bound with it ("1 000,00 PLN"). */
  currency?: Currency;
}

export type AmountCheck =
  | { ok: true; minor: bigint; text: string }
  | {
      ok: false;
      code: 'OFFER_BELOW_MINIMUM' | 'OFFER_ABOVE_MAXIMUM' | 'OFFER_NOT_MULTIPLE_OF_STEP' | 'OFFER_MINIMUM_NOT_REACHED';
      min: bigint;
      max: bigint;
    };

const LABELS: Record<Exclude<AmountCheck, { ok: true }>['code'], string> = {
  OFFER_BELOW_MINIMUM: 'The offer cannot be accepted: the amount is below the minimum investment',
  OFFER_ABOVE_MAXIMUM: 'The offer cannot be accepted: the amount is above the maximum investment',
  OFFER_NOT_MULTIPLE_OF_STEP: 'The offer cannot be accepted: the amount is not a multiple of the investment step',
  OFFER_MINIMUM_NOT_REACHED:
    'The offer cannot be accepted: what is left of the campaign is below the minimum investment',
};

/** Grosz of a JSON number, or null when it has more than 2 decimals (not a whole grosz) or is not an amount. */
export function numberToMinor(value: number): bigint | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const text = decimalSumString([value]);
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return toMinorUnits(text);
}

/** A grosz amount as the contract's Money (a JSON number with at most 2 decimals). */
export function minorToMoney(minor: bigint): number {
  return Number(formatMinorUnits(minor));
}

/** The largest multiple of `step` (counted from 0) not above `value`. */
const floorToStep = (value: bigint, step: bigint): bigint => (value <= 0n ? 0n : value - (value % step));

/**
 * The bounds that apply now: the product's minimum, and the smaller of the product's maximum and what is left of
 * the campaign (rounded down to the step grid).
 */
export function effectiveBounds(limits: AmountLimits): { min: bigint; max: bigint; step: bigint } {
  const min = toMinorUnits(limits.min);
  const step = toMinorUnits(limits.step);
  let max = toMinorUnits(limits.max);
  if (limits.remaining !== null && limits.remaining !== undefined) {
    const remaining = floorToStep(toMinorUnits(limits.remaining.startsWith('-') ? '0' : limits.remaining), step);
    if (remaining < max) max = remaining;
  }
  return { min, max, step };
}

export function checkAmount(value: number, limits: AmountLimits): AmountCheck {
  const { min, max, step } = effectiveBounds(limits);
  if (max < min) return { ok: false, code: 'OFFER_MINIMUM_NOT_REACHED', min, max };
  const minor = numberToMinor(value);
  if (minor !== null && minor < min) return { ok: false, code: 'OFFER_BELOW_MINIMUM', min, max };
  if (minor === null) {
    // More than 2 decimals: below/above still win when the value is clearly out of range.
    if (value < Number(formatMinorUnits(min))) return { ok: false, code: 'OFFER_BELOW_MINIMUM', min, max };
    if (value > Number(formatMinorUnits(max))) return { ok: false, code: 'OFFER_ABOVE_MAXIMUM', min, max };
    return { ok: false, code: 'OFFER_NOT_MULTIPLE_OF_STEP', min, max };
  }
  if (minor > max) return { ok: false, code: 'OFFER_ABOVE_MAXIMUM', min, max };
  if (minor % step !== 0n) return { ok: false, code: 'OFFER_NOT_MULTIPLE_OF_STEP', min, max };
  return { ok: true, minor, text: formatMinorUnits(minor) };
}

/**
 * The 422 of a failed check (parameters: the bounds that apply, and their currency when known). The minimum and
 * maximum messages name the bound as money, the format a person reads everywhere else ("1 000,00 PLN").
 */
export function amountError(check: Exclude<AmountCheck, { ok: true }>, currency?: Currency): HttpError {
  const bound =
    check.code === 'OFFER_BELOW_MINIMUM' ? check.min : check.code === 'OFFER_ABOVE_MAXIMUM' ? check.max : null;
  const label =
    currency && bound !== null
      ? `${LABELS[check.code]} of ${formatMoney(formatMinorUnits(bound), currency)}`
      : LABELS[check.code];
  return new HttpError(422, check.code, label, {
    parameters: {
      investmentValueMin: minorToMoney(check.min),
      investmentValueMax: minorToMoney(check.max),
      ...(currency ? { currency } : {}),
    },
  });
}

/** The accepted amount (grosz and its decimal text), or the 422. */
export function requireAmount(value: number, limits: AmountLimits): { minor: bigint; text: string } {
  const check = checkAmount(value, limits);
  if (!check.ok) throw amountError(check, limits.currency);
  return { minor: check.minor, text: check.text };
}
