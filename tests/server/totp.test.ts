// TOTP against the published vectors: RFC 6238 appendix B (SHA-1, 8 digits) and RFC 4226 appendix D (HOTP).
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotpStep, timeStep, totpAt } from '../../server/src/security/totp';

const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');

describe('RFC 4226 HOTP vectors', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  it.each(expected.map((code, counter) => [counter, code] as const))('counter %i -> %s', (counter, code) => {
    expect(hotp(RFC_KEY, counter)).toBe(code);
  });
});

describe('RFC 6238 TOTP vectors (SHA-1, 8 digits, 30 s)', () => {
  const vectors: Array<[number, string]> = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  it.each(vectors)('T=%i -> %s', (seconds, code) => {
    expect(hotp(RFC_KEY, timeStep(new Date(seconds * 1000)), 8)).toBe(code);
  });
});

describe('base32 and matching', () => {
  it('round-trips and decodes the demo secret', () => {
    expect(base32Encode(base32Decode('JBSWY3DPEHPK3PXP'))).toBe('JBSWY3DPEHPK3PXP');
    expect(base32Decode('JBSWY3DPEHPK3PXP').toString('hex')).toBe('48656c6c6f21deadbeef'); // "Hello!" 0xDEADBEEF
  });

  it('matches the current, previous and next step only, and tells which', () => {
    const now = new Date('2026-03-02T10:00:10Z');
    const step = timeStep(now);
    const at = (offset: number) => new Date(now.getTime() + offset * 30_000);
    expect(matchTotpStep('JBSWY3DPEHPK3PXP', totpAt('JBSWY3DPEHPK3PXP', now), now)).toBe(step);
    expect(matchTotpStep('JBSWY3DPEHPK3PXP', totpAt('JBSWY3DPEHPK3PXP', at(-1)), now)).toBe(step - 1);
    expect(matchTotpStep('JBSWY3DPEHPK3PXP', totpAt('JBSWY3DPEHPK3PXP', at(1)), now)).toBe(step + 1);
    expect(matchTotpStep('JBSWY3DPEHPK3PXP', totpAt('JBSWY3DPEHPK3PXP', at(2)), now)).toBeNull();
    expect(matchTotpStep('JBSWY3DPEHPK3PXP', 'abcdef', now)).toBeNull();
  });
});
