import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'investors.network.title', defaultMessage: 'Investors in the network' },
});

/** Investors in the network: not built yet, so a translated "in preparation" placeholder. */
export function NetworkInvestorsPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
