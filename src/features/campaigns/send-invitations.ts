import { inviteInvestor } from '#generated/api/campaigns/campaigns';
import type { InvitationResult } from '#generated/api/model';
import { splitEmailList } from '#schemas/formats/contact';
import { statusOf } from '../../lib/errors';

export interface InvitationForm {
  investorEmails: string;
  message: string;
  consent: boolean;
  networkId: string;
}

export interface InvitationOutcome {
  sent: InvitationResult[];
  failed: { email: string; error: unknown }[];
}

/** A random UUID (v4); crypto.randomUUID where the browser has it (secure contexts only). */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The body of one invitation call (an offer invitation, a KYC invitation): its fields are plain strings. */
type InvitationBody = Readonly<Record<string, string>>;

/** The same body, whatever the order of its fields. */
const bodyId = (body: InvitationBody) =>
  JSON.stringify(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * The Idempotency-Keys of one dialog, one per recipient and body: a retry of a call whose outcome is unknown
 * (no answer, or a 5xx) reuses the key, so the server answers with the first result instead of inviting twice;
 * after a definite refusal (4xx) the next attempt is a new request with a new key.
 */
export class IdempotencyKeys {
  private readonly keys = new Map<string, string>();

  keyFor(body: InvitationBody): string {
    const id = bodyId(body);
    let key = this.keys.get(id);
    if (!key) {
      key = randomKey();
      this.keys.set(id, key);
    }
    return key;
  }

  settled(body: InvitationBody, error: unknown): void {
    const status = statusOf(error);
    if (error === null || (status !== null && status >= 400 && status < 500)) {
      this.keys.delete(bodyId(body));
    }
  }
}

/**
 * One inviteInvestor call per address, each with its own Idempotency-Key, settled independently
 * (Promise.allSettled; see docs/product/requests.md): one failure does not stop the others. Duplicates in the list are
 * sent once.
 */
export async function sendInvitations(
  campaignId: string,
  productId: string,
  form: InvitationForm,
  keys: IdempotencyKeys,
): Promise<InvitationOutcome> {
  const emails = [...new Set(splitEmailList(form.investorEmails))];
  const results = await Promise.allSettled(
    emails.map((investorEmail) => {
      const body = { investorEmail, message: form.message, networkId: form.networkId };
      return inviteInvestor(campaignId, productId, body, {
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': keys.keyFor(body) },
      }).then(
        (result) => {
          keys.settled(body, null);
          return result;
        },
        (error: unknown) => {
          keys.settled(body, error);
          throw error;
        },
      );
    }),
  );
  const outcome: InvitationOutcome = { sent: [], failed: [] };
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') outcome.sent.push(result.value);
    else outcome.failed.push({ email: emails[index] ?? '', error: result.reason });
  });
  return outcome;
}
