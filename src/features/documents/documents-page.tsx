import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'documents.list.title', defaultMessage: 'Documents' },
});

/** Documents: built by a later issue; a translated placeholder until then. */
export function DocumentsPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
