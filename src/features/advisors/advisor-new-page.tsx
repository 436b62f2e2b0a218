import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'advisors.new.title', defaultMessage: 'New advisor' },
});

/** New advisor: built by a later issue; a translated placeholder until then. */
export function AdvisorNewPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
