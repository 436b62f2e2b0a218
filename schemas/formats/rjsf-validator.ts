/**
 * RJSF 6 validators built on the same Ajv 2020-12 formats and keywords as the server.
 *
 * No React here (it is used from src/lib/forms): @rjsf/validator-ajv8 is a plain module.
 *
 *   const validator = getRjsfValidator('pl');
 *   const transformErrors = createTransformErrors('pl', schema);
 *   <Form schema={schema} validator={validator} transformErrors={transformErrors} … />
 *
 * All cross-field rules are ajv keywords, so their errors DO pass through `transformErrors` (errors added
 * in `customValidate` would not — STACK-NOTES). The messages come from the `Translate` it is given: the SPA's
 * react-intl catalogue, or `createTranslator` (./locale-translator.ts) over locales/*.json elsewhere. This module
 * does not import the catalogues: every page with a form would otherwise carry both whole catalogues a second time.
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import type { RJSFValidationError, ValidatorType } from '@rjsf/utils';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv';
import localizePl from 'ajv-i18n/localize/pl/index.js';
import localizeEn from 'ajv-i18n/localize/en/index.js';
import { registerFormats, type RegisterFormatsOptions } from './index.ts';
import type { MessageValues } from './messages.ts';
import { isRedundantError, messageForError } from './errors.ts';

export { messageForError, fieldErrors, isRedundantError, type FieldError, type ValidationErrorLike } from './errors.ts';

export type FormLocale = 'pl' | 'en';
export const FORM_LOCALES: readonly FormLocale[] = ['pl', 'en'];

/** Translates a message id with "{name}" values. */
export type Translate = (id: string, values?: MessageValues) => string;

/**
 * An RJSF `transformErrors`: drops the redundant `if` errors, replaces each error's message (and stack)
 * by our translated message and records the id in `params.messageId`. Pass the form's schema so `x-errorMessages` overrides apply.
 */
export function createTransformErrors(
  translate: Translate,
  schema?: unknown,
): (errors: RJSFValidationError[]) => RJSFValidationError[] {
  return (errors) =>
    errors
      .filter((error) => !isRedundantError(error))
      .map((error) => {
        const { id, values } = messageForError(error, schema);
        const message = translate(id, values);
        return { ...error, message, stack: message, params: { ...(error.params ?? {}), messageId: id } };
      });
}

const LOCALIZERS = { pl: localizePl, en: localizeEn } as const;

/** Builds a new RJSF validator for one locale (ajv-i18n messages for anything transformErrors misses). */
export function createRjsfValidator(locale: FormLocale, options: RegisterFormatsOptions = {}): ValidatorType {
  const validatorOptions: CustomValidatorOptionsType = {
    AjvClass: Ajv2020 as unknown as NonNullable<CustomValidatorOptionsType['AjvClass']>,
    ajvFormatOptions: false, // registerFormats adds ajv-formats itself
    ajvOptionsOverrides: { multipleOfPrecision: 8 },
    extenderFn: (ajv) => registerFormats(ajv, options),
  };
  return withEmptyAsMissing(customizeValidator(validatorOptions, LOCALIZERS[locale]));
}

/** The value a JSON pointer ("/citizenships/0") points at in the form's data. */
function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const segment of pointer.split('/').slice(1)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/**
 * A field left empty is missing, not "of the wrong type": an empty select in a list (the first citizenship
 * slot a list of at least one opens with, `null` once the draft is kept as JSON) fails the schema's `type`,
 * and is reported as the required field it is.
 */
function withEmptyAsMissing(validator: ValidatorType): ValidatorType {
  const target = validator as unknown as {
    rawValidation: (schema: unknown, formData?: unknown) => { errors?: ErrorObject[]; validationError?: Error };
  };
  const rawValidation = target.rawValidation.bind(validator);
  target.rawValidation = (schema, formData) => {
    const result = rawValidation(schema, formData);
    if (!result.errors) return result;
    return {
      ...result,
      errors: result.errors.map((error) =>
        error.keyword === 'type' && valueAt(formData, error.instancePath) == null
          ? { ...error, params: { ...error.params, messageId: 'validation.required' } }
          : error,
      ),
    };
  };
  return validator;
}

const cache = new Map<FormLocale, ValidatorType>();

/** One shared validator per locale (keep it referentially stable for RJSF). */
export function getRjsfValidator(locale: FormLocale): ValidatorType {
  let validator = cache.get(locale);
  if (!validator) {
    validator = createRjsfValidator(locale);
    cache.set(locale, validator);
  }
  return validator;
}
