import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'auth.resetPasswordRequest.title', defaultMessage: 'Password reminder' },
});

/** Password reminder: built by a later issue; a translated placeholder until then. */
export function ResetPasswordRequestPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
