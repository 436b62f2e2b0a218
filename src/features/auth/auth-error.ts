import { defineMessages, useIntl } from 'react-intl';
import { errorBodyOf, getErrorMessage, retryAfterSeconds, statusOf, type FieldLabels } from '../../lib/errors';
import './login-catalogue';

const messages = defineMessages({
  tooManyAttemptsLater: {
    id: 'auth.error.tooManyAttemptsLater',
    defaultMessage: 'Too many attempts. Try again later.',
  },
  invalidLink: {
    id: 'auth.error.invalidLink',
    defaultMessage: 'This link is not valid or has expired.',
  },
  invalidCode: {
    id: 'auth.error.invalidCode',
    defaultMessage: 'This code is not valid or has expired.',
  },
});

export interface AuthErrorOptions {
  /**
   * Where this screen's token comes from. A token is never something a person composes: whatever the server
   * finds wrong with its form (too short, not a token at all) means "this link / code does not work".
   */
  token?: 'link' | 'code';
  /** How the form on screen labels its fields (violation propertyPath -> label). */
  fields?: FieldLabels;
}

/**
 * The message for an error of the access screens: 429 with its wait, a malformed token as "link / code not
 * valid", anything else through getErrorMessage.
 */
export function useAuthErrorMessage(options: AuthErrorOptions = {}): (error: unknown) => string {
  const intl = useIntl();
  return (error) => {
    if (statusOf(error) === 429) {
      const seconds = retryAfterSeconds(error);
      return seconds === null
        ? intl.formatMessage(messages.tooManyAttemptsLater)
        : intl.formatMessage(
            { id: 'auth.error.tooManyAttempts', defaultMessage: 'Too many attempts. Try again in {seconds} s.' },
            { seconds },
          );
    }
    const onToken = errorBodyOf(error)?.violations?.some((violation) => violation.propertyPath === 'token');
    if (options.token && onToken) {
      return intl.formatMessage(options.token === 'link' ? messages.invalidLink : messages.invalidCode);
    }
    return getErrorMessage(error, intl, { fields: options.fields });
  };
}
