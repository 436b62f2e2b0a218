import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'investors.offer.title', defaultMessage: 'Investors of the offer' },
});

/** Investors of the offer: not built yet, so a translated "in preparation" placeholder. */
export function OfferInvestorsPage() {
  const intl = useIntl();
  const { id } = useParams();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} recordId={id} />;
}
