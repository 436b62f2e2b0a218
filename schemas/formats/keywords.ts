/**
 * Cross-field rules as ajv custom keywords (JSON Schema 2020-12 + OpenAPI 3.1 `x-` extensions).
 *
 * Every keyword:
 * - is a plain check function returning its errors; ./keyword-code.ts makes it an Ajv code generator that calls
 *   the check, registered once per Ajv instance by `registerFormats` in ./index.ts, and the build's standalone
 *   validators call the same checks (KEYWORD_CHECKS);
 * - reports its errors with `keyword` = its name, `instancePath` = the offending FIELD (so RJSF shows the
 *   message under that field), `message` = the message id and `params.messageId` = the message id plus the
 *   values the message needs ({max}, {days}, …);
 * - accepts an optional `messageId` in its value to use a more specific message (e.g. "PEP end date may not
 *   be earlier than the start date" instead of the generic end-before-start one);
 * - ignores values that are missing or malformed — `required`, `type` and `format` report those, so one
 *   mistake yields one message.
 */
import type { ErrorObject, KeywordDefinition } from 'ajv';
import { addDays, compareIsoDates, DEFAULT_TIME_ZONE, isIsoDate, todayIso } from './date.ts';
import { compareDecimalSum, decimalSumString, isDecimalMultiple } from './decimal.ts';
import { canonicalBankAccount } from './iban.ts';
import { canonicalEmail, isValidEmail } from './contact.ts';
import { isValidPesel, peselBirthDate } from './pesel.ts';
import { KEYWORD_MESSAGE_IDS } from './messages.ts';
import { isAccepted } from './form-rules.ts';

export type CustomKeyword = keyof typeof KEYWORD_MESSAGE_IDS;

/** Options shared by all keywords of one Ajv instance. */
export interface KeywordOptions {
  /** Today's calendar date as "YYYY-MM-DD"; called at validation time (inject a fixed date in tests). */
  today: () => string;
}

/** Value shapes of the keywords, as written in a schema. */
export interface PercentTotalMaxValue {
  max: number;
  /** For arrays of objects: the numeric property to sum. Omitted: array items / object values are summed. */
  property?: string;
  messageId?: string;
}
export interface MinDateFromTodayValue {
  days: number;
  messageId?: string;
}
export interface DateNotBeforeValue {
  /** The later date (reported on failure), e.g. "endDate". */
  property: string;
  /** The earlier date, e.g. "startDate". */
  notBefore: string;
  messageId?: string;
}
export interface DistinctEmailsValue {
  /** Paths relative to the object carrying the keyword, "/"-separated, "*" = every array item. */
  paths: string[];
  /** E-mails that are already taken outside this document (e.g. the investor's, in a wizard step form). */
  reserved?: string[];
  messageId?: string;
}
export interface UniqueBankAccountsValue {
  /** For arrays of objects: the property holding the account number. Omitted: the items are the numbers. */
  property?: string;
  messageId?: string;
}
export interface PeselMatchesBirthDateValue {
  pesel: string;
  birthDate: string;
  messageId?: string;
}
export interface MatchesPropertyValue {
  /** The field that must repeat another one (reported on failure), e.g. "passwordRepeat". */
  property: string;
  /** The field it must equal, e.g. "password". */
  equals: string;
  messageId?: string;
}

export interface CountOfTrueValue {
  /** The object whose `true` values are counted (e.g. "criteria": the criteria met). */
  of: string;
  /** The integer field that must equal that count (reported on failure), e.g. "criteriaMet". */
  property: string;
  messageId?: string;
}

export interface AmountLimitsValue {
  /** The smallest amount (e.g. "investmentValueMin"); a multiple of the step. */
  min: string;
  /** The largest amount, not below the minimum (reported there); a multiple of the step. */
  max: string;
  /** The step both limits are multiples of (ignored when missing or not positive). */
  step: string;
  messageId?: string;
}

