// Compliance forms generated from the KYC: each form's data shown read-only by its template, its PDF to open or
// download, approve each, then send them to verification (sendComplianceFormsToVerification) — enabled once every
// form is approved.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { renderOnboardingPdf } from '#generated/api/investor-onboarding/investor-onboarding';
import type { ComplianceForm } from '#generated/api/model';
import { allComplianceFormsApproved } from '#machines/onboarding.machine';
import { getErrorMessage } from '../../lib/errors';
import { withJsonErrorBody } from '../../lib/errors/blob-error-body';
import { FormAlert } from '../../lib/forms';
import { saveBlob } from '../../lib/files/save-blob';
import { primaryButton, secondaryButton } from '../../lib/ui/styles';
import { ComplianceFormData } from './compliance-form-data';
import { onboardingMessages as m } from './onboarding-messages';
import { localized, StepCard, StepError, type StepProps } from './onboarding-ui';

export function ComplianceFormsStep({ snapshot, send }: StepProps) {
  const intl = useIntl();
  const request = snapshot.context.request;
  const busy = snapshot.hasTag('busy');
  const [pdfError, setPdfError] = useState<string | null>(null);
  const forms = request?.complianceForms ?? [];
  const waiting = snapshot.matches({ complianceForms: 'waitingForForms' });

  const pdf = async (form: ComplianceForm, mode: 'open' | 'download') => {
    if (!request) return;
    setPdfError(null);
    // A window opened before the call keeps the browser's pop-up blocker quiet.
    const opened = mode === 'open' ? window.open('', '_blank') : null;
    try {
      const blob = await renderOnboardingPdf(request.id, { document: 'compliance-form', complianceFormId: form.id });
      const fileName = `${localized(form.name, intl).replace(/[\\/:*?"<>|]+/g, '-')}.pdf`;
      if (opened) opened.location.href = URL.createObjectURL(blob);
      else saveBlob(blob, fileName);
    } catch (error) {
      opened?.close();
      setPdfError(getErrorMessage(await withJsonErrorBody(error), intl));
    }
  };

  return (
    <StepCard title={intl.formatMessage(m.formsTitle)} intro={intl.formatMessage(m.formsIntro)}>
      <StepError snapshot={snapshot} sources={['complianceForms']} />
      {pdfError ? <FormAlert>{pdfError}</FormAlert> : null}
      {waiting ? (
        <div className="flex items-center gap-3">
          <p role="status" className="text-sm text-gray-700">
            {intl.formatMessage(m.formsWaiting)}
          </p>
          <button type="button" className={secondaryButton} onClick={() => send({ type: 'REFRESH' })}>
            {intl.formatMessage(m.refresh)}
          </button>
        </div>
      ) : (
        <ul className="divide-y divide-gray-200" aria-label={intl.formatMessage(m.formsTitle)}>
          {forms.map((form) => {
            const approved = form.approvedAt !== null || form.status === 'verified';
            const name = localized(form.name, intl);
            return (
              <li key={form.id} className="flex flex-col gap-3 py-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm font-medium text-gray-900">{name}</p>
                  <div className="flex flex-wrap items-center gap-2">
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-label={`${intl.formatMessage(m.formOpen)}: ${name}`}
                      onClick={() => void pdf(form, 'open')}
                    >
                      {intl.formatMessage(m.formOpen)}
                    </button>
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-label={`${intl.formatMessage(m.formDownload)}: ${name}`}
                      onClick={() => void pdf(form, 'download')}
                    >
                      {intl.formatMessage(m.formDownload)}
                    </button>
                    {approved ? (
                      <span className="rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-800">
                        {intl.formatMessage(m.formApproved)}
                      </span>
                    ) : (
                      <button
                        type="button"
                        className={primaryButton}
                        disabled={busy}
                        aria-label={`${intl.formatMessage(m.formApprove)}: ${name}`}
                        onClick={() => send({ type: 'APPROVE_FORM', formId: form.id })}
                      >
                        {intl.formatMessage(m.formApprove)}
                      </button>
                    )}
                  </div>
                </div>
                <ComplianceFormData form={form} label={`${intl.formatMessage(m.formData)}: ${name}`} />
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex justify-end">
        <button
          type="button"
          className={primaryButton}
          disabled={busy || !allComplianceFormsApproved(forms)}
          onClick={() => send({ type: 'SEND_COMPLIANCE_FORMS' })}
        >
          {intl.formatMessage(m.formsSend)}
        </button>
      </div>
    </StepCard>
  );
}
