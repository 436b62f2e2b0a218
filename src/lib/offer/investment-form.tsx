import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { AcceptOfferRequest, OfferDetails } from '#generated/api/model';
import {
  investmentPayload,
  investmentSchema,
  investmentUiSchema,
  withoutInactiveBranch,
  type InvestmentFormData,
} from '#schemas/investment';
import { errorBodyOf, getErrorMessage } from '../errors';
import { rjsfTemplates, SchemaForm } from '../forms/rjsf';
import { useBranding, useLocalizedText } from '../theme';
import { secondaryButton, textLink } from '../ui/styles';
import type { OfferActions } from './offer-actions';
import { withJsonErrorBody } from '../errors/blob-error-body';
import { investmentFormMessages as f, offerMessages as m } from './offer-messages';
import { formatMoney } from './offer-format';
import { investmentDraft } from './investment-draft';
import { useIdempotentAccept } from './use-idempotent-accept';
import { saveBlob } from '../files/save-blob';
import { SchedulePreview } from './schedule-preview';

/** Whether the amount is a valid choice for the offer (the PDF preview then shows it). */
function isValidAmount(value: unknown, offer: OfferDetails): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value < offer.investmentValueMin || value > offer.investmentValueMax) return false;
  const steps = value / offer.investmentValueStep;
  return Math.abs(steps - Math.round(steps)) < 1e-8;
}

/** The country preselected in the investor's address. */
const DEFAULT_COUNTRY = 'PL';

/** What is shown under the amount field, across the form (the schedule preview). */
const UnderAmount = createContext<ReactNode>(null);

/**
 * The amount's field (uiSchema `ui:FieldTemplate`): the usual field at its usual width, then whatever the form puts
 * under it (read from context, so it follows every change of the form, not only of the amount).
 */
function AmountFieldTemplate(props: FieldTemplateProps) {
  const under = useContext(UnderAmount);
  const Template = rjsfTemplates.FieldTemplate!;
  return (
    <div className="flex flex-col">
      <div className="sm:w-[calc(50%-0.75rem)]">
        <Template {...props} />
      </div>
      {under}
    </div>
  );
}

/** Whether the offer's product has a payment schedule (a debt product with a rate type and a frequency). */
function hasSchedule(offer: OfferDetails): boolean {
  return offer.product.interestType !== null && offer.product.paymentFrequency !== null;
}

export interface InvestmentFormProps {
  offer: OfferDetails;
  actions: OfferActions;
  onAccepted?: (offer: OfferDetails) => void;
}

/**
 * The investment form (schemas/investment.schema.json, per offer: min, max, step), rendered by RJSF with the
 * tenant's consent and button texts, a "Preview agreement (PDF)" button and the accept call with an
 * Idempotency-Key. Server errors go through the one error handler (and violations on their fields).
 */
