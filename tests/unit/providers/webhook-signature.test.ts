import { describe, expect, it } from 'vitest';
import {
  buildSignedWebhook,
  SIGNATURE_HEADER,
  signWebhook,
  verifyWebhook,
} from '../../../server/src/providers/webhooks/signature';

const secret = 'whsec_test_secret';
const sentAt = new Date('2026-11-23T10:00:00Z');
const body = '{"id":"evt_1","type":"verification.updated","data":{"status":"approved"}}';

describe('webhook signature (t=, v1= HMAC-SHA256 over "t.rawBody")', () => {
  it('accepts the header it produced for the same raw body', () => {
    const header = signWebhook(secret, body, sentAt);
    expect(header).toMatch(/^t=1795428000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(secret, body, header, sentAt)).toEqual({ ok: true, timestamp: 1795428000 });
  });

  it('refuses the body when a single byte changed', () => {
    const header = signWebhook(secret, body, sentAt);
    const tampered = body.replace('approved', 'approvee');
    expect(tampered.length).toBe(body.length);
    expect(verifyWebhook(secret, tampered, header, sentAt)).toEqual({ ok: false, reason: 'signature-mismatch' });
  });

  it('refuses a signature made with another secret', () => {
    const header = signWebhook('another secret', body, sentAt);
    expect(verifyWebhook(secret, body, header, sentAt)).toEqual({ ok: false, reason: 'signature-mismatch' });
  });

  it('refuses a header whose timestamp was changed (the timestamp is signed)', () => {
    const header = signWebhook(secret, body, sentAt).replace('t=1795428000', 't=1795428060');
    expect(verifyWebhook(secret, body, header, sentAt)).toEqual({ ok: false, reason: 'signature-mismatch' });
  });

  it('accepts up to the tolerance and refuses a stale or far-future timestamp', () => {
    const header = signWebhook(secret, body, sentAt);
    const at = (seconds: number) => new Date(sentAt.getTime() + seconds * 1000);
    expect(verifyWebhook(secret, body, header, at(300)).ok).toBe(true);
    expect(verifyWebhook(secret, body, header, at(301))).toEqual({ ok: false, reason: 'timestamp-out-of-tolerance' });
    expect(verifyWebhook(secret, body, header, at(-301))).toEqual({
      ok: false,
      reason: 'timestamp-out-of-tolerance',
    });
    expect(verifyWebhook(secret, body, header, at(30), 10)).toEqual({
      ok: false,
      reason: 'timestamp-out-of-tolerance',
    });
  });

  it.each([undefined, '', 'v1=abc', 't=1795428000', 't=abc,v1=00', 't=1,t=2,v1=' + '0'.repeat(64), 'garbage'])(
    'refuses a malformed header %s',
    (header) => {
      expect(verifyWebhook(secret, body, header, sentAt)).toEqual({ ok: false, reason: 'malformed-header' });
    },
  );

  it('accepts when any of several v1 signatures matches (secret rotation)', () => {
    const valid = signWebhook(secret, body, sentAt);
    const header = `${valid.split(',')[0]},v1=${'0'.repeat(64)},${valid.split(',')[1]}`;
    expect(verifyWebhook(secret, body, header, sentAt).ok).toBe(true);
  });

  it('builds a webhook whose header verifies against its exact raw body and carries the event id', () => {
    const webhook = buildSignedWebhook(secret, { id: 'evt_42', type: 'x' }, sentAt);
    expect(webhook.eventId).toBe('evt_42');
    expect(JSON.parse(webhook.rawBody)).toEqual({ id: 'evt_42', type: 'x' });
    expect(verifyWebhook(secret, webhook.rawBody, webhook.headers[SIGNATURE_HEADER], sentAt).ok).toBe(true);
    expect(verifyWebhook(secret, Buffer.from(webhook.rawBody), webhook.headers[SIGNATURE_HEADER], sentAt).ok).toBe(
      true,
    );
  });
});
