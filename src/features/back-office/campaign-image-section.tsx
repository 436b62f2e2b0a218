import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRemoveCampaignImage, useUploadCampaignImage } from '#generated/api/back-office/back-office';
import type { Campaign } from '#generated/api/model';
import { MAX_DOCUMENT_BYTES } from '#schemas/constants';
import { usePermissions } from '../../lib/auth';
import { ConfirmDialog } from '../../lib/table';
import { useBranding } from '../../lib/theme';
import { primaryButton, secondaryButton } from '../../lib/ui/styles';
import { Section } from './campaign-page-shell';
import { FileInput } from './file-input';
import { m } from './messages';
import { useCampaignAction } from './use-campaign-action';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** The campaign's image: upload a PNG/JPEG (≤ 10 MiB, previewed before sending) or remove it (placeholder). */
export function CampaignImageSection({ campaign }: { campaign: Campaign }) {
  const intl = useIntl();
  const { can } = usePermissions();
  const branding = useBranding();
  const upload = useUploadCampaignImage();
  const remove = useRemoveCampaignImage();
  const run = useCampaignAction(campaign.id);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [confirmRemove, setConfirmRemove] = useState(false);

  // The chosen file, shown before it is sent; its object URL is released when another is chosen or on leaving.
  const preview = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (next: File | null) => {
    setError(null);
    setFile(null);
    if (!next) return;
    if (!IMAGE_TYPES.includes(next.type)) return setError(intl.formatMessage(m.imageWrongType));
    if (next.size > MAX_DOCUMENT_BYTES) return setError(intl.formatMessage(m.fileTooLarge));
    setFile(next);
  };
  const send = async () => {
    if (!file) return setError(intl.formatMessage(m.fileRequired));
    const ok = await run(() => upload.mutateAsync({ id: campaign.id, data: { file } }), m.imageUploaded);
    if (ok) {
      setFile(null);
      setInputKey((key) => key + 1);
    }
  };

  const placeholder = campaign.type === 'debt' ? branding.debtPlaceholder : branding.equityPlaceholder;
  const shown = preview ?? campaign.imageUrl ?? placeholder;
  const canChange = can('uploadCampaignImage');
  return (
    <Section title={intl.formatMessage(m.imageTitle)}>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <figure className="flex flex-col gap-2">
          {shown ? (
            <img
              src={shown}
              alt={intl.formatMessage(m.imageAlt)}
              className="aspect-video w-full rounded-lg border border-gray-200 object-cover"
            />
          ) : null}
          {campaign.imageUrl === null && !preview ? (
            <figcaption className="text-sm text-gray-600">{intl.formatMessage(m.imagePlaceholder)}</figcaption>
          ) : null}
        </figure>
        {canChange ? (
          <div className="flex flex-col gap-3">
            <FileInput
              label={intl.formatMessage(m.imageChoose)}
              accept="image/png,image/jpeg"
              error={error}
              onFile={choose}
              inputKey={inputKey}
              disabled={upload.isPending}
            />
            <div className="flex flex-wrap gap-3">
              <button type="button" className={primaryButton} onClick={() => void send()} disabled={upload.isPending}>
                {intl.formatMessage(m.imageUpload)}
              </button>
              {campaign.imageUrl !== null && can('removeCampaignImage') ? (
                <button type="button" className={secondaryButton} onClick={() => setConfirmRemove(true)}>
                  {intl.formatMessage(m.imageRemove)}
                </button>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        title={intl.formatMessage(m.imageRemove)}
        confirmLabel={intl.formatMessage(m.imageRemove)}
        cancelLabel={intl.formatMessage(m.cancel)}
        destructive
        busy={remove.isPending}
        onCancel={() => setConfirmRemove(false)}
        onConfirm={() =>
          void run(() => remove.mutateAsync({ id: campaign.id }), m.imageRemoved).then(() => setConfirmRemove(false))
        }
      >
        {intl.formatMessage(m.imageRemoveConfirm)}
      </ConfirmDialog>
    </Section>
  );
}
