/**
 * The client's single error handler (see docs/product/errors.md): from an axios error or the
 * contract's Error body to the one message shown to a person, always in the current language.
 *
 *   1. start from the default message;
 *   2. take the server's label when it is one of the labels the spec maps to a message ("Bad credentials",
 *      "Token is invalid.", ...); any other label is English server text and is never shown;
 *   3. replace by code: every code of the contract's ErrorCode has a message (the offer codes with ": " and the
 *      amount); the generic codes (BAD_REQUEST, VALIDATION_FAILED, INTERNAL_ERROR) only say more than the
 *      default when nothing else does;
 *   4. if the message is still the default and there are violations: the first one, "<Field> - <text>", the
 *      field named as the form labels it (`fields`), the text translated from the violation's message id.
 */
import { isAxiosError } from 'axios';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { Error as ApiError, ErrorCode, Violation } from '#generated/api/model';
import { formatDecimal, formatMoney } from '../format';
import { hasMessage, isPlainMessage } from '../i18n/locales';
import { FINANCIAL_DOCUMENT_LABEL, financialDocumentFieldLabel } from './financial-document-labels';

export const errorMessages = defineMessages({
  unexpected: { id: 'error.unexpected', defaultMessage: 'Something went wrong. Please try again later.' },
  accountInactive: { id: 'error.accountInactive', defaultMessage: 'Account is not active.' },
  campaignInactive: { id: 'error.campaignInactive', defaultMessage: 'Campaign is no longer active.' },
  leadOtherOwner: { id: 'error.leadOtherOwner', defaultMessage: 'Lead belongs to another advisor.' },
  invalidFormData: { id: 'error.invalidFormData', defaultMessage: 'Incorrect form data.' },
  campaignNotStarted: { id: 'error.campaignNotStarted', defaultMessage: 'Campaign is not yet started.' },
  campaignFinished: { id: 'error.campaignFinished', defaultMessage: 'Campaign has already been completed.' },
  offerBelowMinimum: {
    id: 'error.offerBelowMinimum',
    defaultMessage: 'The offer cannot be accepted. The minimum investment amount is',
  },
  offerAboveMaximum: {
    id: 'error.offerAboveMaximum',
    defaultMessage: 'The offer cannot be accepted. The maximum investment amount is',
  },
  tokenInactive: { id: 'error.tokenInactive', defaultMessage: 'Token is no longer active.' },
  userNotFound: { id: 'error.userNotFound', defaultMessage: 'No user with the specified email address found.' },
  badCredentials: { id: 'error.badCredentials', defaultMessage: 'Incorrect login and/or password.' },
  offerOutOfDate: {
    id: 'error.offerOutOfDate',
    defaultMessage:
      'The offer is out of date: the application from this invitation has already been sent or the campaign has ended.',
  },
  formAlreadySent: {
    id: 'error.formAlreadySent',
    defaultMessage: 'Form inactive because it was already sent.',
  },
  fileDownload: { id: 'error.fileDownload', defaultMessage: 'File download error.' },
  notAllInvitationsSent: { id: 'error.notAllInvitationsSent', defaultMessage: 'Not all invitations were sent.' },
  // The contract's other codes (no English server text in the UI).
  badRequest: { id: 'error.badRequest', defaultMessage: 'The request could not be processed.' },
  unauthenticated: { id: 'error.unauthenticated', defaultMessage: 'Your session has ended. Please log in again.' },
  forbidden: { id: 'error.forbidden', defaultMessage: 'You do not have access to this.' },
  notFound: { id: 'error.notFound', defaultMessage: 'Not found. It may have been removed, or the link is wrong.' },
  conflict: {
    id: 'error.conflict',
    defaultMessage: 'This is not possible in the current state. Refresh the page and check.',
  },
  payloadTooLarge: { id: 'error.payloadTooLarge', defaultMessage: 'The file or the data sent is too large.' },
  unsupportedMediaType: { id: 'error.unsupportedMediaType', defaultMessage: 'This file type is not accepted.' },
  rateLimited: { id: 'error.rateLimited', defaultMessage: 'Too many attempts. Try again later.' },
  notImplemented: { id: 'error.notImplemented', defaultMessage: 'This function is not available yet.' },
  serviceUnavailable: {
    id: 'error.serviceUnavailable',
    defaultMessage: 'The service is temporarily unavailable. Please try again later.',
  },
  twoFactorRequired: { id: 'error.twoFactorRequired', defaultMessage: 'Enter the authentication code.' },
  twoFactorInvalid: {
    id: 'error.twoFactorInvalid',
    defaultMessage: 'Incorrect authentication code. Enter the current code from the app.',
  },
  accessDenied: {
    id: 'error.accessDenied',
    defaultMessage: 'Access denied: your account has no access to this panel on this site.',
  },
  emailAlreadyUsed: { id: 'error.emailAlreadyUsed', defaultMessage: 'This e-mail address is already used.' },
  offerNotMultipleOfStep: {
    id: 'error.offerNotMultipleOfStep',
    defaultMessage: 'The amount is not a multiple of the investment step.',
  },
  onboardingIncomplete: { id: 'error.onboardingIncomplete', defaultMessage: 'Complete the onboarding first.' },
  notCompanyRepresentative: {
    id: 'error.notCompanyRepresentative',
    defaultMessage: 'You are not a representative of this company.',
  },
  companyNotFoundInRegister: {
    id: 'error.companyNotFoundInRegister',
    defaultMessage: 'The company was not found in the register.',
  },
  registerUnavailable: {
    id: 'error.registerUnavailable',
    defaultMessage: 'The company register is unavailable. Please try again later.',
  },
  offerTransitionNotAllowed: {
    id: 'error.offerTransitionNotAllowed',
    defaultMessage: 'This offer cannot be moved to that status now. Refresh the page and check its current status.',
  },
  idempotencyKeyReused: {
    id: 'error.idempotencyKeyReused',
    defaultMessage: 'This request was already sent with different data. Refresh the page and try again.',
  },
  scheduleRowClosed: {
    id: 'error.scheduleRowClosed',
    defaultMessage: 'This payment is already paid or cancelled. Refresh the page to see its current status.',
  },
  advisorNotFound: { id: 'error.advisorNotFound', defaultMessage: 'The chosen advisor was not found.' },
  advisorInactive: { id: 'error.advisorInactive', defaultMessage: 'The chosen advisor’s account is not active.' },
  advisorNotInNetwork: {
    id: 'error.advisorNotInNetwork',
    defaultMessage: 'The chosen advisor does not belong to the network of this offer.',
  },
  investmentNotActive: {
    id: 'error.investmentNotActive',
    defaultMessage: 'Payouts can be recorded only for an active investment.',
  },
  // Violations of a request part no form field shows.
  invalidLink: { id: 'error.invalidLink', defaultMessage: 'The address of this page is not valid.' },
  invalidListQuery: {
    id: 'error.invalidListQuery',
    defaultMessage: 'The filters or the sorting of the list are not valid.',
  },
  // Violation message ids whose text needs values the violation does not carry.
  tooShort: { id: 'error.violation.tooShort', defaultMessage: 'The value is too short.' },
  tooLong: { id: 'error.violation.tooLong', defaultMessage: 'The value is too long.' },
  tooSmall: { id: 'error.violation.tooSmall', defaultMessage: 'The value is too small.' },
  tooLarge: { id: 'error.violation.tooLarge', defaultMessage: 'The value is too large.' },
  tooFew: { id: 'error.violation.tooFew', defaultMessage: 'Too few items are selected.' },
  tooMany: { id: 'error.violation.tooMany', defaultMessage: 'Too many items are selected.' },
  dateTooEarly: { id: 'error.violation.dateTooEarly', defaultMessage: 'The date is too early.' },
  notMultiple: {
    id: 'error.violation.notMultiple',
    defaultMessage: 'The value is not a multiple of the required step.',
  },
  percentTotal: { id: 'error.violation.percentTotal', defaultMessage: 'The percentages add up to too much.' },
  invalid: { id: 'validation.invalid', defaultMessage: 'This field is not valid.' },
});

