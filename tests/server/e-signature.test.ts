// The agreement's e-signature through the real app: start (document created, PDF uploaded, sent; the sandbox
// e-mails the signer), the sandbox signing page (token, PDF, sign or refuse), the signed webhook (raw-body HMAC,
// duplicates, stale and out-of-order events), Completed storing the signed PDF and the date, the reconciler
// for lost callbacks, and that nothing of this touches the offer's own status.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  campaigns,
  eSignatureEvents,
  mailOutbox,
  offerEvents,
  offers,
  products,
  users,
} from '../../server/src/db/schema';
import { reconcileAgreements, startAgreementSigning } from '../../server/src/modules/e-signature';
import type { Caller } from '../../server/src/modules/shared';
import { createDatabaseDocumentStore, createSandboxESignature } from '../../server/src/providers/e-signature';
import { buildSignedWebhook, SIGNATURE_HEADER, signWebhook } from '../../server/src/providers/webhooks/signature';
import { hashToken } from '../../server/src/security/tokens';
import { HOSTS } from './helpers/auth';
import { networkId } from './helpers/accounts';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const clock = createClock('2026-03-02T22:30:00.000Z'); // 23:30 in Warsaw: the agreement date is 2 March
let caller: Caller;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let navyCaller: Caller;

async function acceptedOffer(email: string, on: 'demo' | 'navy' = 'demo'): Promise<string> {
  const tenant = (on === 'demo' ? caller : navyCaller).tenant;
  const [owner] = await t.db
    .select()
    .from(users)
    .where(eq(users.email, `advisor@${on}.test`));
  const [investor] = await t.db
    .insert(users)
    .values({ tenantId: tenant.id, email, firstName: 'Jan', surname: 'Kowalski', role: 'investor', status: 'active' })
    .onConflictDoNothing()
    .returning();
  const investorId = investor?.id ?? (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;
  const [campaign] = await t.db
    .insert(campaigns)
    .values({
      tenantId: tenant.id,
      type: 'debt',
      data: { translations: { pl: { name: 'Obligacje testowe', description: 'Opis' } } },
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      targetAmount: '1000000.00',
      currency: 'PLN',
      paymentBankAccount: 'PL61109010140000071219812874',
      paymentRecipient: 'Fundusz Demo',
    })
    .returning();
  const [product] = await t.db
    .insert(products)
    .values({
      tenantId: tenant.id,
      campaignId: campaign!.id,
      code: `OBL-${Math.random().toString(36).slice(2, 8)}`,
      name: { pl: 'Seria A' },
      currency: 'PLN',
      startDate: '2026-01-15',
      investmentValueMin: '1000.00',
      investmentValueMax: '100000.00',
      investmentValueStep: '1000.00',
    })
    .returning();
  const [offer] = await t.db
    .insert(offers)
    .values({
      tenantId: tenant.id,
      campaignId: campaign!.id,
      productId: product!.id,
      networkId: await networkId(t.db, on === 'demo' ? 'Sieć Północ' : 'Navy Capital Network'),
      ownerId: owner!.id,
      investorId,
      investorEmail: email,
      investorName: 'Jan Kowalski',
      status: 'accepted',
      tokenHash: hashToken(`token-${email}-${Math.random()}`),
      currency: 'PLN',
      investmentValue: '10000.00',
      agreementStatus: 'New',
      // The app's clock, not the database's (the reconciler compares with the app's clock).
      createdAt: clock.now(),
      updatedAt: clock.now(),
    })
    .returning();
  return offer!.id;
}

const offerRow = async (id: string) => (await t.db.select().from(offers).where(eq(offers.id, id)))[0]!;

const start = (offerId: string, email: string, as: Caller = caller) =>
  startAgreementSigning(as, {
    offerId,
    title: 'Umowa inwestycyjna – Jan Kowalski',
    signer: { name: 'Jan Kowalski', email, locale: 'pl' },
    pdf: PDF,
  });

/** The signer's link from the sandbox's e-mail. */
async function signerLink(email: string): Promise<{ documentId: string; token: string }> {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(mailOutbox.createdAt);
  const match = /\/e-signature-sandbox\/([0-9a-f-]+)\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
  return { documentId: match![1]!, token: match![2]! };
}

const page = (documentId: string, token: string, suffix = '', host: string = HOSTS.demo) =>
  t.app.inject({
    method: 'GET',
    url: `/public-api/e-signature-sandbox/${documentId}${suffix}?token=${token}`,
    headers: { host },
  });
const decide = (documentId: string, token: string, body: object, host: string = HOSTS.demo) =>
  t.app.inject({
    method: 'POST',
    url: `/public-api/e-signature-sandbox/${documentId}/decision?token=${token}`,
    headers: { host },
    payload: body,
  });

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  const tenant = await t.app.tenantCache.get(HOSTS.demo);
  caller = {
    db: t.db,
    services: t.app.services,
    tenant: tenant!,
    user: null,
    ip: '127.0.0.1',
    baseUrl: 'http://localhost',
  };
  navyCaller = { ...caller, tenant: (await t.app.tenantCache.get(HOSTS.navy))!, baseUrl: 'http://127.0.0.1' };
});
afterAll(() => t?.close());
beforeEach(() => clock.set('2026-03-02T22:30:00.000Z'));

