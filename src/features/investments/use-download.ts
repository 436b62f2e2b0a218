import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { getErrorMessage } from '../../lib/errors';
import { withJsonErrorBody } from '../../lib/errors/blob-error-body';
import { saveBlob } from '../../lib/files/save-blob';
import { useNotifications } from '../../lib/notifications';
import { investmentMessages as m } from './investment-messages';

/**
 * Downloads a file through the generated client (axios with the bearer token, `responseType: 'blob'`) and saves
 * it; a refusal is told in a notification with the one error handler's message. `pending` names the download
 * under way (one at a time per page), so its button can say so.
 */
export function useDownload() {
  const intl = useIntl();
  const { notify } = useNotifications();
  const [pending, setPending] = useState<string | null>(null);

  const download = useCallback(
    async (key: string, fetchFile: () => Promise<Blob>, fileName: string) => {
      setPending(key);
      try {
        saveBlob(await fetchFile(), fileName);
      } catch (error) {
        notify({
          kind: 'error',
          title: intl.formatMessage(m.downloadFailed),
          message: getErrorMessage(await withJsonErrorBody(error), intl),
        });
      } finally {
        setPending(null);
      }
    },
    [intl, notify],
  );

  return { pending, download };
}

/** The interface language as the exports take it (`language=pl|en`). */
export function exportLanguage(locale: string): 'pl' | 'en' {
  return locale.startsWith('en') ? 'en' : 'pl';
}
