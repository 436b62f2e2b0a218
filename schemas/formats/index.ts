/**
 * The ONE implementation of the platform's custom formats and keywords.
 *
 * Both the server's Ajv (request validation) and the SPA's RJSF validator call `registerFormats(ajv)`:
 *
 *   import Ajv2020 from 'ajv/dist/2020.js';
 *   import { AJV_OPTIONS, registerFormats } from '#schemas/formats';
 *   const ajv = registerFormats(new Ajv2020(AJV_OPTIONS));
 */
import type { Options } from 'ajv';
import type AjvCore from 'ajv/dist/core';
import type { KeywordDefinition } from 'ajv';
import addFormats from 'ajv-formats';
import { DEFAULT_TIME_ZONE, todayIso } from './date.ts';
import { CUSTOM_FORMAT_DEFINITIONS } from './custom-formats.ts';
import { ANNOTATION_KEYWORDS, customKeywordDefinitions, type CustomKeyword, type KeywordOptions } from './keywords.ts';
import { keywordWithCode } from './keyword-code.ts';
import { KEYWORD_MESSAGE_IDS } from './messages.ts';

export * from './date.ts';
export * from './pesel.ts';
export * from './iban.ts';
export * from './polish-registers.ts';
export * from './contact.ts';
export * from './country.ts';
export * from './decimal.ts';
export * from './messages.ts';
export * from './errors.ts';
export * from './form-rules.ts';
export type {
  CustomKeyword,
  KeywordOptions,
  PercentTotalMaxValue,
  MinDateFromTodayValue,
  DateNotBeforeValue,
  DistinctEmailsValue,
  UniqueBankAccountsValue,
  PeselMatchesBirthDateValue,
  MatchesPropertyValue,
  CountOfTrueValue,
} from './keywords.ts';

export { customFormats, type CustomFormat } from './custom-formats.ts';

/**
 * Ajv options both sides should use: all errors (a form shows every field's problem); `multipleOf` with a
 * precision so a decimal step (0.01) does not fail on float noise; strict mode ON so an unregistered format or
 * keyword fails loudly, except `strictTypes`/`strictRequired`/`strictTuples`, which reject valid 2020-12
 * patterns such as `required` inside our small `if/then` branches.
 */
export const AJV_OPTIONS: Options = {
  allErrors: true,
  multipleOfPrecision: 8,
  strict: true,
  strictTypes: false,
  strictRequired: false,
  strictTuples: false,
};

export interface RegisterFormatsOptions {
  /** Today's date "YYYY-MM-DD"; default: the current date in `timeZone`. Inject a fixed value in tests. */
  today?: () => string;
  /** Business time zone for "today"; default Europe/Warsaw. */
  timeZone?: string;
}

/** A typed description of each custom keyword: its name and the message id it reports by default. */
export interface CustomKeywordInfo {
  keyword: CustomKeyword;
  messageId: string;
}

export const customKeywords: readonly CustomKeywordInfo[] = (
  Object.entries(KEYWORD_MESSAGE_IDS) as [CustomKeyword, string][]
).map(([keyword, messageId]) => ({ keyword, messageId }));

/** Keyword definitions (validating + annotation) for the given options — what `registerFormats` adds. */
export function keywordDefinitions(options: RegisterFormatsOptions = {}): KeywordDefinition[] {
  // The defaults (today in Europe/Warsaw) are the checks the build's standalone validators name (keywords.ts).
  const keywordOptions: KeywordOptions | undefined =
    options.today || options.timeZone
      ? { today: options.today ?? (() => todayIso(new Date(), options.timeZone ?? DEFAULT_TIME_ZONE)) }
      : undefined;
  return [...customKeywordDefinitions(keywordOptions).map(keywordWithCode), ...ANNOTATION_KEYWORDS];
}

const registered = new WeakSet<object>();

/**
 * Adds ajv-formats (date, email, uri, uuid, … and the formatMinimum/Maximum keywords unless already there),
 * our custom formats and our keywords to any Ajv 2020-12 instance. Idempotent per instance: the first
 * call's options win.
 */
export function registerFormats<T extends AjvCore>(ajv: T, options: RegisterFormatsOptions = {}): T {
  if (registered.has(ajv)) return ajv;
  registered.add(ajv);
  addFormats(ajv as never, { keywords: !ajv.getKeyword('formatMaximum') });
  for (const [name, definition] of Object.entries(CUSTOM_FORMAT_DEFINITIONS)) ajv.addFormat(name, definition);
  for (const definition of keywordDefinitions(options)) {
    if (!ajv.getKeyword(definition.keyword as string)) ajv.addKeyword(definition);
  }
  return ajv;
}
