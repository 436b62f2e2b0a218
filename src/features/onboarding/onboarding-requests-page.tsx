import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'onboarding.requests.title', defaultMessage: 'Onboarding requests' },
});

/** Onboarding requests: built by a later issue; a translated placeholder until then. */
export function OnboardingRequestsPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
