import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'onboarding.supportingDocuments.title', defaultMessage: 'Supporting documents' },
});

/** Supporting documents: not built yet, so a translated "in preparation" placeholder. */
export function SupportingDocumentsPage() {
  const intl = useIntl();
  const { id } = useParams();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} recordId={id} />;
}
