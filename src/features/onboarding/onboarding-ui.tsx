// Small shared pieces of the onboarding screens: the step card, the machine's error, choice labels.
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Choice, LocalizedText } from '#generated/api/model';
import type { SnapshotFrom } from 'xstate';
import { getErrorMessage } from '../../lib/errors';
import { FormAlert } from '../../lib/forms';
import type { OnboardingError, OnboardingErrorSource, OnboardingEvent } from '#machines/onboarding.machine';
import type { onboardingActorMachine } from './onboarding-actors';
import { onboardingMessages as m } from './onboarding-messages';

export type OnboardingSnapshot = SnapshotFrom<typeof onboardingActorMachine>;
export type SendOnboarding = (event: OnboardingEvent) => void;

export interface StepProps {
  snapshot: OnboardingSnapshot;
  send: SendOnboarding;
}

export function StepCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby="onboarding-step-title"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id="onboarding-step-title" className="text-xl font-semibold text-gray-900">
        {title}
      </h2>
      {intro ? <p className="mt-2 text-sm leading-6 text-gray-700">{intro}</p> : null}
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </section>
  );
}

const RULE_MESSAGES = {
  taxResidenceRequired: m.ruleTaxResidenceRequired,
  investorTypeUnavailable: m.ruleInvestorTypeUnavailable,
  companyRequired: m.ruleCompanyRequired,
  notRepresentative: m.ruleNotRepresentative,
  krsNumberRequired: m.ruleKrsNumberRequired,
  krsNumberInvalid: m.ruleKrsNumberInvalid,
  formsNotApproved: m.ruleFormsNotApproved,
  documentsMissing: m.ruleDocumentsMissing,
  documentLocked: m.ruleDocumentLocked,
} as const;

export function errorText(error: OnboardingError, intl: IntlShape): string {
  if (error.rule) return intl.formatMessage(RULE_MESSAGES[error.rule]);
  return getErrorMessage(error.cause, intl);
}

/** The machine's error of these sources, as the one alert of a step. */
export function StepError({ snapshot, sources }: { snapshot: OnboardingSnapshot; sources: OnboardingErrorSource[] }) {
  const intl = useIntl();
  const error = snapshot.context.error;
  if (!error || !sources.includes(error.source)) return null;
  return <FormAlert>{errorText(error, intl)}</FormAlert>;
}

export function localized(text: LocalizedText, intl: IntlShape): string {
  return intl.locale.startsWith('en') ? (text.en ?? text.pl) : text.pl;
}

export function choiceLabel(choices: readonly Choice[], value: string, intl: IntlShape): string {
  const choice = choices.find((entry) => entry.value === value);
  return choice ? localized(choice.label, intl) : value;
}
