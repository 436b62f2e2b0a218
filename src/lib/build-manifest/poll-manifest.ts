// Build manifest polling (see docs/product/requests.md): the SPA asks the server which build it serves, first one second
// after start, then every `intervalMs`; a build other than its own means a new version was deployed. A failed
// fetch is only logged (docs/product/errors.md): the person is not bothered and the next round tries again.

/** What `vite build` writes to dist/build-manifest.json (vite.config.ts, buildManifest). */
export interface BuildManifest {
  buildId: string;
}

export const MANIFEST_PATH = '/build-manifest.json';
/** The first fetch waits one second, so the page's own requests go first (see docs/product/constants.md). */
export const FIRST_FETCH_DELAY_MS = 1_000;
/** Not given by the spec (decision 0039): a deployment is noticed within five minutes. */
export const POLL_INTERVAL_MS = 5 * 60_000;

export interface PollOptions {
  /** The build this page runs. */
  currentBuildId: string;
  fetchManifest: () => Promise<BuildManifest>;
  /** Called once, when the server serves another build; polling stops then. */
  onNewVersion: (buildId: string) => void;
  log?: (message: string, error: unknown) => void;
  firstDelayMs?: number;
  intervalMs?: number;
}

/** Starts polling; returns the function that stops it. */
export function pollManifest({
  currentBuildId,
  fetchManifest,
  onNewVersion,
  log = (message, error) => console.info(message, error),
  firstDelayMs = FIRST_FETCH_DELAY_MS,
  intervalMs = POLL_INTERVAL_MS,
}: PollOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const round = async () => {
    try {
      const manifest = await fetchManifest();
      if (stopped) return;
      if (typeof manifest?.buildId === 'string' && manifest.buildId !== currentBuildId) {
        stopped = true;
        onNewVersion(manifest.buildId);
        return;
      }
    } catch (error) {
      // Logged only, never shown (see docs/product/errors.md): not a console error, the page is fine.
      log('build manifest: fetch failed', error);
    }
    if (!stopped) timer = setTimeout(() => void round(), intervalMs);
  };
  timer = setTimeout(() => void round(), firstDelayMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** The browser's fetch of the manifest, past every cache. */
export async function fetchBuildManifest(): Promise<BuildManifest> {
  const response = await fetch(MANIFEST_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${MANIFEST_PATH} answered ${response.status}`);
  return (await response.json()) as BuildManifest;
}
