import type { IntlShape } from 'react-intl';
import { errorBodyOf, getErrorMessage, violationText } from '../../../lib/errors';

/** A violation's propertyPath as a field name: `paidOn`, `/paidOn` and `body.paidOn` all name `paidOn`. */
function fieldName(path: string): string {
  return path.replace(/^(\$\.|body\.|\/)/, '').replace(/^body\//, '');
}

/**
 * A failed call's error split for a form: the violations on its own fields (the first per field, translated from
 * the violation's title), and everything else as one sentence for the form's alert (a 409, a 404, a violation of
 * no field on screen).
 */
export function splitViolations<F extends string>(
  error: unknown,
  fields: readonly F[],
  intl: Pick<IntlShape, 'formatMessage' | 'messages'>,
): { onFields: Partial<Record<F, string>>; other: string | null } {
  const onFields: Partial<Record<F, string>> = {};
  const other: string[] = [];
  const violations = errorBodyOf(error)?.violations ?? [];
  for (const violation of violations) {
    const name = fieldName(violation.propertyPath ?? '');
    const field = fields.find((candidate) => candidate === name);
    if (field) onFields[field] ??= violationText(violation, intl);
    else other.push(violationText(violation, intl));
  }
  if (violations.length === 0) other.push(getErrorMessage(error, intl));
  return { onFields, other: other.length > 0 ? other.join(' ') : null };
}

/** "1 234,56", "1234.56" or "1 234,5" as a number; null when it is not a plain non-negative decimal. */
export function parseDecimal(text: string): number | null {
  const plain = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(plain)) return null;
  return Number(plain);
}
