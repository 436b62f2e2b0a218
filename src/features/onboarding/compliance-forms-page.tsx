import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'onboarding.complianceForms.title', defaultMessage: 'Compliance forms' },
});

/** Compliance forms: not built yet, so a translated "in preparation" placeholder. */
export function ComplianceFormsPage() {
  const intl = useIntl();
  const { id } = useParams();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} recordId={id} />;
}
