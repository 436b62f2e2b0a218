import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'kycForm.title', defaultMessage: 'KYC form' },
});

/** KYC form: built by a later issue; a translated placeholder until then. */
export function KycFormPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