type Descriptor = (typeof errorMessages)[keyof typeof errorMessages];

/** Server labels with a friendly message of their own (see docs/product/errors.md). */
const LABEL_MESSAGES: Record<string, Descriptor> = {
  'Bad credentials': errorMessages.badCredentials,
  'Token is invalid.': errorMessages.tokenInactive,
  'User with the given email not found': errorMessages.userNotFound,
  'error.unexpected': errorMessages.unexpected,
};

/** Generic codes: their message only when neither the label nor a violation says more. */
type GenericCode = 'BAD_REQUEST' | 'VALIDATION_FAILED' | 'INTERNAL_ERROR';
const GENERIC_CODES: Record<GenericCode, Descriptor> = {
  BAD_REQUEST: errorMessages.badRequest,
  VALIDATION_FAILED: errorMessages.invalidFormData,
  INTERNAL_ERROR: errorMessages.unexpected,
};

/** Every other code of the contract's ErrorCode (the offer codes with an amount are handled apart). */
// Typed so that a code added to the contract without a message fails the typecheck.
const CODE_MESSAGES: Record<Exclude<ErrorCode, GenericCode>, Descriptor> = {
  UNAUTHENTICATED: errorMessages.unauthenticated,
  FORBIDDEN: errorMessages.forbidden,
  NOT_FOUND: errorMessages.notFound,
  CONFLICT: errorMessages.conflict,
  PAYLOAD_TOO_LARGE: errorMessages.payloadTooLarge,
  UNSUPPORTED_MEDIA_TYPE: errorMessages.unsupportedMediaType,
  RATE_LIMITED: errorMessages.rateLimited,
  NOT_IMPLEMENTED: errorMessages.notImplemented,
  SERVICE_UNAVAILABLE: errorMessages.serviceUnavailable,
  BAD_CREDENTIALS: errorMessages.badCredentials,
  TWO_FACTOR_REQUIRED: errorMessages.twoFactorRequired,
  TWO_FACTOR_INVALID: errorMessages.twoFactorInvalid,
  ACCESS_DENIED: errorMessages.accessDenied,
  USER_NOT_FOUND: errorMessages.userNotFound,
  ACCOUNT_INACTIVE: errorMessages.accountInactive,
  TOKEN_INACTIVE: errorMessages.tokenInactive,
  CAMPAIGN_INACTIVE: errorMessages.campaignInactive,
  CAMPAIGN_NOT_STARTED: errorMessages.campaignNotStarted,
  CAMPAIGN_FINISHED: errorMessages.campaignFinished,
  LEAD_OTHER_OWNER: errorMessages.leadOtherOwner,
  INVALID_FORM_DATA: errorMessages.invalidFormData,
  OFFER_ABOVE_MAXIMUM: errorMessages.offerAboveMaximum,
  OFFER_MINIMUM_NOT_REACHED: errorMessages.offerBelowMinimum,
  OFFER_BELOW_MINIMUM: errorMessages.offerBelowMinimum,
  OFFER_OUT_OF_DATE: errorMessages.offerOutOfDate,
  FORM_ALREADY_SENT: errorMessages.formAlreadySent,
  FILE_DOWNLOAD_ERROR: errorMessages.fileDownload,
  EMAIL_ALREADY_USED: errorMessages.emailAlreadyUsed,
  OFFER_NOT_MULTIPLE_OF_STEP: errorMessages.offerNotMultipleOfStep,
  ONBOARDING_INCOMPLETE: errorMessages.onboardingIncomplete,
  NOT_COMPANY_REPRESENTATIVE: errorMessages.notCompanyRepresentative,
  COMPANY_NOT_FOUND_IN_REGISTER: errorMessages.companyNotFoundInRegister,
  REGISTER_UNAVAILABLE: errorMessages.registerUnavailable,
  OFFER_TRANSITION_NOT_ALLOWED: errorMessages.offerTransitionNotAllowed,
  IDEMPOTENCY_KEY_REUSED: errorMessages.idempotencyKeyReused,
  SCHEDULE_ROW_CLOSED: errorMessages.scheduleRowClosed,
  INVESTMENT_NOT_ACTIVE: errorMessages.investmentNotActive,
  ADVISOR_NOT_FOUND: errorMessages.advisorNotFound,
  ADVISOR_INACTIVE: errorMessages.advisorInactive,
  ADVISOR_NOT_IN_NETWORK: errorMessages.advisorNotInNetwork,
};

