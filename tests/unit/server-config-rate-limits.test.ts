// The rate limits are configured from the environment (README: RATE_LIMIT_*), with defaults when unset.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/src/config';
import { DEFAULT_RATE_LIMITS } from '../../server/src/plugins/rate-limits';

describe('RATE_LIMIT_* settings', () => {
  it('default to the built-in limits', () => {
    expect(readConfig({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('take each variable', () => {
    expect(
      readConfig({
        RATE_LIMIT_WINDOW_SECONDS: '30',
        RATE_LIMIT_PUBLIC_PER_IP: '100',
        RATE_LIMIT_PUBLIC_PER_TOKEN: '20',
        RATE_LIMIT_UPLOADS_PER_IP: '10',
        RATE_LIMIT_UPLOADS_PER_CALLER: '5',
      }).rateLimits,
    ).toEqual({ windowSeconds: 30, publicPerIp: 100, publicPerToken: 20, uploadsPerIp: 10, uploadsPerCaller: 5 });
  });

  it('refuse a value that is not a positive integer, naming the variable', () => {
    expect(() => readConfig({ RATE_LIMIT_PUBLIC_PER_TOKEN: '0' })).toThrow(/RATE_LIMIT_PUBLIC_PER_TOKEN/);
    expect(() => readConfig({ RATE_LIMIT_WINDOW_SECONDS: 'soon' })).toThrow(/RATE_LIMIT_WINDOW_SECONDS/);
  });
});
