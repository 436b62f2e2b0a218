import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'offers.detail.title', defaultMessage: 'Offer' },
});

/** Offer: not built yet, so a translated "in preparation" placeholder. */
export function OfferPage() {
  const intl = useIntl();
  const { id } = useParams();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} recordId={id} />;
}
