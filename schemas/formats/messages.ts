/**
 * Stable message ids for every validation failure. The texts live in locales/pl.json and locales/en.json
 * (flat maps, ICU-free "{name}" placeholders only, so react-intl and the simple formatter below agree).
 *
 * Convention: `validation.<rule>` for validation messages, `form.<form>.<path>.<label|placeholder|help>`
 * and `form.common.*` for labels (see schemas/README.md).
 */

/** Custom format name -> message id. */
export const FORMAT_MESSAGE_IDS = {
  pesel: 'validation.pesel',
  iban: 'validation.iban',
  nrb: 'validation.nrb',
  nip: 'validation.nip',
  regon: 'validation.regon',
  krs: 'validation.krs',
  phone: 'validation.phone',
  'postal-code-pl': 'validation.postalCode',
  'strong-password': 'validation.strongPassword',
  'email-list': 'validation.emailList',
  'country-code': 'validation.countryCode',
  url: 'validation.url',
} as const;

/** Standard (ajv-formats) format name -> message id. Unknown formats fall back to `validation.format`. */
export const STANDARD_FORMAT_MESSAGE_IDS: Readonly<Record<string, string>> = {
  email: 'validation.email',
  date: 'validation.date',
  'date-time': 'validation.date',
  uri: 'validation.url',
  url: 'validation.url',
  uuid: 'validation.format',
};

/** Custom keyword -> default message id (a schema may override it with the keyword's `messageId`). */
export const KEYWORD_MESSAGE_IDS = {
  'x-percentTotalMax': 'validation.percentTotal',
  'x-minDateFromToday': 'validation.minDateFromToday',
  'x-dateNotBefore': 'validation.dateNotBefore',
  'x-distinctEmails': 'validation.distinctEmails',
  'x-uniqueBankAccounts': 'validation.duplicateBankAccount',
  'x-peselMatchesBirthDate': 'validation.peselBirthDate',
  'x-matchesProperty': 'validation.passwordRepeat',
  'x-amountLimits': 'validation.amountMaxBelowMin',
  'x-countOfTrue': 'validation.countOfTrue',
  'x-accepted': 'validation.mustBeChecked',
} as const;

/** Standard JSON Schema keyword -> message id. Placeholders come from the ajv error's params. */
export const STANDARD_KEYWORD_MESSAGE_IDS: Readonly<Record<string, string>> = {
  required: 'validation.required',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  minimum: 'validation.minimum',
  maximum: 'validation.maximum',
  exclusiveMinimum: 'validation.exclusiveMinimum',
  exclusiveMaximum: 'validation.exclusiveMaximum',
  multipleOf: 'validation.multipleOf',
  minItems: 'validation.minItems',
  maxItems: 'validation.maxItems',
  uniqueItems: 'validation.uniqueItems',
  pattern: 'validation.pattern',
  enum: 'validation.enum',
  const: 'validation.const',
  type: 'validation.type',
  additionalProperties: 'validation.additionalProperties',
  format: 'validation.format',
};

/** "{field} is required.": a required field named, where the field's label is known (the form's summary). */
export const REQUIRED_FIELD_MESSAGE_ID = 'validation.requiredField';

/** Fallback for anything unmapped ("This field is not valid."). */
export const FALLBACK_MESSAGE_ID = 'validation.invalid';
/** Form-level summary ("Sorry, not all fields are filled out correctly."). */
export const FORM_INVALID_MESSAGE_ID = 'validation.formInvalid';

/** Message ids that only schemas reference through `x-errorMessages` / keyword `messageId`. */
export const SCHEMA_MESSAGE_IDS = [
  'validation.mustBeChecked',
  'validation.industriesRequired',
  'validation.networksRequired',
  'validation.documentExpiry',
  'validation.pepEndBeforeStart',
  'validation.powerOfAttorneyEnd',
  'validation.beneficialOwnerEmail',
  'validation.twoFactorCode',
  'validation.usTin',
  'validation.investmentStep',
  'validation.investmentMin',
  'validation.investmentMax',
  'validation.countryPercentTotal',
  'validation.amountStep',
  'validation.campaignEnd',
  'validation.campaignTargetAmount',
  'validation.productCode',
  'validation.investorClassification',
] as const;

/** Every message id the validation layer can produce (all must exist in locales/pl.json and en.json). */
export const ALL_VALIDATION_MESSAGE_IDS: readonly string[] = [
  ...new Set([
    ...Object.values(FORMAT_MESSAGE_IDS),
    ...Object.values(STANDARD_FORMAT_MESSAGE_IDS),
    ...Object.values(KEYWORD_MESSAGE_IDS),
    ...Object.values(STANDARD_KEYWORD_MESSAGE_IDS),
    ...SCHEMA_MESSAGE_IDS,
    FALLBACK_MESSAGE_ID,
    FORM_INVALID_MESSAGE_ID,
    REQUIRED_FIELD_MESSAGE_ID,
  ]),
];

export type MessageValues = Record<string, string | number | boolean | null | undefined>;

/** Replaces "{name}" placeholders; unknown placeholders are left as they are. */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}
