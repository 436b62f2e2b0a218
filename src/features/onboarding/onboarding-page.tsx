// `/app/onboarding` (and `/app/onboarding/:id/...`, `/app/onboarding/request/:token`): the investor's onboarding,
// one screen per state of machines/onboarding.machine.ts. The machine decides the step from the server's state, so
// a reload resumes where the investor left off; this file only picks the screen.
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { formatDate } from '../../lib/format';
import { FullPageError, FullPageLoading } from '../../lib/ui/full-page-state';
import { primaryButton, textLink } from '../../lib/ui/styles';
import { ComplianceFormsStep } from './compliance-forms-step';
import { IdentityStep } from './identity-step';
import { KycStep, type KycFormComponent } from './kyc-step';
import { onboardingActorMachine } from './onboarding-actors';
import { onboardingMessages as m } from './onboarding-messages';
import { StepCard, type StepProps } from './onboarding-ui';
import { PrimaryDataStep } from './primary-data-step';
import { SupportingDocumentsStep } from './supporting-documents-step';

/** Identity verification is on a phone (see docs/product/onboarding.md): a desktop gets the QR code and link. */
function deviceOf(): 'desktop' | 'mobile' {
  return /Android|iPhone|iPad|Mobile/i.test(navigator.userAgent) ? 'mobile' : 'desktop';
}

const STEPS = [
  { state: 'primaryData', label: m.stepPrimaryData },
  { state: 'identityVerification', label: m.stepIdentity },
  { state: 'kyc', label: m.stepKyc },
  { state: 'complianceForms', label: m.stepForms },
  { state: 'supportingDocuments', label: m.stepDocuments },
] as const;

