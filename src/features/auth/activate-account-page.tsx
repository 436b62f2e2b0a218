import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'auth.activateAccount.title', defaultMessage: 'Account activation' },
});

/** Account activation: built by a later issue; a translated placeholder until then. */
export function ActivateAccountPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
