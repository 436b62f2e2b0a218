import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import {
  downloadReviewComplianceFormPdf,
  downloadReviewSupportingFile,
  getGetReviewOnboardingRequestQueryKey,
  getListReviewOnboardingRequestsQueryKey,
  useFinishOnboardingRequest,
  useGetReviewOnboardingRequest,
  useRejectOnboardingRequest,
  useRejectOnboardingSupportingDocument,
  useVerifyOnboardingComplianceForms,
  useVerifyOnboardingSupportingDocument,
} from '#generated/api/onboarding-review/onboarding-review';
import type { ComplianceForm, DocumentRejectionCode, OnboardingReview, SupportingDocument } from '#generated/api/model';
import { RequireOperation } from '../../lib/auth';
import { getErrorMessage } from '../../lib/errors';
import { withJsonErrorBody } from '../../lib/errors/blob-error-body';
import { saveBlob } from '../../lib/files/save-blob';
import { formatDateTime } from '../../lib/format';
import { FormAlert } from '../../lib/forms';
import { useNotifications } from '../../lib/notifications';
import { ConfirmDialog } from '../../lib/table';
import { useLocalizedText } from '../../lib/theme';
import { primaryButton, secondaryButton, textLink } from '../../lib/ui/styles';
import { KycDataPreview } from './kyc-data-preview';
import { DecisionFields, type Decision } from './decision-fields';
import {
  documentStatusMessages,
  documentTypeMessages,
  formStatusMessages,
  investorTypeMessages,
  reviewMessages as m,
  rejectionCodeMessages,
} from './review-messages';
import { canDecideDocument, canFinish, canReject, canVerifyForms, finishBlocker, isClosed } from './review-rules';
import { ReviewTimeline } from './review-timeline';
import { Field, Pill, RequestStatusBadge, Section } from './review-ui';

/** /app/preview/{id}: one onboarding request for the reviewer. */
export function PreviewPage() {
  return (
    <RequireOperation operation="getReviewOnboardingRequest">
      <Preview />
    </RequireOperation>
  );
}

/** The decision waiting for its confirmation. */
type Pending =
  | { kind: 'verifyForms' }
  | { kind: 'verifyDocument'; document: SupportingDocument }
  | { kind: 'rejectDocument'; document: SupportingDocument }
  | { kind: 'finish' }
  | { kind: 'reject' };

const small = 'px-3 py-1.5 text-sm';

const BLOCKER_MESSAGES = {
  correction: m.finishWaitsForCorrection,
  investor: m.finishWaitsForInvestor,
  review: m.finishBlocked,
} as const;

function Preview() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const review = useGetReviewOnboardingRequest(id, { query: { retry: false } });

  if (review.isPending) {
    return (
      <p role="status" className="text-sm text-gray-600">
        {intl.formatMessage(m.loading)}
      </p>
    );
  }
  if (review.isError) {
    return (
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
        <h1 className="text-2xl font-semibold text-gray-900">{intl.formatMessage(m.loadFailed)}</h1>
        <FormAlert>{getErrorMessage(review.error, intl)}</FormAlert>
        <div className="flex gap-3">
          <button type="button" className={secondaryButton} onClick={() => void review.refetch()}>
            {intl.formatMessage(m.retry)}
          </button>
          <Link to="/app/onboarding/requests" className={textLink}>
            {intl.formatMessage(m.back)}
          </Link>
        </div>
      </div>
    );
  }
  return <ReviewScreen review={review.data} />;
}

