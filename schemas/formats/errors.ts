/**
 * From validation errors (raw ajv or RJSF) to stable message ids — shared by the RJSF validator and the
 * server (which turns `fieldErrors` into the error body's `violations`).
 */
import type { ErrorObject } from 'ajv';
import {
  FALLBACK_MESSAGE_ID,
  FORMAT_MESSAGE_IDS,
  KEYWORD_MESSAGE_IDS,
  STANDARD_FORMAT_MESSAGE_IDS,
  STANDARD_KEYWORD_MESSAGE_IDS,
  type MessageValues,
} from './messages.ts';

/** Minimal error shape shared by RJSF errors and raw ajv errors. */
export interface ValidationErrorLike {
  name?: string; // RJSF: the ajv keyword
  keyword?: string; // ajv
  params?: Record<string, unknown>;
  schemaPath?: string;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Resolves "#/properties/a/items/x-foo" in `schema`; returns the schema that carries the keyword. */
function schemaAtKeyword(schema: unknown, schemaPath: string | undefined): JsonObject | undefined {
  if (!schemaPath?.startsWith('#/')) return undefined;
  const segments = schemaPath
    .slice(2)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
  segments.pop(); // the keyword itself
  let node: unknown = schema;
  for (const segment of segments) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node)) node = node[segment];
    else return undefined;
  }
  return isObject(node) ? node : undefined;
}

function errorMessagesOf(node: JsonObject | undefined): Record<string, string> {
  const map = node?.['x-errorMessages'];
  return isObject(map) ? (map as Record<string, string>) : {};
}

/**
 * The message id and values for one validation error:
 * 1. our keywords carry `params.messageId` (possibly a schema-specific one);
 * 2. `x-errorMessages` next to the failing keyword in `schema` (for `required`, also on the missing
 *    property's own schema);
 * 3. our formats, then standard formats, then standard keywords; 4. `validation.invalid`.
 */
export function messageForError(error: ValidationErrorLike, schema?: unknown): { id: string; values: MessageValues } {
  const keyword = error.name ?? error.keyword ?? '';
  const params = error.params ?? {};
  const values: MessageValues = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      values[key] = value as string | number | boolean | null;
    }
  }
  if (typeof params.messageId === 'string') return { id: params.messageId, values };
  if (schema !== undefined) {
    const owner = schemaAtKeyword(schema, error.schemaPath);
    let override = errorMessagesOf(owner)[keyword];
    if (!override && keyword === 'required' && typeof params.missingProperty === 'string') {
      const properties = owner?.properties;
      const child = isObject(properties) ? properties[params.missingProperty] : undefined;
      override = errorMessagesOf(isObject(child) ? child : undefined).required;
    }
    if (override) return { id: override, values };
  }
  if (keyword in KEYWORD_MESSAGE_IDS)
    return { id: KEYWORD_MESSAGE_IDS[keyword as keyof typeof KEYWORD_MESSAGE_IDS], values };
  if (keyword === 'format' && typeof params.format === 'string') {
    const id =
      (FORMAT_MESSAGE_IDS as Record<string, string>)[params.format] ??
      STANDARD_FORMAT_MESSAGE_IDS[params.format] ??
      STANDARD_KEYWORD_MESSAGE_IDS.format;
    return { id: id ?? FALLBACK_MESSAGE_ID, values };
  }
  return { id: STANDARD_KEYWORD_MESSAGE_IDS[keyword] ?? FALLBACK_MESSAGE_ID, values };
}

/**
 * `if` errors ("must match then schema") only repeat what the `then`/`else` branch already reported on
 * the right field; they are never shown.
 */
export function isRedundantError(error: ValidationErrorLike): boolean {
  return (error.name ?? error.keyword) === 'if';
}

export interface FieldError {
  /** JSON pointer of the field: for `required`, the missing property itself ("/personal/pesel"). */
  instancePath: string;
  keyword: string;
  messageId: string;
  values: MessageValues;
}

/** Raw ajv errors -> one entry per field problem with its message id (redundant errors removed). */
export function fieldErrors(errors: readonly ErrorObject[] | null | undefined, schema?: unknown): FieldError[] {
  return (errors ?? [])
    .filter((e) => !isRedundantError(e))
    .map((e) => {
      const { id, values } = messageForError(e, schema);
      const missing = e.keyword === 'required' ? (e.params as { missingProperty?: string }).missingProperty : undefined;
      const instancePath =
        missing === undefined
          ? e.instancePath
          : `${e.instancePath}/${missing.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      return { instancePath, keyword: e.keyword, messageId: id, values };
    });
}
