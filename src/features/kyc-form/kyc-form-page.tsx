import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'kycForm.title', defaultMessage: 'KYC form' },
});

/** KYC form: not built yet, so a translated "in preparation" placeholder. */
export function KycFormPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
