import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'auth.setPassword.title', defaultMessage: 'Set a new password' },
});

/** Set a new password: built by a later issue; a translated placeholder until then. */
export function SetPasswordPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