describe("sending an accepted offer's agreement for signature", () => {
  it('creates, uploads and sends the document, records each status on the timeline and e-mails the signer a link', async () => {
    const offerId = await acceptedOffer('sign-1@example.com');
    expect(await start(offerId, 'sign-1@example.com')).toBe('Processing');
    await t.app.services.jobs.drain();
    const offer = await offerRow(offerId);
    expect(offer).toMatchObject({ agreementStatus: 'Processing', status: 'accepted', agreementDate: null });
    expect(offer.signatureDocumentId).toMatch(/^[0-9a-f-]{36}$/);
    const timeline = await t.db
      .select({ from: offerEvents.fromValue, to: offerEvents.toValue })
      .from(offerEvents)
      .where(and(eq(offerEvents.offerId, offerId), eq(offerEvents.type, 'agreement_status_changed')))
      .orderBy(offerEvents.occurredAt);
    expect(timeline).toEqual([
      { from: 'New', to: 'Draft' },
      { from: 'Draft', to: 'Processing' },
    ]);
    const link = await signerLink('sign-1@example.com');
    expect(link.documentId).toBe(offer.signatureDocumentId);
  });

  it("shows the signer the document and its PDF only with the link's token", async () => {
    const offerId = await acceptedOffer('sign-2@example.com');
    await start(offerId, 'sign-2@example.com');
    const { documentId, token } = await signerLink('sign-2@example.com');
    const view = await page(documentId, token);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      documentId,
      title: 'Umowa inwestycyjna – Jan Kowalski',
      status: 'Processing',
      signerName: 'Jan Kowalski',
      signerEmail: 'sign-2@example.com',
      decidedAt: null,
    });
    const pdf = await page(documentId, token, '/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    expect((await page(documentId, `${token.slice(0, -2)}xx`)).statusCode).toBe(404);
    expect((await page('not-a-document-id', token)).statusCode).toBe(404);
  });

  it('on signing, the webhook makes the agreement Completed with the Warsaw date and the signed PDF stored', async () => {
    const offerId = await acceptedOffer('sign-3@example.com');
    await start(offerId, 'sign-3@example.com');
    const { documentId, token } = await signerLink('sign-3@example.com');
    const signed = await decide(documentId, token, { decision: 'sign' });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'Completed' });
    await t.app.services.jobs.drain();
    const offer = await offerRow(offerId);
    expect(offer).toMatchObject({ agreementStatus: 'Completed', agreementDate: '2026-03-02', status: 'accepted' });
    expect((await t.app.services.storage.get(offer.signedPdfKey!))?.equals(PDF)).toBe(true);
    // A second decision on a decided document is refused.
    expect((await decide(documentId, token, { decision: 'refuse', reason: 'za późno' })).statusCode).toBe(409);
  });

  it('a refusal needs a reason and makes the agreement Rejected', async () => {
    const offerId = await acceptedOffer('sign-4@example.com');
    await start(offerId, 'sign-4@example.com');
    const { documentId, token } = await signerLink('sign-4@example.com');
    const missing = await decide(documentId, token, { decision: 'refuse', reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations).toEqual([expect.objectContaining({ propertyPath: 'reason' })]);
    expect((await decide(documentId, token, { decision: 'refuse', reason: 'Błędna kwota' })).statusCode).toBe(200);
    await t.app.services.jobs.drain();
    expect(await offerRow(offerId)).toMatchObject({
      agreementStatus: 'Rejected',
      agreementDate: null,
      signedPdfKey: null,
    });
  });
});

