/**
 * Our formats (format name -> validate function) and their Ajv definitions, apart from ./index.ts (which
 * brings Ajv's compiler with ajv-formats' keywords and ./keyword-code.ts): the browser's precompiled validators
 * import them through ./standalone-formats.ts without any of that.
 */
import type { FormatDefinition } from 'ajv';
import { isValidPesel } from './pesel.ts';
import { isValidIban, isValidNrb } from './iban.ts';
import { isValidKrs, isValidNip, isValidRegon } from './polish-registers.ts';
import { isStrongPassword, isValidEmailList, isValidPhone, isValidPostalCodePl } from './contact.ts';
import { isCountryCode } from './country.ts';
import { isValidUrl } from './form-rules.ts';
import type { FORMAT_MESSAGE_IDS } from './messages.ts';

export type CustomFormat = keyof typeof FORMAT_MESSAGE_IDS;

/** Format name -> validate function (also what RJSF's `customFormats` option expects). */
export const customFormats: Readonly<Record<CustomFormat, (value: string) => boolean>> = {
  pesel: isValidPesel,
  iban: isValidIban,
  nrb: isValidNrb,
  nip: isValidNip,
  regon: isValidRegon,
  krs: isValidKrs,
  phone: isValidPhone,
  'postal-code-pl': isValidPostalCodePl,
  'strong-password': isStrongPassword,
  'email-list': isValidEmailList,
  'country-code': isCountryCode,
  // Replaces ajv-formats' `url` (any scheme): http and https only (see docs/product/forms.md).
  url: (value) => isValidUrl(value),
};

/** What `registerFormats` adds for each of them (the standalone code reads `.validate` of the same objects). */
export const CUSTOM_FORMAT_DEFINITIONS: Readonly<Record<CustomFormat, FormatDefinition<string>>> = Object.fromEntries(
  Object.entries(customFormats).map(([name, validate]) => [name, { type: 'string', validate }]),
) as Record<CustomFormat, FormatDefinition<string>>;
