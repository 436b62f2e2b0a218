import { beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../../../server/src/providers/provider-error';
import {
  createSandboxIdentityVerification,
  type SandboxIdentityVerification,
  type VerificationEvent,
} from '../../../server/src/providers/identity-verification';
import { SIGNATURE_HEADER, verifyWebhook, type SignedWebhook } from '../../../server/src/providers/webhooks/signature';

const secret = 'identity-webhook-secret';
const person = { firstName: 'Anna', lastName: 'Nowak', birthDate: '1985-05-15', documentNumber: 'ABC123456' };
let now: Date;
let delivered: SignedWebhook[];
let verifier: SandboxIdentityVerification;

beforeEach(() => {
  now = new Date('2026-11-23T10:00:00Z');
  delivered = [];
  verifier = createSandboxIdentityVerification({
    clock: () => now,
    continueBaseUrl: 'https://demo.example.test/dev/identity/',
    webhookSecret: secret,
    deliverWebhook: async (webhook) => {
      delivered.push(webhook);
    },
    validityMinutes: 60,
  });
});

function eventOf(webhook: SignedWebhook): VerificationEvent {
  expect(verifyWebhook(secret, webhook.rawBody, webhook.headers[SIGNATURE_HEADER], now).ok).toBe(true);
  const event = JSON.parse(webhook.rawBody) as VerificationEvent;
  expect(event.id).toBe(webhook.eventId);
  return event;
}

describe('sandbox identity verification', () => {
  it('creates a pending verification with a phone link and no webhook yet', async () => {
    const verification = await verifier.createVerification({ person, reference: 'kyc-case-1' });
    expect(verification).toMatchObject({
      reference: 'kyc-case-1',
      person,
      status: 'pending',
      createdAt: '2026-11-23T10:00:00.000Z',
      expiresAt: '2026-11-23T11:00:00.000Z',
      decidedAt: null,
      rejection: null,
    });
    expect(verification.continueUrl).toBe(`https://demo.example.test/dev/identity/${verification.id}`);
    expect(await verifier.getVerification(verification.id)).toEqual(verification);
    expect(delivered).toEqual([]);
  });

  it('approves and reports it by a signed webhook carrying an event id and our reference', async () => {
    const { id } = await verifier.createVerification({ person, reference: 'kyc-case-1' });
    now = new Date('2026-11-23T10:05:00Z');
    const approved = await verifier.decide(id, { status: 'approved' });
    expect(approved).toMatchObject({ status: 'approved', decidedAt: '2026-11-23T10:05:00.000Z', rejection: null });
    expect(delivered).toHaveLength(1);
    expect(eventOf(delivered[0]!)).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'verification.decided',
      createdAt: '2026-11-23T10:05:00.000Z',
      verification: {
        id,
        reference: 'kyc-case-1',
        status: 'approved',
        decidedAt: '2026-11-23T10:05:00.000Z',
        rejection: null,
      },
    });
  });

  it('rejects with a reason, or with a mismatch on a named field', async () => {
    const first = await verifier.createVerification({ person, reference: 'a' });
    const second = await verifier.createVerification({ person, reference: 'b' });
    await verifier.decide(first.id, { status: 'rejected', reason: 'DOCUMENT_EXPIRED' });
    await verifier.decide(second.id, { status: 'rejected', reason: 'DATA_MISMATCH', mismatchedField: 'birthDate' });
    expect((await verifier.getVerification(first.id))?.rejection).toEqual({
      reason: 'DOCUMENT_EXPIRED',
      mismatchedField: null,
    });
    expect(eventOf(delivered[1]!).verification.rejection).toEqual({
      reason: 'DATA_MISMATCH',
      mismatchedField: 'birthDate',
    });
    expect(new Set(delivered.map((webhook) => webhook.eventId)).size).toBe(2);
  });

  it('refuses to decide twice (a decided verification is final) and sends no second webhook', async () => {
    const { id } = await verifier.createVerification({ person, reference: 'a' });
    await verifier.decide(id, { status: 'approved' });
    await expect(verifier.decide(id, { status: 'rejected', reason: 'FACE_MISMATCH' })).rejects.toMatchObject({
      code: 'VERIFICATION_ALREADY_DECIDED',
    });
    expect((await verifier.getVerification(id))?.status).toBe('approved');
    expect(delivered).toHaveLength(1);
  });

  it('expires only the pending verifications past their validity', async () => {
    const late = await verifier.createVerification({ person, reference: 'late' });
    const decided = await verifier.createVerification({ person, reference: 'decided' });
    await verifier.decide(decided.id, { status: 'approved' });
    now = new Date('2026-11-23T10:59:59Z');
    expect(await verifier.expireOverdue()).toEqual([]);
    now = new Date('2026-11-23T11:00:00Z');
    const expired = await verifier.expireOverdue();
    expect(expired.map((verification) => [verification.id, verification.status])).toEqual([[late.id, 'expired']]);
    expect(eventOf(delivered[1]!).verification).toMatchObject({ reference: 'late', status: 'expired' });
  });

  it('answers null / VERIFICATION_NOT_FOUND for an unknown id', async () => {
    expect(await verifier.getVerification('nope')).toBeNull();
    const error = await verifier.decide('nope', { status: 'approved' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ code: 'VERIFICATION_NOT_FOUND' });
  });
});
