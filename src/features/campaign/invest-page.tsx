import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'campaign.invest.title', defaultMessage: 'Investment form' },
});

/** Investment form: built by a later issue; a translated placeholder until then. */
export function InvestPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
