import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { submitPublicKyc } from '#generated/api/public-kyc/public-kyc';
import type { KycNaturalPerson, PublicKycRequest, PublicKycSubmitResult } from '#generated/api/model';
import { withE164Phone } from '#schemas/formats/contact';
import { withDerivedDeclarations } from '#schemas/kyc-declarations';
import type { KycNaturalPersonStep } from '#schemas/schema-tools';
import { errorBodyOf, getErrorMessage, statusOf, type ErrorBody } from '../../lib/errors';
import { FormAlert } from '../../lib/forms';
import { keepFocusOnPress, SchemaForm, useAfterPendingTextChanges } from '../../lib/forms/rjsf';
import { useText } from '../../lib/forms/rjsf/use-text';
import { focusRing, primaryButton, secondaryButton } from '../../lib/ui/styles';
import { readDraft, removeDraft, writeDraft, type KycDraft } from './kyc-draft';
import { kycMessages as m } from './kyc-messages';
import {
  KYC_STEPS,
  splitViolationPath,
  STEP_UI_SCHEMAS,
  stepStartData,
  useStepSchemas,
  withoutBlankOptionalObjects,
  type KycData,
} from './kyc-steps';

/** What a new form starts with: the invited address, and "no" for the declarations' yes/no checkboxes. */
function initialData(request: PublicKycRequest): KycData {
  return {
    personal: { email: request.investorEmail },
    declarations: { isPep: false, beneficialOwnerIsPep: false, usPerson: false, solelyOwnBehalf: false },
  };
}

const SAVE_DELAY_MS = 300;

interface StepError {
  step: KycNaturalPersonStep;
  /** The server's Error body with only this step's violations, their paths relative to the step. */
  body: ErrorBody;
}

export interface KycWizardProps {
  /** The invitation token, or any key of this form's draft in this browser (the onboarding uses its request). */
  token: string;
  request: PublicKycRequest;
  onSubmitted?: (result: PublicKycSubmitResult) => void;
  /**
   * Sends the form instead of the public submit (the investor's onboarding sends it through its machine); a
   * rejection is handled as the public submit's (violations on their fields, FORM_ALREADY_SENT).
   */
  send?: (data: KycNaturalPerson) => Promise<void>;
  /** What a new form starts with instead of the invited address (the onboarding's saved KYC or its prefill). */
  initial?: KycData;
  /** The form was sent meanwhile (another tab, another device): the message to show. */
  onAlreadySent: (message: string) => void;
}

/**
 * The natural-person KYC form as a wizard: one RJSF form per section of schemas/kyc-natural-person.schema.json
 * (8 steps), validated on blur and when moving on; the draft kept in this browser while the person types. The
 * last step sends the whole document; the server validates it with the same schema and its violations are shown
 * on their fields, in the step they belong to.
 */
