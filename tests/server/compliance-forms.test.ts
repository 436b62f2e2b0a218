// The compliance form templates and creating a compliance form from one (getComplianceFormTemplate,
// createComplianceForm) through the real app: the template as the contract gives it, the form's data checked
// against the template's schema (422 with a violation per field, nothing stored), one form per kind, nothing
// after the forms were sent, the investor's own request only, investors only; the form and its timeline event in
// the database.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingRequestEvents, onboardingRequests, users } from '../../server/src/db/schema';
import { formsFromKyc } from '../../server/src/modules/investor-onboarding/compliance-forms-from-kyc';
import { ADVISOR, HOSTS, headersFor, loginAdvisor, loginInvestorByMail } from './helpers/auth';
import { validKycForm } from './helpers/kyc';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

const AML = '5d0b6a52-6f0e-4d43-9c1f-1d2f0a9c0001';
const CLASSIFICATION = '5d0b6a52-6f0e-4d43-9c1f-1d2f0a9c0002';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
const clock = createClock('2026-03-02T10:00:00.000Z');
const tokens = {} as Record<'investor' | 'other' | 'advisor', string>;
let investorId = '';
let advisorId = '';
let tenantId = '';

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  investorId = (await t.db.select().from(users).where(eq(users.email, 'investor@demo.test')))[0]!.id;
  advisorId = (await t.db.select().from(users).where(eq(users.email, ADVISOR.email)))[0]!.id;
  tenantId = (await t.db.select().from(users).where(eq(users.id, investorId)))[0]!.tenantId!;
  await t.db.insert(users).values({
    tenantId,
    email: 'druga.inwestorka@demo.test',
    firstName: 'Olga',
    surname: 'Inna',
    role: 'investor',
    status: 'active',
  });
  tokens.investor = (await loginInvestorByMail(t.app)).accessToken;
  tokens.other = (await loginInvestorByMail(t.app, 'druga.inwestorka@demo.test')).accessToken;
  tokens.advisor = (await loginAdvisor(t.app, clock, ADVISOR)).accessToken;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...headersFor(HOSTS.demo), authorization: `Bearer ${token}` },
    ...(payload !== undefined && { payload: payload as object }),
  });
}

const template = (id: string) => `/investor-api/onboarding/compliance-form/template/${id}`;
const forms = (requestId: string) => `/investor-api/onboarding/request/${requestId}/compliance-form`;

/** The demo investor's request; by default as a KYC from the public form leaves it: KYC sent, no forms yet. */
async function newRequest(kycStatus: 'draft' | 'sent' = 'sent'): Promise<string> {
  const [row] = await t.db
    .insert(onboardingRequests)
    .values({
      tenantId,
      investorId,
      email: 'investor@demo.test',
      source: 'kyc-invitation',
      ownerId: advisorId,
      sourceName: 'Doradca Demo',
      investorType: 'natural-person',
      taxResidenceCountry: 'PL',
      client: {
        id: investorId,
        type: 'natural-person',
        name: 'Jan Kowalski',
        taxNumber: null,
        krsNumber: null,
        source: 'self',
        representative: true,
      },
      kycStatus,
      kycData: validKycForm() as unknown as Record<string, unknown>,
      kycSentAt: kycStatus === 'sent' ? clock.now() : null,
      createdAt: clock.now(),
    })
    .returning();
  return row!.id;
}

/** The data the server itself generates from the valid KYC, by kind. */
function generatedData() {
  const [declaration, classification] = formsFromKyc(validKycForm() as unknown as Record<string, unknown>, clock.now());
  return { declaration: declaration!.data, classification: classification!.data };
}

async function stored(requestId: string) {
  return (await t.db.select().from(onboardingRequests).where(eq(onboardingRequests.id, requestId)))[0]!;
}

describe('getComplianceFormTemplate', () => {
  it('answers each template: id, name in both languages, version 1, the JSON Schema and the uiSchema', async () => {
    const aml = await call(tokens.investor, 'GET', template(AML));
    expect(aml.statusCode, aml.body).toBe(200);
    expect(aml.json()).toMatchObject({
      id: AML,
      name: { pl: 'Oświadczenie AML/KYC', en: 'AML/KYC declaration' },
      version: 1,
      schema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        required: expect.arrayContaining(['fullName', 'pesel', 'originOfFunds', 'declaredAt']),
      },
      uiSchema: { fullName: { 'ui:title': 'form.amlKycDeclaration.fullName.label' } },
    });
    const classification = (await call(tokens.investor, 'GET', template(CLASSIFICATION))).json();
    expect(classification.name).toEqual({ pl: 'Klasyfikacja inwestora', en: 'Investor classification' });
    expect(classification.schema.properties.classification.enum).toEqual(['qualified', 'retail']);
  });

  it('an unknown template is 404 NOT_FOUND; only investors may ask', async () => {
    const unknown = await call(tokens.investor, 'GET', template(UNKNOWN));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', label: 'No such compliance form template' });
    expect((await call(tokens.advisor, 'GET', template(AML))).statusCode).toBe(403);
  });
});

