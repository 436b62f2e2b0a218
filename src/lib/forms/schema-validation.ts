import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { AJV_OPTIONS, registerFormats } from '#schemas/formats';
import { firstErrorPerField, type FieldMessage } from './field-messages';

export type { FieldMessage } from './field-messages';

/**
 * Small forms whose schema is only known at run time (the back office's product dialog): validated by the SAME
 * schemas with the same Ajv 2020 formats and keywords as the server and RJSF (schemas/formats), compiled here.
 * The access screens' forms use validators compiled at build time instead (`virtual:validator/<name>`), so that
 * their pages do not carry Ajv. Errors are message ids (validation.*) translated by react-intl.
 */
let ajv: Ajv2020 | null = null;
const compiled = new WeakMap<object, ValidateFunction>();

function validatorFor(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    ajv ??= registerFormats(new Ajv2020(AJV_OPTIONS));
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** `{ field: first error }` for the top-level fields of `data` (empty strings count as missing). */
export function validateWithSchema(schema: object, data: Record<string, unknown>): Record<string, FieldMessage> {
  return firstErrorPerField({ schema, validate: validatorFor(schema) }, data);
}
