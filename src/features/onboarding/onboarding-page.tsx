import { defineMessages, useIntl } from 'react-intl';
import { InPreparationPanel } from '../../lib/ui/in-preparation-panel';

const messages = defineMessages({
  title: { id: 'onboarding.start.title', defaultMessage: 'Investor onboarding' },
});

/** Investor onboarding: not built yet, so a translated "in preparation" placeholder. */
export function OnboardingPage() {
  const intl = useIntl();
  return <InPreparationPanel page={intl.formatMessage(messages.title)} />;
}