export function InvestmentForm({ offer, actions, onAccepted }: InvestmentFormProps) {
  const intl = useIntl();
  const branding = useBranding();
  const t = useLocalizedText();
  const queryClient = useQueryClient();
  const legalPerson = branding.enableLegalPerson;
  const currency = offer.currency;
  const scheduled = hasSchedule(offer);

  const schema = useMemo(
    () =>
      investmentSchema({
        min: offer.investmentValueMin,
        max: offer.investmentValueMax,
        step: offer.investmentValueStep,
        currency,
        legalPerson,
      }) as RJSFSchema,
    [offer.investmentValueMin, offer.investmentValueMax, offer.investmentValueStep, currency, legalPerson],
  );

  const consent2 = t(branding.consent2);
  const consent3 = t(branding.consent3);
  const submitText = t(branding.formInvestButtonText);
  const uiSchema = useMemo(() => {
    const base = investmentUiSchema(currency, legalPerson);
    return {
      ...base,
      investmentValue: {
        ...base.investmentValue,
        ...(scheduled
          ? {
              'ui:FieldTemplate': AmountFieldTemplate,
              'ui:options': { ...base.investmentValue['ui:options'], wide: true },
            }
          : {}),
        'ui:title': intl.formatMessage(f.amountLabel, { currency }),
        'ui:description': intl.formatMessage(f.amountHint, {
          min: formatMoney(offer.investmentValueMin, currency),
          max: formatMoney(offer.investmentValueMax, currency),
          step: formatMoney(offer.investmentValueStep, currency),
        }),
      },
      consents: {
        ...base.consents,
        termsAccepted: consent2
          ? { ...base.consents.termsAccepted, 'ui:title': consent2 }
          : base.consents.termsAccepted,
        marketingConsent: consent3
          ? { ...base.consents.marketingConsent, 'ui:title': consent3 }
          : base.consents.marketingConsent,
      },
      'ui:submitButtonOptions': submitText ? { submitText } : base['ui:submitButtonOptions'],
    } as UiSchema<InvestmentFormData>;
  }, [currency, legalPerson, intl, offer, consent2, consent3, submitText, scheduled]);

  // What is already known is filled in: the invited e-mail, and Poland as the country (the
  // schema's default, the platform's only tenant country); the person can change both.
  const initialData = useMemo<Partial<InvestmentFormData>>(
    () =>
      ({
        investorType: 'person',
        ...(offer.investmentValue !== null ? { investmentValue: offer.investmentValue } : {}),
        person: {
          ...(offer.invitedEmail ? { email: offer.invitedEmail } : {}),
          address: { country: DEFAULT_COUNTRY },
        },
      }) as Partial<InvestmentFormData>,
    [offer.investmentValue, offer.invitedEmail],
  );
  const [amount, setAmount] = useState<unknown>(initialData.investmentValue);
  const [investorType, setInvestorType] = useState<InvestmentFormData['investorType']>('person');
  const [country, setCountry] = useState<string | undefined>(undefined);
  // The form's data as typed, for the agreement preview (read on click, so no re-render per keystroke).
  const formData = useRef<Partial<InvestmentFormData> | undefined>(undefined);
  const onDataChange = useCallback((data: Partial<InvestmentFormData> | undefined) => {
    formData.current = data;
    setAmount(data?.investmentValue);
    setInvestorType(data?.investorType === 'company' ? 'company' : 'person');
    setCountry(data?.person?.address?.country || undefined);
  }, []);

  const accept = useIdempotentAccept(actions);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [pdfPending, setPdfPending] = useState(false);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const onSubmit = useCallback(
    async (data: InvestmentFormData) => {
      setPending(true);
      setError(undefined);
      try {
        const result = await accept(investmentPayload(data) as AcceptOfferRequest);
        queryClient.setQueryData(actions.queryKey, result);
        onAccepted?.(result);
      } catch (failure) {
        setError(failure);
      } finally {
        setPending(false);
      }
    },
    [accept, actions.queryKey, onAccepted, queryClient],
  );

  // A refused submission: the message is announced and takes the focus (the fields keep their violations).
  useEffect(() => {
    if (error !== undefined) alertRef.current?.focus();
  }, [error]);

  const previewPdf = async () => {
    setPdfPending(true);
    setPdfError(null);
    try {
      const blob = await actions.pdf(
        isValidAmount(amount, offer) ? amount : undefined,
        investmentDraft(formData.current ?? initialData),
      );
      saveBlob(blob, 'agreement.pdf');
    } catch (failure) {
      setPdfError(getErrorMessage(await withJsonErrorBody(failure), intl));
    } finally {
      setPdfPending(false);
    }
  };

  const body = errorBodyOf(error);
  const onlyFieldErrors = body?.code === 'VALIDATION_FAILED' && (body.violations?.length ?? 0) > 0;
  const message = error !== undefined && !onlyFieldErrors ? getErrorMessage(error, intl) : null;

  return (
    <section
      aria-labelledby="investment-form-title"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id="investment-form-title" className="text-lg font-semibold text-gray-900">
        {intl.formatMessage(m.formTitle)}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{intl.formatMessage(m.formIntro)}</p>
      {branding.regulations || branding.privacyPolicy ? (
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
          <span>{intl.formatMessage(m.formDocuments)}</span>
          {branding.regulations ? (
            <a href={branding.regulations} target="_blank" rel="noopener noreferrer" className={textLink}>
              {intl.formatMessage(m.regulations)}
            </a>
          ) : null}
          {branding.privacyPolicy ? (
            <a href={branding.privacyPolicy} target="_blank" rel="noopener noreferrer" className={textLink}>
              {intl.formatMessage(m.privacyPolicy)}
            </a>
          ) : null}
        </p>
      ) : null}
      <div ref={alertRef} tabIndex={-1} className="mt-4 outline-none">
        {message ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {message}
          </div>
        ) : null}
      </div>
      <div className="mt-4">
        <UnderAmount.Provider
          value={
            scheduled ? (
              <SchedulePreview
                productId={offer.product.id}
                startDate={offer.product.startDate}
                amount={isValidAmount(amount, offer) ? amount : undefined}
                investorType={investorType === 'company' ? 'legal-person' : 'natural-person'}
                taxResidenceCountry={country}
              />
            ) : null
          }
        >
          <SchemaForm<InvestmentFormData>
            schema={schema}
            uiSchema={uiSchema}
            initialData={initialData}
            onSubmit={onSubmit}
            serverError={error}
            submitting={pending}
            transformData={withoutInactiveBranch}
            onDataChange={onDataChange}
            currency={currency}
          />
        </UnderAmount.Provider>
      </div>
      <div className="mt-4 flex flex-col items-start gap-2 border-t border-gray-100 pt-4">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void previewPdf()}
          disabled={pdfPending}
          aria-busy={pdfPending || undefined}
        >
          {intl.formatMessage(pdfPending ? m.previewPdfPending : m.previewPdf)}
        </button>
        {pdfError ? (
          <p role="alert" className="text-sm text-red-700">
            {pdfError}
          </p>
        ) : null}
      </div>
    </section>
  );
}