describe('createComplianceForm', () => {
  it('creates the form of the template with valid data (201), stores it with its timeline event; one per kind', async () => {
    const id = await newRequest();
    const { declaration } = generatedData();
    const created = await call(tokens.investor, 'POST', forms(id), { templateId: AML, data: declaration });
    expect(created.statusCode, created.body).toBe(201);
    const form = created.json();
    expect(form).toMatchObject({
      templateId: AML,
      kind: 'aml-kyc-declaration',
      name: { pl: 'Oświadczenie AML/KYC', en: 'AML/KYC declaration' },
      status: 'processing',
      approvedAt: null,
      verifiedAt: null,
      data: declaration,
    });

    const row = await stored(id);
    expect(row.complianceForms).toEqual([
      {
        id: form.id,
        templateId: AML,
        kind: 'aml-kyc-declaration',
        status: 'processing',
        approvedAt: null,
        verifiedAt: null,
        data: declaration,
      },
    ]);
    expect(row.updatedAt.toISOString()).toBe(clock.now().toISOString());
    const events = await t.db
      .select()
      .from(onboardingRequestEvents)
      .where(
        and(eq(onboardingRequestEvents.requestId, id), eq(onboardingRequestEvents.type, 'compliance_form_created')),
      );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      subjectId: form.id,
      toValue: 'aml-kyc-declaration',
      actorRole: 'investor',
      actorId: investorId,
    });
    // The reviewer's timeline shows it (its type is one of the contract's).
    const review = await call(tokens.advisor, 'GET', `/api/advisor/onboarding/request/${id}`);
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().events.map((event: { type: string }) => event.type)).toContain('compliance_form_created');

    const again = await call(tokens.investor, 'POST', forms(id), { templateId: AML, data: declaration });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', label: 'This form already exists' });
    expect((await stored(id)).complianceForms).toHaveLength(1);
  });

  it('refuses data that does not match the template: 422 INVALID_FORM_DATA, a violation per field, nothing stored', async () => {
    const id = await newRequest();
    const { declaration, classification } = generatedData();
    const wrong = await call(tokens.investor, 'POST', forms(id), {
      templateId: CLASSIFICATION,
      data: { ...classification, criteriaMet: 3, classification: 'qualified', thresholds: undefined },
    });
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json().code).toBe('INVALID_FORM_DATA');
    expect(wrong.json().violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'data.thresholds', title: 'validation.required', message: 'This field is required.' },
        expect.objectContaining({ propertyPath: 'data.criteriaMet', title: 'validation.countOfTrue' }),
      ]),
    );
    const pesel = await call(tokens.investor, 'POST', forms(id), {
      templateId: AML,
      data: { ...declaration, pesel: '44051401358', originOfFunds: [] },
    });
    expect(pesel.statusCode).toBe(422);
    expect(
      pesel
        .json()
        .violations.map((violation: { propertyPath: string; title: string }) => [
          violation.propertyPath,
          violation.title,
        ]),
    ).toEqual([
      ['data.pesel', 'validation.pesel'],
      ['data.originOfFunds', 'validation.minItems'],
    ]);
    const row = await stored(id);
    expect(row.complianceForms).toEqual([]);
    const events = await t.db.select().from(onboardingRequestEvents).where(eq(onboardingRequestEvents.requestId, id));
    expect(events.map((event) => event.type)).not.toContain('compliance_form_created');
  });

  it('an unknown template is 404; before the KYC is sent, 409 ONBOARDING_INCOMPLETE', async () => {
    const id = await newRequest();
    const { declaration } = generatedData();
    const unknown = await call(tokens.investor, 'POST', forms(id), { templateId: UNKNOWN, data: declaration });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const draft = await newRequest('draft');
    const early = await call(tokens.investor, 'POST', forms(draft), { templateId: AML, data: declaration });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('ONBOARDING_INCOMPLETE');
    expect((await stored(draft)).complianceForms).toEqual([]);
  });

  it('the forms created are approved and sent like generated ones; afterwards 409 FORM_ALREADY_SENT', async () => {
    const id = await newRequest();
    const { declaration, classification } = generatedData();
    for (const [templateId, data] of [
      [AML, declaration],
      [CLASSIFICATION, classification],
    ] as const) {
      const created = await call(tokens.investor, 'POST', forms(id), { templateId, data });
      expect(created.statusCode, created.body).toBe(201);
      const approved = await call(tokens.investor, 'PUT', `${forms(id)}/${created.json().id}`, {
        data,
        approved: true,
      });
      expect(approved.statusCode, approved.body).toBe(200);
    }
    const sent = await call(tokens.investor, 'PATCH', `${forms(id)}/send-to-verification`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().complianceForms.map((form: { kind: string }) => form.kind)).toEqual([
      'aml-kyc-declaration',
      'investor-classification',
    ]);

    const late = await call(tokens.investor, 'POST', forms(id), { templateId: AML, data: declaration });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('FORM_ALREADY_SENT');
    expect((await stored(id)).complianceForms).toHaveLength(2);
  });

  it("another investor's request is 404; an advisor is refused (403)", async () => {
    const id = await newRequest();
    const { declaration } = generatedData();
    const foreign = await call(tokens.other, 'POST', forms(id), { templateId: AML, data: declaration });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    const advisor = await call(tokens.advisor, 'POST', forms(id), { templateId: AML, data: declaration });
    expect(advisor.statusCode).toBe(403);
    expect((await stored(id)).complianceForms).toEqual([]);
  });
});