function escapePointer(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

function pointer(base: string, ...segments: (string | number)[]): string {
  return [base, ...segments.map(escapePointer)].join('/');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function makeError(
  keyword: CustomKeyword,
  instancePath: string,
  messageId: string | undefined,
  values: Record<string, unknown> = {},
): ErrorObject {
  const id = messageId ?? KEYWORD_MESSAGE_IDS[keyword];
  return { keyword, instancePath, schemaPath: '', params: { messageId: id, ...values }, message: id };
}

/** A keyword's check: the errors of `data` (empty = valid) for the keyword's value, at the data's path. */
export type KeywordCheck = (value: never, data: unknown, instancePath: string) => ErrorObject[];

/**
 * A keyword as this module defines it: Ajv's definition without its code, and the check the code calls. Ajv's
 * code generator is added by ./keyword-code.ts (which imports Ajv's code generation), so this module, which the
 * browser's precompiled validators import for the checks, carries no part of Ajv.
 */
export interface CheckedKeyword extends Omit<KeywordDefinition, 'keyword' | 'code' | 'validate' | 'compile'> {
  keyword: CustomKeyword;
  check: KeywordCheck;
  /** True when the check is the one in KEYWORD_CHECKS (default options): standalone code can name it. */
  standalone: boolean;
}

/**
 * The check of every keyword with the default options (today in the business time zone), by keyword: what the
 * standalone code compiled at build time calls (`KEYWORD_CHECKS["x-…"]`, ./keyword-code.ts).
 */
export const KEYWORD_CHECKS: Partial<Record<CustomKeyword, KeywordCheck>> = {};

/** Defines a keyword from a function returning the list of errors (empty = valid). */
function defineKeyword<T>(
  keyword: CustomKeyword,
  definition: Omit<KeywordDefinition, 'keyword' | 'validate' | 'errors' | 'code'>,
  check: (value: T, data: unknown, instancePath: string) => ErrorObject[],
  standalone = true,
): CheckedKeyword {
  if (standalone) KEYWORD_CHECKS[keyword] = check as KeywordCheck;
  return { keyword, ...definition, check: check as KeywordCheck, standalone };
}

const messageIdSchema = { type: 'string', pattern: '^(validation|form)\\.' } as const;

/** Sum of percentages <= max, computed in exact decimals (33.33 + 33.33 + 33.34 = 100 passes; 100.01 fails). */
export const percentTotalMaxKeyword = defineKeyword<number | PercentTotalMaxValue>(
  'x-percentTotalMax',
  {
    type: ['object', 'array'],
    schemaType: ['number', 'object'],
    metaSchema: {
      anyOf: [
        { type: 'number' },
        {
          type: 'object',
          required: ['max'],
          additionalProperties: false,
          properties: { max: { type: 'number' }, property: { type: 'string' }, messageId: messageIdSchema },
        },
      ],
    },
  },
  (value, data, instancePath) => {
    const spec = typeof value === 'number' ? { max: value } : value;
    const entries: unknown[] = Array.isArray(data)
      ? spec.property
        ? data.map((item) => (isRecord(item) ? item[spec.property as string] : undefined))
        : data
      : isRecord(data)
        ? Object.values(data)
        : [];
    const numbers = entries.filter((n): n is number => typeof n === 'number' && Number.isFinite(n));
    if (compareDecimalSum(numbers, spec.max) <= 0) return [];
    return [
      makeError('x-percentTotalMax', instancePath, spec.messageId, {
        max: spec.max,
        total: decimalSumString(numbers),
      }),
    ];
  },
);

/** A date ("YYYY-MM-DD") not earlier than today + N days (expiry: today+7 passes, today+6 fails). */
export function minDateFromTodayKeyword(options?: KeywordOptions): CheckedKeyword {
  // Without options: today in the business time zone, the check the standalone code can name (KEYWORD_CHECKS).
  const today = options?.today ?? (() => todayIso(new Date(), DEFAULT_TIME_ZONE));
  return defineKeyword<number | MinDateFromTodayValue>(
    'x-minDateFromToday',
    {
      type: 'string',
      schemaType: ['number', 'object'],
      metaSchema: {
        anyOf: [
          { type: 'integer' },
          {
            type: 'object',
            required: ['days'],
            additionalProperties: false,
            properties: { days: { type: 'integer' }, messageId: messageIdSchema },
          },
        ],
      },
    },
    (value, data, instancePath) => {
      const spec = typeof value === 'number' ? { days: value } : value;
      if (typeof data !== 'string' || !isIsoDate(data)) return [];
      const minDate = addDays(today(), spec.days);
      if (compareIsoDates(data, minDate) >= 0) return [];
      return [makeError('x-minDateFromToday', instancePath, spec.messageId, { days: spec.days, minDate })];
    },
    options === undefined,
  );
}

/** On an object: `property` (a date) is not earlier than `notBefore` (PEP end >= start, power of attorney). */
export const dateNotBeforeKeyword = defineKeyword<DateNotBeforeValue>(
  'x-dateNotBefore',
  {
    type: 'object',
    schemaType: 'object',
    metaSchema: {
      type: 'object',
      required: ['property', 'notBefore'],
      additionalProperties: false,
      properties: { property: { type: 'string' }, notBefore: { type: 'string' }, messageId: messageIdSchema },
    },
  },
  (value, data, instancePath) => {
    if (!isRecord(data)) return [];
    const later = data[value.property];
    const earlier = data[value.notBefore];
    if (typeof later !== 'string' || typeof earlier !== 'string' || !isIsoDate(later) || !isIsoDate(earlier)) {
      return [];
    }
    if (compareIsoDates(later, earlier) >= 0) return [];
    return [
      makeError('x-dateNotBefore', pointer(instancePath, value.property), value.messageId, {
        property: value.property,
        notBefore: value.notBefore,
        limit: earlier,
      }),
    ];
  },
);

interface Located {
  value: unknown;
  path: string;
}

/** Resolves "a/b/* /c"-style paths (relative to `data`) to the values they reach. */
function collect(data: unknown, segments: readonly string[], basePath: string): Located[] {
  if (segments.length === 0) return [{ value: data, path: basePath }];
  const [head, ...rest] = segments as [string, ...string[]];
  if (head === '*') {
    if (!Array.isArray(data)) return [];
    return data.flatMap((item, index) => collect(item, rest, pointer(basePath, index)));
  }
  if (!isRecord(data) || !(head in data)) return [];
  return collect(data[head], rest, pointer(basePath, head));
}

/**
 * All e-mails found at `paths` must differ from each other and from `reserved` (case-insensitive).
 * The first occurrence wins; every later duplicate is reported on its own field — so with
 * paths ["personal/email", "exposure/beneficialOwners/* /email"] a beneficial owner who repeats the
 * investor's e-mail is flagged, never the investor.
 */
export const distinctEmailsKeyword = defineKeyword<DistinctEmailsValue>(
  'x-distinctEmails',
  {
    type: 'object',
    schemaType: 'object',
    metaSchema: {
      type: 'object',
      required: ['paths'],
      additionalProperties: false,
      properties: {
        paths: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
        reserved: { type: 'array', items: { type: 'string' } },
        messageId: messageIdSchema,
      },
    },
  },
  (value, data, instancePath) => {
    const seen = new Set((value.reserved ?? []).filter((e) => e.length > 0).map(canonicalEmail));
    const errors: ErrorObject[] = [];
    for (const path of value.paths) {
      for (const found of collect(data, path.split('/'), instancePath)) {
        if (typeof found.value !== 'string' || !isValidEmail(found.value.trim())) continue;
        const email = canonicalEmail(found.value);
        if (seen.has(email)) errors.push(makeError('x-distinctEmails', found.path, value.messageId));
        else seen.add(email);
      }
    }
    return errors;
  },
);

/** No bank account number twice in an array, compared normalised (spaces, case, NRB vs PL IBAN). */
export const uniqueBankAccountsKeyword = defineKeyword<boolean | UniqueBankAccountsValue>(
  'x-uniqueBankAccounts',
  {
    type: 'array',
    schemaType: ['boolean', 'object'],
    metaSchema: {
      anyOf: [
        { type: 'boolean' },
        {
          type: 'object',
          additionalProperties: false,
          properties: { property: { type: 'string' }, messageId: messageIdSchema },
        },
      ],
    },
  },
  (value, data, instancePath) => {
    if (value === false || !Array.isArray(data)) return [];
    const spec: UniqueBankAccountsValue = value === true ? {} : value;
    const seen = new Set<string>();
    const errors: ErrorObject[] = [];
    data.forEach((item, index) => {
      const raw = spec.property ? (isRecord(item) ? item[spec.property] : undefined) : item;
      if (typeof raw !== 'string' || raw.trim() === '') return;
      const account = canonicalBankAccount(raw);
      const path = spec.property ? pointer(instancePath, index, spec.property) : pointer(instancePath, index);
      if (seen.has(account)) errors.push(makeError('x-uniqueBankAccounts', path, spec.messageId));
      else seen.add(account);
    });
    return errors;
  },
);

/** On an object: a valid PESEL must encode the (valid) birth date; reported on the PESEL field. */
export const peselMatchesBirthDateKeyword = defineKeyword<PeselMatchesBirthDateValue>(
  'x-peselMatchesBirthDate',
  {
    type: 'object',
    schemaType: 'object',
    metaSchema: {
      type: 'object',
      required: ['pesel', 'birthDate'],
      additionalProperties: false,
      properties: { pesel: { type: 'string' }, birthDate: { type: 'string' }, messageId: messageIdSchema },
    },
  },
  (value, data, instancePath) => {
    if (!isRecord(data)) return [];
    const pesel = data[value.pesel];
    const birthDate = data[value.birthDate];
    if (typeof pesel !== 'string' || typeof birthDate !== 'string') return [];
    if (!isValidPesel(pesel) || !isIsoDate(birthDate)) return []; // the format errors say it
    const encoded = peselBirthDate(pesel);
    if (encoded === birthDate) return [];
    return [
      makeError('x-peselMatchesBirthDate', pointer(instancePath, value.pesel), value.messageId, {
        birthDate,
        peselBirthDate: encoded,
      }),
    ];
  },
);

/** On an object: `property` must equal `equals` (repeat password). Reported on `property`. */
export const matchesPropertyKeyword = defineKeyword<MatchesPropertyValue>(
  'x-matchesProperty',
  {
    type: 'object',
    schemaType: 'object',
    metaSchema: {
      type: 'object',
      required: ['property', 'equals'],
      additionalProperties: false,
      properties: { property: { type: 'string' }, equals: { type: 'string' }, messageId: messageIdSchema },
    },
  },
  (value, data, instancePath) => {
    if (!isRecord(data)) return [];
    const repeated = data[value.property];
    if (repeated === undefined || repeated === '') return []; // `required` reports a missing repeat
    if (repeated === data[value.equals]) return [];
    return [makeError('x-matchesProperty', pointer(instancePath, value.property), value.messageId)];
  },
);

/**
 * On an object: the amount limits of a product (`min` <= `max`, reported on `max`; both multiples of `step`,
 * in exact decimals, reported on the limit that is not). Missing or non-numeric values are left to the other rules.
 */
export const amountLimitsKeyword = defineKeyword<AmountLimitsValue>(
  'x-amountLimits',
  {
    type: 'object',
    schemaType: 'object',
    metaSchema: {
      type: 'object',
      required: ['min', 'max', 'step'],
      additionalProperties: false,
      properties: {
        min: { type: 'string' },
        max: { type: 'string' },
        step: { type: 'string' },
        messageId: messageIdSchema,
      },
    },
  },
  (value, data, instancePath) => {
    if (!isRecord(data)) return [];
    const isAmount = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
    const min = data[value.min];
    const max = data[value.max];
    const step = data[value.step];
    const errors: ErrorObject[] = [];
    if (isAmount(min) && isAmount(max) && max < min) {
      errors.push(makeError('x-amountLimits', pointer(instancePath, value.max), value.messageId, { limit: min }));
    }
    if (isAmount(step) && step > 0) {
      for (const property of [value.min, value.max]) {
        const amount = data[property];
        if (isAmount(amount) && !isDecimalMultiple(amount, step)) {
          errors.push(makeError('x-amountLimits', pointer(instancePath, property), 'validation.amountStep', { step }));
        }
      }
    }
    return errors;
  },
);

/**
 * On an object: `property` must be the number of `true` values in the object `of` (a derived count such as the
 * criteria met of an investor classification cannot drift from its criteria). Reported on `property`.
 */
export const countOfTrueKeyword = defineKeyword<CountOfTrueValue>(
  'x-countOfTrue',
  {
    type: 'object',
    schemaType: 'object',
    metaSchema: {
      type: 'object',
      required: ['of', 'property'],
      additionalProperties: false,
      properties: { of: { type: 'string' }, property: { type: 'string' }, messageId: messageIdSchema },
    },
  },
  (value, data, instancePath) => {
    if (!isRecord(data)) return [];
    const counted = data[value.of];
    const count = data[value.property];
    if (!isRecord(counted) || typeof count !== 'number') return []; // `type`/`required` say it
    const expected = Object.values(counted).filter((entry) => entry === true).length;
    if (count === expected) return [];
    return [makeError('x-countOfTrue', pointer(instancePath, value.property), value.messageId, { count: expected })];
  },
);

/**
 * Annotation-only keywords (no validation): `x-errorMessages` maps a standard keyword that fails on this
 * schema to a specific message id, e.g. `{ "minItems": "validation.industriesRequired" }`.
 */
export const ANNOTATION_KEYWORDS: readonly KeywordDefinition[] = [
  {
    keyword: 'x-errorMessages',
    schemaType: 'object',
    metaSchema: { type: 'object', additionalProperties: messageIdSchema },
  },
];

/**
 * `"x-accepted": true` on any value: a consent given as yes, on, 1 or true (the form library's `accepted` rule, docs/product/forms.md;
 * `isAccepted`). A missing value is left to `required`.
 */
export const acceptedKeyword = defineKeyword<true | { messageId?: string }>(
  'x-accepted',
  {
    schemaType: ['boolean', 'object'],
    metaSchema: {
      anyOf: [
        { const: true },
        { type: 'object', additionalProperties: false, properties: { messageId: messageIdSchema } },
      ],
    },
  },
  (value, data, instancePath) => {
    if (data === undefined || isAccepted(data)) return [];
    return [makeError('x-accepted', instancePath, value === true ? undefined : value.messageId)];
  },
);

/** All validating keyword definitions for one Ajv instance. */
export function customKeywordDefinitions(options?: KeywordOptions): CheckedKeyword[] {
  return [
    percentTotalMaxKeyword,
    minDateFromTodayKeyword(options),
    dateNotBeforeKeyword,
    distinctEmailsKeyword,
    uniqueBankAccountsKeyword,
    peselMatchesBirthDateKeyword,
    matchesPropertyKeyword,
    amountLimitsKeyword,
    countOfTrueKeyword,
    acceptedKeyword,
  ];
}
