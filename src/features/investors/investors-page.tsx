import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'investors.list.title', defaultMessage: 'Invited investors' },
});

/** Invited investors: not built yet, so a translated "in preparation" placeholder. */
export function InvestorsPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
