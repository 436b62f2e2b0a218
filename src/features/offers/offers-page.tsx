import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'offers.list.title', defaultMessage: 'Offers' },
});

/** Offers: built by a later issue; a translated placeholder until then. */
export function OffersPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
