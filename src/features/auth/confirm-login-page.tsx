import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'auth.confirmLogin.title', defaultMessage: 'Login confirmation' },
});

/** Login confirmation: built by a later issue; a translated placeholder until then. */
export function ConfirmLoginPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
