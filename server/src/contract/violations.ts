// Ajv errors -> the contract's violations ({ propertyPath, title, message }).
// title is the stable message id the SPA translates (schemas/formats/messages.ts), message the English text of
// that id from locales/en.json. The id is chosen as the SPA's RJSF validator does it (messageForError in
// schemas/formats/rjsf-validator.ts, which cannot be imported here without RJSF and React):
// 1. our keywords' params.messageId; 2. `x-errorMessages` next to the failing keyword; 3. our formats, standard
// formats, standard keywords; 4. validation.invalid.
import { appFile } from '../app-root';
import { readFileSync } from 'node:fs';
import type { ErrorObject } from 'ajv';
import type { Violation } from '#generated/api/model';
import {
  FALLBACK_MESSAGE_ID,
  FORMAT_MESSAGE_IDS,
  KEYWORD_MESSAGE_IDS,
  STANDARD_FORMAT_MESSAGE_IDS,
  STANDARD_KEYWORD_MESSAGE_IDS,
  formatMessage,
  type MessageValues,
} from '#schemas/formats/messages';

const EN: Record<string, string> = JSON.parse(readFileSync(appFile('locales', 'en.json'), 'utf8')) as Record<
  string,
  string
>;

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema object that carries the failing keyword ("#/properties/a/minLength" -> schema.properties.a). */
function schemaAtKeyword(schema: unknown, schemaPath: string): JsonObject | undefined {
  if (!schemaPath.startsWith('#/')) return undefined;
  const segments = schemaPath
    .slice(2)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
  segments.pop();
  let node: unknown = schema;
  for (const segment of segments) {
    node = Array.isArray(node) ? node[Number(segment)] : isObject(node) ? node[segment] : undefined;
  }
  return isObject(node) ? node : undefined;
}

const errorMessagesOf = (node: JsonObject | undefined): Record<string, string> =>
  isObject(node?.['x-errorMessages']) ? (node['x-errorMessages'] as Record<string, string>) : {};

export function messageIdFor(error: ErrorObject, schema?: unknown): string {
  const { keyword } = error;
  const params = error.params as JsonObject;
  if (typeof params.messageId === 'string') return params.messageId;
  if (schema !== undefined) {
    const owner = schemaAtKeyword(schema, error.schemaPath);
    let override = errorMessagesOf(owner)[keyword];
    if (!override && keyword === 'required' && typeof params.missingProperty === 'string') {
      const child = isObject(owner?.properties) ? owner.properties[params.missingProperty] : undefined;
      override = errorMessagesOf(isObject(child) ? child : undefined).required;
    }
    if (override) return override;
  }
  if (keyword in KEYWORD_MESSAGE_IDS) return KEYWORD_MESSAGE_IDS[keyword as keyof typeof KEYWORD_MESSAGE_IDS];
  if (keyword === 'format' && typeof params.format === 'string') {
    return (
      (FORMAT_MESSAGE_IDS as Record<string, string>)[params.format] ??
      STANDARD_FORMAT_MESSAGE_IDS[params.format] ??
      STANDARD_KEYWORD_MESSAGE_IDS.format ??
      FALLBACK_MESSAGE_ID
    );
  }
  return STANDARD_KEYWORD_MESSAGE_IDS[keyword] ?? FALLBACK_MESSAGE_ID;
}

export function englishMessage(id: string, params: JsonObject): string {
  const values: MessageValues = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) values[key] = value as string;
  }
  return formatMessage(EN[id] ?? EN[FALLBACK_MESSAGE_ID] ?? 'This field is not valid.', values);
}

/** Where a request part's violations point: body paths are relative to the body, dotted (the contract's
 * Violation: `bankAccounts.0.number`); the other parts are prefixed with OpenAPI's `in` name so they never collide
 * with a body field: `path.assetName`, `query.limit`, `header.context-id` (header names in lower case). */
const PART_PREFIX: Record<string, string | null> = {
  body: null,
  params: 'path',
  querystring: 'query',
  headers: 'header',
};

/** `schema` is the validated schema, for `x-errorMessages` overrides (optional). */
export function ajvErrorsToViolations(errors: ErrorObject[], part: string, schema?: unknown): Violation[] {
  const prefix = part in PART_PREFIX ? PART_PREFIX[part] : part;
  const violations: Violation[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    // `if` only says that `then`/`else` failed; the failing keyword is reported separately.
    if (error.keyword === 'if') continue;
    const segments = error.instancePath
      .split('/')
      .slice(1)
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    const params = error.params as JsonObject;
    if (error.keyword === 'required' || error.keyword === 'dependentRequired') {
      segments.push(String(params.missingProperty));
    } else if (error.keyword === 'additionalProperties') {
      segments.push(String(params.additionalProperty));
    }
    const propertyPath = (prefix ? [prefix, ...segments] : segments).join('.');
    const title = messageIdFor(error, schema);
    const key = `${propertyPath}\u0000${title}`;
    if (seen.has(key)) continue; // oneOf/anyOf branches repeat the same complaint
    seen.add(key);
    violations.push({ propertyPath, title, message: englishMessage(title, params) });
  }
  return violations;
}