function StepList({ snapshot }: Pick<StepProps, 'snapshot'>) {
  const intl = useIntl();
  const current = STEPS.findIndex((step) => snapshot.matches(step.state));
  if (current < 0) return null;
  return (
    <nav aria-label={intl.formatMessage(m.stepsLabel)}>
      <ol className="flex flex-wrap gap-2">
        {STEPS.map((step, index) => (
          <li
            key={step.state}
            aria-current={index === current ? 'step' : undefined}
            className={`rounded-full border px-3 py-1 text-xs font-medium ${
              index === current
                ? 'border-brand bg-brand text-on-brand'
                : index < current
                  ? 'border-gray-300 bg-white text-gray-900'
                  : 'border-gray-200 bg-gray-100 text-gray-700'
            }`}
          >
            {index + 1}. {intl.formatMessage(step.label)}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function OnboardingFlow({
  requestId,
  linkToken,
  KycForm,
}: {
  requestId?: string;
  linkToken?: string;
  KycForm: KycFormComponent;
}) {
  const intl = useIntl();
  const input = useMemo(
    () => ({ requestId: requestId ?? null, linkToken: linkToken ?? null, device: deviceOf() }),
    [requestId, linkToken],
  );
  const [snapshot, send, actor] = useMachine(onboardingActorMachine, { input });
  const props: StepProps = { snapshot, send };
  const several = snapshot.context.requests.length > 1;

  let screen;
  if (snapshot.matches('choosingRequest')) {
    screen = (
      <StepCard title={intl.formatMessage(m.chooseRequest)} intro={intl.formatMessage(m.chooseRequestIntro)}>
        <ul className="divide-y divide-gray-200">
          {snapshot.context.requests.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="text-sm">
                <p className="font-medium text-gray-900">{row.name ?? row.email}</p>
                <p className="text-gray-600">
                  {intl.formatMessage(m.requestRow, { source: row.sourceName, date: formatDate(row.createdAt) })}
                </p>
              </div>
              <button
                type="button"
                className={primaryButton}
                onClick={() => send({ type: 'CHOOSE_REQUEST', requestId: row.id })}
              >
                {intl.formatMessage(m.continue)}
              </button>
            </li>
          ))}
        </ul>
      </StepCard>
    );
  } else if (snapshot.matches('linkNotFound')) {
    screen = (
      <StepCard title={intl.formatMessage(m.linkNotFoundTitle)}>
        <p className="text-sm leading-6 text-gray-700">{intl.formatMessage(m.linkNotFoundText)}</p>
        <button type="button" className={`${primaryButton} mt-4`} onClick={() => send({ type: 'BACK_TO_REQUESTS' })}>
          {intl.formatMessage(m.linkNotFoundAction)}
        </button>
      </StepCard>
    );
  } else if (snapshot.matches('requestNotFound')) {
    screen = (
      <StepCard title={intl.formatMessage(m.requestNotFoundTitle)}>
        <p className="text-sm leading-6 text-gray-700">{intl.formatMessage(m.requestNotFoundText)}</p>
        <button type="button" className={`${primaryButton} mt-4`} onClick={() => send({ type: 'BACK_TO_REQUESTS' })}>
          {intl.formatMessage(m.linkNotFoundAction)}
        </button>
      </StepCard>
    );
  } else if (snapshot.matches('nothingToDo')) {
    screen = <StepCard title={intl.formatMessage(m.title)}>{intl.formatMessage(m.nothingToDo)}</StepCard>;
  } else if (snapshot.matches('loadFailed')) {
    screen = (
      <FullPageError
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.loadFailed)}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={() => send({ type: 'RETRY' })}
      />
    );
  } else if (snapshot.matches('primaryData')) {
    screen = snapshot.matches({ primaryData: 'optionsFailed' }) ? (
      <FullPageError
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.loadFailed)}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={() => send({ type: 'RETRY' })}
      />
    ) : snapshot.matches({ primaryData: 'loadingOptions' }) ? (
      <FullPageLoading label={intl.formatMessage(m.loading)} />
    ) : (
      <PrimaryDataStep {...props} />
    );
  } else if (snapshot.matches('identityVerification')) {
    screen = <IdentityStep {...props} />;
  } else if (snapshot.matches('kyc')) {
    screen = <KycStep {...props} actor={actor} KycForm={KycForm} />;
  } else if (snapshot.matches('complianceForms')) {
    screen = <ComplianceFormsStep {...props} />;
  } else if (snapshot.matches('supportingDocuments')) {
    screen = <SupportingDocumentsStep {...props} />;
  } else if (snapshot.matches('thankYou')) {
    const finished = snapshot.context.request?.status === 'finished';
    screen = (
      <StepCard title={intl.formatMessage(finished ? m.finishedTitle : m.thankYouTitle)}>
        <p role="status" className="text-sm leading-6 text-gray-700">
          {intl.formatMessage(finished ? m.finishedText : m.thankYouText)}
        </p>
      </StepCard>
    );
  } else if (snapshot.matches('rejected')) {
    screen = (
      <StepCard title={intl.formatMessage(m.rejectedTitle)}>
        <p className="text-sm leading-6 text-gray-700">{intl.formatMessage(m.rejectedText)}</p>
      </StepCard>
    );
  } else {
    screen = <FullPageLoading label={intl.formatMessage(m.loading)} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">{intl.formatMessage(m.title)}</h1>
        {several && snapshot.context.request && !snapshot.matches('choosingRequest') ? (
          <button type="button" className={textLink} onClick={() => send({ type: 'BACK_TO_REQUESTS' })}>
            {intl.formatMessage(m.backToRequests)}
          </button>
        ) : null}
      </div>
      <StepList snapshot={snapshot} />
      {screen}
    </div>
  );
}

/** `/app/onboarding`: the open requests (the chooser when there are several), else the only one. */
export function OnboardingPage({ KycForm }: { KycForm: KycFormComponent }) {
  return <OnboardingFlow KycForm={KycForm} />;
}

/**
 * `/app/onboarding/request/:token`: the link of the investor's e-mails about a request; the request it opens,
 * at the step its state says, as if chosen in the session chooser.
 */
export function OnboardingLinkPage({ KycForm }: { KycForm: KycFormComponent }) {
  const { token } = useParams();
  return <OnboardingFlow key={token} linkToken={token} KycForm={KycForm} />;
}

/** `/app/onboarding/:id/...`: that request, at the step its state says (the machine decides, not the path). */
export function OnboardingRequestPage({ KycForm }: { KycForm: KycFormComponent }) {
  const { id } = useParams();
  return <OnboardingFlow key={id} requestId={id} KycForm={KycForm} />;
}
