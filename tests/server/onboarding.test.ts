// The investor's onboarding and its review through the real app: client selection (KRS with the
// representative rule), identity verification decided on the sandbox's phone page and reported by the signed,
// replay-safe webhook, KYC, compliance-form PDFs, supporting documents (type by content), the reviewer's role
// matrix and tenant boundary, and the path reject -> re-upload -> send again -> finish with its timeline and
// e-mails.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityWebhookEvents, onboardingRequests, users } from '../../server/src/db/schema';
import { buildSignedWebhook } from '../../server/src/providers/webhooks/signature';
import {
  ADVISOR,
  COORDINATOR,
  HOSTS,
  headersFor,
  loginAdvisor,
  loginInvestorByMail,
  NAVY_ADVISOR,
  OPERATOR,
} from './helpers/auth';
import { createAccount, loginAccount } from './helpers/accounts';
import { latestMailTo, validKycForm } from './helpers/kyc';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';
import { PDF, PNG } from '../fixtures/files';
import { pdfText } from '../fixtures/pdf-reader';

let t: TestApp;
const clock = createClock('2026-03-02T10:00:00.000Z');
const tokens = {} as Record<
  'advisor' | 'other' | 'coordinator' | 'operator' | 'investor' | 'navy' | 'navyInvestor',
  string
>;
let investorId = '';
let advisorId = '';

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  await createAccount(t.db, {
    tenant: 'demo',
    email: 'other.advisor@demo.test',
    role: 'advisor',
    networks: [],
    firstName: 'Olga',
    surname: 'Obca',
  });
  tokens.advisor = (await loginAdvisor(t.app, clock, ADVISOR)).accessToken;
  tokens.other = await loginAccount(t.app, clock, 'other.advisor@demo.test');
  tokens.coordinator = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
  tokens.operator = (await loginAdvisor(t.app, clock, OPERATOR)).accessToken;
  tokens.investor = (await loginInvestorByMail(t.app)).accessToken;
  tokens.navy = (await loginAdvisor(t.app, clock, NAVY_ADVISOR, { host: HOSTS.navy })).accessToken;
  tokens.navyInvestor = (await loginInvestorByMail(t.app, 'investor@navy.test', HOSTS.navy)).accessToken;
  investorId = (await t.db.select().from(users).where(eq(users.email, 'investor@demo.test')))[0]!.id;
  advisorId = (await t.db.select().from(users).where(eq(users.email, ADVISOR.email)))[0]!.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function call(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
  host: string = HOSTS.demo,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...headersFor(host), authorization: `Bearer ${token}` },
    ...(payload !== undefined && { payload: payload as object }),
  });
}

