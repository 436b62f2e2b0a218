// The public offer page's API (/public-api/campaign-offer/...): the offer by its token, viewed on the first
// open, interest, acceptance (the form's violations, the exact amount rules, the campaign's state, payment
// instructions and their e-mail, Idempotency-Key), payment confirmations and the agreement PDF. On the real app
// and database (PGlite by default, PostgreSQL with DATABASE_URL).
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, offerAttachments, offerEvents, offers, users } from '../../server/src/db/schema';
import { findTenantByHost } from '../../server/src/modules/branding';
import { restartAgreementSigning, startSigningAfterAcceptance } from '../../server/src/modules/public-campaign-offer';
import type { Caller } from '../../server/src/modules/shared';
import { HOSTS } from './helpers/auth';
import { createCampaign, createOffer, personForm, type CampaignFixture } from './helpers/offer-fixtures';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';
import { PDF, PNG } from '../fixtures/files';
import { pdfText } from '../fixtures/pdf-reader';

const clock = createClock('2026-03-02T10:00:00.000Z');
let t: TestApp;
let campaign: CampaignFixture;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  campaign = await createCampaign(t.db);
});
afterAll(async () => {
  await t?.close();
});

const headers = (host: string = HOSTS.demo) => ({
  host,
  'context-id': host === HOSTS.navy ? 'navy' : 'demo',
  'context-type': 'investor-panel',
});

