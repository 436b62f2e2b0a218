import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { OfferDetails } from '#generated/api/model';
import { MAX_DOCUMENT_BYTES } from '#schemas/constants';
import { getErrorMessage, statusOf } from '../errors';
import { formatDecimal } from '../format';
import { offerMessages as m } from './offer-messages';
import type { OfferActions } from './offer-actions';
import { FilePicker } from '../ui/file-picker';

const ACCEPTED_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

/** Payment confirmations: upload (PDF/PNG/JPEG, the shared size limit) and the list of the uploaded ones. */
export function PaymentConfirmationUpload({ offer, actions }: { offer: OfferDetails; actions: OfferActions }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  // A new picker after each upload: the input and the chosen file's name start empty again.
  const [pickerKey, setPickerKey] = useState(0);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const size = `${formatDecimal(MAX_DOCUMENT_BYTES / 1024 / 1024).replace(/[,.]00$/, '')} MB`;

  const send = async (file: File | undefined) => {
    if (!file) return;
    setStatus(null);
    if (file.size > MAX_DOCUMENT_BYTES) {
      setStatus({ kind: 'error', text: intl.formatMessage(m.uploadTooLarge, { size }) });
      return;
    }
    if (file.type && !ACCEPTED_TYPES.includes(file.type)) {
      setStatus({ kind: 'error', text: intl.formatMessage(m.uploadBadType) });
      return;
    }
    setPending(true);
    try {
      const attachment = await actions.upload(file);
      queryClient.setQueryData<OfferDetails>(actions.queryKey, (current) =>
        current ? { ...current, paymentConfirmations: [...current.paymentConfirmations, attachment] } : current,
      );
      setStatus({ kind: 'done', text: intl.formatMessage(m.uploaded) });
    } catch (failure) {
      const code = statusOf(failure);
      setStatus({
        kind: 'error',
        text:
          code === 413
            ? intl.formatMessage(m.uploadTooLarge, { size })
            : code === 415
              ? intl.formatMessage(m.uploadBadType)
              : getErrorMessage(failure, intl),
      });
    } finally {
      setPending(false);
      setPickerKey((key) => key + 1);
    }
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id={`${inputId}-title`} className="text-base font-semibold text-gray-900">
        {intl.formatMessage(m.uploadTitle)}
      </h2>
      <p id={hintId} className="mt-2 text-sm text-gray-600">
        {intl.formatMessage(m.uploadHint, { size })}
      </p>
      <div className="mt-4">
        <FilePicker
          key={pickerKey}
          label={intl.formatMessage(m.uploadChoose)}
          accept={ACCEPTED_TYPES.join(',')}
          describedBy={hintId}
          disabled={pending}
          onFile={(file) => void send(file ?? undefined)}
        />
      </div>
      <div aria-live="polite" className="mt-2 text-sm">
        {pending ? <p className="text-gray-700">{intl.formatMessage(m.uploading)}</p> : null}
        {status ? (
          <p
            role={status.kind === 'error' ? 'alert' : undefined}
            className={status.kind === 'error' ? 'text-red-700' : 'text-green-800'}
          >
            {status.text}
          </p>
        ) : null}
      </div>
      <h3 className="mt-4 text-sm font-semibold text-gray-900">{intl.formatMessage(m.uploadedList)}</h3>
      {offer.paymentConfirmations.length === 0 ? (
        <p className="mt-1 text-sm text-gray-600">{intl.formatMessage(m.uploadedNone)}</p>
      ) : (
        <ul className="mt-1 list-disc pl-5 text-sm text-gray-800">
          {offer.paymentConfirmations.map((attachment) => (
            <li key={attachment.id}>{attachment.fileName}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
