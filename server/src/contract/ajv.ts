// The Ajv instances of the server: JSON Schema 2020-12 (OpenAPI 3.1) + ajv-formats + the project's formats.
import { Ajv2020 } from 'ajv/dist/2020';
import type { OpenApiDocument } from './contract';
import { AJV_OPTIONS, registerFormats } from './formats';

// Keywords OpenAPI 3.1 allows in a Schema Object that JSON Schema 2020-12 does not define. They annotate only.
const OPENAPI_SCHEMA_KEYWORDS = ['discriminator', 'xml', 'externalDocs', 'example'];

export interface CreateAjvOptions {
  /** Every `x-` keyword used anywhere in this contract is registered as an annotation. */
  contract: OpenApiDocument;
  /**
   * true for path/query/header parameters (they arrive as strings; 'array' also wraps a single query value),
   * false for bodies: a JSON body must have the contract's types, `"amount": "100"` is not a number.
   */
  coerceTypes: boolean;
  /** Today's calendar date ("YYYY-MM-DD") for the date keywords; default: the real clock in Europe/Warsaw. */
  today?: () => string;
  /**
   * Fill `default`s in (requests: yes). The response validator checks and never changes an answer, and a default
   * under oneOf (e.g. a KYC document inside a nullable oneOf) is refused by strict mode when defaults are used.
   */
  useDefaults?: boolean;
}

export function createAjv({ contract, coerceTypes, today, useDefaults = true }: CreateAjvOptions): Ajv2020 {
  const ajv = new Ajv2020({
    ...AJV_OPTIONS, // the options the SPA's validator uses too (e.g. multipleOfPrecision for decimal steps)
    // strictSchema stays on: an unknown keyword or format in the contract is a typo and fails at start-up.
    strictSchema: true,
    strictTypes: false, // OpenAPI schemas often omit `type` next to e.g. `pattern`; that is fine
    strictTuples: false,
    strictRequired: false,
    allowUnionTypes: true, // `type: [string, 'null']`
    allErrors: true, // report every violation of a form at once
    coerceTypes: coerceTypes ? 'array' : false,
    useDefaults,
    removeAdditional: false, // additionalProperties: false rejects, it does not silently drop
    discriminator: false,
  });
  registerFormats(ajv, today ? { today } : {}); // ajv-formats + our formats and x- keywords
  for (const keyword of [...OPENAPI_SCHEMA_KEYWORDS, ...collectExtensionKeywords(contract)]) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword({ keyword }); // annotation only: no validation
  }
  return ajv;
}

/** Every `x-...` key in the document (schemas, operations, anywhere). */
function collectExtensionKeywords(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) collectExtensionKeywords(item, found);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) found.add(key);
      collectExtensionKeywords(value, found);
    }
  }
  return found;
}
