import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'auth.investorLogin.title', defaultMessage: 'Investor login' },
});

/** Investor login: built by a later issue; a translated placeholder until then. */
export function InvestorLoginPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
