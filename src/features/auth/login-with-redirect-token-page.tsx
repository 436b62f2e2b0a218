import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'auth.redirectTokenLogin.title', defaultMessage: 'Login with a link' },
});

/** Login with a link: built by a later issue; a translated placeholder until then. */
export function LoginWithRedirectTokenPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
