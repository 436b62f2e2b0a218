import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  downloadSandboxSigningPdf,
  useDecideSandboxSigning,
  useGetSandboxSigningDocument,
} from '#generated/api/e-signature/e-signature';
import type { AgreementStatus } from '#generated/api/model';
import { useErrorMessage } from '../../lib/errors/error-message';
import { saveBlob } from '../../lib/files/save-blob';
import { formatDateTime } from '../../lib/format';
import { primaryButton, secondaryButton } from '../../lib/ui/styles';
import './signing-catalogue';

const statusMessages: Record<AgreementStatus, MessageDescriptor> = defineMessages({
  New: { id: 'signing.status.New', defaultMessage: 'being prepared' },
  Draft: { id: 'signing.status.Draft', defaultMessage: 'being prepared' },
  Processing: { id: 'signing.status.Processing', defaultMessage: 'awaiting your signature' },
  Completed: { id: 'signing.status.Completed', defaultMessage: 'signed' },
  Rejected: { id: 'signing.status.Rejected', defaultMessage: 'signature refused' },
  Withdrawing: { id: 'signing.status.Withdrawing', defaultMessage: 'being withdrawn' },
  Withdrawn: { id: 'signing.status.Withdrawn', defaultMessage: 'withdrawn by the fund' },
  Error: { id: 'signing.status.Error', defaultMessage: 'provider error' },
  Unknown: { id: 'signing.status.Unknown', defaultMessage: 'unknown' },
});

/**
 * `/e-signature-sandbox/:documentId?token=…` — the SANDBOX e-signature provider's signing page (demo and
 * development only; docs/decisions/0008). It stands in for the real provider's page: the signer reads the
 * agreement and signs or refuses; the sandbox then reports to our webhook. No session logic, like /campaign.
 */
export function SigningPage() {
  const intl = useIntl();
  const { documentId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const errorMessage = useErrorMessage({
    fields: { reason: intl.formatMessage({ id: 'signing.reason', defaultMessage: 'Reason' }) },
  });
  const document = useGetSandboxSigningDocument(
    documentId,
    { token },
    { query: { retry: false, enabled: token !== '' } },
  );
  const decide = useDecideSandboxSigning();
  const [read, setRead] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const readId = useId();
  const reasonId = useId();

  const current = decide.data ?? document.data;

  async function download() {
    setDownloadError(null);
    try {
      const pdf = await downloadSandboxSigningPdf(documentId, { token });
      saveBlob(pdf, `${current?.title ?? 'agreement'}.pdf`);
    } catch (error) {
      setDownloadError(errorMessage(error));
    }
  }

  function submit(event: FormEvent, decision: 'sign' | 'refuse') {
    event.preventDefault();
    decide.mutate({ documentId, data: decision === 'sign' ? { decision } : { decision, reason }, params: { token } });
  }

  return (
    <div className="space-y-6">
      <header>
        <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">
          <FormattedMessage id="signing.sandbox" defaultMessage="Test signature provider (demo environment)" />
        </p>
        <h1 className="mt-1 text-2xl font-semibold text-gray-900">
          <FormattedMessage id="signing.title" defaultMessage="Electronic signature" />
        </h1>
      </header>

      {token === '' || document.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {token === ''
            ? intl.formatMessage({
                id: 'signing.noToken',
                defaultMessage: 'This link is not complete. Open the link from the e-mail again.',
              })
            : errorMessage(document.error)}
        </div>
      ) : null}

      {document.isPending && token !== '' ? (
        <p role="status" className="text-sm text-gray-600">
          <FormattedMessage id="signing.loading" defaultMessage="Loading the document…" />
        </p>
      ) : null}

      {current ? (
        <section
          aria-labelledby={`${readId}-heading`}
          className="space-y-4 rounded-xl border border-gray-200 bg-white p-6"
        >
          <h2 id={`${readId}-heading`} className="text-lg font-semibold text-gray-900">
            {current.title}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-gray-600">
              <FormattedMessage id="signing.signer" defaultMessage="Signer" />
            </dt>
            <dd className="font-medium text-gray-900">
              {current.signerName} ({current.signerEmail})
            </dd>
            <dt className="text-gray-600">
              <FormattedMessage id="signing.statusLabel" defaultMessage="Status" />
            </dt>
            <dd className="font-medium text-gray-900" data-testid="signing-status">
              {intl.formatMessage(statusMessages[current.status])}
              {current.decidedAt ? ` · ${formatDateTime(current.decidedAt)}` : ''}
            </dd>
            {current.refusalReason ? (
              <>
                <dt className="text-gray-600">
                  <FormattedMessage id="signing.reason" defaultMessage="Reason" />
                </dt>
                <dd className="text-gray-900">{current.refusalReason}</dd>
              </>
            ) : null}
          </dl>
          <button type="button" className={secondaryButton} onClick={() => void download()}>
            <FormattedMessage id="signing.download" defaultMessage="Download the agreement (PDF)" />
          </button>
          {downloadError ? (
            <p role="alert" className="text-sm text-red-700">
              {downloadError}
            </p>
          ) : null}

          {current.status === 'Processing' && !refusing ? (
            <form className="space-y-4 border-t border-gray-200 pt-4" onSubmit={(event) => submit(event, 'sign')}>
              <label htmlFor={readId} className="flex items-start gap-3 text-sm text-gray-800">
                <input
                  id={readId}
                  type="checkbox"
                  className="mt-0.5 size-4"
                  checked={read}
                  onChange={(event) => setRead(event.target.checked)}
                />
                <FormattedMessage
                  id="signing.readConfirmation"
                  defaultMessage="I have read the agreement and I sign it electronically."
                />
              </label>
              <div className="flex flex-wrap gap-3">
                <button type="submit" className={primaryButton} disabled={!read || decide.isPending}>
                  <FormattedMessage id="signing.sign" defaultMessage="Sign" />
                </button>
                <button type="button" className={secondaryButton} onClick={() => setRefusing(true)}>
                  <FormattedMessage id="signing.refuse" defaultMessage="Refuse to sign" />
                </button>
              </div>
            </form>
          ) : null}

          {current.status === 'Processing' && refusing ? (
            <form className="space-y-3 border-t border-gray-200 pt-4" onSubmit={(event) => submit(event, 'refuse')}>
              <label htmlFor={reasonId} className="block text-sm font-medium text-gray-900">
                <FormattedMessage id="signing.reason" defaultMessage="Reason" />
              </label>
              <textarea
                id={reasonId}
                required
                maxLength={1000}
                rows={3}
                className="block w-full rounded-md border border-gray-300 p-2 text-sm"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <div className="flex flex-wrap gap-3">
                <button type="submit" className={primaryButton} disabled={reason.trim() === '' || decide.isPending}>
                  <FormattedMessage id="signing.confirmRefusal" defaultMessage="Refuse the signature" />
                </button>
                <button type="button" className={secondaryButton} onClick={() => setRefusing(false)}>
                  <FormattedMessage id="signing.back" defaultMessage="Back" />
                </button>
              </div>
            </form>
          ) : null}

          {decide.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(decide.error)}
            </p>
          ) : null}
          {decide.isSuccess ? (
            <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-800">
              {decide.data.status === 'Completed' ? (
                <FormattedMessage
                  id="signing.done.signed"
                  defaultMessage="Thank you. The agreement is signed; the signed document will be in your investor panel."
                />
              ) : (
                <FormattedMessage
                  id="signing.done.refused"
                  defaultMessage="The signature was refused. The fund has been told."
                />
              )}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
