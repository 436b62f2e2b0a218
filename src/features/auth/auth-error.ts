import { defineMessages, useIntl } from 'react-intl';
import { getErrorMessage, retryAfterSeconds, statusOf } from '../../lib/errors';

const messages = defineMessages({
  tooManyAttemptsLater: {
    id: 'auth.error.tooManyAttemptsLater',
    defaultMessage: 'Too many attempts. Try again later.',
  },
});

/** The message for an error of the access screens: 429 with its wait, anything else through getErrorMessage. */
export function useAuthErrorMessage(): (error: unknown) => string {
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
    return getErrorMessage(error, intl);
  };
}
