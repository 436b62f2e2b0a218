// The KYC step: the public KYC form's wizard and schema (given by src/app: features do not import each other),
// prefilled with the verified identity and, where that leaves the personal data empty, the investor's last lead
// form; sending goes through the machine (save, then send to verification), and the server's violations come back
// to the wizard, which shows them on their fields.
import { useMemo, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { useGetLastLeadForm } from '#generated/api/investor-onboarding/investor-onboarding';
import type { KycNaturalPerson } from '#generated/api/model';
import { newKycData } from './kyc-prefill';
import type { onboardingActorMachine } from './onboarding-actors';
import { onboardingMessages as m } from './onboarding-messages';
import type { StepProps } from './onboarding-ui';

type OnboardingActor = ActorRefFrom<typeof onboardingActorMachine>;

export type KycFormComponent = ComponentType<{
  draftKey: string;
  initial: Record<string, unknown>;
  send: (data: KycNaturalPerson) => Promise<void>;
}>;

/** Sends the KYC through the machine; settles when it left the KYC step, or with the call's error. */
function sendThrough(actor: OnboardingActor, data: KycNaturalPerson): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (snapshot: ReturnType<OnboardingActor['getSnapshot']>) => {
      const error = snapshot.context.error;
      if (snapshot.matches('kyc') && error?.source === 'kyc') reject(error.cause);
      else resolve();
    };
    actor.send({ type: 'SEND_KYC', data });
    if (!actor.getSnapshot().hasTag('busy')) {
      settle(actor.getSnapshot());
      return;
    }
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.hasTag('busy')) return;
      subscription.unsubscribe();
      settle(snapshot);
    });
  });
}

export function KycStep({
  snapshot,
  actor,
  KycForm,
}: StepProps & { actor: OnboardingActor; KycForm: KycFormComponent }) {
  const intl = useIntl();
  const request = snapshot.context.request;
  const saved = (request?.kyc.data as Record<string, unknown> | null | undefined) ?? null;
  // Only a KYC never saved is prefilled. No lead form (null: no accepted offer) or a failed call simply means no
  // prefill: the form is still there to fill in, so nothing is shown about it.
  const leadForm = useGetLastLeadForm({ query: { enabled: saved === null } });
  const waitingForLeadForm = saved === null && leadForm.isPending;
  const initial = useMemo<Record<string, unknown>>(
    () => saved ?? newKycData(request?.kycParameters, leadForm.data),
    [saved, request?.kycParameters, leadForm.data],
  );

  return (
    // No card of its own: the wizard's step is the card (a card in a card looked nested).
    <section aria-labelledby="onboarding-kyc-title" className="flex flex-col gap-4">
      <div>
        <h2 id="onboarding-kyc-title" className="text-xl font-semibold text-gray-900">
          {intl.formatMessage(m.kycTitle)}
        </h2>
        <p className="mt-2 text-sm leading-6 text-gray-700">{intl.formatMessage(m.kycIntro)}</p>
      </div>
      {/* The wizard reads its starting data once: it opens when the lead form has answered. */}
      {request && waitingForLeadForm ? (
        <p role="status" className="text-sm text-gray-600">
          {intl.formatMessage(m.loading)}
        </p>
      ) : request ? (
        <KycForm draftKey={`onboarding-${request.id}`} initial={initial} send={(data) => sendThrough(actor, data)} />
      ) : null}
    </section>
  );
}
