import type { ErrorSchema } from '@rjsf/utils';
import type { IntlShape } from 'react-intl';
import { errorBodyOf, violationText } from '../../errors';

export interface ServerFieldErrors {
  /** RJSF `extraErrors`: each violation on its field (e.g. a duplicate e-mail under `email`). */
  extraErrors: ErrorSchema;
  /** Violations that name no field of the form (shown above it). */
  unmatched: string[];
}

type JsonSchemaNode = { properties?: Record<string, JsonSchemaNode>; items?: JsonSchemaNode };

/**
 * The path of the field that shows the error, or null when the schema has no such field. An index into an
 * array of plain values (a checkbox group such as `brokerNetworkIds.1`) is shown on the array itself.
 */
function fieldPath(schema: JsonSchemaNode, segments: string[]): string[] | null {
  let node: JsonSchemaNode | undefined = schema;
  for (const [index, segment] of segments.entries()) {
    if (!node) return null;
    if (/^\d+$/.test(segment) && node.items) {
      if (!node.items.properties) return segments.slice(0, index);
      node = node.items;
    } else node = node.properties?.[segment];
  }
  return node ? segments : null;
}

/**
 * The Error body's `violations[]` (propertyPath `email`, `bankAccounts.0.number`, or a JSON pointer) as RJSF
 * `extraErrors` for `schema`. The text is translated from the violation's title (`violationText`).
 */
export function serverFieldErrors(
  error: unknown,
  schema: object,
  intl: Pick<IntlShape, 'formatMessage' | 'messages'>,
): ServerFieldErrors {
  const result: ServerFieldErrors = { extraErrors: {}, unmatched: [] };
  for (const violation of errorBodyOf(error)?.violations ?? []) {
    const message = violationText(violation, intl);
    const segments = violation.propertyPath
      .replace(/^\//, '')
      .split(/[./]/)
      .filter((segment) => segment !== '');
    if (segments[0] === 'body') segments.shift();
    const path = segments.length > 0 ? fieldPath(schema as JsonSchemaNode, segments) : null;
    if (!path || path.length === 0) {
      result.unmatched.push(message);
      continue;
    }
    let node = result.extraErrors as Record<string, unknown>;
    for (const segment of path) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    const errors = (node.__errors as string[] | undefined) ?? [];
    node.__errors = [...errors, message];
  }
  return result;
}
