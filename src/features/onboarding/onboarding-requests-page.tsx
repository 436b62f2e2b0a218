import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'onboarding.requests.title', defaultMessage: 'Onboarding requests' },
});

/** Onboarding requests: not built yet, so a translated "in preparation" placeholder. */
export function OnboardingRequestsPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
