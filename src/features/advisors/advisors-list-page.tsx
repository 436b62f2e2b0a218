import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'advisors.list.title', defaultMessage: 'Advisor list' },
});

/** Advisor list: built by a later issue; a translated placeholder until then. */
export function AdvisorsListPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
