// The operator's offer actions through the real app: confirm the payment (signed agreement only, a payment date
// not in the future, maturity as the end date), reject with a reason, withdraw the agreement (back to
// interested, agreement columns cleared), archive; roles, the tenant boundary, and the events they write.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerEvents, offers } from '../../server/src/db/schema';
import { findTenantByHost } from '../../server/src/modules/branding';
import { startAgreementSigning } from '../../server/src/modules/e-signature';
import type { Caller } from '../../server/src/modules/shared';
import { HOSTS } from './helpers/auth';
import { apiCaller, buildOfferWorld, inviteUrl, offerById, setOffer, type OfferWorld } from './helpers/offers';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let w: OfferWorld;
let api: ReturnType<typeof apiCaller>;
const clock = createClock('2026-03-02T10:00:00.000Z');
let counter = 0;

async function newOffer(code: 'B1' | 'B2' = 'B1'): Promise<string> {
  const response = await api('POST', inviteUrl(w.active, code), w.tokens.advisor, {
    investorEmail: `bo.${++counter}@example.com`,
    message: 'Zapraszam do zapoznania się z ofertą.',
    networkId: w.networks.north,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().offerId as string;
}

/** An accepted offer (what the public offer module does) with the agreement in `agreementStatus`. */
async function acceptedOffer(agreementStatus: 'Processing' | 'Completed', code: 'B1' | 'B2' = 'B1'): Promise<string> {
  const id = await newOffer(code);
  await setOffer(t.db, id, {
    status: 'accepted',
    investmentValue: '15000.00',
    investmentData: { amount: 15000 },
    acceptedAt: new Date('2026-02-27T09:00:00Z'),
    paymentDueDate: '2026-03-06',
    agreementStatus,
    signatureDocumentId: `doc-${id}`,
    signatureSequence: 3,
    agreementDate: agreementStatus === 'Completed' ? '2026-02-28' : null,
  });
  return id;
}

const url = (id: string, action: string) => `/api/operator/offer/${id}/${action}`;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  api = apiCaller(t);
  w = await buildOfferWorld(t, clock);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('roles and the tenant boundary', () => {
  it('only the operator (x-roles); another tenant’s operator gets 404; an unknown offer is 404', async () => {
    const id = await newOffer();
    for (const who of ['advisor', 'coordinator', 'investor'] as const) {
      const response = await api('PATCH', url(id, 'archive'), w.tokens[who]);
      expect(response.statusCode, who).toBe(403);
    }
    const navy = await api('PATCH', url(id, 'archive'), w.tokens.navyOperator, undefined, { host: HOSTS.navy });
    expect(navy.statusCode).toBe(404);
    const unknown = await api('PATCH', url('00000000-0000-4000-8000-000000000000', 'archive'), w.tokens.operator);
    expect(unknown.statusCode).toBe(404);
    expect((await offerById(t.db, id)).status).toBe('invited');
  });
});

describe('confirmOfferPayment', () => {
  it('accepted + signed -> active: payment date, end date = the product’s maturity, an event; the row answered', async () => {
    const id = await acceptedOffer('Completed');
    const response = await api('PATCH', url(id, 'confirm-payment'), w.tokens.operator, { paymentDate: '2026-03-02' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'active',
      paymentDate: '2026-03-02',
      endDate: '2028-03-01', // B1 starts 2026-03-01 for 24 months
      investmentValue: 15000,
      productAutentiStatus: 'Completed',
      agreementDate: '2026-02-28',
      ownerName: 'Anna Nowak',
    });
    const offer = await offerById(t.db, id);
    expect(offer).toMatchObject({ status: 'active', paymentDate: '2026-03-02', endDate: '2028-03-01' });
    const events = await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, id));
    expect(events.filter((e) => e.type === 'status_changed')).toMatchObject([
      { fromValue: 'accepted', toValue: 'active', actorRole: 'operator', actorId: w.users.operator },
    ]);
  });

  it('a product without a term: the campaign’s end date (as the product shows it)', async () => {
    const id = await acceptedOffer('Completed', 'B2');
    const response = await api('PATCH', url(id, 'confirm-payment'), w.tokens.operator, { paymentDate: '2026-03-01' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().endDate).toBe('2026-04-30');
  });

  it('an agreement not yet signed, or an offer not accepted, is 409 OFFER_TRANSITION_NOT_ALLOWED', async () => {
    const processing = await acceptedOffer('Processing');
    const notSigned = await api('PATCH', url(processing, 'confirm-payment'), w.tokens.operator, {
      paymentDate: '2026-03-02',
    });
    expect(notSigned.statusCode).toBe(409);
    expect(notSigned.json().code).toBe('OFFER_TRANSITION_NOT_ALLOWED');
    const invited = await newOffer();
    const notAccepted = await api('PATCH', url(invited, 'confirm-payment'), w.tokens.operator, {
      paymentDate: '2026-03-02',
    });
    expect(notAccepted.statusCode).toBe(409);
    expect(notAccepted.json().code).toBe('OFFER_TRANSITION_NOT_ALLOWED');
    expect((await offerById(t.db, processing)).status).toBe('accepted');
  });

  it('a payment date in the future (Warsaw) or before the acceptance is 422; a malformed one 400', async () => {
    const id = await acceptedOffer('Completed');
    const future = await api('PATCH', url(id, 'confirm-payment'), w.tokens.operator, { paymentDate: '2026-03-03' });
    expect(future.statusCode).toBe(422);
    expect(future.json().violations[0].propertyPath).toBe('paymentDate');
    const early = await api('PATCH', url(id, 'confirm-payment'), w.tokens.operator, { paymentDate: '2026-02-26' });
    expect(early.statusCode).toBe(422);
    const malformed = await api('PATCH', url(id, 'confirm-payment'), w.tokens.operator, { paymentDate: '02.03.2026' });
    expect(malformed.statusCode).toBe(400);
    expect((await offerById(t.db, id)).status).toBe('accepted');
  });
});

describe('rejectOffer', () => {
  it('open or accepted -> rejected with the reason on the offer and on the event; twice is 409', async () => {
    const id = await acceptedOffer('Processing');
    const response = await api('PATCH', url(id, 'reject'), w.tokens.operator, { reason: '  Brak środków AML  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('rejected');
    expect((await offerById(t.db, id)).decisionReason).toBe('Brak środków AML');
    const [event] = (await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, id))).filter(
      (e) => e.type === 'status_changed',
    );
    expect(event).toMatchObject({ fromValue: 'accepted', toValue: 'rejected', reason: 'Brak środków AML' });
    const again = await api('PATCH', url(id, 'reject'), w.tokens.operator, { reason: 'Jeszcze raz' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('OFFER_TRANSITION_NOT_ALLOWED');
  });

  it('a reason shorter than 3 characters is 400', async () => {
    const id = await newOffer();
    const response = await api('PATCH', url(id, 'reject'), w.tokens.operator, { reason: 'no' });
    expect(response.statusCode).toBe(400);
  });
});

describe('withdrawOfferAgreement', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  let caller: Caller;
  beforeAll(async () => {
    const tenant = (await findTenantByHost(t.db, HOSTS.demo))!;
    caller = { db: t.db, services: t.app.services, tenant, user: null, ip: '127.0.0.1', baseUrl: 'http://localhost' };
  });

  /** An accepted offer whose agreement went out for signature through the (sandbox) provider. */
  async function sentForSignature(): Promise<{ id: string; documentId: string }> {
    const id = await newOffer();
    await setOffer(t.db, id, {
      status: 'accepted',
      investmentValue: '15000.00',
      investmentData: { amount: 15000 },
      acceptedAt: new Date('2026-02-27T09:00:00Z'),
      paymentDueDate: '2026-03-06',
      agreementStatus: 'New',
    });
    const email = (await offerById(t.db, id)).investorEmail;
    expect(
      await startAgreementSigning(caller, {
        offerId: id,
        title: 'Umowa inwestycyjna',
        signer: { name: 'Jan Kowalski', email, locale: 'pl' },
        pdf: PDF,
      }),
    ).toBe('Processing');
    return { id, documentId: (await offerById(t.db, id)).signatureDocumentId! };
  }

  it('accepted -> interested, the document withdrawn at the provider, the agreement cleared, the reason kept', async () => {
    const { id, documentId } = await sentForSignature();
    const response = await api('PATCH', url(id, 'withdraw-agreement'), w.tokens.operator, {
      reason: 'Błędne dane w umowie',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'interested', investmentValue: null, productAutentiStatus: null });
    const offer = await offerById(t.db, id);
    expect(offer).toMatchObject({
      status: 'interested',
      investmentValue: null,
      acceptedAt: null,
      paymentDueDate: null,
      agreementStatus: null,
      signatureDocumentId: null,
      signatureSequence: null,
      decisionReason: 'Błędne dane w umowie',
      investmentData: { amount: 15000 }, // kept to prefill the next acceptance
    });
    const document = await t.app.services.eSignature.getDocument(documentId);
    expect(['Withdrawing', 'Withdrawn']).toContain(document!.status);
    const events = await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, id));
    expect(events.filter((e) => e.type === 'status_changed')).toMatchObject([
      { fromValue: 'accepted', toValue: 'interested', reason: 'Błędne dane w umowie', actorRole: 'operator' },
    ]);
  });

  it('signed at the provider before its callback arrived: 409, the offer stays accepted, nothing withdrawn', async () => {
    const { id, documentId } = await sentForSignature();
    const sandbox = t.app.services.eSignatureSandbox!;
    const document = await sandbox.getDocument(documentId);
    await t.db.update(offers).set({ agreementStatus: 'Processing' }).where(eq(offers.id, id));
    await sandbox.signAs(documentId, document!.parties[0]!.id);
    await t.db.update(offers).set({ agreementStatus: 'Processing' }).where(eq(offers.id, id)); // callback not applied
    const response = await api('PATCH', url(id, 'withdraw-agreement'), w.tokens.operator, { reason: 'Za późno' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('OFFER_TRANSITION_NOT_ALLOWED');
    expect((await offerById(t.db, id)).status).toBe('accepted');
    expect((await sandbox.getDocument(documentId))!.status).toBe('Completed');
  });

  it('rejecting an offer whose agreement is out for signature withdraws the document too', async () => {
    const { id, documentId } = await sentForSignature();
    const response = await api('PATCH', url(id, 'reject'), w.tokens.operator, { reason: 'Odrzucone przez fundusz' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('rejected');
    expect(['Withdrawing', 'Withdrawn']).toContain((await t.app.services.eSignature.getDocument(documentId))!.status);
  });

  it('a signed agreement cannot be withdrawn; an offer not accepted is 409', async () => {
    const signed = await acceptedOffer('Completed');
    const response = await api('PATCH', url(signed, 'withdraw-agreement'), w.tokens.operator, { reason: 'Za późno' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('OFFER_TRANSITION_NOT_ALLOWED');
    const invited = await newOffer();
    const notAccepted = await api('PATCH', url(invited, 'withdraw-agreement'), w.tokens.operator, { reason: 'Nic' });
    expect(notAccepted.statusCode).toBe(409);
    expect((await offerById(t.db, signed)).status).toBe('accepted');
  });
});

describe('archiveOffer', () => {
  it('invited -> archived; accepted and active cannot be archived (409)', async () => {
    const id = await newOffer();
    const response = await api('PATCH', url(id, 'archive'), w.tokens.operator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('archived');
    const accepted = await acceptedOffer('Processing');
    const refused = await api('PATCH', url(accepted, 'archive'), w.tokens.operator);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('OFFER_TRANSITION_NOT_ALLOWED');
    await setOffer(t.db, accepted, { status: 'active' });
    expect((await api('PATCH', url(accepted, 'archive'), w.tokens.operator)).statusCode).toBe(409);
  });
});
