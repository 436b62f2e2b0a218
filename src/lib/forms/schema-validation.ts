import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { AJV_OPTIONS, fieldErrors, registerFormats } from '#schemas/formats';

/**
 * The access screens' forms are small (one to three fields), so they are plain controlled React forms — but
 * validated by the SAME schemas (schemas/*.schema.json) with the same Ajv 2020 formats and keywords as the
 * server and RJSF (schemas/formats). Errors are message ids (validation.*) translated by react-intl.
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

export interface FieldMessage {
  id: string;
  values: Record<string, string | number>;
}

/** `{ field: first error }` for the top-level fields of `data` (empty strings count as missing). */
export function validateWithSchema(schema: object, data: Record<string, unknown>): Record<string, FieldMessage> {
  const cleaned = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== '' && value !== undefined));
  const validate = validatorFor(schema);
  if (validate(cleaned)) return {};
  const result: Record<string, FieldMessage> = {};
  for (const error of fieldErrors(validate.errors, schema)) {
    const field = error.instancePath.split('/')[1] ?? '';
    if (field && !result[field]) {
      result[field] = { id: error.messageId, values: error.values as Record<string, string | number> };
    }
  }
  return result;
}
