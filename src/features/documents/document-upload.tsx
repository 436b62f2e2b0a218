import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { getListDocumentsQueryKey, useUploadDocument } from '#generated/api/documents/documents';
import { getErrorMessage, statusOf } from '../../lib/errors';
import { formatDecimal } from '../../lib/format';
import { useNotifications } from '../../lib/notifications';
import { focusRing } from '../../lib/ui/styles';
import { documentMessages } from './documents-messages';
import { MAX_DOCUMENT_BYTES } from '#schemas/constants';

/** Upload by file picker or drag and drop; the server decides the type by content (415 otherwise). */
export function DocumentUpload() {
  const intl = useIntl();
  const { notify } = useNotifications();
  const queryClient = useQueryClient();
  const upload = useUploadDocument();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const size = `${formatDecimal(MAX_DOCUMENT_BYTES / 1024 / 1024).replace(/[,.]00$/, '')} MB`;

  const send = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > MAX_DOCUMENT_BYTES) {
      setError(
        `${intl.formatMessage(documentMessages.tooLarge)} ${intl.formatMessage(documentMessages.limits, { size })}`,
      );
      return;
    }
    try {
      await upload.mutateAsync({ data: { file } });
    } catch (failure) {
      const status = statusOf(failure);
      const message =
        status === 413
          ? `${intl.formatMessage(documentMessages.tooLarge)} ${intl.formatMessage(documentMessages.limits, { size })}`
          : status === 415
            ? intl.formatMessage(documentMessages.badType)
            : getErrorMessage(failure, intl);
      setError(message);
      notify({ kind: 'error', title: intl.formatMessage(documentMessages.uploadFailed), message });
      return;
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
    notify({
      kind: 'success',
      title: intl.formatMessage(documentMessages.success),
      message: intl.formatMessage(documentMessages.uploaded),
    });
    await queryClient.invalidateQueries({ queryKey: getListDocumentsQueryKey() });
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id={`${inputId}-title`} className="text-base font-semibold text-gray-900">
        {intl.formatMessage(documentMessages.uploadTitle)}
      </h2>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="document-drop-zone"
        className={`mt-4 flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-dashed px-6 py-8 text-center text-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand ${
          dragging ? 'border-brand bg-brand-highlight' : 'border-gray-300 bg-gray-50'
        }`}
      >
        <span className="font-semibold text-gray-900 underline underline-offset-4">
          {intl.formatMessage(documentMessages.uploadChoose)}
        </span>
        <span className="text-gray-600">{intl.formatMessage(documentMessages.uploadDrop)}</span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="application/pdf,image/png,image/jpeg"
          aria-describedby={hintId}
          disabled={upload.isPending}
          onChange={(event) => void send(event.target.files?.[0])}
          className={`sr-only ${focusRing}`}
        />
      </label>
      <p id={hintId} className="mt-2 text-sm text-gray-600">
        {intl.formatMessage(documentMessages.limits, { size })}
      </p>
      <div aria-live="polite" className="mt-2 text-sm">
        {upload.isPending ? <p className="text-gray-700">{intl.formatMessage(documentMessages.uploading)}</p> : null}
        {error ? <p className="text-red-700">{error}</p> : null}
      </div>
    </section>
  );
}
