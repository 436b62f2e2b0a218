import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'offers.list.title', defaultMessage: 'Offers' },
});

/** Offers: not built yet, so a translated "in preparation" placeholder. */
export function OffersPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
