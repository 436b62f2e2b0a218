import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'campaign.offer.title', defaultMessage: 'Campaign offer' },
});

/** Campaign offer: not built yet, so a translated "in preparation" placeholder. */
export function CampaignPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
