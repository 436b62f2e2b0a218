// `virtual:validator/<name>` (vite.config.ts, precompiledValidators): schemas/<name>.schema.json compiled at build
// time into Ajv standalone code.
declare module 'virtual:validator/*' {
  import type { ValidateFunction } from 'ajv';

  export const validate: ValidateFunction;
}
