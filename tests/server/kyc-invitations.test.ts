// KYC invitations and the public KYC form through the real app: who may invite, the token
// (hashed at rest, good only for this form), the e-mail (PL/EN, branding, the link), the open-invitation rule and
// Idempotency-Key; the form's parameters; the public form: every rule of docs/product/forms.md refused on submit with
// a violation on its field, single use, the onboarding request it creates or completes, the preview, expiry and
// the tenant boundary.
import { withE164Phone } from '#schemas/formats/contact';
import { withDerivedDeclarations } from '#schemas/kyc-declarations';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  idempotencyKeys,
  kycRequests,
  mailOutbox,
  onboardingRequestEvents,
  onboardingRequests,
  users,
} from '../../server/src/db/schema';
import { findTenantIdByConfigurationId } from '../../server/src/modules/branding/branding.repository';
import { createAccount, loginAccount } from './helpers/accounts';
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
import {
  KYC_PARAMETERS_URL,
  kycLinkToken,
  latestMailTo,
  publicKyc,
  publicKycUrl,
  SEND_KYC_URL,
  validKycForm,
  type KycForm,
} from './helpers/kyc';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const clock = createClock('2026-03-02T10:00:00.000Z');
const tokens = {} as Record<'advisor' | 'second' | 'coordinator' | 'operator' | 'investor' | 'navy', string>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  await createAccount(t.db, {
    tenant: 'demo',
    email: 'second.advisor@demo.test',
    role: 'advisor',
    networks: ['Sieć Północ'],
    firstName: 'Bartosz',
    surname: 'Drugi',
  });
  tokens.advisor = (await loginAdvisor(t.app, clock, ADVISOR)).accessToken;
  tokens.second = await loginAccount(t.app, clock, 'second.advisor@demo.test');
  tokens.coordinator = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
  tokens.operator = (await loginAdvisor(t.app, clock, OPERATOR)).accessToken;
  tokens.investor = (await loginInvestorByMail(t.app)).accessToken;
  tokens.navy = (await loginAdvisor(t.app, clock, NAVY_ADVISOR, { host: HOSTS.navy })).accessToken;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const freshEmail = () => `kyc.client.${(counter += 1)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
const MESSAGE = 'Dzień dobry, proszę o wypełnienie formularza KYC <b>przed</b> spotkaniem.';

function send(token: string | null, body: Record<string, unknown>, options: { host?: string; key?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: SEND_KYC_URL,
    headers: {
      ...headersFor(options.host ?? HOSTS.demo),
      ...(token && { authorization: `Bearer ${token}` }),
      ...(options.key && { 'idempotency-key': options.key }),
    },
    payload: body,
  });
}

/** Invites a fresh address as `who` and returns the address, the invitation id and the e-mailed token. */
async function invite(who: keyof typeof tokens = 'advisor', email = freshEmail()) {
  clock.advance(1000); // one e-mail per instant: "the newest mail" is unambiguous
  const response = await send(tokens[who], { investorEmail: email, message: MESSAGE });
  expect(response.statusCode, response.body).toBe(201);
  const mail = await latestMailTo(t.db, email);
  return { email, id: response.json().id as string, token: kycLinkToken(mail.text), mail };
}

const submit = (token: string, form: unknown) => publicKyc(t.app, 'PUT', publicKycUrl.submit(token), form);

describe('sendKycInvitation', () => {
  it('an advisor invites an address: 201, the invitation stored with the hash of the e-mailed token only', async () => {
    const email = freshEmail();
    const response = await send(tokens.advisor, { investorEmail: email.toUpperCase(), message: MESSAGE });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result.investorEmail).toBe(email);
    expect(result.expiresAt).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());

    const [row] = await t.db.select().from(kycRequests).where(eq(kycRequests.id, result.id));
    const [advisor] = await t.db.select().from(users).where(eq(users.email, ADVISOR.email));
    expect(row).toMatchObject({ investorEmail: email, ownerId: advisor!.id, message: MESSAGE.trim() });
    const mail = await latestMailTo(t.db, email);
    const token = kycLinkToken(mail.text);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const stored = JSON.stringify(await t.db.execute(sql`select * from kyc_requests`));
    expect(stored).not.toContain(token);

    // The address's investor account is made (it signs in by e-mailed token later).
    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ role: 'investor', status: 'active', id: row!.investorId });
  });

  it('the e-mail: Polish by default, the tenant name, the advisor, the escaped message, the link and its validity', async () => {
    const { mail } = await invite();
    expect(mail.locale).toBe('pl');
    expect(mail.subject).toBe('Demo Invest: prośba o wypełnienie formularza KYC');
    expect(mail.text).toContain('prosi Cię o wypełnienie formularza KYC');
    expect(mail.text).toContain('Link jest ważny do 01.04.2026');
    expect(mail.text).toMatch(/Wypełnij formularz KYC: http:\/\/localhost(:\d+)?\/kyc-form\?token=/);
    expect(mail.html).toContain('&lt;b&gt;przed&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>przed</b>');
  });

  it('in English for an investor whose account is English; on the navy host with its own branding', async () => {
    const email = freshEmail();
    const tenantId = (await findTenantIdByConfigurationId(t.db, 'demo'))!;
    await t.db.insert(users).values({
      tenantId,
      email,
      firstName: 'Emma',
      surname: 'Smith',
      role: 'investor',
      status: 'active',
      locale: 'en',
    });
    const { mail } = await invite('advisor', email);
    expect(mail.subject).toBe('Demo Invest: please fill in the KYC form');
    expect(mail.text).toContain('Hello Emma,');
    expect(mail.text).toContain('The link is valid until 2026-04-01');

    clock.advance(1000);
    const navyEmail = freshEmail();
    const navy = await send(tokens.navy, { investorEmail: navyEmail, message: MESSAGE }, { host: HOSTS.navy });
    expect(navy.statusCode, navy.body).toBe(201);
    const navyMail = await latestMailTo(t.db, navyEmail);
    expect(navyMail.subject).toBe('Navy Capital – inwestycje: prośba o wypełnienie formularza KYC');
    expect(navyMail.text).toMatch(/http:\/\/127\.0\.0\.1(:\d+)?\/kyc-form\?token=/);
  });

  it('roles: coordinator and operator may invite; an investor is 403, no token 401', async () => {
    await invite('coordinator');
    await invite('operator');
    const investor = await send(tokens.investor, { investorEmail: freshEmail(), message: MESSAGE });
    expect(investor.statusCode).toBe(403);
    const anonymous = await send(null, { investorEmail: freshEmail(), message: MESSAGE });
    expect(anonymous.statusCode).toBe(401);
  });

  it('bad input: an invalid address, a message under 10 characters (also after trimming) are 400 with violations', async () => {
    const badEmail = await send(tokens.advisor, { investorEmail: 'not-an-email', message: MESSAGE });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'investorEmail', title: 'validation.email' }),
    ]);
    const short = await send(tokens.advisor, { investorEmail: freshEmail(), message: 'Za krótko' });
    expect(short.statusCode).toBe(400);
    expect(short.json().violations[0]).toMatchObject({ propertyPath: 'message', title: 'validation.minLength' });
    const padded = await send(tokens.advisor, { investorEmail: freshEmail(), message: '   krótko           ' });
    expect(padded.statusCode).toBe(400);
    expect(padded.json().violations[0]).toMatchObject({ propertyPath: 'message', title: 'validation.minLength' });
  });

  it('a staff address is 409 EMAIL_ALREADY_USED; a closed investor account 409 ACCOUNT_INACTIVE; nothing sent', async () => {
    const before = (await t.db.select().from(mailOutbox)).length;
    const staff = await send(tokens.advisor, { investorEmail: COORDINATOR.email, message: MESSAGE });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().code).toBe('EMAIL_ALREADY_USED');
    const email = freshEmail();
    const tenantId = (await findTenantIdByConfigurationId(t.db, 'demo'))!;
    await t.db
      .insert(users)
      .values({ tenantId, email, firstName: 'Z', surname: 'Z', role: 'investor', status: 'deleted' });
    const closed = await send(tokens.advisor, { investorEmail: email, message: MESSAGE });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('ACCOUNT_INACTIVE');
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('one open invitation per address: another advisor is 409 LEAD_OTHER_OWNER; the same advisor gets a fresh link', async () => {
    const first = await invite('advisor');
    const other = await send(tokens.second, { investorEmail: first.email, message: MESSAGE });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('LEAD_OTHER_OWNER');

    const again = await invite('advisor', first.email);
    expect(again.id).toBe(first.id);
    expect(again.token).not.toBe(first.token);
    expect((await publicKyc(t.app, 'GET', publicKycUrl.open(first.token))).json().code).toBe('NOT_FOUND');
    expect((await publicKyc(t.app, 'GET', publicKycUrl.open(again.token))).json().status).toBe('open');
    expect(await t.db.select().from(kycRequests).where(eq(kycRequests.investorEmail, first.email))).toHaveLength(1);

    // Once submitted (or expired), another advisor may invite the address again.
    expect((await submit(again.token, validKycForm())).statusCode).toBe(200);
    await invite('second', first.email);
  });

  it('Idempotency-Key: a retry gets the same answer, one invitation and one e-mail', async () => {
    const email = freshEmail();
    const body = { investorEmail: email, message: MESSAGE };
    const first = await send(tokens.advisor, body, { key: 'kyc-key-000001' });
    const second = await send(tokens.advisor, body, { key: 'kyc-key-000001' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toHaveLength(1);
    expect(
      await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.operation, 'sendKycInvitation')),
    ).toHaveLength(1);
    const reused = await send(tokens.advisor, { ...body, message: `${MESSAGE} (2)` }, { key: 'kyc-key-000001' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('getNaturalPersonKycFormParameters', () => {
  it('the choices: countries with Polish names, the schema’s enumerations with PL and EN labels, industries', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: KYC_PARAMETERS_URL,
      headers: { ...headersFor(HOSTS.demo), authorization: `Bearer ${tokens.advisor}` },
    });
    expect(response.statusCode).toBe(200);
    const parameters = response.json();
    expect(parameters.countries).toContainEqual({ value: 'DE', label: { pl: 'Niemcy' } });
    expect(parameters.countries[0].label.pl.localeCompare(parameters.countries[1].label.pl, 'pl')).toBeLessThan(0);
    expect(parameters.documentTypes).toEqual([
      { value: 'ID_CARD', label: { pl: 'Dowód osobisty', en: 'ID card' } },
      { value: 'PASSPORT', label: { pl: 'Paszport', en: 'Passport' } },
    ]);
    expect(parameters.originOfFundsTypes.map((c: { value: string }) => c.value)).toEqual([
      'SavingsFromEarnings',
      'BusinessActivity',
      'IpRightsSavings',
      'RentalSavings',
      'SaleSecuritiesOrRealEstate',
      'FinancialInstruments',
      'FamilyAssets',
      'HeritageBenefits',
      'Loans',
      'DonationsOrGiftsReceived',
      'Other',
    ]);
    expect(parameters.originOfFundsTypes[0].label).toEqual({
      pl: 'Oszczędności z wynagrodzenia',
      en: 'Savings from earnings',
    });
    expect(parameters.maritalStatuses.map((c: { value: string }) => c.value)).toEqual(['Married', 'Other']);
    expect(parameters.industries.length).toBeGreaterThan(10);
    expect(parameters.voivodeships).toHaveLength(16);
    expect(parameters.pepFunctions.length).toBeGreaterThan(5);
  });

  it('an investor gets them too (the onboarding KYC step), no token 401', async () => {
    const investor = await t.app.inject({
      method: 'GET',
      url: KYC_PARAMETERS_URL,
      headers: { ...headersFor(HOSTS.demo), authorization: `Bearer ${tokens.investor}` },
    });
    expect(investor.statusCode).toBe(200);
    expect(investor.json().voivodeships).toHaveLength(16);
    const anonymous = await t.app.inject({ method: 'GET', url: KYC_PARAMETERS_URL, headers: headersFor(HOSTS.demo) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the public KYC form', () => {
  it('opens by token without login: open, the advisor, the message, the parameters; unknown or other tenant 404', async () => {
    const { token, email } = await invite();
    const response = await publicKyc(t.app, 'GET', publicKycUrl.open(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'open',
      investorEmail: email,
      advisor: { email: ADVISOR.email, phone: null },
      message: MESSAGE.trim(),
      submittedAt: null,
      expiresAt: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
    });
    expect(response.json().formParameters.industries.length).toBeGreaterThan(10);
    const unknown = await publicKyc(t.app, 'GET', publicKycUrl.open('x'.repeat(43)));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const navy = await publicKyc(t.app, 'GET', publicKycUrl.open(token), undefined, HOSTS.navy);
    expect(navy.statusCode).toBe(404);
    const navySubmit = await publicKyc(t.app, 'PUT', publicKycUrl.submit(token), validKycForm(), HOSTS.navy);
    expect(navySubmit.statusCode).toBe(404);
    expect((await publicKyc(t.app, 'GET', publicKycUrl.open(token))).json().status).toBe('open');
  });

  /** Each rule of docs/product/forms.md the KYC form has, and the violation it must give. */
  const rules: Array<[string, (form: KycForm) => void, { propertyPath: string; title: string }]> = [
    [
      'required',
      (f) => {
        delete (f.personal as Partial<KycForm['personal']>).lastName;
      },
      { propertyPath: 'personal.lastName', title: 'validation.required' },
    ],
    [
      'PESEL checksum',
      (f) => {
        f.personal.pesel = '44051401358';
      },
      { propertyPath: 'personal.pesel', title: 'validation.pesel' },
    ],
    [
      'PESEL against the birth date',
      (f) => {
        f.personal.birthDate = '1944-05-15';
      },
      { propertyPath: 'personal.pesel', title: 'validation.peselBirthDate' },
    ],
    [
      'e-mail',
      (f) => {
        f.personal.email = 'jan.kowalski@';
      },
      { propertyPath: 'personal.email', title: 'validation.email' },
    ],
    [
      'phone',
      (f) => {
        f.personal.phone = '60070080'; // eight digits: neither the national form nor E.164
      },
      { propertyPath: 'personal.phone', title: 'validation.phone' },
    ],
    [
      'Polish postal code',
      (f) => {
        f.addresses.residentialAddress.postalCode = '00950';
      },
      { propertyPath: 'addresses.residentialAddress.postalCode', title: 'validation.postalCode' },
    ],
    [
      'document expiry at least 7 days from today',
      (f) => {
        f.identityDocument.expiryDate = '2026-03-08';
      },
      { propertyPath: 'identityDocument.expiryDate', title: 'validation.documentExpiry' },
    ],
    [
      'PEP end not before start',
      (f) => {
        f.exposure.pepFunctions[0]!.endDate = '2009-12-31';
      },
      { propertyPath: 'exposure.pepFunctions.0.endDate', title: 'validation.pepEndBeforeStart' },
    ],
    [
      'beneficial owner e-mail differs from the investor’s',
      (f) => {
        f.exposure.beneficialOwners[0]!.email = 'JAN.KOWALSKI@example.com';
      },
      { propertyPath: 'exposure.beneficialOwners.0.email', title: 'validation.beneficialOwnerEmail' },
    ],
    [
      'a bank account entered twice',
      (f) => {
        f.finances.bankAccounts[1]!.number = 'PL61109010140000071219812874';
      },
      { propertyPath: 'finances.bankAccounts.1.number', title: 'validation.duplicateBankAccount' },
    ],
    [
      'IBAN',
      (f) => {
        f.finances.bankAccounts[0]!.number = 'PL61109010140000071219812875';
      },
      { propertyPath: 'finances.bankAccounts.0.number', title: 'validation.iban' },
    ],
    [
      'the declaration’s IBAN',
      (f) => {
        f.declarations.bankAccount.iban = 'DE89370400440532013001';
      },
      { propertyPath: 'declarations.bankAccount.iban', title: 'validation.iban' },
    ],
    [
      'sanctions percentages total at most 100',
      (f) => {
        f.exposure.sanctions[2]!.percentage = 33.35;
      },
      { propertyPath: 'exposure.sanctions', title: 'validation.percentTotal' },
    ],
    [
      'country contributions total at most 100',
      (f) => {
        f.declarations.countryContributions.iran = 10.01;
      },
      { propertyPath: 'declarations.countryContributions', title: 'validation.countryPercentTotal' },
    ],
    [
      'at least one industry',
      (f) => {
        f.occupation.industries = [];
      },
      { propertyPath: 'occupation.industries', title: 'validation.industriesRequired' },
    ],
    [
      'an industry of the form’s list',
      (f) => {
        f.occupation.industries = ['IT'];
      },
      { propertyPath: 'occupation.industries.0', title: 'validation.enum' },
    ],
    [
      'the acknowledgement must be checked',
      (f) => {
        (f.declarations as { acknowledgement: boolean }).acknowledgement = false;
      },
      { propertyPath: 'declarations.acknowledgement', title: 'validation.mustBeChecked' },
    ],
    [
      'US TIN for a US person',
      (f) => {
        delete (f.declarations as Partial<KycForm['declarations']>).usTin;
      },
      { propertyPath: 'declarations.usTin', title: 'validation.required' },
    ],
    [
      'detail of a "yes" sanctions answer',
      (f) => {
        f.declarations.sanctionedCountriesPresence = { answer: true } as never;
      },
      { propertyPath: 'declarations.sanctionedCountriesPresence.detail', title: 'validation.required' },
    ],
    [
      'property regime when married',
      (f) => {
        delete (f.occupation as Partial<KycForm['occupation']>).propertyRegime;
      },
      { propertyPath: 'occupation.propertyRegime', title: 'validation.required' },
    ],
  ];

  it.each(rules)(
    'refuses %s: 400 with the violation on its field, the form still open',
    async (_name, breakIt, violation) => {
      const { token } = await invite();
      const form = validKycForm();
      breakIt(form);
      const response = await submit(token, form);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().violations).toContainEqual(expect.objectContaining(violation));
      expect((await publicKyc(t.app, 'GET', publicKycUrl.open(token))).json().status).toBe('open');
    },
  );

  it('a valid form: 200 once, then 409 FORM_ALREADY_SENT; the preview shows what was submitted', async () => {
    const { token, id, email } = await invite();
    const preview0 = await publicKyc(t.app, 'GET', publicKycUrl.preview(token));
    expect(preview0.statusCode).toBe(404);
    expect(preview0.json().code).toBe('NOT_FOUND');

    const form = validKycForm();
    const first = await submit(token, form);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'submitted', submittedAt: clock.now().toISOString() });
    const second = await submit(token, form);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('FORM_ALREADY_SENT');

    const opened = (await publicKyc(t.app, 'GET', publicKycUrl.open(token))).json();
    expect(opened).toMatchObject({ status: 'submitted', submittedAt: clock.now().toISOString() });
    const preview = await publicKyc(t.app, 'GET', publicKycUrl.preview(token));
    expect(preview.statusCode).toBe(200);
    // What was submitted, the phone as E.164, the declaration's bank account and origin of funds those of the finances (asked once).
    expect(preview.json().data).toEqual(withDerivedDeclarations(withE164Phone(form)));

    const [row] = await t.db.select().from(kycRequests).where(eq(kycRequests.id, id));
    expect(row!.submittedAt).toEqual(clock.now());
    expect(row!.onboardingRequestId).not.toBeNull();
    expect(row!.investorEmail).toBe(email);
  });

  it('a phone in the Polish national form (600100200) is accepted and stored as E.164 (+48600100200)', async () => {
    const { token, id } = await invite();
    const form = validKycForm();
    form.personal.phone = '600100200';
    const sent = await submit(token, form);
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await t.db.select().from(kycRequests).where(eq(kycRequests.id, id));
    expect((row!.data as { personal: { phone: string } }).personal.phone).toBe('+48600100200');
    const preview = await publicKyc(t.app, 'GET', publicKycUrl.preview(token));
    expect(preview.json().data.personal.phone).toBe('+48600100200');
  });

  it('the submission makes the investor’s onboarding request: processing, its KYC sent, named, with its timeline', async () => {
    const { token, email } = await invite('second');
    expect((await submit(token, validKycForm())).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(kycRequests)
      .where(eq(kycRequests.tokenHash, createHash('sha256').update(token).digest('hex')));
    const [request] = await t.db
      .select()
      .from(onboardingRequests)
      .where(eq(onboardingRequests.id, row!.onboardingRequestId!));
    expect(request).toMatchObject({
      email,
      investorId: row!.investorId,
      investorType: 'natural-person',
      taxResidenceCountry: 'PL',
      status: 'processing',
      source: 'kyc-invitation',
      ownerId: row!.ownerId,
      sourceName: 'Bartosz Drugi',
      name: 'Jan Kowalski',
      taxNumber: '44051401359',
      kycStatus: 'sent',
      kycSentAt: clock.now(),
    });
    expect(request!.kycData).toEqual(withDerivedDeclarations(withE164Phone(validKycForm())));
    // The compliance forms are generated from it, as when the KYC is sent in the onboarding: the investor approves them.
    expect(
      request!.complianceForms.map((form) => [form.kind, form.status, form.approvedAt, form.data.fullName]),
    ).toEqual([
      ['aml-kyc-declaration', 'processing', null, 'Jan Kowalski'],
      ['investor-classification', 'processing', null, 'Jan Kowalski'],
    ]);
    const events = await t.db
      .select()
      .from(onboardingRequestEvents)
      .where(eq(onboardingRequestEvents.requestId, request!.id));
    expect(events.map((e) => [e.type, e.fromValue, e.toValue, e.actorRole])).toEqual([
      ['created', null, 'processing', 'visitor'],
      ['kyc_sent', 'draft', 'sent', 'visitor'],
    ]);
    const [account] = await t.db.select().from(users).where(eq(users.id, row!.investorId));
    expect(account).toMatchObject({ firstName: 'Jan', surname: 'Kowalski' });
  });

  it('stores the declaration’s "I am a PEP" as the PEP functions say, whatever the client sent', async () => {
    const { token } = await invite();
    const form = validKycForm();
    form.exposure.pepFunctions = [
      { function: 'Mayor', startDate: '2020-01-01', status: 'Current', relationship: 'Self' },
    ] as typeof form.exposure.pepFunctions;
    form.declarations.isPep = false;
    expect((await submit(token, form)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(kycRequests)
      .where(eq(kycRequests.tokenHash, createHash('sha256').update(token).digest('hex')));
    const [request] = await t.db
      .select()
      .from(onboardingRequests)
      .where(eq(onboardingRequests.id, row!.onboardingRequestId!));
    expect((request!.kycData as { declarations: { isPep: boolean } }).declarations.isPep).toBe(true);
    const declaration = request!.complianceForms.find((entry) => entry.kind === 'aml-kyc-declaration');
    expect(declaration!.data.isPep).toBe(true);
  });

  it('completes the investor’s request that waits for its KYC instead of starting another', async () => {
    const { token, email } = await invite();
    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    const [waiting] = await t.db
      .insert(onboardingRequests)
      .values({
        tenantId: (await findTenantIdByConfigurationId(t.db, 'demo'))!,
        investorId: account!.id,
        email,
        source: 'investor',
        sourceName: 'Panel inwestora',
        investorType: 'natural-person',
      })
      .returning();
    expect((await submit(token, validKycForm())).statusCode).toBe(200);
    const requests = await t.db.select().from(onboardingRequests).where(eq(onboardingRequests.investorId, account!.id));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ id: waiting!.id, kycStatus: 'sent', source: 'investor', name: 'Jan Kowalski' });
  });

  it('expires: after 30 days the link says only that it expired (404 TOKEN_INACTIVE), and the form is refused', async () => {
    const { token } = await invite();
    clock.advance(30 * DAY);
    const opened = await publicKyc(t.app, 'GET', publicKycUrl.open(token));
    expect(opened.statusCode).toBe(404);
    // Nothing of the invitation: not the investor's address, not the advisor's contact, not the message.
    expect(opened.json()).toEqual({ label: 'This link has expired', code: 'TOKEN_INACTIVE' });
    const late = await submit(token, validKycForm());
    expect(late.statusCode).toBe(404);
    expect(late.json().code).toBe('TOKEN_INACTIVE');
    clock.advance(-30 * DAY + 1000);
  });

  it('the preview lasts 30 days after the submission', async () => {
    const { token } = await invite();
    expect((await submit(token, validKycForm())).statusCode).toBe(200);
    clock.advance(30 * DAY - 1000);
    expect((await publicKyc(t.app, 'GET', publicKycUrl.preview(token))).statusCode).toBe(200);
    clock.advance(2000);
    const gone = await publicKyc(t.app, 'GET', publicKycUrl.preview(token));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('TOKEN_INACTIVE');
    const opened = await publicKyc(t.app, 'GET', publicKycUrl.open(token));
    expect(opened.statusCode).toBe(404);
    expect(opened.json()).toEqual({ label: 'This link has expired', code: 'TOKEN_INACTIVE' });
    clock.advance(-30 * DAY - 1000);
  });

  it('a token of another purpose (an investor sign-in link) opens no KYC form', async () => {
    const email = 'investor@demo.test';
    await t.app.inject({
      method: 'POST',
      url: '/auth/investor/send-token',
      headers: headersFor(HOSTS.demo),
      payload: { email },
    });
    await t.app.services.outbox.flushOutbox();
    const [message] = (await t.app.inject({ method: 'GET', url: `/dev/mail?to=${email}` })).json() as Array<{
      links: string[];
    }>;
    const loginToken = new URL(message!.links[0]!).searchParams.get('token')!;
    const response = await publicKyc(t.app, 'GET', publicKycUrl.open(loginToken));
    expect(response.statusCode).toBe(404);
  });
});
