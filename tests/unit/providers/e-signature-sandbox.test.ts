import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyEvent,
  createInMemoryDocumentStore,
  createSandboxESignature,
  MAX_PDF_BYTES,
  type DocumentEvent,
  type ESignatureDocumentStore,
  type ReceivedDocumentState,
  type SandboxESignature,
} from '../../../server/src/providers/e-signature';
import { SIGNATURE_HEADER, verifyWebhook, type SignedWebhook } from '../../../server/src/providers/webhooks/signature';

const secret = 'esign-webhook-secret';
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
let now: Date;
/** Each callback with the sandbox time it was sent at (verification is checked at that moment). */
let delivered: (SignedWebhook & { sentAt: Date })[];
let store: ESignatureDocumentStore;
let esign: SandboxESignature;

beforeEach(() => {
  now = new Date('2026-11-23T10:00:00Z');
  delivered = [];
  store = createInMemoryDocumentStore();
  esign = createSandboxESignature({
    clock: () => now,
    webhookSecret: secret,
    store,
    deliverWebhook: async (webhook) => {
      delivered.push({ ...webhook, sentAt: now });
    },
  });
});

const events = (): DocumentEvent[] =>
  delivered.map((webhook) => {
    expect(verifyWebhook(secret, webhook.rawBody, webhook.headers[SIGNATURE_HEADER], webhook.sentAt).ok).toBe(true);
    return JSON.parse(webhook.rawBody) as DocumentEvent;
  });

async function sentDocument(parties = [{ name: 'Anna Nowak', email: 'anna@example.test' }]) {
  const created = await esign.createDocument({ title: 'Umowa inwestycyjna', externalReference: 'offer-1', parties });
  await esign.uploadPdf(created.id, pdf);
  return esign.send(created.id);
}

describe('sandbox e-signature: the document flow', () => {
  it('goes New → Draft → Processing → Completed and keeps the signed PDF with its time', async () => {
    const created = await esign.createDocument({
      title: 'Umowa inwestycyjna',
      externalReference: 'offer-1',
      parties: [{ name: 'Anna Nowak', email: 'anna@example.test' }],
    });
    expect(created).toMatchObject({ status: 'New', sequence: 0, hasPdf: false, signedAt: null });
    expect(created.parties).toEqual([
      expect.objectContaining({ name: 'Anna Nowak', email: 'anna@example.test', status: 'pending' }),
    ]);
    expect(await esign.uploadPdf(created.id, pdf)).toMatchObject({ status: 'Draft', sequence: 1, hasPdf: true });
    expect(await esign.send(created.id)).toMatchObject({ status: 'Processing', sequence: 2 });
    expect(await esign.getSignedPdf(created.id)).toBeNull();
    now = new Date('2026-11-23T10:30:00Z');
    const signed = await esign.signAs(created.id, created.parties[0]!.id);
    expect(signed).toMatchObject({ status: 'Completed', sequence: 3, signedAt: '2026-11-23T10:30:00.000Z' });
    const signedPdf = await esign.getSignedPdf(created.id);
    expect(signedPdf?.signedAt).toBe('2026-11-23T10:30:00.000Z');
    expect(signedPdf?.pdf.equals(pdf)).toBe(true);
    expect(await esign.getDocument(created.id)).toEqual(signed);
    expect(events().map((event) => [event.sequence, event.status, event.externalReference])).toEqual([
      [1, 'Draft', 'offer-1'],
      [2, 'Processing', 'offer-1'],
      [3, 'Completed', 'offer-1'],
    ]);
  });

  it('stays Processing until the last of several parties signs', async () => {
    const document = await sentDocument([
      { name: 'Anna Nowak', email: 'anna@example.test' },
      { name: 'Fundusz', email: 'fund@example.test' },
    ]);
    const [anna, fund] = document.parties;
    expect(await esign.signAs(document.id, anna!.id)).toMatchObject({ status: 'Processing', signedAt: null });
    await expect(esign.signAs(document.id, anna!.id)).rejects.toMatchObject({ code: 'PARTY_ALREADY_DECIDED' });
    expect(await esign.signAs(document.id, fund!.id)).toMatchObject({ status: 'Completed' });
    expect(events().at(-2)?.parties).toEqual([
      { id: anna!.id, status: 'signed' },
      { id: fund!.id, status: 'pending' },
    ]);
  });

  it('is Rejected when a party refuses, with the reason, and nothing is signed', async () => {
    const document = await sentDocument();
    const refused = await esign.refuseAs(document.id, document.parties[0]!.id, 'Kwota się nie zgadza');
    expect(refused.status).toBe('Rejected');
    expect(refused.parties[0]).toMatchObject({ status: 'refused', refusalReason: 'Kwota się nie zgadza' });
    expect(await esign.getSignedPdf(document.id)).toBeNull();
    await expect(esign.signAs(document.id, document.parties[0]!.id)).rejects.toMatchObject({
      code: 'ILLEGAL_TRANSITION',
    });
  });

  it('withdraws through Withdrawing to Withdrawn, reporting both, and then refuses signing', async () => {
    const document = await sentDocument();
    expect(await esign.withdraw(document.id)).toMatchObject({ status: 'Withdrawn', sequence: 4 });
    expect(
      events()
        .slice(-2)
        .map((event) => event.status),
    ).toEqual(['Withdrawing', 'Withdrawn']);
    await expect(esign.signAs(document.id, document.parties[0]!.id)).rejects.toMatchObject({
      code: 'ILLEGAL_TRANSITION',
    });
    await expect(esign.withdraw(document.id)).rejects.toMatchObject({ code: 'ILLEGAL_TRANSITION' });
  });

  it('refuses illegal steps and leaves the document and the callbacks untouched', async () => {
    const created = await esign.createDocument({
      title: 't',
      externalReference: 'offer-2',
      parties: [{ name: 'A', email: 'a@example.test' }],
    });
    await expect(esign.send(created.id)).rejects.toMatchObject({ code: 'ILLEGAL_TRANSITION' });
    await expect(esign.signAs(created.id, created.parties[0]!.id)).rejects.toMatchObject({
      code: 'ILLEGAL_TRANSITION',
    });
    await esign.uploadPdf(created.id, pdf);
    await esign.send(created.id);
    await expect(esign.uploadPdf(created.id, pdf)).rejects.toMatchObject({ code: 'ILLEGAL_TRANSITION' });
    expect(await esign.getDocument(created.id)).toMatchObject({ status: 'Processing', sequence: 2 });
    expect(delivered).toHaveLength(2);
  });

  it('fails a document into Error (a provider-side failure)', async () => {
    const document = await sentDocument();
    expect((await esign.fail(document.id)).status).toBe('Error');
    expect(events().at(-1)?.status).toBe('Error');
  });

  it('answers DOCUMENT_NOT_FOUND / PARTY_NOT_FOUND / NO_PARTIES', async () => {
    expect(await esign.getDocument('missing')).toBeNull();
    await expect(esign.send('missing')).rejects.toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
    const document = await sentDocument();
    await expect(esign.signAs(document.id, 'someone')).rejects.toMatchObject({ code: 'PARTY_NOT_FOUND' });
    await expect(esign.createDocument({ title: 't', externalReference: 'x', parties: [] })).rejects.toMatchObject({
      code: 'NO_PARTIES',
    });
  });

  it('refuses a save when the document changed meanwhile (the store compares the sequence)', async () => {
    const document = await sentDocument();
    const stored = await store.get(document.id);
    if (!stored) throw new Error('stored');
    expect(await store.replace({ ...stored, status: 'Completed' }, stored.sequence - 1)).toBe(false);
    expect(await store.replace({ ...stored, sequence: stored.sequence + 1 }, stored.sequence)).toBe(true);
    expect((await store.get(document.id))?.status).toBe('Processing');
  });
});

