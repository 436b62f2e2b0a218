import { describe, expect, it } from 'vitest';
import { createSandboxOutsideServices } from '../../../server/src/providers/outside-services';
import { SIGNATURE_HEADER, verifyWebhook, type SignedWebhook } from '../../../server/src/providers/webhooks/signature';

describe('createSandboxOutsideServices', () => {
  it('wires the four sandboxes to one clock, one secret and one webhook sink', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const delivered: SignedWebhook[] = [];
    const services = createSandboxOutsideServices({
      clock: () => now,
      webhookSecret: 'shared-secret',
      deliverWebhook: async (webhook) => {
        delivered.push(webhook);
      },
      identityContinueBaseUrl: 'https://demo.example.test/dev/identity',
    });
    expect((await services.companyRegister.lookup('0000900003')).outcome).toBe('found');
    expect((await services.vatWhiteList.lookupByNip('5251000046', '2026-11-23')).subject?.krs).toBe('0000900003');
    const verification = await services.identityVerification.createVerification({
      person: { firstName: 'Maria', lastName: 'Wójcik', birthDate: '1995-07-07' },
      reference: 'kyc-1',
    });
    await services.identityVerification.decide(verification.id, { status: 'approved' });
    const document = await services.eSignature.createDocument({
      title: 't',
      externalReference: 'offer-1',
      parties: [{ name: 'Maria Wójcik', email: 'maria@example.test' }],
    });
    await services.eSignature.uploadPdf(document.id, Buffer.from('%PDF-1.7\n%%EOF'));
    expect(delivered).toHaveLength(2);
    for (const webhook of delivered) {
      expect(verifyWebhook('shared-secret', webhook.rawBody, webhook.headers[SIGNATURE_HEADER], now).ok).toBe(true);
    }
  });
});
