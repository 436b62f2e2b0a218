import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'advisors.edit.title', defaultMessage: 'Edit advisor' },
});

/** Edit advisor: built by a later issue; a translated placeholder until then. */
export function AdvisorEditPage() {
  const intl = useIntl();
  const { id } = useParams();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} recordId={id} />;
}
