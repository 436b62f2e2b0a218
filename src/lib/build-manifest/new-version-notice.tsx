import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { primaryButton } from '../ui/styles';
import { fetchBuildManifest, pollManifest, type PollOptions } from './poll-manifest';

/**
 * Tells a person that a new version of the site was deployed and offers to reload (the page keeps working on the
 * old build until then: nothing is reloaded behind their back, a form being typed is not lost).
 */
export function NewVersionNotice({
  currentBuildId,
  fetchManifest = fetchBuildManifest,
  firstDelayMs,
  intervalMs,
  reload = () => window.location.reload(),
}: {
  currentBuildId: string;
  fetchManifest?: PollOptions['fetchManifest'];
  firstDelayMs?: number;
  intervalMs?: number;
  reload?: () => void;
}) {
  const [available, setAvailable] = useState(false);
  useEffect(
    () =>
      pollManifest({
        currentBuildId,
        fetchManifest,
        onNewVersion: () => setAvailable(true),
        firstDelayMs,
        intervalMs,
      }),
    [currentBuildId, fetchManifest, firstDelayMs, intervalMs],
  );
  return (
    // A live region present from the start, so a screen reader announces the text when it appears.
    <div role="status" className={available ? 'fixed inset-x-0 top-0 z-50 flex justify-center p-3' : 'sr-only'}>
      {available ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 bg-white px-4 py-3 text-sm text-gray-900 shadow-lg">
          <FormattedMessage id="buildManifest.newVersion" defaultMessage="A new version of this site is available." />
          <button type="button" onClick={reload} className={`${primaryButton} px-3 py-1.5`}>
            <FormattedMessage id="buildManifest.reload" defaultMessage="Reload the page" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
