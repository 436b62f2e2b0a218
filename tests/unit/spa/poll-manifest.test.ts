// The build manifest is polled, its first fetch one second after start; a
// failed fetch is only logged; another build id means a new version, announced once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollManifest, POLL_INTERVAL_MS } from '../../../src/lib/build-manifest/poll-manifest';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('build manifest polling', () => {
  it('first asks after one second, then every interval, and announces another build once', async () => {
    const answers = ['build-1', 'build-1', 'build-2'];
    const fetchManifest = vi.fn(async () => ({ buildId: answers.shift() ?? 'build-3' }));
    const onNewVersion = vi.fn();
    const stop = pollManifest({ currentBuildId: 'build-1', fetchManifest, onNewVersion });

    await vi.advanceTimersByTimeAsync(999);
    expect(fetchManifest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(onNewVersion).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(fetchManifest).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith('build-2');

    // Announced: no more asking.
    await vi.advanceTimersByTimeAsync(3 * POLL_INTERVAL_MS);
    expect(fetchManifest).toHaveBeenCalledTimes(3);
    stop();
  });

  it('a failed fetch is logged only, and the next round asks again', async () => {
    const fetchManifest = vi
      .fn<() => Promise<{ buildId: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ buildId: 'build-9' });
    const log = vi.fn();
    const onNewVersion = vi.fn();
    pollManifest({ currentBuildId: 'build-1', fetchManifest, onNewVersion, log });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log).toHaveBeenCalledOnce();
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(onNewVersion).toHaveBeenCalledWith('build-9');
  });

  it('stopping it before the first second: nothing is fetched', async () => {
    const fetchManifest = vi.fn(async () => ({ buildId: 'x' }));
    pollManifest({ currentBuildId: 'y', fetchManifest, onNewVersion: vi.fn() })();
    await vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS);
    expect(fetchManifest).not.toHaveBeenCalled();
  });
});