/**
 * Message ids whose text has placeholders (`validation.minLength`: "... {limit} ...") while a violation carries
 * no values: a text without them.
 */
const VALUELESS_TEXTS: Record<string, Descriptor> = {
  'validation.minLength': errorMessages.tooShort,
  'validation.maxLength': errorMessages.tooLong,
  'validation.minimum': errorMessages.tooSmall,
  'validation.exclusiveMinimum': errorMessages.tooSmall,
  'validation.investmentMin': errorMessages.tooSmall,
  'validation.maximum': errorMessages.tooLarge,
  'validation.exclusiveMaximum': errorMessages.tooLarge,
  'validation.investmentMax': errorMessages.tooLarge,
  'validation.minItems': errorMessages.tooFew,
  'validation.maxItems': errorMessages.tooMany,
  'validation.documentExpiry': errorMessages.dateTooEarly,
  'validation.minDateFromToday': errorMessages.dateTooEarly,
  'validation.multipleOf': errorMessages.notMultiple,
  'validation.investmentStep': errorMessages.notMultiple,
  'validation.percentTotal': errorMessages.percentTotal,
  'validation.countryPercentTotal': errorMessages.percentTotal,
};

/** The part of the contract's Error body this handler reads; every field optional, as replies vary. */
export type ErrorBody = Partial<ApiError>;

/** How the form on screen labels its fields: violation propertyPath -> label, already translated. */
export type FieldLabels = Readonly<Record<string, string>>;

export interface ErrorMessageOptions {
  fields?: FieldLabels;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.label === 'string' || typeof body.code === 'string' || Array.isArray(body.violations);
}

/** The Error body inside an axios error, or the value itself if it already is one; otherwise null. */
export function errorBodyOf(error: unknown): ErrorBody | null {
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    return isErrorBody(data) ? data : null;
  }
  return isErrorBody(error) ? error : null;
}