function call(
  method: 'GET' | 'PATCH' | 'POST',
  path: string,
  options: { payload?: unknown; host?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/public-api/campaign-offer/${path}`,
    headers: { ...headers(options.host), ...options.headers },
    ...(options.payload !== undefined && { payload: options.payload as object }),
  });
}

const accept = (token: string, payload: unknown, extra: Record<string, string> = {}) =>
  call('PATCH', `${token}/accept`, { payload, headers: extra });

async function statusOf(offerId: string) {
  const [row] = await t.db.select().from(offers).where(eq(offers.id, offerId));
  return row!;
}

async function eventsOf(offerId: string) {
  return t.db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId)).orderBy(offerEvents.occurredAt);
}

function multipart(file: Buffer, fileName: string, contentType = 'application/octet-stream') {
  const boundary = '----offer-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('dictionary', () => {
  it('lists countries, currencies, rate types, frequencies and statuses in Polish and English', async () => {
    const response = await call('GET', 'dictionary');
    expect(response.statusCode, response.body).toBe(200);
    const dictionary = response.json();
    const poland = dictionary.countries.find((c: { value: string }) => c.value === 'PL');
    expect(poland.label).toEqual({ pl: 'Polska', en: 'Poland' });
    expect(dictionary.countries.find((c: { value: string }) => c.value === 'DE').label).toEqual({
      pl: 'Niemcy',
      en: 'Germany',
    });
    expect(dictionary.currencies.map((c: { value: string }) => c.value)).toEqual(['PLN', 'EUR', 'USD']);
    expect(dictionary.paymentFrequencies.map((c: { value: string }) => c.value)).toEqual([
      'Monthly',
      'Quarterly',
      'Semi-annually',
      'Annually',
      'At Maturity',
    ]);
    expect(dictionary.agreementStatuses.find((c: { value: string }) => c.value === 'Completed').label).toEqual({
      pl: 'Podpisana',
      en: 'Signed',
    });
    expect(dictionary.offerStatuses).toHaveLength(8);
  });
});

describe('opening the offer', () => {
  it('shows the offer and marks it viewed on the first open only', async () => {
    const { token, offerId } = await createOffer(t.db, campaign);
    const first = await call('GET', token);
    expect(first.statusCode, first.body).toBe(200);
    const offer = first.json();
    expect(offer).toMatchObject({
      id: offerId,
      status: 'viewed',
      currency: 'PLN',
      investmentValue: null,
      investmentValueMin: 1000,
      investmentValueMax: 100000,
      investmentValueStep: 100,
      message: 'Polecam tę emisję, proszę o kontakt.',
      advisor: { email: 'advisor@demo.test', phone: null },
      paymentInstructions: null,
      paymentConfirmations: [],
    });
    expect(offer.campaign.id).toBe(campaign.campaignId);
    expect(offer.campaign.status).toBe('active');
    expect(offer.campaign).not.toHaveProperty('paymentAccount');
    expect(offer.product).toMatchObject({ id: campaign.productId, code: 'ZE-A-2029', interestRate: 9.5 });

    clock.advance(60_000);
    const second = await call('GET', token);
    expect(second.json().status).toBe('viewed');
    const events = await eventsOf(offerId);
    expect(events.filter((e) => e.type === 'status_changed')).toEqual([
      expect.objectContaining({ fromValue: 'invited', toValue: 'viewed', actorRole: 'visitor', actorId: null }),
    ]);
  });

  it('answers 404 NOT_FOUND to every operation of a token on another tenant’s host, changing nothing', async () => {
    const { token, offerId } = await createOffer(t.db, campaign, { status: 'interested' });
    for (const [method, path, payload] of [
      ['PATCH', `${token}/interest`, undefined],
      ['PATCH', `${token}/accept`, personForm(5000)],
      ['POST', `${token}/pdf`, {}],
    ] as const) {
      const response = await call(method, path, { host: HOSTS.navy, payload });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await statusOf(offerId)).status).toBe('interested');
  });

  it('answers 404 NOT_FOUND for an unknown token and for another tenant’s token', async () => {
    const unknown = await call('GET', 'no-such-token-at-all');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');

    const { token, offerId } = await createOffer(t.db, campaign);
    const elsewhere = await call('GET', token, { host: HOSTS.navy });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('NOT_FOUND');
    expect((await statusOf(offerId)).status).toBe('invited');
  });

  it.each(['active', 'declined', 'rejected', 'archived'] as const)(
    'answers 404 TOKEN_INACTIVE for an offer that is %s',
    async (status) => {
      const { token } = await createOffer(t.db, campaign, { status });
      for (const [method, path] of [
        ['GET', token],
        ['PATCH', `${token}/interest`],
      ] as const) {
        const response = await call(method, path);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'TOKEN_INACTIVE', label: 'Token is no longer active' });
      }
    },
  );

  it('answers TOKEN_INACTIVE for an open offer of an ended or suspended campaign, but keeps an accepted one', async () => {
    const ended = await createCampaign(t.db, { startDate: '2025-01-01', endDate: '2026-02-28' });
    const open = await createOffer(t.db, ended);
    // Only that: nothing of the offer, its investor or its advisor.
    expect((await call('GET', open.token)).json()).toEqual({
      label: 'Token is no longer active',
      code: 'TOKEN_INACTIVE',
    });
    const accepted = await createOffer(t.db, ended, { status: 'accepted' });
    const response = await call('GET', accepted.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().paymentInstructions).not.toBeNull();

    const suspended = await createCampaign(t.db, { suspended: true });
    expect((await call('GET', (await createOffer(t.db, suspended)).token)).json().code).toBe('TOKEN_INACTIVE');
  });
});

describe('showing interest', () => {
  it('moves invited or viewed to interested once, and refuses an accepted offer with 409', async () => {
    const { token, offerId } = await createOffer(t.db, campaign);
    const response = await call('PATCH', `${token}/interest`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('interested');
    const again = await call('PATCH', `${token}/interest`);
    expect(again.statusCode).toBe(200);
    expect((await eventsOf(offerId)).filter((e) => e.toValue === 'interested')).toHaveLength(1);

    const accepted = await createOffer(t.db, campaign, { status: 'accepted' });
    const refused = await call('PATCH', `${accepted.token}/interest`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('OFFER_OUT_OF_DATE');
  });

  it('refuses a campaign that has not started with 422 CAMPAIGN_NOT_STARTED', async () => {
    const scheduled = await createCampaign(t.db, { startDate: '2026-05-01', endDate: '2026-12-31' });
    const { token } = await createOffer(t.db, scheduled);
    const response = await call('PATCH', `${token}/interest`);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('CAMPAIGN_NOT_STARTED');
  });
});

describe('accepting', () => {
  it('accepts with the payment instructions, the agreement data and one e-mail', async () => {
    const { token, offerId } = await createOffer(t.db, campaign);
    clock.set('2026-03-02T23:30:00.000Z'); // already 3 March in Warsaw
    const response = await accept(token, personForm(25000));
    expect(response.statusCode, response.body).toBe(200);
    const offer = response.json();
    expect(offer).toMatchObject({
      status: 'accepted',
      investmentValue: 25000,
      agreementStatus: 'New',
      paymentInstructions: {
        bankAccount: 'PL61109010140000071219812874',
        recipient: 'Zielona Energia S.A.',
        amount: { value: 25000, currency: 'PLN' },
        dueDate: '2026-03-10',
      },
    });
    const reference = offerId.replace(/-/g, '').slice(0, 8).toUpperCase();
    expect(offer.paymentInstructions.title).toBe(`${reference} ZE-A-2029 Jan Kowalski`);

    const row = await statusOf(offerId);
    expect(row).toMatchObject({
      status: 'accepted',
      investmentValue: '25000.00',
      investorName: 'Jan Kowalski',
      paymentDueDate: '2026-03-10',
    });
    expect(row.acceptedAt?.toISOString()).toBe('2026-03-02T23:30:00.000Z');
    expect(row.investmentData).toMatchObject({ investorType: 'person', person: { pesel: '44051401359' } });
    const events = await eventsOf(offerId);
    expect(events.at(-1)).toMatchObject({ fromValue: 'invited', toValue: 'accepted', actorRole: 'visitor' });

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'investor@demo.test'));
    const mail = mails.find((m) => m.text.includes(reference));
    expect(mail).toBeDefined();
    expect(mail!.locale).toBe('pl');
    expect(mail!.subject).toContain(`umowa ${reference}`);
    expect(mail!.text).toContain('Numer rachunku: PL61 1090 1014 0000 0712 1981 2874');
    expect(mail!.text).toContain('Kwota: 25\u00a0000,00 PLN');
    expect(mail!.text).toContain('Termin wpłaty: 10.03.2026');
    expect(mail!.text).toContain(`/campaign?token=${token}`);

    // After the commit the final agreement goes to the (sandbox) e-signature provider.
    await t.app.services.jobs.drain();
    const sent = await statusOf(offerId);
    expect(sent.agreementStatus).toBe('Processing');
    expect(sent.signatureDocumentId).not.toBeNull();
    expect((await call('GET', token)).json().agreementStatus).toBe('Processing');
    clock.set('2026-03-02T10:00:00.000Z');
  });

  it('writes the e-mail in English for an investor whose language is English', async () => {
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.email, 'investor@demo.test'));
    try {
      const { token, offerId } = await createOffer(t.db, campaign);
      expect((await accept(token, personForm(2000))).statusCode).toBe(200);
      const reference = offerId.replace(/-/g, '').slice(0, 8).toUpperCase();
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'investor@demo.test'));
      const mail = mails.find((m) => m.subject.includes(reference))!;
      expect(mail.locale).toBe('en');
      expect(mail.subject).toContain(`payment details (agreement ${reference})`);
      expect(mail.text).toContain('Amount: 2,000.00 PLN');
      expect(mail.text).toContain('Due date: 2026-03-09');
    } finally {
      await t.db.update(users).set({ locale: 'pl' }).where(eq(users.email, 'investor@demo.test'));
    }
  });

  it('keeps the acceptance when sending the agreement fails (Error), and the reconciler’s restart sends it', async () => {
    const { offerId } = await createOffer(t.db, campaign, { status: 'accepted' });
    await t.db.update(offers).set({ agreementStatus: 'New' }).where(eq(offers.id, offerId));
    const tenant = (await findTenantByHost(t.db, HOSTS.demo))!;
    const failing = {
      ...t.app.services,
      eSignature: {
        ...t.app.services.eSignature,
        createDocument: () => Promise.reject(new Error('provider down')),
      },
    };
    const caller: Caller = {
      db: t.db,
      services: failing,
      tenant,
      user: null,
      ip: '127.0.0.1',
      baseUrl: 'http://localhost',
    };
    await expect(startSigningAfterAcceptance(caller, offerId)).rejects.toThrow('provider down');
    const failed = await statusOf(offerId);
    expect(failed).toMatchObject({ status: 'accepted', agreementStatus: 'Error', signatureDocumentId: null });
    expect((await eventsOf(offerId)).at(-1)).toMatchObject({
      type: 'agreement_status_changed',
      fromValue: 'New',
      toValue: 'Error',
      actorRole: 'system',
    });

    await restartAgreementSigning({ db: t.db, services: t.app.services }, tenant.id, offerId);
    await t.app.services.jobs.drain(); // the restart is a signing job
    const restarted = await statusOf(offerId);
    expect(restarted.agreementStatus).toBe('Processing');
    expect(restarted.signatureDocumentId).not.toBeNull();
  });

  it('answers 400 with the violations of the form on their fields', async () => {
    const { token, offerId } = await createOffer(t.db, campaign);
    const form = personForm(5000) as { person: Record<string, unknown>; bankAccount: string; consents: object };
    form.person.pesel = '44051401358';
    form.bankAccount = 'PL00109010140000071219812874';
    form.consents = { termsAccepted: true };
    const response = await accept(token, form);
    expect(response.statusCode).toBe(400);
    const paths = (response.json().violations as { propertyPath: string }[]).map((v) => v.propertyPath);
    expect(paths).toEqual(expect.arrayContaining(['person.pesel', 'bankAccount', 'consents.risksAcknowledged']));
    expect((await statusOf(offerId)).status).toBe('invited');
  });

  it('refuses a company on a tenant without legal-person investors (400 on investorType)', async () => {
    const { token } = await createOffer(t.db, campaign);
    const { person: _person, ...rest } = personForm(5000);
    const company = {
      ...rest,
      investorType: 'company',
      company: {
        name: 'Przykład sp. z o.o.',
        nip: '5260250274',
        address: { street: 'Prosta', house: '1', postalCode: '00-950', city: 'Warszawa', country: 'PL' },
        representative: { firstName: 'Anna', surname: 'Nowak', function: 'Prezes zarządu' },
        email: 'biuro@example.com',
        phone: '+48 22 123 45 67',
      },
    };
    const response = await accept(token, company);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().violations).toEqual(
      expect.arrayContaining([expect.objectContaining({ propertyPath: 'investorType' })]),
    );
  });

  it.each([
    [999.99, 'OFFER_BELOW_MINIMUM'],
    [900, 'OFFER_BELOW_MINIMUM'],
    [100000.01, 'OFFER_ABOVE_MAXIMUM'],
    [100100, 'OFFER_ABOVE_MAXIMUM'],
    [1050, 'OFFER_NOT_MULTIPLE_OF_STEP'],
    [1000.5, 'OFFER_NOT_MULTIPLE_OF_STEP'],
    [1000.001, 'OFFER_NOT_MULTIPLE_OF_STEP'],
  ])('refuses %s with 422 %s and the bounds', async (value, code) => {
    const { token, offerId } = await createOffer(t.db, campaign);
    const response = await accept(token, personForm(value));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      code,
      parameters: { investmentValueMin: 1000, investmentValueMax: 100000, currency: 'PLN' },
    });
    expect((await statusOf(offerId)).status).toBe('invited');
  });

  it('says the bound with its currency in the 422 message', async () => {
    const { token } = await createOffer(t.db, campaign);
    const response = await accept(token, personForm(900));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().label).toBe(
      'The offer cannot be accepted: the amount is below the minimum investment of 1 000,00 PLN',
    );
  });

  it.each([1000, 100000, 1100])('accepts %s (the minimum, the maximum, on the step)', async (value) => {
    const { token } = await createOffer(t.db, campaign);
    const response = await accept(token, personForm(value));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().investmentValue).toBe(value);
  });

  it('checks a decimal step exactly (10.30 is a multiple of 0.10; 10.35 is not)', async () => {
    const fine = await createCampaign(t.db, { min: '10.00', max: '1000.00', step: '0.10' });
    const ok = await accept((await createOffer(t.db, fine)).token, personForm(10.3));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().investmentValue).toBe(10.3);
    const off = await accept((await createOffer(t.db, fine)).token, personForm(10.35));
    expect(off.json().code).toBe('OFFER_NOT_MULTIPLE_OF_STEP');
    const cents = await createCampaign(t.db, { min: '0.01', max: '100.00', step: '0.01' });
    const exact = await accept((await createOffer(t.db, cents)).token, personForm(0.07));
    expect(exact.statusCode, exact.body).toBe(200);
  });

  it('caps the amount at what is left of the campaign, and refuses every amount when less than the minimum is left', async () => {
    const small = await createCampaign(t.db, { targetAmount: '8000.00' });
    await createOffer(t.db, small, { status: 'accepted', investmentValue: '2500.00' });
    const above = await accept((await createOffer(t.db, small)).token, personForm(6000));
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({
      code: 'OFFER_ABOVE_MAXIMUM',
      parameters: { investmentValueMin: 1000, investmentValueMax: 5500 },
    });
    expect((await accept((await createOffer(t.db, small)).token, personForm(5500))).statusCode).toBe(200);
    const none = await accept((await createOffer(t.db, small)).token, personForm(1000));
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      code: 'OFFER_MINIMUM_NOT_REACHED',
      parameters: { investmentValueMin: 1000, investmentValueMax: 0 },
    });
  });

  it('refuses a suspended or not yet started campaign with 422', async () => {
    const scheduled = await createCampaign(t.db, { startDate: '2026-04-01' });
    const response = await accept((await createOffer(t.db, scheduled)).token, personForm(5000));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('CAMPAIGN_NOT_STARTED');
  });

  it('accepts once: a second accept is 409 OFFER_OUT_OF_DATE', async () => {
    const { token } = await createOffer(t.db, campaign);
    expect((await accept(token, personForm(5000))).statusCode).toBe(200);
    const second = await accept(token, personForm(5000));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('OFFER_OUT_OF_DATE');
  });

  it('replays the first answer for the same Idempotency-Key and refuses the key with another body', async () => {
    const { token, offerId } = await createOffer(t.db, campaign);
    const key = { 'idempotency-key': 'accept-0001-abcdef' };
    const first = await accept(token, personForm(5000), key);
    expect(first.statusCode).toBe(200);
    clock.advance(5_000);
    const retry = await accept(token, personForm(5000), key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const other = await accept(token, personForm(6000), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await eventsOf(offerId)).filter((e) => e.toValue === 'accepted')).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox);
    const reference = offerId.replace(/-/g, '').slice(0, 8).toUpperCase();
    expect(mails.filter((m) => m.subject.includes(reference))).toHaveLength(1);
  });
});

describe('payment confirmations', () => {
  const upload = (token: string, file: Buffer, name: string, type?: string) => {
    const { body, contentType } = multipart(file, name, type);
    return t.app.inject({
      method: 'POST',
      url: `/public-api/campaign-offer/${token}/upload`,
      headers: { ...headers(), 'content-type': contentType },
      payload: body,
    });
  };

  it('stores a PDF or PNG of an accepted offer by its content, with its event', async () => {
    const { token, offerId } = await createOffer(t.db, campaign, { status: 'accepted' });
    const response = await upload(token, PNG, 'przelew.pdf', 'application/pdf');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ fileName: 'przelew.png', contentType: 'image/png', size: PNG.length });
    const [row] = await t.db.select().from(offerAttachments).where(eq(offerAttachments.offerId, offerId));
    expect(row).toMatchObject({ uploadedByRole: 'visitor', contentType: 'image/png' });
    expect(await t.app.services.storage.get(row!.storageKey)).toEqual(PNG);
    expect((await eventsOf(offerId)).at(-1)).toMatchObject({
      type: 'payment_confirmation_uploaded',
      toValue: 'przelew.png',
      actorRole: 'visitor',
    });
    clock.advance(1_000);
    expect((await upload(token, PDF, 'potwierdzenie.pdf')).statusCode).toBe(201);
    const offer = (await call('GET', token)).json();
    expect(offer.paymentConfirmations.map((a: { fileName: string }) => a.fileName)).toEqual([
      'przelew.png',
      'potwierdzenie.pdf',
    ]);
  });

  it('refuses another type (415), a file over 10 MiB (413) and an offer not accepted (409)', async () => {
    const { token, offerId } = await createOffer(t.db, campaign, { status: 'accepted' });
    const text = await upload(token, Buffer.from('just text'), 'note.pdf', 'application/pdf');
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    // A JPEG's or a PDF's first bytes, then a web page: not an image, not a PDF.
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    for (const magic of [Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('%PDF-1.7\n')]) {
      const disguised = await upload(token, Buffer.concat([magic, html]), 'przelew.jpg', 'image/jpeg');
      expect(disguised.statusCode, disguised.body).toBe(415);
    }
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(token, big, 'big.pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await t.db.select().from(offerAttachments).where(eq(offerAttachments.offerId, offerId))).toEqual([]);

    const open = await createOffer(t.db, campaign, { status: 'interested' });
    const early = await upload(open.token, PDF, 'a.pdf');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('CONFLICT');
  });
});

describe('the agreement PDF', () => {
  const pdf = (token: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/public-api/campaign-offer/${token}/pdf`,
      headers: headers(),
      ...(payload !== undefined && { payload: payload as object }),
    });

  it('renders a preview with the given amount in figures and words', async () => {
    const { token, offerId } = await createOffer(t.db, campaign, { status: 'interested' });
    const response = await pdf(token, { investmentValue: 12300 });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const reference = offerId.replace(/-/g, '').slice(0, 8).toUpperCase();
    expect(response.headers['content-disposition']).toContain(`inline; filename="umowa-${reference}-podglad.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('PODGLĄD');
    expect(text).toMatch(/12\s300,00\s+PLN/);
    expect(text).toContain('dwanaście tysięcy trzysta złotych');
    expect(text).toContain('ZE-A-2029');
  });

  it('uses the minimum without an amount, and checks a given amount like an acceptance', async () => {
    const { token } = await createOffer(t.db, campaign);
    const response = await pdf(token);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toMatch(/Słownie +tysiąc złotych 00\/100/); // on one line, label and words
    const off = await pdf(token, { investmentValue: 1050 });
    expect(off.statusCode).toBe(422);
    expect(off.json()).toMatchObject({ code: 'OFFER_NOT_MULTIPLE_OF_STEP', parameters: { investmentValueMin: 1000 } });
  });

  it('renders the final agreement after acceptance, with the investor and the payment details', async () => {
    const { token, offerId } = await createOffer(t.db, campaign);
    expect((await accept(token, personForm(25000))).statusCode).toBe(200);
    const response = await pdf(token, { investmentValue: 1000 });
    expect(response.statusCode).toBe(200);
    const reference = offerId.replace(/-/g, '').slice(0, 8).toUpperCase();
    expect(response.headers['content-disposition']).toContain(`umowa-${reference}.pdf`);
    const text = await pdfText(response.rawPayload);
    expect(text).not.toContain('PODGLĄD');
    expect(text).toContain('Jan Kowalski');
    expect(text).toContain('44051401359');
    expect(text).toMatch(/25\s000,00\s+PLN/);
    expect(text).toContain('dwadzieścia pięć tysięcy złotych');
    // The tenant's own consent texts are the agreement's declarations.
    expect(text.replace(/\s+/g, ' ')).toContain('Potwierdzam zapoznanie się z regulaminem Demo Invest i go akceptuję.');
    expect(text.replace(/\s+/g, ' ')).toContain('Inwestowanie wiąże się z ryzykiem utraty kapitału.');
  });

  it('serves the signed PDF once the e-signature module stored one', async () => {
    const { token, offerId } = await createOffer(t.db, campaign, { status: 'accepted' });
    const signed = Buffer.from('%PDF-1.7\n% signed by the provider\n');
    await t.app.services.storage.put(`signed/${offerId}`, signed);
    await t.db
      .update(offers)
      .set({ signedPdfKey: `signed/${offerId}` })
      .where(and(eq(offers.id, offerId)));
    const response = await pdf(token);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(signed);
  });
});

describe('the preview is the agreement that will be signed, with the form’s data', () => {
  it('shows the typed investor, the checked consents in the form’s wording and the advisor on the label’s line', async () => {
    const { token, offerId } = await createOffer(t.db, campaign, { status: 'interested' });
    const form = personForm(25000) as Record<string, unknown>;
    const { investmentValue, ...rest } = form;
    const response = await t.app.inject({
      method: 'POST',
      url: `/public-api/campaign-offer/${token}/pdf`,
      headers: headers(),
      payload: { investmentValue, form: { ...rest, consents: { termsAccepted: true, risksAcknowledged: true } } },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const text = await pdfText(response.rawPayload);
    const flat = text.replace(/\s+/g, ' ');
    const row = await statusOf(offerId);
    expect(text).toMatch(/Imię i nazwisko\s+Jan Kowalski/);
    expect(text).toContain('44051401359');
    expect(flat).toContain('Marszałkowska 10/5, 00-950 Warszawa, Polska');
    expect(text).toContain('+48 600 700 800');
    expect(text).toContain('jan.kowalski@example.com');
    expect(text).not.toContain(row.investorEmail);
    expect(text).toContain('PL61 1090 1014 0000 0712 1981 2874');
    // The form's own consent labels, checked as in the form.
    expect(flat).toContain('☑ Potwierdzam zapoznanie się z regulaminem Demo Invest i go akceptuję.');
    const pl = JSON.parse(readFileSync(new URL('../../locales/pl.json', import.meta.url), 'utf8')) as Record<
      string,
      string
    >;
    expect(flat).toContain(`☑ ${pl['form.investment.consents.risksAcknowledged.label']}`);
    // The advisor's name stands on the line of its label.
    expect(text).toMatch(/^ *Doradca +Anna Nowak *$/m);
  });

  it('an empty form leaves blanks to fill, never the invited e-mail as the name', async () => {
    const { token, offerId } = await createOffer(t.db, campaign, { status: 'interested' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/public-api/campaign-offer/${token}/pdf`,
      headers: headers(),
      payload: { investmentValue: 25000, form: {} },
    });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    const row = await statusOf(offerId);
    expect(text).not.toMatch(new RegExp(`Imię i nazwisko\\s+${row.investorEmail.replace(/[.]/g, '\\.')}`));
    expect(text.replace(/\s+/g, ' ')).toContain(
      '☐ Potwierdzam zapoznanie się z regulaminem Demo Invest i go akceptuję.',
    );
  });
});