function upload(requestId: string, bytes: Buffer, fileName = 'scan.pdf', supportingDocumentId?: string) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const field = supportingDocumentId
    ? `--${boundary}\r\nContent-Disposition: form-data; name="supportingDocumentId"\r\n\r\n${supportingDocumentId}\r\n`
    : '';
  const head = Buffer.from(
    `${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return t.app.inject({
    method: 'POST',
    url: `/investor-api/request/${requestId}/upload`,
    headers: {
      ...headersFor(HOSTS.demo),
      authorization: `Bearer ${tokens.investor}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

async function newRequest(email = 'investor@demo.test'): Promise<string> {
  const [investor] = await t.db.select().from(users).where(eq(users.email, email));
  const demo = email === 'investor@demo.test';
  const [navyAdvisor] = await t.db.select().from(users).where(eq(users.email, NAVY_ADVISOR.email));
  const [row] = await t.db
    .insert(onboardingRequests)
    .values({
      tenantId: investor!.tenantId!,
      investorId: investor!.id,
      email,
      source: 'kyc-invitation',
      ownerId: demo ? advisorId : navyAdvisor!.id,
      sourceName: demo ? 'Doradca Demo' : 'Doradca Navy',
      createdAt: clock.now(),
    })
    .returning();
  return row!.id;
}

const base = (id: string) => `/investor-api/onboarding/request/${id}`;
const review = (id: string) => `/api/advisor/onboarding/request/${id}`;

/** Takes a request to "documents sent" as a natural person, the identity approved on the sandbox's phone page. */
async function throughToSent(id: string) {
  expect(
    (
      await call(tokens.investor, 'PATCH', `${base(id)}/client`, {
        investorType: 'natural-person',
        taxResidenceCountry: 'PL',
      })
    ).statusCode,
  ).toBe(200);
  const started = await call(tokens.investor, 'POST', `${base(id)}/identity-verification`);
  expect(started.statusCode, started.body).toBe(200);
  const verificationId = started.json().redirectUrl.split('/').at(-1);
  const decided = await t.app.inject({
    method: 'POST',
    url: `/public-api/identity-sandbox/${verificationId}/decision`,
    headers: headersFor(HOSTS.demo),
    payload: { status: 'approved' },
  });
  expect(decided.statusCode, decided.body).toBe(200);
  await t.app.services.jobs.drain();
  expect((await call(tokens.investor, 'PUT', `${base(id)}/kyc`, validKycForm())).statusCode).toBe(200);
  const sent = await call(tokens.investor, 'PATCH', `${base(id)}/kyc/send-to-verification`);
  expect(sent.statusCode, sent.body).toBe(200);
  for (const form of sent.json().complianceForms) {
    const approved = await call(tokens.investor, 'PUT', `${base(id)}/compliance-form/${form.id}`, {
      data: form.data,
      approved: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  expect((await call(tokens.investor, 'PATCH', `${base(id)}/compliance-form/send-to-verification`)).statusCode).toBe(
    200,
  );
  const request = (await call(tokens.investor, 'GET', `${base(id)}/../by-id/${id}`.replace(`${id}/../`, ''))).json();
  for (const type of request.requiredSupportingDocumentTypes as string[]) {
    const file = await upload(id, PDF, `${type}.pdf`);
    expect(file.statusCode, file.body).toBe(201);
    const created = await call(tokens.investor, 'POST', `${base(id)}/supporting-document`, {
      type,
      fileIds: [file.json().id],
    });
    expect(created.statusCode, created.body).toBe(201);
  }
  const documents = await call(tokens.investor, 'PATCH', `${base(id)}/supporting-document/send-to-verification`);
  expect(documents.statusCode, documents.body).toBe(200);
  return documents.json();
}

describe('the investor onboarding', () => {
  it("refuses a Polish company's NIP unless it is one, storing it normalized (one PL prefix, spaces, dashes)", async () => {
    const company = (taxNumber: string, taxResidenceCountry = 'PL') => ({
      source: 'company',
      name: 'Port Gdynia Logistyka sp. z o.o.',
      taxNumber,
      address: { street: 'Portowa', houseNumber: '1', city: 'Gdynia', postalCode: '81-001', country: 'PL' },
      taxResidenceCountry,
    });
    // python-stdnum tests/test_eu_vat.doctest: "PL PL 7671325342" (a doubled prefix) is invalid.
    for (const refused of ['PL PL 7671325342', 'PLPL7671325342', 'PL 8567346216', 'DE 7671325342', '22 345-678/95']) {
      const id = await newRequest('investor@navy.test');
      const answer = await call(tokens.navyInvestor, 'PATCH', `${base(id)}/add-client`, company(refused), HOSTS.navy);
      expect(answer.statusCode, refused).toBe(400);
      expect(answer.json().violations).toEqual([
        expect.objectContaining({ propertyPath: 'taxNumber', title: 'validation.nip' }),
      ]);
    }
    // A doubled prefix is a Polish NIP even for a company whose tax residence is elsewhere.
    const foreignDoubled = await newRequest('investor@navy.test');
    expect(
      (
        await call(
          tokens.navyInvestor,
          'PATCH',
          `${base(foreignDoubled)}/add-client`,
          company('PL PL 7671325342', 'DE'),
          HOSTS.navy,
        )
      ).statusCode,
    ).toBe(400);
    for (const [typed, stored] of [
      ['PL 767-13-25-342', '7671325342'],
      ['PL-951-157-77-68', '9511577768'],
      [' 526 025 02 74 ', '5260250274'],
    ] as const) {
      const id = await newRequest('investor@navy.test');
      const answer = await call(tokens.navyInvestor, 'PATCH', `${base(id)}/add-client`, company(typed), HOSTS.navy);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().client.taxNumber).toBe(stored);
    }
    // A foreign company's own number is kept as typed.
    const foreign = await newRequest('investor@navy.test');
    const kept = await call(
      tokens.navyInvestor,
      'PATCH',
      `${base(foreign)}/add-client`,
      company('DE 123456789', 'DE'),
      HOSTS.navy,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().client.taxNumber).toBe('DE 123456789');
  });

  it("honours the host's enableLegalPerson: the demo host (off) offers and takes only the natural person", async () => {
    const demoOptions = await call(tokens.investor, 'GET', '/investor-api/onboarding/role');
    expect(demoOptions.statusCode, demoOptions.body).toBe(200);
    expect(demoOptions.json().investorTypes).toEqual(['natural-person']);
    const navyOptions = await call(tokens.navyInvestor, 'GET', '/investor-api/onboarding/role', undefined, HOSTS.navy);
    expect(navyOptions.json().investorTypes).toEqual(['natural-person', 'legal-person']);

    const id = await newRequest();
    const company = await call(tokens.investor, 'PATCH', `${base(id)}/add-client`, {
      source: 'register',
      krsNumber: '0000900003',
      taxResidenceCountry: 'PL',
    });
    expect(company.statusCode, company.body).toBe(400);
    expect(company.json().violations).toEqual([expect.objectContaining({ propertyPath: 'source' })]);
    const chosen = await call(tokens.investor, 'PATCH', `${base(id)}/client`, {
      investorType: 'legal-person',
      taxResidenceCountry: 'PL',
      companyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(chosen.statusCode, chosen.body).toBe(400);
    expect(chosen.json().violations).toEqual([expect.objectContaining({ propertyPath: 'investorType' })]);
    const [row] = await t.db.select().from(onboardingRequests).where(eq(onboardingRequests.id, id));
    expect(row!.client).toBeNull();
  });

  it('refuses a company from KRS unless the register lists the investor, then takes it (company-register documents; a host with legal persons)', async () => {
    const id = await newRequest('investor@navy.test');
    const navyId = (await t.db.select().from(users).where(eq(users.email, 'investor@navy.test')))[0]!.id;
    const addClient = (body: object) => call(tokens.navyInvestor, 'PATCH', `${base(id)}/add-client`, body, HOSTS.navy);
    const refused = await addClient({
      source: 'register',
      krsNumber: '0000900001',
      taxResidenceCountry: 'PL',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('NOT_COMPANY_REPRESENTATIVE');
    const unknown = await addClient({
      source: 'register',
      krsNumber: '0000000001',
      taxResidenceCountry: 'PL',
    });
    expect(unknown.json().code).toBe('COMPANY_NOT_FOUND_IN_REGISTER');

    const before = (await t.db.select().from(users).where(eq(users.id, navyId)))[0]!;
    await t.db.update(users).set({ firstName: 'Wojciech', surname: 'Kowalski' }).where(eq(users.id, navyId));
    try {
      const taken = await addClient({
        source: 'register',
        krsNumber: '0000900001',
        taxResidenceCountry: 'PL',
      });
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json().client).toMatchObject({
        type: 'legal-person',
        krsNumber: '0000900001',
        taxNumber: '5251000017',
      });
      expect(taken.json().requiredSupportingDocumentTypes).toEqual(['company-register-extract', 'identity-document']);
      expect(taken.json().kycParameters.identityVerification.status).toBe('not-started');
    } finally {
      await t.db
        .update(users)
        .set({ firstName: before.firstName, surname: before.surname })
        .where(eq(users.id, navyId));
    }
  });

  it("prefills the KYC with the signed-in investor's e-mail (editable), before and after the identity", async () => {
    const id = await newRequest();
    const chosen = await call(tokens.investor, 'PATCH', `${base(id)}/client`, {
      investorType: 'natural-person',
      taxResidenceCountry: 'PL',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().kycParameters.prefill).toEqual({ personal: { email: 'investor@demo.test' } });
    expect(chosen.json().kycParameters.readOnlyFields).toEqual([]);
  });

  it('accepts the identity webhook only signed, and once per event id', async () => {
    const id = await newRequest();
    await call(tokens.investor, 'PATCH', `${base(id)}/client`, {
      investorType: 'natural-person',
      taxResidenceCountry: 'PL',
    });
    const started = (await call(tokens.investor, 'POST', `${base(id)}/identity-verification`)).json();
    expect(started.status).toBe('pending');
    expect(started.redirectUrl).toMatch(/^http.*\/identity-sandbox\/[0-9a-f-]{36}$/);
    // Idempotent while pending: the same link.
    expect((await call(tokens.investor, 'POST', `${base(id)}/identity-verification`)).json().redirectUrl).toBe(
      started.redirectUrl,
    );
    const verificationId = started.redirectUrl.split('/').at(-1);
    const event = {
      id: `evt-${verificationId}`,
      type: 'verification.decided',
      createdAt: clock.now().toISOString(),
      verification: {
        id: verificationId,
        reference: id,
        status: 'rejected',
        decidedAt: clock.now().toISOString(),
        rejection: { reason: 'DATA_MISMATCH', mismatchedField: 'birthDate' },
      },
    };
    const signed = buildSignedWebhook(t.app.services.webhookSecret, event, clock.now());
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/public-api/webhooks/identity-verification',
      headers: { 'content-type': 'application/json' },
      payload: signed.rawBody,
    });
    expect(unsigned.statusCode).toBe(401);
    const forged = buildSignedWebhook('not-the-secret', event, clock.now());
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/public-api/webhooks/identity-verification',
          headers: forged.headers,
          payload: forged.rawBody,
        })
      ).statusCode,
    ).toBe(401);

    const first = await t.app.inject({
      method: 'POST',
      url: '/public-api/webhooks/identity-verification',
      headers: signed.headers,
      payload: signed.rawBody,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/public-api/webhooks/identity-verification',
      headers: signed.headers,
      payload: signed.rawBody,
    });
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(
      await t.db.select().from(identityWebhookEvents).where(eq(identityWebhookEvents.eventId, event.id)),
    ).toHaveLength(1);

    const parameters = (await call(tokens.investor, 'GET', `${base(id)}/kyc/parameters`)).json();
    expect(parameters.identityVerification).toMatchObject({
      status: 'rejected',
      rejectionReason: 'DATA_MISMATCH',
      mismatchedField: 'birthDate',
      redirectUrl: null,
    });
    // The KYC cannot be sent without an approved identity; a new verification can be started.
    expect((await call(tokens.investor, 'PUT', `${base(id)}/kyc`, validKycForm())).statusCode).toBe(200);
    expect((await call(tokens.investor, 'PATCH', `${base(id)}/kyc/send-to-verification`)).json().code).toBe(
      'ONBOARDING_INCOMPLETE',
    );
    const again = (await call(tokens.investor, 'POST', `${base(id)}/identity-verification`)).json();
    expect(again.status).toBe('pending');
    expect(again.redirectUrl).not.toBe(started.redirectUrl);
  });

  it("binds the sandbox's phone page and the identity webhook to the request's tenant", async () => {
    const id = await newRequest();
    await call(tokens.investor, 'PATCH', `${base(id)}/client`, {
      investorType: 'natural-person',
      taxResidenceCountry: 'PL',
    });
    const started = (await call(tokens.investor, 'POST', `${base(id)}/identity-verification`)).json();
    const verificationId = started.redirectUrl.split('/').at(-1);
    const phone = (host: string) =>
      t.app.inject({ url: `/public-api/identity-sandbox/${verificationId}`, headers: headersFor(host) });
    expect((await phone(HOSTS.navy)).statusCode).toBe(404);
    expect((await phone(HOSTS.demo)).json()).toMatchObject({ id: verificationId, status: 'pending' });
    const decidedElsewhere = await t.app.inject({
      method: 'POST',
      url: `/public-api/identity-sandbox/${verificationId}/decision`,
      headers: headersFor(HOSTS.navy),
      payload: { status: 'approved' },
    });
    expect(decidedElsewhere.statusCode).toBe(404);
    await t.app.services.jobs.drain();
    expect((await phone(HOSTS.demo)).json().status).toBe('pending');

    const event = {
      id: `evt-host-${verificationId}`,
      type: 'verification.decided',
      createdAt: clock.now().toISOString(),
      verification: {
        id: verificationId,
        reference: id,
        status: 'approved',
        decidedAt: clock.now().toISOString(),
        rejection: null,
      },
    };
    const signed = buildSignedWebhook(t.app.services.webhookSecret, event, clock.now());
    const hook = (host: string) =>
      t.app.inject({
        method: 'POST',
        url: '/public-api/webhooks/identity-verification',
        headers: { ...signed.headers, host },
        payload: signed.rawBody,
      });
    const refused = await hook(HOSTS.navy);
    expect(refused.statusCode, refused.body).toBe(404);
    expect(await t.db.select().from(identityWebhookEvents).where(eq(identityWebhookEvents.eventId, event.id))).toEqual(
      [],
    );
    expect((await call(tokens.investor, 'GET', `${base(id)}/kyc/parameters`)).json().identityVerification.status).toBe(
      'pending',
    );
    expect((await hook(HOSTS.demo)).json()).toEqual({ received: true, duplicate: false });
    expect((await call(tokens.investor, 'GET', `${base(id)}/kyc/parameters`)).json().identityVerification.status).toBe(
      'approved',
    );
  });

  it("sends the sandbox's decision on another tenant's request to that tenant's host", async () => {
    const navyInvestor = tokens.navyInvestor;
    const id = await newRequest('investor@navy.test');
    const patched = await call(
      navyInvestor,
      'PATCH',
      `${base(id)}/client`,
      { investorType: 'natural-person', taxResidenceCountry: 'PL' },
      HOSTS.navy,
    );
    expect(patched.statusCode, patched.body).toBe(200);
    const started = (
      await call(navyInvestor, 'POST', `${base(id)}/identity-verification`, undefined, HOSTS.navy)
    ).json();
    const verificationId = started.redirectUrl.split('/').at(-1);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/public-api/identity-sandbox/${verificationId}/decision`,
      headers: headersFor(HOSTS.navy),
      payload: { status: 'approved' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await t.app.services.jobs.drain();
    const parameters = await call(navyInvestor, 'GET', `${base(id)}/kyc/parameters`, undefined, HOSTS.navy);
    expect(parameters.json().identityVerification.status).toBe('approved');
  });

  it('accepts only PDF, PNG and JPEG by content, and sends the documents only when all are uploaded', async () => {
    const id = await newRequest();
    const refused = await upload(id, Buffer.from('MZ not a pdf at all'), 'scan.pdf');
    expect(refused.statusCode).toBe(415);
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const disguised = await upload(id, Buffer.concat([PNG.subarray(0, 8), html]), 'scan.png');
    expect(disguised.statusCode, disguised.body).toBe(415);
    const png = await upload(id, PNG, 'photo.pdf');
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json()).toMatchObject({ contentType: 'image/png', fileName: 'photo.png' });
    expect(
      (await call(tokens.investor, 'PATCH', `${base(id)}/supporting-document/send-to-verification`)).json().code,
    ).toBe('ONBOARDING_INCOMPLETE');
    // The investor's operations are the investor's alone (x-roles).
    expect((await call(tokens.advisor, 'GET', `${base(id)}`.replace('/request/', '/request/by-id/'))).statusCode).toBe(
      403,
    );
  });
});

describe('the review', () => {
  let id = '';
  beforeAll(async () => {
    id = await newRequest();
    const sent = await throughToSent(id);
    expect(sent.status).toBe('sent');
  }, 60_000);

  it('lists and shows the request by role: advisor (own), coordinator (network), operator; others 404', async () => {
    for (const token of [tokens.advisor, tokens.coordinator, tokens.operator]) {
      const list = await call(
        token,
        'GET',
        '/api/advisor/onboarding/request?filters[status][type]=array&filters[status][operator]=in&filters[status][values][0]=sent',
      );
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().items.map((row: { id: string }) => row.id)).toContain(id);
    }
    const others = await call(tokens.other, 'GET', '/api/advisor/onboarding/request');
    expect(others.json().items.map((row: { id: string }) => row.id)).not.toContain(id);
    expect((await call(tokens.other, 'GET', review(id))).statusCode).toBe(404);
    expect((await call(tokens.navy, 'GET', review(id), undefined, HOSTS.navy)).statusCode).toBe(404);
    expect((await call(tokens.investor, 'GET', review(id))).statusCode).toBe(403);

    const opened = await call(tokens.advisor, 'GET', review(id));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().request.status).toBe('viewed');
    expect(opened.json().request.kyc.data.personal.firstName).toBe(validKycForm().personal.firstName);
  });

  it('renders the compliance forms as PDFs with Polish glyphs', async () => {
    const forms = (await call(tokens.operator, 'GET', review(id))).json().request.complianceForms;
    const classification = forms.find((form: { kind: string }) => form.kind === 'investor-classification');
    const pdf = await call(tokens.operator, 'GET', `${review(id)}/compliance-form/${classification.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Klasyfikacja inwestora');
    expect(text).toContain('500 000 EUR');
  });

  it("renders the investor's KYC form, a compliance form and the summary as PDFs in the investor's language", async () => {
    const pdf = (body: object) => call(tokens.investor, 'POST', `/investor-api/request/${id}/pdf`, body);
    const kyc = await pdf({ document: 'kyc' });
    expect(kyc.statusCode, kyc.body).toBe(200);
    expect(kyc.headers['content-disposition']).toContain('kyc-');
    const kycText = await pdfText(kyc.rawPayload);
    // Labelled as the form labels them, options and countries by name, dates as the spec writes them.
    expect(kycText).toContain('Formularz KYC');
    expect(kycText).toMatch(/Imię:\s+Jan/);
    expect(kycText).toContain('Kraków');
    expect(kycText).toContain('14.05.1944');
    expect(kycText).toContain('Polska, Niemcy');
    expect(kycText).toContain('Dowód osobisty');
    expect(kycText).toContain('Informacja i komunikacja');
    // The PEP status: current, former within 12 months or former over 12 months (see docs/product/constants.md).
    expect(kycText).toMatch(/Status funkcji PEP:\s+Zakończona\s+ponad\s+12\s+miesięcy\s+temu/);

    const forms = (await call(tokens.investor, 'GET', `/investor-api/onboarding/request/by-id/${id}`)).json()
      .complianceForms;
    const declaration = forms.find((form: { kind: string }) => form.kind === 'aml-kyc-declaration');
    const form = await pdf({ document: 'compliance-form', complianceFormId: declaration.id });
    expect(form.statusCode, form.body).toBe(200);
    const formText = await pdfText(form.rawPayload);
    expect(formText).toContain('Oświadczenie AML/KYC');
    expect(formText).toContain('Zatwierdzone przez inwestora');

    const summary = await pdf({ document: 'summary' });
    expect(summary.statusCode, summary.body).toBe(200);
    const summaryText = await pdfText(summary.rawPayload);
    expect(summaryText).toContain('Podsumowanie wniosku');
    expect(summaryText).toContain('Doradca Demo');
    expect(summaryText).toContain('zatwierdzona');
    expect(summaryText).toMatch(/Dokument tożsamości:\s+Czeka na weryfikację; pliki: identity-document\.pdf/);

    await t.db.update(users).set({ locale: 'en' }).where(eq(users.id, investorId));
    try {
      expect(await pdfText((await pdf({ document: 'kyc' })).rawPayload)).toMatch(
        /PEP status:\s+Ended\s+more\s+than\s+12\s+months\s+ago/,
      );
      const english = await pdfText((await pdf({ document: 'summary' })).rawPayload);
      expect(english).toContain('Request summary');
      expect(english).toContain('Identity verification');
    } finally {
      await t.db.update(users).set({ locale: 'pl' }).where(eq(users.id, investorId));
    }

    const missingForm = await pdf({ document: 'compliance-form' });
    expect(missingForm.statusCode).toBe(400);
    expect(missingForm.json().violations[0].propertyPath).toBe('complianceFormId');
    const otherForm = await pdf({
      document: 'compliance-form',
      complianceFormId: '00000000-0000-4000-8000-000000000000',
    });
    expect(otherForm.statusCode).toBe(404);
    const fresh = await newRequest();
    const noKyc = await call(tokens.investor, 'POST', `/investor-api/request/${fresh}/pdf`, { document: 'kyc' });
    expect(noKyc.statusCode).toBe(409);
    expect(noKyc.json().code).toBe('ONBOARDING_INCOMPLETE');
    const foreign = await call(
      tokens.navy,
      'POST',
      `/investor-api/request/${id}/pdf`,
      { document: 'summary' },
      HOSTS.navy,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('rejects a document, the investor re-uploads only that one and sends again, then the request is finished', async () => {
    expect((await call(tokens.advisor, 'PATCH', `${review(id)}/finish`)).json().code).toBe('ONBOARDING_INCOMPLETE');
    expect((await call(tokens.advisor, 'PATCH', `${review(id)}/compliance-form/verify`)).statusCode).toBe(200);
    const documents = (await call(tokens.advisor, 'GET', review(id))).json().request.supportingDocuments;
    const [first, ...rest] = documents;
    const noComment = await call(tokens.advisor, 'PATCH', `${review(id)}/supporting-document/${first.id}/reject`, {
      code: 'other',
    });
    expect(noComment.statusCode).toBe(400);
    const rejected = await call(tokens.advisor, 'PATCH', `${review(id)}/supporting-document/${first.id}/reject`, {
      code: 'bad-image-quality',
      comment: 'Nieczytelny skan',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().request.status).toBe('processing');
    for (const document of rest) {
      expect(
        (await call(tokens.advisor, 'PATCH', `${review(id)}/supporting-document/${document.id}/verify`)).statusCode,
      ).toBe(200);
    }
    const mail = await latestMailTo(t.db, 'investor@demo.test');
    expect(mail.text).toContain('Nieczytelny skan');
    // The document and the reason in words, as the onboarding screen names them; not the API's codes.
    expect(mail.text).toMatch(/Prosimy o poprawienie dokumentu „[^”]+”\. Powód: Nieczytelny skan\./);
    expect(mail.text).not.toContain(first.type);

    // The investor: only the rejected document may change; then it is revised and processing.
    const investorView = (await call(tokens.investor, 'GET', `/investor-api/onboarding/request/by-id/${id}`)).json();
    expect(investorView.supportingDocuments.find((d: { id: string }) => d.id === first.id)).toMatchObject({
      status: 'rejected',
      rejectionCode: 'bad-image-quality',
      rejectionReason: 'Nieczytelny skan',
    });
    const file = (await upload(id, PDF, 'better.pdf')).json();
    expect(
      (
        await call(tokens.investor, 'PUT', `${base(id)}/supporting-document/${rest[0].id}`, {
          type: rest[0].type,
          fileIds: [file.id],
        })
      ).statusCode,
    ).toBe(409);
    const reuploaded = await call(tokens.investor, 'PUT', `${base(id)}/supporting-document/${first.id}`, {
      type: first.type,
      fileIds: [file.id],
    });
    expect(reuploaded.statusCode, reuploaded.body).toBe(200);
    expect(reuploaded.json()).toMatchObject({ status: 'processing', revised: true, rejectionCode: null });
    expect(
      (await call(tokens.investor, 'PATCH', `${base(id)}/supporting-document/send-to-verification`)).json().status,
    ).toBe('sent');

    expect(
      (await call(tokens.coordinator, 'PATCH', `${review(id)}/supporting-document/${first.id}/verify`)).statusCode,
    ).toBe(200);
    const finished = await call(tokens.operator, 'PATCH', `${review(id)}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().request).toMatchObject({ status: 'finished', kyc: { status: 'verified' } });
    const events = finished.json().events as {
      type: string;
      actorRole: string;
      actorName: string | null;
      reason: string | null;
      comment: string | null;
    }[];
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'viewed',
        'compliance_forms_verified',
        'document_rejected',
        'document_verified',
        'supporting_documents_sent',
        'finished',
      ]),
    );
    expect(events.find((event) => event.type === 'document_rejected')).toMatchObject({
      actorRole: 'advisor',
      reason: 'bad-image-quality',
      comment: 'Nieczytelny skan',
    });
    expect(events.find((event) => event.type === 'finished')?.actorRole).toBe('operator');
    expect((await call(tokens.operator, 'PATCH', `${review(id)}/reject`, { reason: 'late' })).statusCode).toBe(409);
    const row = (
      await t.db
        .select()
        .from(onboardingRequests)
        .where(and(eq(onboardingRequests.id, id)))
    )[0]!;
    expect(row.status).toBe('finished');
  });
});
