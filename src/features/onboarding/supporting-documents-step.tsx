// Supporting documents: one line per required type; upload PDF/PNG/JPEG up to 10 MiB (the server checks the type
// by content again); "send to verification" only when every needed file is there. After the reviewer's "needs
// changes" only the rejected document may be uploaded again, with the reviewer's reason shown.
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { DocumentRejectionCode, SupportingDocument, SupportingDocumentType } from '#generated/api/model';
import { allDocumentsUploaded, inRevision } from '#machines/onboarding.machine';
import { FormAlert } from '../../lib/forms';
import { FilePicker } from '../../lib/ui/file-picker';
import { primaryButton } from '../../lib/ui/styles';
import { onboardingMessages as m } from './onboarding-messages';
import { errorText, StepCard, StepError, type StepProps } from './onboarding-ui';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPTED = ['application/pdf', 'image/png', 'image/jpeg'];
const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

const TYPE_MESSAGES: Record<SupportingDocumentType, MessageDescriptor> = {
  'identity-document': m['doc.identity-document'],
  'proof-of-address': m['doc.proof-of-address'],
  'company-register-extract': m['doc.company-register-extract'],
  'power-of-attorney': m['doc.power-of-attorney'],
  'source-of-funds': m['doc.source-of-funds'],
  other: m['doc.other'],
};

const REJECTION_CODE_MESSAGES: Record<DocumentRejectionCode, MessageDescriptor> = {
  'bad-image-quality': m['rejectionCode.bad-image-quality'],
  'missing-page': m['rejectionCode.missing-page'],
  'expired-document': m['rejectionCode.expired-document'],
  'name-mismatch': m['rejectionCode.name-mismatch'],
  'wrong-document-type': m['rejectionCode.wrong-document-type'],
  other: m['rejectionCode.other'],
};

/** What the reviewer said of a rejected document: the reason picked from the list, and their comment if any. */
function RejectionNotice({ document }: { document: SupportingDocument }) {
  const intl = useIntl();
  const reason = document.rejectionCode ? intl.formatMessage(REJECTION_CODE_MESSAGES[document.rejectionCode]) : null;
  return (
    <FormAlert>
      <p className="font-medium">
        {reason ? intl.formatMessage(m.docsRejected, { reason }) : intl.formatMessage(m.docsNeedsChanges)}
      </p>
      {document.rejectionReason ? (
        <p className="mt-1">{intl.formatMessage(m.docsReviewerComment, { comment: document.rejectionReason })}</p>
      ) : null}
    </FormAlert>
  );
}

export function SupportingDocumentsStep({ snapshot, send }: StepProps) {
  const intl = useIntl();
  const slots = snapshot.context.documents;
  const busy = snapshot.hasTag('busy');
  const uploading = snapshot.context.upload?.documentType ?? null;
  const [fileErrors, setFileErrors] = useState<Partial<Record<SupportingDocumentType, string>>>({});
  const revision = inRevision(slots);
  // A refused upload is told at its slot; any other error of the step stays above the list.
  const error = snapshot.context.error;
  const slotError = error?.source === 'supportingDocuments' && error.documentType ? error : null;
  const problemOf = (type: SupportingDocumentType) =>
    fileErrors[type] ?? (slotError?.documentType === type ? errorText(slotError, intl) : undefined);

  const onFile = (type: SupportingDocumentType, file: File | null) => {
    if (!file) return;
    const problem = !ACCEPTED.includes(file.type)
      ? intl.formatMessage(m.docsWrongType)
      : file.size > MAX_BYTES
        ? intl.formatMessage(m.docsTooLarge)
        : null;
    setFileErrors((current) => ({ ...current, [type]: problem ?? undefined }));
    if (!problem) send({ type: 'UPLOAD_DOCUMENT', documentType: type, file });
  };

  return (
    <StepCard
      title={intl.formatMessage(m.docsTitle)}
      intro={intl.formatMessage(revision ? m.docsRevisionIntro : m.docsIntro)}
    >
      {slotError ? null : <StepError snapshot={snapshot} sources={['supportingDocuments']} />}
      <ul className="divide-y divide-gray-200">
        {slots.map((slot) => {
          const typeName = intl.formatMessage(TYPE_MESSAGES[slot.type]);
          const files = slot.document?.files ?? [];
          const errorId = `document-error-${slot.type}`;
          const problem = problemOf(slot.type);
          return (
            <li key={slot.type} className="flex flex-col gap-2 py-4">
              <p className="text-sm font-semibold text-gray-900">{typeName}</p>
              <p className="text-sm text-gray-700">
                {slot.document?.status === 'verified'
                  ? intl.formatMessage(m.docsVerified)
                  : slot.document?.status === 'rejected'
                    ? intl.formatMessage(files.length > 0 ? m.docsReplace : m.docsMissing, {
                        fileName: files.map((f) => f.fileName).join(', '),
                      })
                    : files.length > 0 && !slot.needsUpload
                      ? intl.formatMessage(m.docsUploaded, { fileName: files.map((f) => f.fileName).join(', ') })
                      : intl.formatMessage(m.docsMissing)}
              </p>
              {slot.document?.status === 'rejected' ? <RejectionNotice document={slot.document} /> : null}
              {slot.uploadable ? (
                <FilePicker
                  label={intl.formatMessage(m.docsUpload, { type: typeName })}
                  accept={ACCEPT}
                  disabled={busy}
                  onFile={(file) => onFile(slot.type, file)}
                  invalid={Boolean(problem)}
                  describedBy={problem ? errorId : undefined}
                />
              ) : null}
              {uploading === slot.type ? (
                <p role="status" className="text-sm text-gray-600">
                  {intl.formatMessage(m.docsUploading)}
                </p>
              ) : null}
              {problem ? (
                <p id={errorId} role="alert" className="text-sm text-red-700">
                  {problem}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end">
        <button
          type="button"
          className={primaryButton}
          disabled={busy || !allDocumentsUploaded(slots)}
          onClick={() => send({ type: 'SEND_DOCUMENTS' })}
        >
          {intl.formatMessage(m.docsSend)}
        </button>
      </div>
    </StepCard>
  );
}