describe('the webhook', () => {
  const post = (rawBody: string, signature: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/public-api/webhooks/e-signature',
      headers: { 'content-type': 'application/json', ...(signature && { [SIGNATURE_HEADER]: signature }) },
      payload: rawBody,
    });

  async function documentOf(email: string) {
    const offerId = await acceptedOffer(email);
    await start(offerId, email);
    await t.app.services.jobs.drain();
    return { offerId, documentId: (await offerRow(offerId)).signatureDocumentId! };
  }

  const event = (documentId: string, offerId: string, id: string, sequence: number, status: string) => ({
    id,
    type: 'document.updated',
    documentId,
    externalReference: offerId,
    sequence,
    occurredAt: clock.now().toISOString(),
    status,
    parties: [],
  });

  it('refuses an unsigned, a wrongly signed, an old, or a re-serialised request with 401, changing nothing', async () => {
    const { offerId, documentId } = await documentOf('hook-1@example.com');
    const body = JSON.stringify(event(documentId, offerId, 'evt-forged', 99, 'Completed'));
    const secret = t.app.services.webhookSecret;
    expect((await post(body, undefined)).statusCode).toBe(401);
    expect((await post(body, signWebhook('not-our-secret', body, clock.now()))).statusCode).toBe(401);
    expect(
      (await post(body, signWebhook(secret, body, new Date(clock.now().getTime() - 10 * 60_000)))).statusCode,
    ).toBe(401);
    // The signature covers the exact bytes: the same JSON with other spacing is not what was signed.
    const respaced = JSON.stringify(JSON.parse(body), null, 1);
    const answer = await post(respaced, signWebhook(secret, body, clock.now()));
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await offerRow(offerId)).agreementStatus).toBe('Processing');
    expect(await t.db.select().from(eSignatureEvents).where(eq(eSignatureEvents.eventId, 'evt-forged'))).toEqual([]);
  });

  it('applies an event once (a repeated delivery is a duplicate), and ignores one older than what it holds', async () => {
    const { offerId, documentId } = await documentOf('hook-2@example.com');
    const secret = t.app.services.webhookSecret;
    const completed = buildSignedWebhook(secret, event(documentId, offerId, 'evt-c', 10, 'Completed'), clock.now());
    const first = await post(completed.rawBody, completed.headers[SIGNATURE_HEADER]);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await post(completed.rawBody, completed.headers[SIGNATURE_HEADER]);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    // An older event arriving late (out of order) does not move the agreement back.
    const late = buildSignedWebhook(secret, event(documentId, offerId, 'evt-late', 9, 'Processing'), clock.now());
    expect((await post(late.rawBody, late.headers[SIGNATURE_HEADER])).statusCode).toBe(200);
    expect(await offerRow(offerId)).toMatchObject({ agreementStatus: 'Completed', signatureSequence: 10 });
    const events = await t.db
      .select({ to: offerEvents.toValue })
      .from(offerEvents)
      .where(and(eq(offerEvents.offerId, offerId), eq(offerEvents.type, 'agreement_status_changed')));
    expect(events.map((e) => e.to).filter((to) => to === 'Completed')).toHaveLength(1);
    const recorded = await t.db
      .select({ id: eSignatureEvents.eventId, outcome: eSignatureEvents.outcome })
      .from(eSignatureEvents)
      .where(eq(eSignatureEvents.documentId, documentId));
    expect(recorded).toEqual(
      expect.arrayContaining([
        { id: 'evt-c', outcome: 'applied' },
        { id: 'evt-late', outcome: 'stale' },
      ]),
    );
  });

  it('answers a signed event whose sequence is beyond what the database holds with 400, recording nothing', async () => {
    const { offerId, documentId } = await documentOf('hook-big@example.com');
    const webhook = buildSignedWebhook(
      t.app.services.webhookSecret,
      event(documentId, offerId, 'evt-huge', 2 ** 31, 'Completed'),
      clock.now(),
    );
    const answer = await post(webhook.rawBody, webhook.headers[SIGNATURE_HEADER]);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().violations).toEqual([expect.objectContaining({ propertyPath: 'sequence' })]);
    expect((await offerRow(offerId)).agreementStatus).toBe('Processing');
    expect(await t.db.select().from(eSignatureEvents).where(eq(eSignatureEvents.eventId, 'evt-huge'))).toEqual([]);
  });

  it('records an event about a document it does not know, and answers 200 (the provider stops retrying)', async () => {
    const webhook = buildSignedWebhook(
      t.app.services.webhookSecret,
      event('00000000-0000-4000-8000-000000000000', 'x', 'evt-unknown', 1, 'Completed'),
      clock.now(),
    );
    expect((await post(webhook.rawBody, webhook.headers[SIGNATURE_HEADER])).json()).toEqual({
      received: true,
      duplicate: false,
    });
    const [row] = await t.db.select().from(eSignatureEvents).where(eq(eSignatureEvents.eventId, 'evt-unknown'));
    expect(row?.outcome).toBe('unknown-offer');
  });
});

