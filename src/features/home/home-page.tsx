import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'home.title', defaultMessage: 'Dashboard' },
});

/** Dashboard: built by a later issue; a translated placeholder until then. */
export function HomePage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
