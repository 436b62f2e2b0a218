import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'campaign.invest.title', defaultMessage: 'Investment form' },
});

/** Investment form: not built yet, so a translated "in preparation" placeholder. */
export function InvestPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