describe('the sandbox is bound to the tenant of the document', () => {
  const post = (rawBody: string, signature: string, host: string) =>
    t.app.inject({
      method: 'POST',
      url: '/public-api/webhooks/e-signature',
      headers: { host, 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload: rawBody,
    });

  it("answers the signing page, its PDF and the decision with 404 on another tenant's host, changing nothing", async () => {
    const offerId = await acceptedOffer('tenant-page@example.com');
    await start(offerId, 'tenant-page@example.com');
    await t.app.services.jobs.drain();
    const { documentId, token } = await signerLink('tenant-page@example.com');
    expect((await page(documentId, token, '', HOSTS.navy)).statusCode).toBe(404);
    expect((await page(documentId, token, '/pdf', HOSTS.navy)).statusCode).toBe(404);
    const decided = await decide(documentId, token, { decision: 'sign' }, HOSTS.navy);
    expect(decided.statusCode).toBe(404);
    expect(decided.json().code).toBe('NOT_FOUND');
    await t.app.services.jobs.drain();
    expect((await offerRow(offerId)).agreementStatus).toBe('Processing');
    expect((await page(documentId, token)).json()).toMatchObject({ status: 'Processing', decidedAt: null });
  });

  it("refuses a signed event about one tenant's document sent through another tenant's host, recording nothing", async () => {
    const offerId = await acceptedOffer('tenant-hook@example.com');
    await start(offerId, 'tenant-hook@example.com');
    await t.app.services.jobs.drain();
    const { signatureDocumentId, signatureSequence } = await offerRow(offerId);
    const webhook = buildSignedWebhook(
      t.app.services.webhookSecret,
      {
        id: 'evt-other-host',
        type: 'document.updated',
        documentId: signatureDocumentId!,
        externalReference: offerId,
        sequence: signatureSequence! + 10,
        occurredAt: clock.now().toISOString(),
        status: 'Rejected',
        parties: [],
      },
      clock.now(),
    );
    const refused = await post(webhook.rawBody, webhook.headers[SIGNATURE_HEADER], HOSTS.navy);
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    expect((await offerRow(offerId)).agreementStatus).toBe('Processing');
    expect(await t.db.select().from(eSignatureEvents).where(eq(eSignatureEvents.eventId, 'evt-other-host'))).toEqual(
      [],
    );
    // The same delivery on the document's own host applies.
    const applied = await post(webhook.rawBody, webhook.headers[SIGNATURE_HEADER], HOSTS.demo);
    expect(applied.json()).toEqual({ received: true, duplicate: false });
    expect((await offerRow(offerId)).agreementStatus).toBe('Rejected');
  });

  it("sends another tenant's callbacks to that tenant's host: a navy agreement signed on the navy host completes", async () => {
    const offerId = await acceptedOffer('navy-signer@example.com', 'navy');
    await start(offerId, 'navy-signer@example.com', navyCaller);
    await t.app.services.jobs.drain();
    expect((await offerRow(offerId)).agreementStatus).toBe('Processing');
    const { documentId, token } = await signerLink('navy-signer@example.com');
    expect((await page(documentId, token)).statusCode).toBe(404);
    const signed = await decide(documentId, token, { decision: 'sign' }, HOSTS.navy);
    expect(signed.statusCode, signed.body).toBe(200);
    await t.app.services.jobs.drain();
    expect((await offerRow(offerId)).agreementStatus).toBe('Completed');
  });
});

describe('the reconciler', () => {
  it('learns by polling what a lost callback did not say', async () => {
    const offerId = await acceptedOffer('lost@example.com');
    await start(offerId, 'lost@example.com');
    await t.app.services.jobs.drain();
    const { signatureDocumentId } = await offerRow(offerId);
    // The provider's state changes, but its callback never arrives.
    const silent = createSandboxESignature({
      clock: clock.now,
      webhookSecret: 'irrelevant',
      store: createDatabaseDocumentStore(t.db, t.app.services.storage),
      deliverWebhook: async () => undefined,
    });
    const party = (await silent.getDocument(signatureDocumentId!))!.parties[0]!;
    await silent.signAs(signatureDocumentId!, party.id);
    expect((await offerRow(offerId)).agreementStatus).toBe('Processing');

    // Not yet stale: nothing polled.
    expect(await reconcileAgreements(caller, { staleAfterMs: 5 * 60_000 })).toMatchObject({ applied: 0 });
    clock.advance(6 * 60_000);
    const pass = await reconcileAgreements(caller, { staleAfterMs: 5 * 60_000 });
    expect(pass.applied).toBeGreaterThanOrEqual(1);
    const offer = await offerRow(offerId);
    expect(offer).toMatchObject({ agreementStatus: 'Completed', agreementDate: '2026-03-02' });
    expect(offer.signedPdfKey).not.toBeNull();
  });

  it('starts again an agreement whose start failed', async () => {
    const offerId = await acceptedOffer('unsent@example.com');
    const restarted: string[] = [];
    clock.advance(6 * 60_000);
    const pass = await reconcileAgreements(caller, {
      staleAfterMs: 5 * 60_000,
      restart: async (_tenantId, id) => {
        restarted.push(id);
      },
    });
    expect(restarted).toContain(offerId);
    expect(pass.restarted).toBeGreaterThanOrEqual(1);
  });
});
