/**
 * The client's single error handler (spec 001 section 8; DESIGN section 6): from an axios error or the
 * contract's Error body to the one message shown to a person.
 *
 *   1. start from the default message;
 *   2. take the server's label if present (three known labels map to friendly messages, "error.unexpected"
 *      and the generic "Validation failed" to the default; any other label is shown as the server wrote it);
 *   3. replace by code (the codes below), the offer codes with ": " and the amount;
 *   4. if the message is still the default and there are violations: "<Field> - <title>" of the first one
 *      (the server sends message ids such as `validation.required` as titles: translated when we know them).
 */
import { isAxiosError } from 'axios';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { Error as ApiError } from '../../../generated/api/model';
import { formatNumber } from '../format/number';
import { isPlainMessage } from '../i18n/locales';

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
  // The catalogue's other messages; used by the screens that meet them (not by the mapping below).
  offerOutOfDate: {
    id: 'error.offerOutOfDate',
    defaultMessage:
      'The offer is out of date: the application from this invitation has already been sent or the campaign has ended.',
  },
  formAlreadySent: {
    id: 'error.formAlreadySent',
    defaultMessage: 'The form is inactive because it has already been sent.',
  },
  fileDownload: { id: 'error.fileDownload', defaultMessage: 'File download error.' },
  notAllInvitationsSent: { id: 'error.notAllInvitationsSent', defaultMessage: 'Not all invitations were sent.' },
});

type Descriptor = (typeof errorMessages)[keyof typeof errorMessages];

/** Server labels with a friendly message of their own. */
const LABEL_MESSAGES: Record<string, Descriptor> = {
  'Bad credentials': errorMessages.badCredentials,
  'Token is invalid.': errorMessages.tokenInactive,
  'User with the given email not found': errorMessages.userNotFound,
  'error.unexpected': errorMessages.unexpected,
  // The server's generic label for a request that failed the contract's validation: the first violation says more.
  'Validation failed': errorMessages.unexpected,
};

/** Codes replaced by a plain message. */
const CODE_MESSAGES: Partial<Record<ApiError['code'], Descriptor>> = {
  ACCOUNT_INACTIVE: errorMessages.accountInactive,
  CAMPAIGN_INACTIVE: errorMessages.campaignInactive,
  LEAD_OTHER_OWNER: errorMessages.leadOtherOwner,
  INVALID_FORM_DATA: errorMessages.invalidFormData,
  CAMPAIGN_NOT_STARTED: errorMessages.campaignNotStarted,
  CAMPAIGN_FINISHED: errorMessages.campaignFinished,
  TOKEN_INACTIVE: errorMessages.tokenInactive,
};

/** The part of the contract's Error body this handler reads; every field optional, as replies vary. */
export type ErrorBody = Partial<ApiError>;

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

function withAmount(message: string, amount: number | undefined): string {
  return amount === undefined ? message : `${message}: ${formatNumber(amount)}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A violation title that is one of our message ids without placeholders, in the current language. */
function translatedTitle(title: string, intl: Pick<IntlShape, 'formatMessage' | 'messages'>): string {
  if (!isPlainMessage(intl.messages, title)) return title;
  // A computed id: formatjs's extractor only sees literal descriptors, and this one is already in the catalogue.
  const descriptor: MessageDescriptor = { id: title };
  return intl.formatMessage(descriptor);
}

export function getErrorMessage(error: unknown, intl: Pick<IntlShape, 'formatMessage' | 'messages'>): string {
  const defaultMessage = intl.formatMessage(errorMessages.unexpected);
  const body = errorBodyOf(error);
  if (!body) return defaultMessage;

  let message = defaultMessage;

  if (body.label) {
    const known = LABEL_MESSAGES[body.label];
    message = known ? intl.formatMessage(known) : body.label;
  }

  const params = body.parameters ?? {};
  const byCode = body.code ? CODE_MESSAGES[body.code] : undefined;
  if (byCode) {
    message = intl.formatMessage(byCode);
  } else if (body.code === 'OFFER_ABOVE_MAXIMUM') {
    message = withAmount(intl.formatMessage(errorMessages.offerAboveMaximum), params.investmentValueMax);
  } else if (body.code === 'OFFER_MINIMUM_NOT_REACHED') {
    // The spec pairs this code with the minimum message and investmentValueMax (spec 001 section 8).
    message = withAmount(intl.formatMessage(errorMessages.offerBelowMinimum), params.investmentValueMax);
  } else if (body.code === 'OFFER_BELOW_MINIMUM') {
    message = withAmount(intl.formatMessage(errorMessages.offerBelowMinimum), params.investmentValueMin);
  }

  const first = body.violations?.[0];
  if (message === defaultMessage && first) {
    const title = translatedTitle(first.title, intl);
    message = first.propertyPath ? `${capitalize(first.propertyPath)} - ${title}` : title;
  }

  return message;
}

/** `(error) => message` in the current language. */
export function useErrorMessage(): (error: unknown) => string {
  const intl = useIntl();
  return (error: unknown) => getErrorMessage(error, intl);
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
