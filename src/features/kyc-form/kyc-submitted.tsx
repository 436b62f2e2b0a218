import { useIntl } from 'react-intl';
import { useGetPublicKycPreview } from '#generated/api/public-kyc/public-kyc';
import type { PublicKycRequest } from '#generated/api/model';
import { getErrorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { FormAlert } from '../../lib/forms';
import { SchemaPreview } from '../../lib/forms/rjsf';
import { useText } from '../../lib/forms/rjsf/use-text';
import { kycMessages as m } from './kyc-messages';
import { KYC_STEPS, STEP_UI_SCHEMAS, useStepSchemas } from './kyc-steps';

export interface KycSubmittedProps {
  token: string;
  request: PublicKycRequest;
  /** Just sent from this page: the thank-you; otherwise when it was sent. */
  justSent: boolean;
  /** A message to show first (e.g. the form was already sent). */
  notice?: string | null;
}

/** After the submission: the confirmation and the submitted data, read-only, section by section. */
export function KycSubmitted({ token, request, justSent, notice }: KycSubmittedProps) {
  const intl = useIntl();
  const text = useText();
  const preview = useGetPublicKycPreview(token, { query: { retry: false } });
  const schemas = useStepSchemas(request.formParameters, undefined);
  const submittedAt = preview.data?.submittedAt ?? request.submittedAt;

  return (
    <div className="flex flex-col gap-6">
      {notice ? <FormAlert>{notice}</FormAlert> : null}
      <div role="status" className="rounded-2xl border border-green-200 bg-green-50 p-6 text-green-900">
        <p className="text-base font-semibold">
          {justSent ? intl.formatMessage(m.thankYou) : intl.formatMessage(m.sentOn, { date: formatDate(submittedAt) })}
        </p>
      </div>
      <section
        aria-labelledby="kyc-preview-title"
        className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
      >
        <h2 id="kyc-preview-title" className="text-xl font-semibold text-gray-900">
          {intl.formatMessage(m.previewTitle)}
        </h2>
        {preview.isPending ? (
          <p role="status" className="mt-4 text-sm text-gray-600">
            {intl.formatMessage(m.previewLoading)}
          </p>
        ) : preview.isError ? (
          <div className="mt-4">
            <FormAlert>
              {intl.formatMessage(m.previewFailed)} {getErrorMessage(preview.error, intl)}
            </FormAlert>
          </div>
        ) : (
          <div className="mt-6 flex flex-col gap-8">
            {KYC_STEPS.map(({ id, titleId }) => (
              <section key={id} aria-labelledby={`kyc-preview-${id}`} className="flex flex-col gap-3">
                <h3
                  id={`kyc-preview-${id}`}
                  className="border-b border-gray-200 pb-2 text-base font-semibold text-gray-900"
                >
                  {text(titleId)}
                </h3>
                <SchemaPreview
                  schema={schemas[id]}
                  uiSchema={STEP_UI_SCHEMAS[id]}
                  data={(preview.data.data as unknown as Record<string, unknown>)[id]}
                />
              </section>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
