import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'campaign.offer.title', defaultMessage: 'Campaign offer' },
});

/** Campaign offer: built by a later issue; a translated placeholder until then. */
export function CampaignPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
