/**
 * Our keywords (./keywords.ts) as Ajv code generators. The generated code calls the keyword's check with the
 * keyword's value, the data and the data's path, and adds what it returns to the validation's errors exactly as
 * Ajv does for a `validate` keyword (the instancePath the check gave, the schemaPath to the keyword, and with
 * `verbose` the schema and the data), so the messages are the same wherever a schema is compiled: by the server's
 * Ajv, by the SPA's, or at build time into standalone code (./standalone.ts), where the code names the check as
 * `KEYWORD_CHECKS["x-…"]` of ./keywords.ts instead of holding the function.
 */
import type { KeywordCxt, KeywordDefinition } from 'ajv';
import { _, Name, not, strConcat } from 'ajv/dist/compile/codegen/index.js';
import { extendErrors } from 'ajv/dist/compile/errors.js';
import type { CheckedKeyword } from './keywords.ts';

/** The module of the checks, for the standalone code's `require(...)` (turned into an import at build time). */
// (Not `new URL('./keywords.ts', import.meta.url)`: Vite would ship keywords.ts as an asset of every page using Ajv.)
export const KEYWORD_CHECKS_MODULE = decodeURIComponent(new URL(import.meta.url).pathname).replace(
  /[^/]*$/,
  'keywords.ts',
);

// The variables of Ajv's generated code (ajv/dist/compile/names), named here: that module's default export reads
// differently under Node's and Vite's CommonJS interop.
const N = { vErrors: new Name('vErrors'), errors: new Name('errors'), instancePath: new Name('instancePath') };

export function keywordWithCode({ check, standalone, ...definition }: CheckedKeyword): KeywordDefinition {
  const { keyword } = definition;
  const code = (cxt: KeywordCxt) => {
    const { gen, data, it } = cxt;
    const checkRef = gen.scopeValue('keyword', {
      ref: check,
      // Only the checks with the default options have a name the standalone code can import; a schema compiled
      // with injected options (tests) holds its function, and `standaloneCode` refuses it.
      ...(standalone && { key: keyword, code: _`require(${KEYWORD_CHECKS_MODULE}).KEYWORD_CHECKS[${keyword}]` }),
    });
    const found = gen.const(
      'found',
      _`${checkRef}(${cxt.schemaValue}, ${data}, ${strConcat(N.instancePath, it.errorPath)})`,
    );
    const valid = gen.const('valid', _`${found}.length === 0`);
    gen.if(not(valid), () => {
      gen
        .assign(N.vErrors, _`${N.vErrors} === null ? ${found} : ${N.vErrors}.concat(${found})`)
        .assign(N.errors, _`${N.vErrors}.length`);
      extendErrors(cxt);
    });
    cxt.ok(valid);
  };
  return { ...definition, code, trackErrors: true };
}
