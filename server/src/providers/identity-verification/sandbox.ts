// The offline identity verifier: nothing is checked; a test or the demo page (the "phone" behind continueUrl)
// decides the outcome, and the sandbox reports it by a signed webhook exactly as a real provider would, so the
// receiving code is the same in production. Verifications live in memory (they are the provider's data, not ours).
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import { ProviderError } from '../provider-error';
import { buildSignedWebhook, type WebhookSink } from '../webhooks/signature';
import type {
  IdentityVerificationProvider,
  RejectionReason,
  Verification,
  VerificationEvent,
  VerifiedField,
} from './provider';

export type SandboxDecision =
  | { status: 'approved' }
  | { status: 'rejected'; reason: Exclude<RejectionReason, 'DATA_MISMATCH'> }
  | { status: 'rejected'; reason: 'DATA_MISMATCH'; mismatchedField: VerifiedField }
  | { status: 'expired' };

export interface SandboxIdentityVerification extends IdentityVerificationProvider {
  /** Decides a pending verification and sends the webhook; a decided one cannot be decided again. */
  decide(id: string, decision: SandboxDecision): Promise<Verification>;
  /** Expires every pending verification past its expiresAt (what the provider does on its own), with webhooks. */
  expireOverdue(): Promise<Verification[]>;
}

export interface SandboxIdentityVerificationOptions {
  clock: Clock;
  /** Base of continueUrl, e.g. `https://demo.example.com/dev/identity`; the id is appended. */
  continueBaseUrl: string;
  webhookSecret: string;
  deliverWebhook: WebhookSink;
  /** How long a person has to finish on the phone; real providers use about a day. */
  validityMinutes?: number;
}

export function createSandboxIdentityVerification(
  options: SandboxIdentityVerificationOptions,
): SandboxIdentityVerification {
  const { clock, webhookSecret, deliverWebhook } = options;
  const validityMs = (options.validityMinutes ?? 24 * 60) * 60_000;
  const verifications = new Map<string, Verification>();

  async function settle(current: Verification, decision: SandboxDecision): Promise<Verification> {
    if (current.status !== 'pending') {
      throw new ProviderError('VERIFICATION_ALREADY_DECIDED', `verification ${current.id} is ${current.status}`);
    }
    const now = clock();
    const decided: Verification = {
      ...current,
      status: decision.status,
      decidedAt: now.toISOString(),
      rejection:
        decision.status === 'rejected'
          ? {
              reason: decision.reason,
              mismatchedField: 'mismatchedField' in decision ? decision.mismatchedField : null,
            }
          : null,
    };
    verifications.set(decided.id, decided);
    const event: VerificationEvent = {
      id: randomUUID(),
      type: 'verification.decided',
      createdAt: now.toISOString(),
      verification: {
        id: decided.id,
        reference: decided.reference,
        status: decided.status,
        decidedAt: decided.decidedAt,
        rejection: decided.rejection,
      },
    };
    await deliverWebhook(buildSignedWebhook(webhookSecret, event, now));
    return decided;
  }

  const find = (id: string): Verification => {
    const verification = verifications.get(id);
    if (!verification) throw new ProviderError('VERIFICATION_NOT_FOUND', `no verification ${id}`);
    return verification;
  };

  return {
    kind: 'sandbox',
    async createVerification({ person, reference }) {
      const now = clock();
      const id = randomUUID();
      const verification: Verification = {
        id,
        reference,
        person: { ...person },
        status: 'pending',
        continueUrl: `${options.continueBaseUrl.replace(/\/$/, '')}/${id}`,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + validityMs).toISOString(),
        decidedAt: null,
        rejection: null,
      };
      verifications.set(id, verification);
      return verification;
    },
    async getVerification(id) {
      return verifications.get(id) ?? null;
    },
    async decide(id, decision) {
      return settle(find(id), decision);
    },
    async expireOverdue() {
      const now = clock().getTime();
      const overdue = [...verifications.values()].filter(
        (verification) => verification.status === 'pending' && Date.parse(verification.expiresAt) <= now,
      );
      const expired: Verification[] = [];
      for (const verification of overdue) expired.push(await settle(verification, { status: 'expired' }));
      return expired;
    },
  };
}