describe('the investor’s known name', () => {
  it('an invited investor known only by e-mail is named by the investment form, never renamed later', async () => {
    const [tenant] = await t.db
      .select({ tenantId: users.tenantId })
      .from(users)
      .where(eq(users.email, 'investor@demo.test'));
    const email = 'walk.anna@example.com';
    await t.db
      .insert(users)
      .values({ tenantId: tenant!.tenantId, email, firstName: '', surname: '', role: 'investor' });
    const first = await createOffer(t.db, campaign, { investorEmail: email });
    const form = personForm(5000) as { person: Record<string, unknown> };
    form.person = { ...form.person, firstName: 'Anna', surname: 'Walkowska', email };
    expect((await accept(first.token, form)).statusCode).toBe(200);
    const named = async () =>
      (
        await t.db
          .select()
          .from(users)
          .where(and(eq(users.tenantId, tenant!.tenantId), eq(users.email, email)))
      )[0]!;
    expect(await named()).toMatchObject({ firstName: 'Anna', surname: 'Walkowska' });
    const second = await createOffer(t.db, campaign, { investorEmail: email });
    form.person = { ...form.person, firstName: 'Ktoś', surname: 'Inny' };
    expect((await accept(second.token, form)).statusCode).toBe(200);
    expect(await named()).toMatchObject({ firstName: 'Anna', surname: 'Walkowska' });
  });
});
