// Signed webhooks (identity verification and e-signature callbacks), on the scheme Stripe uses: the sender signs
// `${timestamp}.${rawBody}` with HMAC-SHA256 and sends `t=<unix seconds>,v1=<hex>`. The timestamp inside the
// signed text makes an old captured request useless after the tolerance window; the receiver must verify the RAW
// body (re-serialised JSON may differ by one byte) and de-duplicate by the event id inside it (replay within the
// window is the receiver's job: this module is pure and keeps no memory).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying the signature, on every webhook our sandboxes send. */
export const SIGNATURE_HEADER = 'x-webhook-signature';

/** Five minutes, as Stripe: generous for clock skew and retries, short for captured requests. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The header value for `rawBody` sent at `at`: `t=1700000000,v1=5f3c…`. */
export function signWebhook(secret: string, rawBody: string | Buffer, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

export type WebhookVerification =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'malformed-header' | 'signature-mismatch' | 'timestamp-out-of-tolerance' };

interface ParsedHeader {
  timestamp: number;
  signatures: string[];
}

/** `t=` once, `v1=` one or more times (several during a secret rotation); unknown schemes are ignored. */
function parseHeader(header: string): ParsedHeader | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (rest.length > 0 || value === undefined) return null;
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) return null;
      signatures.push(value);
    }
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/**
 * Checks a received webhook: the header is well formed, one `v1` matches the HMAC of the raw body (compared in
 * constant time, so the response time says nothing about how many characters were right), and the timestamp is
 * within `toleranceSeconds` of `now` in either direction (a clock slightly ahead is not an attack).
 * The signature is checked before the timestamp so a forged request learns nothing about our clock.
 */
export function verifyWebhook(
  secret: string,
  rawBody: string | Buffer,
  header: string | undefined,
  now: Date,
  toleranceSeconds: number = DEFAULT_TOLERANCE_SECONDS,
): WebhookVerification {
  const parsed = header ? parseHeader(header) : null;
  if (!parsed) return { ok: false, reason: 'malformed-header' };
  const expected = Buffer.from(hmacHex(secret, parsed.timestamp, rawBody), 'hex');
  const matches = parsed.signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
  if (!matches) return { ok: false, reason: 'signature-mismatch' };
  const age = Math.abs(Math.floor(now.getTime() / 1000) - parsed.timestamp);
  if (age > toleranceSeconds) return { ok: false, reason: 'timestamp-out-of-tolerance' };
  return { ok: true, timestamp: parsed.timestamp };
}

/** What a sandbox hands to the transport that posts it to our API (a later session: fetch to the route). */
export interface SignedWebhook {
  /** The event id inside the body, repeated for the receiver's de-duplication table and for logs. */
  eventId: string;
  rawBody: string;
  headers: Record<typeof SIGNATURE_HEADER | 'content-type', string>;
}

/** Delivers a webhook; the sandboxes await it, so a failure surfaces to whoever triggered the event. */
export type WebhookSink = (webhook: SignedWebhook) => Promise<void>;

/** Serialises an event and signs the exact bytes sent. */
export function buildSignedWebhook<Event extends { id: string }>(
  secret: string,
  event: Event,
  at: Date,
): SignedWebhook {
  const rawBody = JSON.stringify(event);
  return {
    eventId: event.id,
    rawBody,
    headers: { [SIGNATURE_HEADER]: signWebhook(secret, rawBody, at), 'content-type': 'application/json' },
  };
}