export function KycWizard({ token, request, onSubmitted, send, initial, onAlreadySent }: KycWizardProps) {
  const intl = useIntl();
  const text = useText();
  // Where the wizard starts: the draft kept in this browser, else a new form.
  const [start] = useState(() => {
    const draft = readDraft(token);
    const data = draft?.data ?? initial ?? initialData(request);
    const stepIndex = Math.min(draft?.step ?? 0, KYC_STEPS.length - 1);
    return {
      restored: draft !== null,
      data,
      view: {
        stepIndex,
        reached: Math.max(stepIndex, Math.min(draft?.reached ?? 0, KYC_STEPS.length - 1)),
        /** The shown step's data when it was opened (its form reads it once). */
        initial: stepStartData(KYC_STEPS[stepIndex]!.id, data[KYC_STEPS[stepIndex]!.id]),
      },
    };
  });
  // The data of every step, kept out of React state: typing re-renders the step's form only.
  const dataRef = useRef<KycData>(start.data);
  const [view, setView] = useState(start.view);
  const { stepIndex, reached } = view;
  const [investorEmail, setInvestorEmail] = useState(start.data.personal?.email as string | undefined);
  const [stepError, setStepError] = useState<StepError | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [showRestored, setShowRestored] = useState(start.restored);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const stepRef = useRef({ stepIndex: start.view.stepIndex, reached: start.view.reached });

  const schemas = useStepSchemas(request.formParameters, investorEmail);
  const step = KYC_STEPS[stepIndex]!;
  const last = stepIndex === KYC_STEPS.length - 1;
  const transformData = useCallback(
    (data: Partial<Record<string, unknown>>) => withoutBlankOptionalObjects(step.id, data),
    [step.id],
  );

  // The draft: written shortly after typing stops, and at once when the page is hidden or left.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const save = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const draft: KycDraft = {
      version: 1,
      step: stepRef.current.stepIndex,
      reached: stepRef.current.reached,
      data: dataRef.current,
      expiresAt: request.expiresAt,
    };
    writeDraft(token, draft);
  }, [token, request.expiresAt]);
  const scheduleSave = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(save, SAVE_DELAY_MS);
  }, [save]);
  const submittedRef = useRef(false);
  useEffect(() => {
    const flush = () => {
      if (timer.current && !submittedRef.current) save();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
      flush();
    };
  }, [save]);

  const onDataChange = useCallback(
    (data: Partial<Record<string, unknown>> | undefined) => {
      dataRef.current = { ...dataRef.current, [KYC_STEPS[stepRef.current.stepIndex]!.id]: data ?? {} };
      scheduleSave();
    },
    [scheduleSave],
  );

  const goTo = useCallback(
    (index: number) => {
      // The declaration shows the bank account, the origin of funds and the PEP status given in earlier steps.
      if (KYC_STEPS[index]!.id === 'declarations') dataRef.current = withDerivedDeclarations(dataRef.current);
      const next = { stepIndex: index, reached: Math.max(stepRef.current.reached, index) };
      stepRef.current = next;
      setView({ ...next, initial: stepStartData(KYC_STEPS[index]!.id, dataRef.current[KYC_STEPS[index]!.id]) });
      // The beneficial-owners step rejects the investor's own e-mail, as typed in the first step.
      const email = dataRef.current.personal?.email;
      setInvestorEmail(typeof email === 'string' ? email : undefined);
      save();
    },
    [save],
  );

  // A new step: its heading takes the focus (screen readers hear where they are) and the page scrolls up.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [stepIndex]);

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const sendAll = async () => {
    setSending(true);
    setAlert(null);
    setStepError(null);
    try {
      const data = withDerivedDeclarations(dataRef.current) as unknown as KycNaturalPerson;
      const result = send ? await send(data) : await submitPublicKyc(token, data);
      submittedRef.current = true;
      if (timer.current) clearTimeout(timer.current);
      removeDraft(token);
      if (result) onSubmitted?.(result);
    } catch (error) {
      const body = errorBodyOf(error);
      if (body?.code === 'FORM_ALREADY_SENT') {
        submittedRef.current = true;
        removeDraft(token);
        onAlreadySent(getErrorMessage(error, intl));
        return;
      }
      const violations = body?.violations ?? [];
      const located = violations.map((violation) => ({ violation, ...splitViolationPath(violation.propertyPath) }));
      const firstStep = KYC_STEPS.find(({ id }) => located.some((entry) => entry.step === id));
      if (statusOf(error) === 400 && firstStep) {
        const stepViolations = located
          .filter((entry) => entry.step === firstStep.id)
          .map(({ violation, rest }) => ({ ...violation, propertyPath: rest }));
        setStepError({ step: firstStep.id, body: { ...body, violations: stepViolations } });
        setAlert(intl.formatMessage(m.fixStep, { step: text(firstStep.titleId) }));
        goTo(KYC_STEPS.indexOf(firstStep));
      } else {
        setAlert(getErrorMessage(error, intl));
      }
    } finally {
      setSending(false);
    }
  };

  const onStepSubmit = (submitted: Record<string, unknown>) => {
    // A phone typed in the national form ("600100200") is kept as E.164, as the server stores it.
    const data = step.id === 'personal' ? withE164Phone({ personal: submitted }).personal : submitted;
    dataRef.current = { ...dataRef.current, [step.id]: data };
    if (stepError?.step === step.id) setStepError(null);
    setShowRestored(false);
    if (last) {
      void sendAll();
      return;
    }
    setAlert(null);
    goTo(stepIndex + 1);
  };

  const titleOf = (titleId: string) => text(titleId);

  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={intl.formatMessage(m.stepsLabel)}>
        <ol className="flex flex-wrap gap-2">
          {KYC_STEPS.map((candidate, index) => {
            const current = index === stepIndex;
            const reachable = index <= reached && !sending;
            const label = `${index + 1}. ${titleOf(candidate.titleId)}`;
            return (
              <li key={candidate.id}>
                <button
                  type="button"
                  onClick={() => goTo(index)}
                  disabled={!reachable || current}
                  aria-current={current ? 'step' : undefined}
                  className={`rounded-full border px-3 py-1 text-xs font-medium ${focusRing} ${
                    current
                      ? 'border-brand bg-brand text-on-brand'
                      : reachable
                        ? 'border-gray-300 bg-white text-gray-900 hover:bg-brand-highlight'
                        : 'border-gray-200 bg-gray-100 text-gray-500'
                  }`}
                >
                  {label}
                  {current || index < reached ? (
                    <span className="sr-only"> {intl.formatMessage(current ? m.stepCurrent : m.stepDone)}</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>

      <section aria-labelledby="kyc-step-title" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
        <p className="text-sm text-gray-600">
          {intl.formatMessage(m.stepProgress, { current: stepIndex + 1, total: KYC_STEPS.length })}
        </p>
        <h2
          id="kyc-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="mt-1 text-xl font-semibold text-gray-900 outline-none"
        >
          {titleOf(step.titleId)}
        </h2>
        {showRestored ? (
          <p role="status" className="mt-3 rounded-lg bg-brand-highlight px-4 py-2 text-sm text-on-brand-highlight">
            {intl.formatMessage(m.draftRestored)}
          </p>
        ) : null}
        <div ref={alertRef} tabIndex={-1} className="mt-4 outline-none">
          {alert ? <FormAlert>{alert}</FormAlert> : null}
        </div>
        <div className="mt-4">
          <SchemaForm<Record<string, unknown>>
            key={step.id}
            schema={schemas[step.id]}
            uiSchema={STEP_UI_SCHEMAS[step.id]}
            initialData={view.initial}
            onSubmit={onStepSubmit}
            onDataChange={onDataChange}
            transformData={transformData}
            defaults="explicit"
            serverError={stepError?.step === step.id ? stepError.body : undefined}
            showErrorsAtOnce={stepError?.step === step.id}
            submitting={sending}
          >
            <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
              {stepIndex > 0 ? (
                <BackButton onBack={() => goTo(stepIndex - 1)} disabled={sending}>
                  {intl.formatMessage(m.back)}
                </BackButton>
              ) : (
                <span />
              )}
              <button
                type="submit"
                className={primaryButton}
                disabled={sending}
                aria-busy={sending || undefined}
                onMouseDown={keepFocusOnPress}
              >
                {intl.formatMessage(last ? (sending ? m.submitting : m.submit) : m.next)}
              </button>
            </div>
          </SchemaForm>
        </div>
      </section>
    </div>
  );
}

/** Back to the previous step, with what was just typed into this one kept (it is read from the step's data). */
function BackButton({ onBack, disabled, children }: { onBack: () => void; disabled: boolean; children: ReactNode }) {
  const afterPendingText = useAfterPendingTextChanges();
  return (
    <button
      type="button"
      className={secondaryButton}
      onClick={() => afterPendingText(onBack)}
      onMouseDown={keepFocusOnPress}
      disabled={disabled}
    >
      {children}
    </button>
  );
}