/** The message and its bound: as money ("… to 30 000,00 PLN") when the server names the currency. */
function withAmount(message: string, amount: number | undefined, currency?: string): string {
  if (amount === undefined) return message;
  return currency ? `${message} ${formatMoney(amount, currency)}` : `${message}: ${formatDecimal(amount)}`;
}

type Intl = Pick<IntlShape, 'formatMessage' | 'messages'>;

/**
 * A violation's text in the current language, from its title (a message id such as `validation.required`);
 * an id we do not know gives the generic "This field is not valid." — never the server's English message.
 */
export function violationText(violation: Pick<Violation, 'title'>, intl: Intl): string {
  const { title } = violation;
  if (isPlainMessage(intl.messages, title)) {
    // A computed id: formatjs's extractor only sees literal descriptors, and this one is already in the catalogue.
    const descriptor: MessageDescriptor = { id: title };
    return intl.formatMessage(descriptor);
  }
  if (hasMessage(intl.messages, title) && VALUELESS_TEXTS[title]) return intl.formatMessage(VALUELESS_TEXTS[title]);
  return intl.formatMessage(errorMessages.invalid);
}

/** The first violation as a person reads it: "<Field> - <text>", or a sentence for the address and the list. */
function violationMessage(violation: Violation, intl: Intl, fields: FieldLabels): string {
  const path = violation.propertyPath;
  // path.* (an id in the address) and query.* (a list's filters) are no field of any form.
  if (path === 'path' || path.startsWith('path.')) return intl.formatMessage(errorMessages.invalidLink);
  if (path === 'query' || path.startsWith('query.')) return intl.formatMessage(errorMessages.invalidListQuery);
  const text = violationText(violation, intl);
  const label = fields[path];
  // A field the screen does not label is not named at all: a raw path ("bankAccounts.0.number") is no name.
  return label ? `${label} - ${text}` : text;
}

export function getErrorMessage(error: unknown, intl: Intl, options: ErrorMessageOptions = {}): string {
  const defaultMessage = intl.formatMessage(errorMessages.unexpected);
  const body = errorBodyOf(error);
  if (!body) return defaultMessage;

  let message = defaultMessage;

  const byLabel = body.label ? LABEL_MESSAGES[body.label] : undefined;
  if (byLabel) message = intl.formatMessage(byLabel);

  const params = body.parameters ?? {};
  if (body.code === 'OFFER_ABOVE_MAXIMUM') {
    message = withAmount(
      intl.formatMessage(errorMessages.offerAboveMaximum),
      params.investmentValueMax,
      params.currency,
    );
  } else if (body.code === 'OFFER_MINIMUM_NOT_REACHED') {
    // The spec pairs this code with the minimum message and investmentValueMax (see docs/product/errors.md).
    message = withAmount(
      intl.formatMessage(errorMessages.offerBelowMinimum),
      params.investmentValueMax,
      params.currency,
    );
  } else if (body.code === 'OFFER_BELOW_MINIMUM') {
    message = withAmount(
      intl.formatMessage(errorMessages.offerBelowMinimum),
      params.investmentValueMin,
      params.currency,
    );
  } else if (body.code && body.code in CODE_MESSAGES) {
    message = intl.formatMessage(CODE_MESSAGES[body.code as keyof typeof CODE_MESSAGES]);
  }

  const first = body.violations?.[0];
  if (message === defaultMessage && first && body.label === FINANCIAL_DOCUMENT_LABEL) {
    // The special label code: the field named by the financial documents' friendly labels, then the message.
    const label = financialDocumentFieldLabel(first.propertyPath);
    const text = violationText(first, intl);
    message = label ? `${intl.formatMessage(label)} - ${text}` : text;
  }
  if (message === defaultMessage && first) message = violationMessage(first, intl, options.fields ?? {});

  const generic = body.code && body.code in GENERIC_CODES ? GENERIC_CODES[body.code as GenericCode] : undefined;
  if (message === defaultMessage && generic) message = intl.formatMessage(generic);

  return message;
}

/** `(error) => message` in the current language. */
export function useErrorMessage(options?: ErrorMessageOptions): (error: unknown) => string {
  const intl = useIntl();
  return (error: unknown) => getErrorMessage(error, intl, options);
}

/** The HTTP status of an axios error, or null. */
export function statusOf(error: unknown): number | null {
  return isAxiosError(error) ? (error.response?.status ?? null) : null;
}

/** Seconds from a 429's Retry-After header (seconds or an HTTP date), or null. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isAxiosError(error)) return null;
  const header: unknown = error.response?.headers?.['retry-after'];
  if (typeof header !== 'string' && typeof header !== 'number') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(String(header));
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
