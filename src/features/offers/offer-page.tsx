import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'offers.detail.title', defaultMessage: 'Offer' },
});

/** Offer: built by a later issue; a translated placeholder until then. */
export function OfferPage() {
  const intl = useIntl();
  const { id } = useParams();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} recordId={id} />;
}
