import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDeleteCampaignDocument, useUploadCampaignDocument } from '#generated/api/back-office/back-office';
import type { Campaign, CampaignDocument } from '#generated/api/model';
import { MAX_DOCUMENT_BYTES } from '#schemas/constants';
import { usePermissions } from '../../lib/auth';
import { TextField, type FieldMessage } from '../../lib/forms';
import { ConfirmDialog } from '../../lib/table';
import { useLocalizedText } from '../../lib/theme';
import { primaryButton, secondaryButton, textLink } from '../../lib/ui/styles';
import { Section } from './campaign-page-shell';
import { FileInput } from './file-input';
import { documentDeleteConfirm, m } from './messages';
import { useCampaignAction } from './use-campaign-action';

const REQUIRED: FieldMessage = { id: 'validation.required', values: {} };

/** The campaign's public documents: the list (download links), add a PDF with its PL/EN name, delete. */
export function CampaignDocumentsSection({ campaign }: { campaign: Campaign }) {
  const intl = useIntl();
  const t = useLocalizedText();
  const { can } = usePermissions();
  const upload = useUploadCampaignDocument();
  const remove = useDeleteCampaignDocument();
  const run = useCampaignAction(campaign.id);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [namePl, setNamePl] = useState('');
  const [nameEn, setNameEn] = useState('');
  const [nameError, setNameError] = useState<FieldMessage | undefined>(undefined);
  const [inputKey, setInputKey] = useState(0);
  const [deleting, setDeleting] = useState<CampaignDocument | null>(null);

  const choose = (next: File | null) => {
    setFileError(null);
    setFile(null);
    if (!next) return;
    if (next.type !== 'application/pdf') return setFileError(intl.formatMessage(m.documentWrongType));
    if (next.size > MAX_DOCUMENT_BYTES) return setFileError(intl.formatMessage(m.fileTooLarge));
    setFile(next);
  };
  const send = async () => {
    const missingName = namePl.trim() === '';
    setNameError(missingName ? REQUIRED : undefined);
    if (!file) setFileError(intl.formatMessage(m.fileRequired));
    if (!file || missingName) return;
    const body = nameEn.trim()
      ? { file, namePl: namePl.trim(), nameEn: nameEn.trim() }
      : { file, namePl: namePl.trim() };
    const ok = await run(() => upload.mutateAsync({ id: campaign.id, data: body }), m.documentUploaded);
    if (ok) {
      setFile(null);
      setNamePl('');
      setNameEn('');
      setInputKey((key) => key + 1);
    }
  };

  return (
    <Section title={intl.formatMessage(m.documentsTitle)}>
      {campaign.documents.length === 0 ? (
        <p className="text-sm text-gray-600">{intl.formatMessage(m.documentsEmpty)}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {campaign.documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <a href={document.url} className={textLink} target="_blank" rel="noopener noreferrer">
                {t(document.name)}
              </a>
              <span className="text-sm text-gray-500">{document.fileName}</span>
              {can('deleteCampaignDocument') ? (
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={`${intl.formatMessage(m.documentDeleteTitle)}: ${t(document.name)}`}
                  onClick={() => setDeleting(document)}
                >
                  {intl.formatMessage(m.delete)}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {can('uploadCampaignDocument') ? (
        <div className="mt-6 grid grid-cols-1 gap-4 border-t border-gray-100 pt-6 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FileInput
              label={intl.formatMessage(m.documentFile)}
              accept="application/pdf"
              error={fileError}
              onFile={choose}
              inputKey={inputKey}
              disabled={upload.isPending}
            />
          </div>
          <TextField
            name="documentNamePl"
            label={intl.formatMessage(m.documentNamePl)}
            value={namePl}
            error={nameError}
            maxLength={200}
            onValueChange={(value) => {
              setNamePl(value);
              if (value.trim()) setNameError(undefined);
            }}
          />
          <TextField
            name="documentNameEn"
            label={intl.formatMessage(m.documentNameEn)}
            value={nameEn}
            maxLength={200}
            onValueChange={setNameEn}
          />
          <div className="sm:col-span-2">
            <button type="button" className={primaryButton} onClick={() => void send()} disabled={upload.isPending}>
              {intl.formatMessage(m.documentUpload)}
            </button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage(m.documentDeleteTitle)}
        confirmLabel={intl.formatMessage(m.delete)}
        cancelLabel={intl.formatMessage(m.cancel)}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void run(() => remove.mutateAsync({ id: campaign.id, documentId: deleting.id }), m.documentDeleted).then(() =>
            setDeleting(null),
          );
        }}
      >
        {deleting ? intl.formatMessage(documentDeleteConfirm, { name: t(deleting.name) }) : null}
      </ConfirmDialog>
    </Section>
  );
}
