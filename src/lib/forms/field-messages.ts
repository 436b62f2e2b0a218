import type { ValidateFunction } from 'ajv';
import { fieldErrors } from '#schemas/formats/errors';

/**
 * A schema of schemas/ with its validation function: compiled at build time (`virtual:validator/<name>`,
 * vite.config.ts) for the access screens, so their pages carry no Ajv compiler, or by Ajv at run time
 * (schema-validation.ts). Either way the same formats, keywords and errors.
 */
export interface SchemaValidator {
  schema: object;
  validate: ValidateFunction;
}

export interface FieldMessage {
  id: string;
  values: Record<string, string | number>;
}

/** `{ field: first error }` for the top-level fields of `data` (empty strings count as missing). */
export function firstErrorPerField(
  { schema, validate }: SchemaValidator,
  data: Record<string, unknown>,
): Record<string, FieldMessage> {
  const cleaned = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== '' && value !== undefined));
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