describe('sandbox e-signature: PDF checks on upload', () => {
  async function newDocumentId() {
    const created = await esign.createDocument({
      title: 't',
      externalReference: 'offer-3',
      parties: [{ name: 'A', email: 'a@example.test' }],
    });
    return created.id;
  }

  it.each([
    ['a PNG named as anything', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'NOT_A_PDF'],
    ['text that mentions PDF', Buffer.from('PDF-1.7 not really'), 'NOT_A_PDF'],
    ['an empty file', Buffer.alloc(0), 'NOT_A_PDF'],
    ['an encrypted PDF', Buffer.from('%PDF-1.7\ntrailer << /Encrypt 5 0 R >>'), 'PDF_ENCRYPTED'],
    ['a signed PDF', Buffer.from('%PDF-1.7\n<< /Type /Sig /ByteRange [0 10 20 30] >>'), 'PDF_ALREADY_SIGNED'],
  ])('refuses %s', async (_label, bytes, code) => {
    const id = await newDocumentId();
    await expect(esign.uploadPdf(id, bytes)).rejects.toMatchObject({ code });
    expect(await esign.getDocument(id)).toMatchObject({ status: 'New', hasPdf: false });
  });

  it('accepts exactly 10 MiB and refuses one byte more', async () => {
    const atLimit = Buffer.alloc(MAX_PDF_BYTES, 0x20);
    pdf.copy(atLimit);
    const id = await newDocumentId();
    expect((await esign.uploadPdf(id, atLimit)).status).toBe('Draft');
    const overLimit = Buffer.concat([atLimit, Buffer.from(' ')]);
    await expect(esign.uploadPdf(await newDocumentId(), overLimit)).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
  });
});

describe('a receiver fed the sandbox callbacks twice and in reverse order', () => {
  it('ends in the same state as in order, applying each change once', async () => {
    const created = await esign.createDocument({
      title: 't',
      externalReference: 'offer-4',
      parties: [{ name: 'A', email: 'a@example.test' }],
    });
    await esign.uploadPdf(created.id, pdf);
    await esign.send(created.id);
    await esign.signAs(created.id, created.parties[0]!.id);
    const all = events();
    const initial: ReceivedDocumentState = {
      status: created.status,
      lastSequence: created.sequence,
      lastEventId: null,
    };

    let state = initial;
    const outcomes: string[] = [];
    for (const event of [all[2]!, all[2]!, ...all.slice(0, 2).reverse()]) {
      const result = applyEvent(state, event);
      outcomes.push(result.outcome === 'ignored' ? result.reason : result.outcome);
      if (result.outcome === 'applied') state = result.state;
    }
    expect(outcomes).toEqual(['applied', 'duplicate', 'stale', 'stale']);
    expect(state).toEqual({ status: 'Completed', lastSequence: 3, lastEventId: all[2]!.id });
  });
});