function ReviewScreen({ review }: { review: OnboardingReview }) {
  const intl = useIntl();
  const localized = useLocalizedText();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const { request } = review;
  const [pending, setPending] = useState<Pending | null>(null);
  const [decision, setDecision] = useState<Decision>({ code: '', comment: '', error: null });
  const [actionError, setActionError] = useState<string | null>(null);

  const verifyForms = useVerifyOnboardingComplianceForms();
  const verifyDocument = useVerifyOnboardingSupportingDocument();
  const rejectDocument = useRejectOnboardingSupportingDocument();
  const finish = useFinishOnboardingRequest();
  const reject = useRejectOnboardingRequest();
  const busy =
    verifyForms.isPending ||
    verifyDocument.isPending ||
    rejectDocument.isPending ||
    finish.isPending ||
    reject.isPending;

  const docType = (document: SupportingDocument) => intl.formatMessage(documentTypeMessages[document.type]);

  const open = (next: Pending) => {
    setDecision({ code: '', comment: '', error: null });
    setPending(next);
  };

  /** The label of a decision (dialog title, its confirm button and the success toast). */
  const labelOf = (decision: Pending) =>
    ({
      verifyForms: intl.formatMessage(m.verifyForms),
      verifyDocument: intl.formatMessage(m.verifyDocument),
      rejectDocument: intl.formatMessage(m.rejectDocument),
      finish: intl.formatMessage(m.finish),
      reject: intl.formatMessage(m.rejectRequest),
    })[decision.kind];

  /** The success message of a decision: what is now true. */
  const doneText = (decision: Pending) => {
    switch (decision.kind) {
      case 'verifyForms':
        return intl.formatMessage(m.formsVerifiedDone);
      case 'verifyDocument':
        return intl.formatMessage(m.documentVerifiedDone, { type: docType(decision.document) });
      case 'rejectDocument':
        return intl.formatMessage(m.documentRejectedDone, { type: docType(decision.document) });
      case 'finish':
        return intl.formatMessage(m.finishDone);
      case 'reject':
        return intl.formatMessage(m.rejectDone);
    }
  };

  /** Checks the dialog's fields as the server would (400 otherwise); a message when something is missing. */
  const missingField = (decisionKind: Pending['kind']): string | null => {
    if (decisionKind === 'rejectDocument') {
      if (!decision.code) return intl.formatMessage(m.reasonRequired);
      if (decision.code === 'other' && !decision.comment.trim()) return intl.formatMessage(m.commentRequired);
    }
    if (decisionKind === 'reject' && !decision.comment.trim()) return intl.formatMessage(m.rejectReasonRequired);
    return null;
  };

  const confirm = async () => {
    if (!pending) return;
    const missing = missingField(pending.kind);
    if (missing) {
      setDecision((current) => ({ ...current, error: missing }));
      return;
    }
    setActionError(null);
    const requestId = request.id;
    try {
      let updated: OnboardingReview;
      switch (pending.kind) {
        case 'verifyForms':
          updated = await verifyForms.mutateAsync({ requestId });
          break;
        case 'verifyDocument':
          updated = await verifyDocument.mutateAsync({ requestId, documentId: pending.document.id });
          break;
        case 'rejectDocument': {
          const comment = decision.comment.trim();
          updated = await rejectDocument.mutateAsync({
            requestId,
            documentId: pending.document.id,
            data: { code: decision.code as DocumentRejectionCode, ...(comment ? { comment } : {}) },
          });
          break;
        }
        case 'finish':
          updated = await finish.mutateAsync({ requestId });
          break;
        case 'reject':
          updated = await reject.mutateAsync({ requestId, data: { reason: decision.comment.trim() } });
          break;
      }
      queryClient.setQueryData(getGetReviewOnboardingRequestQueryKey(requestId), updated);
      notify({ kind: 'success', title: intl.formatMessage(m.success), message: doneText(pending) });
    } catch (error) {
      // The server's word (e.g. 409 when someone else decided first); the page then shows the current state.
      setActionError(getErrorMessage(error, intl));
      await queryClient.invalidateQueries({ queryKey: getGetReviewOnboardingRequestQueryKey(requestId) });
    } finally {
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: getListReviewOnboardingRequestsQueryKey() });
    }
  };

  const download = async (load: () => Promise<Blob>, fileName: string) => {
    setActionError(null);
    try {
      saveBlob(await load(), fileName);
    } catch (error) {
      setActionError(
        `${intl.formatMessage(m.downloadFailed)} ${getErrorMessage(await withJsonErrorBody(error), intl)}`,
      );
    }
  };

  const formName = (form: ComplianceForm) => localized(form.name);
  const closed = isClosed(request);
  const blocker = finishBlocker(request);
  const notYet = intl.formatMessage(m.notYet);
  const dateTime = formatDateTime;
  const missingTypes = request.requiredSupportingDocumentTypes.filter(
    (type) => !request.supportingDocuments.some((document) => document.type === type),
  );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <Link to="/app/onboarding/requests" className={`${textLink} self-start text-sm`}>
        {intl.formatMessage(m.back)}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">
          {intl.formatMessage(m.previewTitle, { requestId: request.requestId })}
        </h1>
        <RequestStatusBadge status={request.status} />
      </div>
      {actionError ? <FormAlert>{actionError}</FormAlert> : null}

      <Section id="review-request" title={intl.formatMessage(m.requestSection)}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label={intl.formatMessage(m.investor)}>
            {review.name ? `${review.name} (${review.email})` : review.email}
          </Field>
          <Field label={intl.formatMessage(m.investorType)}>
            {request.investorType ? intl.formatMessage(investorTypeMessages[request.investorType]) : notYet}
          </Field>
          <Field label={intl.formatMessage(m.taxNumber)}>{review.taxNumber ?? '—'}</Field>
          <Field label={intl.formatMessage(m.sourceName)}>{request.sourceName}</Field>
          <Field label={intl.formatMessage(m.owner)}>{review.ownerName ?? '—'}</Field>
          <Field label={intl.formatMessage(m.createdAt)}>{dateTime(request.createdAt)}</Field>
          <Field label={intl.formatMessage(m.kycSentAt)}>
            {review.kycSentAt ? dateTime(review.kycSentAt) : notYet}
          </Field>
          {request.client?.type === 'legal-person' ? (
            <Field label={intl.formatMessage(m.company)}>
              {request.client.name}
              {request.client.taxNumber ? `, ${intl.formatMessage(m.taxNumber)} ${request.client.taxNumber}` : ''}
              {request.client.krsNumber ? `, ${intl.formatMessage(m.krsNumber)} ${request.client.krsNumber}` : ''}
            </Field>
          ) : null}
        </dl>
      </Section>

      <Section id="review-kyc" title={intl.formatMessage(m.kycSection)}>
        {request.kyc.data ? (
          <KycDataPreview data={request.kyc.data} />
        ) : (
          <p className="text-sm text-gray-600">{intl.formatMessage(m.kycEmpty)}</p>
        )}
      </Section>

      <Section
        id="review-forms"
        title={intl.formatMessage(m.formsSection)}
        actions={
          // Nothing to verify before the forms exist (they are generated when the KYC is sent), nor once verified.
          closed ||
          request.complianceForms.length === 0 ||
          request.complianceForms.every((form) => form.status === 'verified') ? null : (
            <button
              type="button"
              className={`${primaryButton} ${small}`}
              disabled={!canVerifyForms(request)}
              onClick={() => open({ kind: 'verifyForms' })}
            >
              {intl.formatMessage(m.verifyForms)}
            </button>
          )
        }
      >
        {request.complianceForms.length === 0 ? (
          <p className="text-sm text-gray-600">{intl.formatMessage(m.formsEmpty)}</p>
        ) : (
          <>
            {request.complianceFormsSentAt ? null : (
              <p className="mb-3 text-sm text-gray-600">{intl.formatMessage(m.formsNotSent)}</p>
            )}
            <ul className="divide-y divide-gray-100">
              {request.complianceForms.map((form) => (
                <li key={form.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <span className="flex items-center gap-2 text-sm text-gray-900">
                    {formName(form)}
                    <Pill
                      className={
                        form.status === 'verified'
                          ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20'
                          : 'bg-amber-50 text-amber-800 ring-amber-600/20'
                      }
                    >
                      {intl.formatMessage(formStatusMessages[form.status])}
                    </Pill>
                  </span>
                  <button
                    type="button"
                    className={`${secondaryButton} ${small}`}
                    onClick={() =>
                      void download(
                        () => downloadReviewComplianceFormPdf(request.id, form.id),
                        `${formName(form).replace(/[\\/:*?"<>|]+/g, '-')}.pdf`,
                      )
                    }
                  >
                    {intl.formatMessage(m.downloadPdf, { name: formName(form) })}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>

      <Section id="review-documents" title={intl.formatMessage(m.documentsSection)}>
        {missingTypes.length > 0 ? (
          <p className="mb-3 text-sm text-gray-600">
            {intl.formatMessage(m.required, {
              types: missingTypes
                .map((type) => `${intl.formatMessage(documentTypeMessages[type])} (${intl.formatMessage(m.missing)})`)
                .join(', '),
            })}
          </p>
        ) : null}
        {request.supportingDocuments.length === 0 ? (
          <p className="text-sm text-gray-600">{intl.formatMessage(m.documentsEmpty)}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {request.supportingDocuments.map((document) => (
              <li key={document.id} aria-label={docType(document)} className="flex flex-col gap-2 py-3">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <span className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
                    {docType(document)}
                    <Pill
                      className={
                        document.status === 'verified'
                          ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20'
                          : document.status === 'rejected'
                            ? 'bg-red-50 text-red-800 ring-red-600/20'
                            : 'bg-amber-50 text-amber-800 ring-amber-600/20'
                      }
                    >
                      {intl.formatMessage(documentStatusMessages[document.status])}
                    </Pill>
                    {document.revised ? (
                      <Pill className="bg-sky-50 text-sky-800 ring-sky-600/20">{intl.formatMessage(m.revised)}</Pill>
                    ) : null}
                  </span>
                  {canDecideDocument(request, document) ? (
                    <span className="flex gap-2">
                      <button
                        type="button"
                        className={`${primaryButton} ${small}`}
                        onClick={() => open({ kind: 'verifyDocument', document })}
                      >
                        {intl.formatMessage(m.verifyDocument)}
                      </button>
                      <button
                        type="button"
                        className={`${secondaryButton} ${small}`}
                        onClick={() => open({ kind: 'rejectDocument', document })}
                      >
                        {intl.formatMessage(m.rejectDocument)}
                      </button>
                    </span>
                  ) : null}
                </div>
                {document.status === 'rejected' && document.rejectionCode ? (
                  <p className="text-sm text-red-800">
                    {intl.formatMessage(m.rejectedBecause, {
                      reason: [
                        intl.formatMessage(rejectionCodeMessages[document.rejectionCode]),
                        document.rejectionReason,
                      ]
                        .filter(Boolean)
                        .join(': '),
                    })}
                  </p>
                ) : null}
                <ul className="flex flex-wrap gap-2">
                  {document.files.map((file) => (
                    <li key={file.id}>
                      <button
                        type="button"
                        className={`${textLink} text-sm`}
                        onClick={() =>
                          void download(
                            () => downloadReviewSupportingFile(request.id, document.id, file.id),
                            file.fileName,
                          )
                        }
                      >
                        {file.fileName}
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="review-decision" title={intl.formatMessage(m.decision)}>
        {closed ? (
          <p className="text-sm text-gray-600">{intl.formatMessage(m.closed)}</p>
        ) : (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className={primaryButton}
                disabled={!canFinish(request)}
                onClick={() => open({ kind: 'finish' })}
              >
                {intl.formatMessage(m.finish)}
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={!canReject(request)}
                onClick={() => open({ kind: 'reject' })}
              >
                {intl.formatMessage(m.rejectRequest)}
              </button>
            </div>
            {blocker ? <p className="text-sm text-gray-600">{intl.formatMessage(BLOCKER_MESSAGES[blocker])}</p> : null}
          </div>
        )}
      </Section>

      <Section id="review-timeline" title={intl.formatMessage(m.timeline)}>
        <ReviewTimeline review={review} />
      </Section>

      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'rejectDocument'
            ? intl.formatMessage(m.rejectDocumentTitle, { type: docType(pending.document) })
            : pending
              ? labelOf(pending)
              : ''
        }
        confirmLabel={pending ? labelOf(pending) : ''}
        cancelLabel={intl.formatMessage(m.cancel)}
        destructive={pending?.kind === 'reject' || pending?.kind === 'rejectDocument'}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        {pending?.kind === 'verifyForms' ? intl.formatMessage(m.verifyFormsConfirm) : null}
        {pending?.kind === 'verifyDocument'
          ? intl.formatMessage(m.verifyDocumentConfirm, { type: docType(pending.document) })
          : null}
        {pending?.kind === 'finish' ? intl.formatMessage(m.finishConfirm) : null}
        {pending?.kind === 'rejectDocument' || pending?.kind === 'reject' ? (
          <DecisionFields kind={pending.kind} value={decision} onChange={setDecision} />
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
