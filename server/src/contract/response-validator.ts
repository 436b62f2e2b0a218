// Tests only: checks every response against the contract (status declared, content type declared, JSON body
// valid against its schema). fastify-openapi-glue serialises responses with the contract's schemas but does not
// validate them; this catches a handler that drifts from the contract.
import type { ValidateFunction } from 'ajv';
import { createAjv } from './ajv';
import { escapePointerSegment, resolvePointer, type OpenApiDocument } from './contract';

const CONTRACT_KEY = 'contract';

export interface ResponseToCheck {
  /** The operation that answered; undefined for answers without a route (404, SPA files). */
  operationId: string | undefined;
  status: number;
  contentType: string | undefined;
  payload: unknown;
}

/** Returns a description of what is wrong, or null when the response matches the contract. */
export type ResponseValidator = (response: ResponseToCheck) => string | null;

export function createResponseValidator(contract: OpenApiDocument): ResponseValidator {
  const ajv = createAjv({ contract, coerceTypes: false, useDefaults: false });
  // The document's top-level fields are not schema keywords; declared as annotations, the schemas inside stay
  // under strict mode (a typo in a response schema still fails).
  for (const field of Object.keys(contract)) if (!ajv.getKeyword(field)) ajv.addKeyword({ keyword: field });
  // The whole document is added as one schema so `#/components/...` references resolve; it is not itself a
  // JSON Schema, hence no meta-schema check. Only the fragments we reference get compiled.
  ajv.addSchema(contract, CONTRACT_KEY, undefined, false);
  const compiled = new Map<string, ValidateFunction>();
  const validatorFor = (pointer: string): ValidateFunction => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${CONTRACT_KEY}${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };

  const operations = new Map<string, string>(); // operationId -> pointer of its responses object
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const operationId = (operation as { operationId?: string } | null)?.operationId;
      if (operationId) operations.set(operationId, `#/paths/${escapePointerSegment(path)}/${method}/responses`);
    }
  }
  const errorSchemaPointer = '#/components/schemas/Error';

  return ({ operationId, status, contentType, payload }) => {
    const mediaType = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
    const responsesPointer = operationId ? operations.get(operationId) : undefined;
    let schemaPointer: string | null = null;
    if (responsesPointer) {
      const responses = resolvePointer(contract, responsesPointer) as Record<string, unknown>;
      const key = [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default'].find((k) =>
        Object.hasOwn(responses, k),
      );
      if (key === undefined) {
        // Generic errors the server may give on any operation (400 validation, 413, 415, 501, 503...) use the one
        // Error body even where an operation does not list the status; a success status must be declared.
        if (status < 400) return `status ${status} is not declared for ${operationId}`;
        schemaPointer = errorSchemaPointer;
      } else {
        let responsePointer = `${responsesPointer}/${escapePointerSegment(key)}`;
        let response = resolvePointer(contract, responsePointer) as {
          $ref?: string;
          content?: Record<string, unknown>;
        };
        if (response.$ref) {
          responsePointer = response.$ref;
          response = resolvePointer(contract, response.$ref) as typeof response;
        }
        if (!response.content) {
          return isEmpty(payload) ? null : `status ${status} of ${operationId} declares no body, but one was sent`;
        }
        const declared = Object.keys(response.content).find((type) => mediaTypeMatches(type, mediaType));
        if (!declared) {
          return `content type ${mediaType || '(none)'} is not declared for ${operationId} ${status} (declared: ${Object.keys(response.content).join(', ')})`;
        }
        if (!isJson(declared)) return null; // files: the content type is what the contract can say
        schemaPointer = `${responsePointer}/content/${escapePointerSegment(declared)}/schema`;
      }
    } else {
      if (status < 400 || !isJson(mediaType)) return null; // SPA files, static assets
      schemaPointer = errorSchemaPointer; // the router's 404 and other errors without an operation
    }
    if (!isJson(mediaType)) return `expected a JSON body, got ${mediaType || '(no content type)'}`;
    let body: unknown;
    try {
      body = JSON.parse(Buffer.isBuffer(payload) ? payload.toString('utf8') : String(payload));
    } catch {
      return 'the body is not valid JSON';
    }
    const validate = validatorFor(schemaPointer);
    if (validate(body)) return null;
    return `body does not match ${schemaPointer}: ${ajv.errorsText(validate.errors)}; body: ${JSON.stringify(body).slice(0, 500)}`;
  };
}

const isJson = (mediaType: string): boolean => mediaType === 'application/json' || mediaType.endsWith('+json');

const isEmpty = (payload: unknown): boolean =>
  payload === null || payload === undefined || payload === '' || (Buffer.isBuffer(payload) && payload.length === 0);

function mediaTypeMatches(declared: string, actual: string): boolean {
  const d = declared.toLowerCase();
  if (d === actual || d === '*/*') return true;
  return d.endsWith('/*') && actual.startsWith(d.slice(0, -1));
}
