/**
 * Validators compiled at build time (Ajv standalone code) for the pages that must not ship Ajv's compiler: the
 * code of each validation function is generated here, in Node, as an ES module, by an Ajv instance set up exactly
 * as at run time (registerFormats: our formats and keywords), so the browser gets the same checks and the same
 * errors without compiling anything (and without `new Function`). vite.config.ts (`precompiledValidators`) serves
 * the modules; this file is never part of the browser's code.
 *
 * The generated code names what it does not hold: Ajv's run-time helpers (`ajv/dist/runtime/*`), our formats
 * (STANDALONE_FORMATS, ./standalone-formats.ts) and our keywords' checks (KEYWORD_CHECKS, ./keywords.ts). Ajv
 * writes those as `require(...)`; they become imports here.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import type { Options } from 'ajv';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { ID_KEY, schemaParser } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { AJV_OPTIONS, registerFormats } from './index.ts';
import { STANDALONE_FORMATS } from './standalone-formats.ts';

const FORMATS_MODULE = decodeURIComponent(new URL(import.meta.url).pathname).replace(/[^/]*$/, 'standalone-formats.ts');

const CODE_OPTIONS = {
  source: true,
  esm: true,
  lines: false,
  formats: _`require(${FORMATS_MODULE}).STANDALONE_FORMATS`,
} as const;

/** Every `format` a schema uses must be one STANDALONE_FORMATS holds (else the generated code would throw). */
function checkFormats(schema: unknown, where: string): void {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'format' && typeof value === 'string' && !Object.hasOwn(STANDALONE_FORMATS, value)) {
        throw new Error(
          `${where}: format "${value}" is not in STANDALONE_FORMATS (schemas/formats/standalone-formats.ts)`,
        );
      }
      visit(value);
    }
  };
  visit(schema);
}

/** Ajv's `require("x").y` -> an import of "x" (a namespace, so `.default` of a CommonJS helper stays as it was). */
function toEsModule(code: string): string {
  const modules = new Map<string, string>();
  const body = code.replace(/require\(("(?:[^"\\]|\\.)*")\)/g, (_match, literal: string) => {
    const specifier = JSON.parse(literal) as string;
    let name = modules.get(specifier);
    if (!name) {
      name = `__standalone${modules.size}`;
      modules.set(specifier, name);
    }
    return name;
  });
  if (/\brequire\b/.test(body)) throw new Error('standalone validator code still requires a module');
  const imports = [...modules].map(([specifier, name]) => `import * as ${name} from ${JSON.stringify(specifier)};`);
  return `${imports.join('\n')}\n${body.replace(/^"use strict";/, '')}`;
}

/**
 * An ES module exporting one validation function per entry of `schemas` (export name -> schema), compiled with
 * the options of `validateWithSchema` (src/lib/forms: the access screens' small forms).
 */
export function standaloneValidatorsModule(schemas: Record<string, object>): string {
  const ajv = registerFormats(new Ajv2020({ ...AJV_OPTIONS, code: CODE_OPTIONS } satisfies Options));
  const exports: Record<string, string> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    checkFormats(schema, name);
    const id = `standalone:${name}`;
    ajv.addSchema(schema, id);
    exports[name] = id;
  }
  return toEsModule(standaloneCode(ajv, exports));
}

/**
 * An ES module exporting the validation functions RJSF needs for a form's schema (the schema and every part of it
 * RJSF may check on its own: `if` conditions, `oneOf`/`anyOf` options), keyed by RJSF's schema hash, compiled with
 * the options of the SPA's RJSF validator (schemas/formats/rjsf-validator.ts), for @rjsf/validator-ajv8's
 * precompiled validator.
 */
export function standaloneRjsfModule(schema: object, where: string): string {
  checkFormats(schema, where);
  // What compileSchemaValidatorsCode does, with export names of our own: RJSF's hashes are not identifiers.
  const schemas = Object.values(schemaParser(schema as never));
  const ajv = createAjvInstance(
    undefined,
    undefined,
    { multipleOfPrecision: 8, code: CODE_OPTIONS, schemas },
    false,
    Ajv2020 as never,
    (instance) => registerFormats(instance),
  );
  const exports: Record<string, string> = {};
  for (const part of schemas) {
    const id = (part as Record<string, unknown>)[ID_KEY] as string;
    exports[`v${id.replace(/[^A-Za-z0-9_]/g, '_')}`] = id;
  }
  const table = Object.entries(exports)
    .map(([name, id]) => `${JSON.stringify(id)}: ${name}`)
    .join(', ');
  return `${toEsModule(standaloneCode(ajv, exports))}
export const VALIDATORS = { ${table} };
`;
}
