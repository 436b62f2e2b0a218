// The investor panel on a real database: the investor's summary, investments (tabs) and schedules,
// only their own and nothing of another tenant; the operator's payouts moving the row statuses (with the
// timeline and the investor's e-mail) and reference rates; the public schedule preview and its 400s; the
// files; who may call what. The schedules are the worked example of docs/product/investor-panel.md (10 000.00 PLN, 9 % Fixed,
// Quarterly, 12 months from 2026-01-15, ACT/365F: gross 221.92, 224.38, 226.85, 226.85; tax 42.16, 42.63,
// 43.10, 43.10) and a company's 20 000.00 (gross, no tax: 443.84, 448.77, 453.70, 453.70).
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InvestmentSummary,
  InvestorProductDetails,
  InvestorProductList,
  PaymentSchedulePreview,
} from '#generated/api/model';
import type { Database } from '../../server/src/db/open-db';
import { campaigns, networkMembers, offerEvents, offers, products, users } from '../../server/src/db/schema';
import { hashToken } from '../../server/src/security/tokens';
import { ADVISOR, HOSTS, loginAdvisor, loginInvestorByMail, OPERATOR } from './helpers/auth';
import { extractPdfText } from './helpers/pdf-text';
import { apiCaller, mailsTo } from './helpers/offers';
import { personForm, tenantIdOf, userIdOf, type TenantName } from './helpers/offer-fixtures';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

// Today is 2026-07-20 in Warsaw: the April and July coupons have passed, October and January are to come.
const clock = createClock('2026-07-20T10:00:00.000Z');
let t: TestApp;
let api: ReturnType<typeof apiCaller>;
let variableTarget: { campaignId: string; productId: string };
const tokens = { investor: '', other: '', operator: '', advisor: '', navyInvestor: '' };
const ids = {
  fixedProduct: '',
  variableProduct: '',
  equityProduct: '',
  navyProduct: '',
  person: '',
  company: '',
  signing: '',
  invited: '',
  otherInvestors: '',
  navy: '',
  variable: '',
};

async function insertProduct(
  db: Database,
  tenant: TenantName,
  product: Partial<typeof products.$inferInsert> & { code: string },
  type: 'debt' | 'equity' = 'debt',
): Promise<{ campaignId: string; productId: string }> {
  const tenantId = await tenantIdOf(db, tenant);
  const [campaign] = await db
    .insert(campaigns)
    .values({
      tenantId,
      type,
      data: {
        translations: {
          pl: { name: `Kampania ${product.code}`, description: 'Opis' },
          en: { name: `Campaign ${product.code}`, description: 'Description' },
        },
      },
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      targetAmount: '10000000.00',
      currency: 'PLN',
      paymentBankAccount: 'PL61109010140000071219812874',
      paymentRecipient: 'Fundusz Demo S.A.',
    })
    .returning({ id: campaigns.id });
  const [row] = await db
    .insert(products)
    .values({
      tenantId,
      campaignId: campaign!.id,
      name: { pl: `Seria ${product.code}`, en: `Series ${product.code}` },
      currency: 'PLN',
      interestType: type === 'debt' ? 'Fixed' : null,
      interestRate: type === 'debt' ? '9' : null,
      paymentFrequency: type === 'debt' ? 'Quarterly' : null,
      termMonths: type === 'debt' ? 12 : null,
      startDate: '2026-01-15',
      investmentValueMin: '1000.00',
      investmentValueMax: '500000.00',
      investmentValueStep: '100.00',
      ...product,
    })
    .returning({ id: products.id });
  return { campaignId: campaign!.id, productId: row!.id };
}

async function insertInvestment(
  db: Database,
  target: { campaignId: string; productId: string },
  options: {
    tenant?: TenantName;
    investorEmail?: string;
    status: 'invited' | 'accepted' | 'active';
    amount?: string;
    paymentDate?: string | null;
    form?: Record<string, unknown>;
  },
): Promise<string> {
  const tenant = options.tenant ?? 'demo';
  const tenantId = await tenantIdOf(db, tenant);
  const investorEmail = options.investorEmail ?? `investor@${tenant}.test`;
  const ownerId = await userIdOf(db, tenant, `advisor@${tenant}.test`);
  const investorId = await userIdOf(db, tenant, investorEmail);
  const [membership] = await db
    .select({ networkId: networkMembers.networkId })
    .from(networkMembers)
    .where(eq(networkMembers.userId, ownerId))
    .limit(1);
  const accepted = options.status !== 'invited';
  const [offer] = await db
    .insert(offers)
    .values({
      tenantId,
      campaignId: target.campaignId,
      productId: target.productId,
      networkId: membership!.networkId,
      ownerId,
      investorId,
      investorEmail,
      investorName: accepted ? 'Jan Kowalski' : null,
      status: options.status,
      tokenHash: hashToken(randomBytes(32).toString('base64url')),
      currency: 'PLN',
      investmentValue: accepted ? (options.amount ?? '10000.00') : null,
      investmentData: accepted ? (options.form ?? personForm(10000)) : null,
      acceptedAt: accepted ? new Date('2026-01-10T10:00:00Z') : null,
      paymentDueDate: accepted ? '2026-01-17' : null,
      agreementStatus: accepted ? (options.status === 'active' ? 'Completed' : 'Processing') : null,
      agreementDate: options.status === 'active' ? '2026-01-12' : null,
      paymentDate: options.status === 'active' ? (options.paymentDate ?? '2026-01-15') : null,
      endDate: options.status === 'active' ? '2027-01-15' : null,
    })
    .returning({ id: offers.id });
  return offer!.id;
}

const companyForm = {
  ...personForm(20000),
  investorType: 'company',
  person: undefined,
  company: { name: 'Spółka Testowa sp. z o.o.' },
};

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  api = apiCaller(t);
  const demoId = await tenantIdOf(t.db, 'demo');
  await t.db.insert(users).values({
    tenantId: demoId,
    email: 'druga.inwestorka@demo.test',
    firstName: 'Anna',
    surname: 'Druga',
    role: 'investor',
    status: 'active',
  });
  const fixed = await insertProduct(t.db, 'demo', { code: 'Q9' });
  const variable = await insertProduct(t.db, 'demo', {
    code: 'V3',
    interestType: 'Variable',
    interestRate: null,
    referenceRateName: 'WIBOR 3M',
    referenceRateValue: '5.8',
    margin: '3.5',
  });
  const equity = await insertProduct(t.db, 'demo', { code: 'EQ' }, 'equity');
  const navy = await insertProduct(t.db, 'navy', { code: 'N9' });
  ids.fixedProduct = fixed.productId;
  ids.variableProduct = variable.productId;
  variableTarget = variable;
  ids.equityProduct = equity.productId;
  ids.navyProduct = navy.productId;
  ids.person = await insertInvestment(t.db, fixed, { status: 'active' });
  ids.company = await insertInvestment(t.db, fixed, { status: 'active', amount: '20000.00', form: companyForm });
  ids.signing = await insertInvestment(t.db, fixed, { status: 'accepted', amount: '5000.00' });
  ids.invited = await insertInvestment(t.db, fixed, { status: 'invited' });
  ids.otherInvestors = await insertInvestment(t.db, fixed, {
    status: 'active',
    investorEmail: 'druga.inwestorka@demo.test',
  });
  ids.navy = await insertInvestment(t.db, navy, { tenant: 'navy', status: 'active' });
  tokens.investor = (await loginInvestorByMail(t.app)).accessToken;
  tokens.other = (await loginInvestorByMail(t.app, 'druga.inwestorka@demo.test')).accessToken;
  tokens.navyInvestor = (await loginInvestorByMail(t.app, 'investor@navy.test', HOSTS.navy)).accessToken;
  tokens.operator = (await loginAdvisor(t.app, clock, OPERATOR)).accessToken;
  tokens.advisor = (await loginAdvisor(t.app, clock, ADVISOR)).accessToken;
});

afterAll(async () => {
  await t?.close();
});

const product = async (id: string, token = tokens.investor) => {
  const response = await api('GET', `/investor-api/product/${id}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InvestorProductDetails;
};

const list = async (status?: string, token = tokens.investor) => {
  const query = status
    ? `?filters[status][type]=array&filters[status][operator]=in&filters[status][values][0]=${status}`
    : '';
  const response = await api('GET', `/investor-api/products${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['x-total-count']).toBe(String((response.json() as InvestorProductList).totalCount));
  return response.json() as InvestorProductList;
};

const summary = async (token = tokens.investor) => {
  const response = await api('GET', '/investor-api/investor/summary', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InvestmentSummary;
};

const payout = (id: string, body: Record<string, unknown>, token = tokens.operator) =>
  api('POST', `/api/operator/investment/${id}/payout`, token, body);

/** [dueDate, gross, tax, net, principal, status] of each row. */
const rows = (details: InvestorProductDetails) =>
  details.schedule!.rows.map((r) => [r.dueDate, r.grossInterest, r.tax, r.netInterest, r.principal, r.status]);

describe('an investor sees their own investments only', () => {
  it('lists the tabs: signing (accepted), active (paid), nothing of another investor or tenant', async () => {
    const all = await list();
    expect(all.items.map((item) => item.id).sort()).toEqual([ids.person, ids.company, ids.signing].sort());
    expect((await list('signing')).items.map((item) => [item.id, item.status, item.offerStatus])).toEqual([
      [ids.signing, 'signing', 'accepted'],
    ]);
    expect((await list('active')).items.map((item) => item.id).sort()).toEqual([ids.person, ids.company].sort());
    expect((await list('archived')).totalCount).toBe(0);
    expect((await list(undefined, tokens.other)).items.map((item) => item.id)).toEqual([ids.otherInvestors]);
  });

  it('answers 404 for another investor’s, another tenant’s, a not accepted or an unknown investment', async () => {
    for (const id of [ids.otherInvestors, ids.navy, ids.invited, '3f1c2c9e-8d0a-4b6f-9b7e-0c1d2e3f4a5b']) {
      const response = await api('GET', `/investor-api/product/${id}`, tokens.investor);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
      for (const url of [
        `/investor-api/product/${id}/schedule/export?format=ics`,
        `/investor-api/product/${id}/agreement`,
      ]) {
        expect((await api('GET', url, tokens.investor)).statusCode, url).toBe(404);
      }
    }
    // The navy investor on the navy host sees theirs, never a demo one.
    expect(
      (await api('GET', `/investor-api/product/${ids.navy}`, tokens.navyInvestor, undefined, { host: HOSTS.navy }))
        .statusCode,
    ).toBe(200);
    expect(
      (await api('GET', `/investor-api/product/${ids.person}`, tokens.navyInvestor, undefined, { host: HOSTS.navy }))
        .statusCode,
    ).toBe(404);
  });

  it('shows the worked example with the statuses of 20 July 2026 and the conventions', async () => {
    const details = await product(ids.person);
    expect(rows(details)).toEqual([
      ['2026-04-15', 221.92, 42.16, 179.76, 0, 'unpaid'],
      ['2026-07-15', 224.38, 42.63, 181.75, 0, 'unpaid'],
      ['2026-10-15', 226.85, 43.1, 183.75, 0, 'scheduled'],
      ['2027-01-15', 226.85, 43.1, 183.75, 10000, 'scheduled'],
    ]);
    expect(details.schedule!.totals).toEqual({
      grossInterest: 900,
      tax: 170.99,
      netInterest: 729.01,
      principal: 10000,
      total: 10729.01,
    });
    expect(details.schedule!.conventions).toMatchObject({
      dayCount: 'ACT/365F',
      interestType: 'Fixed',
      paymentFrequency: 'Quarterly',
      taxWithheld: true,
      taxRatePercent: 19,
      taxNote: null,
    });
    expect(details.schedule!.projected).toBe(false);
    expect(details.investment).toMatchObject({
      status: 'active',
      investmentValue: 10000,
      paymentDate: '2026-01-15',
      nextPayment: { dueDate: '2026-10-15', amount: 183.75 },
    });
    expect(details.agreement).toMatchObject({ status: 'Completed', date: '2026-01-12', signed: false });
    expect(details.investorType).toBe('natural-person');
    expect(details.taxResidenceCountry).toBe('PL');
  });

  it('shows a company gross with the note, and a signing investment as a projected schedule', async () => {
    const company = await product(ids.company);
    expect(rows(company).map((r) => [r[1], r[2], r[3]])).toEqual([
      [443.84, 0, 443.84],
      [448.77, 0, 448.77],
      [453.7, 0, 453.7],
      [453.7, 0, 453.7],
    ]);
    expect(company.schedule!.conventions).toMatchObject({ taxWithheld: false, taxNote: 'legal-person' });
    const signing = await product(ids.signing);
    expect(signing.investment.status).toBe('signing');
    expect(signing.schedule!.projected).toBe(true);
    // Not paid by the due date (17 Jan): assumed paid today, 20 Jul; the first row runs 20 Jul -> 15 Oct.
    expect(signing.schedule!.accrualStart).toBe('2026-07-20');
    expect(signing.schedule!.rows.every((row) => row.status === 'scheduled')).toBe(true);
    expect(signing.paymentInstructions).toMatchObject({
      amount: { value: 5000, currency: 'PLN' },
      dueDate: '2026-01-17',
    });
  });
});

describe('the operator records payouts and the statuses move', () => {
  it('pays row 1 in full: paid, a timeline event, an e-mail to the investor', async () => {
    const before = (await mailsTo(t.db, 'investor@demo.test')).length;
    const response = await payout(ids.person, { dueDate: '2026-04-15', outcome: 'paid', paidOn: '2026-04-15' });
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json() as InvestorProductDetails;
    expect(details.investor).toMatchObject({ email: 'investor@demo.test' });
    expect(details.schedule!.rows[0]).toMatchObject({
      status: 'paid',
      paidOn: '2026-04-15',
      paid: { grossInterest: 221.92, tax: 42.16, netInterest: 179.76, principal: 0, total: 179.76 },
    });
    const seen = await product(ids.person);
    expect(seen.schedule!.rows.map((row) => row.status)).toEqual(['paid', 'unpaid', 'scheduled', 'scheduled']);
    const event = seen.timeline.at(-1)!;
    expect(event).toMatchObject({
      type: 'payout_recorded',
      fromValue: 'unpaid',
      toValue: 'paid',
      relatedDate: '2026-04-15',
      amount: { value: 179.76, currency: 'PLN' },
      actorRole: 'operator',
      actorName: null, // the investor does not see the staff's names
    });
    const mails = await mailsTo(t.db, 'investor@demo.test');
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.subject).toContain('wypłata z inwestycji');
    expect(mails[0]!.text).toContain('179,76 PLN');
    expect(mails[0]!.text).toContain(`/app/investments/${ids.person}`);
  });

  it('pays row 2 in part, then the rest: partially paid, then paid, the tax adding up to the row’s', async () => {
    const part = await payout(ids.person, {
      dueDate: '2026-07-15',
      outcome: 'partially-paid',
      paidOn: '2026-07-16',
      grossInterest: 100,
    });
    expect(part.statusCode, part.body).toBe(200);
    // 19 % of 100.00 = 19.00 withheld; 81.00 paid.
    expect((part.json() as InvestorProductDetails).schedule!.rows[1]).toMatchObject({
      status: 'partially-paid',
      paid: { grossInterest: 100, tax: 19, netInterest: 81, principal: 0, total: 81 },
    });
    const tooMuch = await payout(ids.person, {
      dueDate: '2026-07-15',
      outcome: 'partially-paid',
      paidOn: '2026-07-17',
      grossInterest: 124.39,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().violations).toEqual([expect.objectContaining({ propertyPath: 'grossInterest' })]);
    const rest = await payout(ids.person, { dueDate: '2026-07-15', outcome: 'paid', paidOn: '2026-07-17' });
    expect(rest.statusCode, rest.body).toBe(200);
    // The rest: gross 224.38 − 100 = 124.38, tax 42.63 − 19.00 = 23.63.
    expect((rest.json() as InvestorProductDetails).schedule!.rows[1]).toMatchObject({
      status: 'paid',
      paidOn: '2026-07-17',
      paid: { grossInterest: 224.38, tax: 42.63, netInterest: 181.75, principal: 0, total: 181.75 },
    });
  });

  it('refuses a closed row, a missing row, a future day, an inactive investment; cancels a row', async () => {
    const closed = await payout(ids.person, { dueDate: '2026-04-15', outcome: 'paid', paidOn: '2026-04-16' });
    expect([closed.statusCode, closed.json().code]).toEqual([409, 'SCHEDULE_ROW_CLOSED']);
    const missing = await payout(ids.person, { dueDate: '2026-05-15', outcome: 'paid', paidOn: '2026-05-15' });
    expect([missing.statusCode, missing.json().violations[0].propertyPath]).toEqual([404, 'dueDate']);
    const future = await payout(ids.person, { dueDate: '2026-10-15', outcome: 'paid', paidOn: '2026-07-21' });
    expect([future.statusCode, future.json().violations[0].propertyPath]).toEqual([422, 'paidOn']);
    const noReason = await payout(ids.person, { dueDate: '2026-10-15', outcome: 'cancelled' });
    expect([noReason.statusCode, noReason.json().violations[0].propertyPath]).toEqual([422, 'reason']);
    const signing = await payout(ids.signing, { dueDate: '2026-10-15', outcome: 'paid', paidOn: '2026-07-20' });
    expect([signing.statusCode, signing.json().code]).toEqual([409, 'INVESTMENT_NOT_ACTIVE']);
    const otherTenant = await payout(ids.navy, { dueDate: '2026-04-15', outcome: 'paid', paidOn: '2026-04-15' });
    expect(otherTenant.statusCode).toBe(404);

    const cancel = await payout(ids.company, {
      dueDate: '2026-04-15',
      outcome: 'cancelled',
      reason: 'Umowa rozwiązana',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const company = await product(ids.company);
    expect(company.schedule!.rows[0]).toMatchObject({ status: 'cancelled', cancellationReason: 'Umowa rozwiązana' });
    expect(company.timeline.at(-1)).toMatchObject({ type: 'payout_cancelled', toValue: 'cancelled' });
  });

  it('archives an investment whose every row is paid or cancelled', async () => {
    for (const dueDate of ['2026-07-15', '2026-10-15', '2027-01-15']) {
      const response = await payout(ids.company, { dueDate, outcome: 'paid', paidOn: '2026-07-20' });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await list('archived')).items.map((item) => item.id)).toEqual([ids.company]);
    expect((await product(ids.company)).investment.nextPayment).toBeNull();
  });
});

describe('the summary equals the sum of the schedules', () => {
  it('per currency: invested, in signing, interest paid, next payment, expected remaining', async () => {
    const result = await summary();
    expect(result.countsByStatus).toEqual([
      { status: 'signing', count: 1 },
      { status: 'active', count: 1 },
      { status: 'archived', count: 1 },
    ]);
    const [pln] = result.currencies;
    const person = await product(ids.person);
    const company = await product(ids.company);
    // Paid: person rows 1–2 (221.92 + 224.38 gross, 42.16 + 42.63 tax), company all four rows 2–4 gross
    // (448.77 + 453.70 + 453.70 = 1356.17, no tax) + the principal 20 000 (not interest).
    expect(pln).toEqual({
      currency: 'PLN',
      invested: 10000,
      inSigning: 5000,
      interestPaid: { grossInterest: 1802.47, tax: 84.79, netInterest: 1717.68 },
      nextPayment: { dueDate: '2026-10-15', amount: 183.75, investmentIds: [ids.person] },
      expectedRemainingNetInterest: 367.5,
      remainingPrincipal: 10000,
    });
    // The same figures from the schedules the investor reads.
    const activeSchedules = [person].map((details) => details.schedule!);
    const sum = (pick: (s: (typeof activeSchedules)[number]) => number) =>
      Math.round(activeSchedules.reduce((acc, s) => acc + pick(s) * 100, 0)) / 100;
    expect(pln!.expectedRemainingNetInterest).toBe(sum((s) => s.remaining.netInterest));
    const openRowsNet = person
      .schedule!.rows.filter((row) => row.status !== 'paid' && row.status !== 'cancelled')
      .reduce((acc, row) => acc + Math.round((row.netInterest - row.paid.netInterest) * 100), 0);
    expect(pln!.expectedRemainingNetInterest * 100).toBe(openRowsNet);
    const paidGross = [person, company].reduce(
      (acc, details) =>
        acc + details.schedule!.rows.reduce((a, row) => a + Math.round(row.paid.grossInterest * 100), 0),
      0,
    );
    expect(pln!.interestPaid.grossInterest * 100).toBeCloseTo(paidGross, 6);
    expect(result.upcomingPayments).toEqual([
      { month: '2026-10', currency: 'PLN', netInterest: 183.75, principal: 0 },
      { month: '2027-01', currency: 'PLN', netInterest: 183.75, principal: 10000 },
    ]);
  });

  it('is per tenant: the navy investor’s summary on the navy host, their token refused on the demo host', async () => {
    const elsewhere = await api('GET', '/investor-api/investor/summary', tokens.navyInvestor);
    expect(elsewhere.statusCode).toBe(403);
    const navy = await api('GET', '/investor-api/investor/summary', tokens.navyInvestor, undefined, {
      host: HOSTS.navy,
    });
    expect(navy.statusCode).toBe(200);
    expect((navy.json() as InvestmentSummary).currencies.map((c) => [c.currency, c.invested])).toEqual([
      ['PLN', 10000],
    ]);
  });
});

describe('reference rates of a variable product', () => {
  it('records a fixing: the schedule follows, an event on the active investment, 422 for a fixed product', async () => {
    ids.variable = await insertInvestment(t.db, variableTarget, { status: 'active' });
    // Before: 5.8 from the start for every period; April, July, October estimated.
    let details = await product(ids.variable);
    expect(details.schedule!.rows.map((row) => [row.ratePercent, row.estimated])).toEqual([
      [9.3, false],
      [9.3, true],
      [9.3, true],
      [9.3, true],
    ]);
    const recorded = await api(
      'POST',
      `/api/operator/product/${ids.variableProduct}/reference-rates`,
      tokens.operator,
      {
        date: '2026-04-13',
        value: 5.6,
      },
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().fixings.map((f: { date: string; value: number }) => [f.date, f.value])).toEqual([
      ['2026-01-15', 5.8],
      ['2026-04-13', 5.6],
    ]);
    details = await product(ids.variable);
    // 9.10 from April (known), carried forward to July and October (estimated). 910 × 91/365 = 226.876… → 226.88.
    expect(details.schedule!.rows.map((row) => [row.ratePercent, row.estimated, row.grossInterest])).toEqual([
      [9.3, false, 229.32],
      [9.1, false, 226.88],
      [9.1, true, 229.37],
      [9.1, true, 229.37],
    ]);
    expect(details.timeline.at(-1)).toMatchObject({
      type: 'reference_rate_recorded',
      fromValue: null,
      toValue: '5.6',
      relatedDate: '2026-04-13',
    });
    const fixedProduct = await api(
      'POST',
      `/api/operator/product/${ids.fixedProduct}/reference-rates`,
      tokens.operator,
      {
        date: '2026-04-13',
        value: 5.6,
      },
    );
    expect(fixedProduct.statusCode).toBe(422);
    const future = await api('POST', `/api/operator/product/${ids.variableProduct}/reference-rates`, tokens.operator, {
      date: '2026-07-21',
      value: 5.6,
    });
    expect([future.statusCode, future.json().violations[0].propertyPath]).toEqual([422, 'date']);
    const navy = await api('GET', `/api/operator/product/${ids.navyProduct}/reference-rates`, tokens.operator);
    expect(navy.statusCode).toBe(404);
  });
});

describe('previewPaymentSchedule (public)', () => {
  const preview = (body: unknown, host: string = HOSTS.demo) =>
    api('POST', '/public-api/payment-schedule/preview', null, body, { host });
  const terms = {
    currency: 'PLN',
    startDate: '2026-01-15',
    termMonths: 12,
    interestType: 'Fixed',
    interestRate: 9,
    paymentFrequency: 'Quarterly',
  };

  it('computes the worked example from terms and from the product, the same', async () => {
    const fromTerms = await preview({
      terms,
      amount: 10000,
      paymentDate: '2026-01-15',
      investorType: 'natural-person',
    });
    expect(fromTerms.statusCode, fromTerms.body).toBe(200);
    const body = fromTerms.json() as PaymentSchedulePreview;
    expect(body.rows.map((r) => [r.dueDate, r.days, r.grossInterest, r.tax, r.netInterest, r.principal])).toEqual([
      ['2026-04-15', 90, 221.92, 42.16, 179.76, 0],
      ['2026-07-15', 91, 224.38, 42.63, 181.75, 0],
      ['2026-10-15', 92, 226.85, 43.1, 183.75, 0],
      ['2027-01-15', 92, 226.85, 43.1, 183.75, 10000],
    ]);
    expect(body.totals).toEqual({
      grossInterest: 900,
      tax: 170.99,
      netInterest: 729.01,
      principal: 10000,
      total: 10729.01,
    });
    const fromProduct = await preview({
      productId: ids.fixedProduct,
      amount: 10000,
      paymentDate: '2026-01-15',
      investorType: 'natural-person',
    });
    expect(fromProduct.json()).toEqual(body);
    const company = await preview({ terms, amount: 10000, paymentDate: '2026-01-15', investorType: 'legal-person' });
    expect((company.json() as PaymentSchedulePreview).totals.tax).toBe(0);
    const abroad = await preview({
      terms,
      amount: 10000,
      paymentDate: '2026-01-15',
      investorType: 'natural-person',
      taxResidenceCountry: 'DE',
    });
    expect((abroad.json() as PaymentSchedulePreview).conventions.taxNote).toBe('non-resident');
  });

  it('answers 400 with violations on the fields, 404 for a product of another tenant', async () => {
    const cases: [unknown, string][] = [
      [
        { terms, productId: ids.fixedProduct, amount: 100, paymentDate: '2026-01-15', investorType: 'natural-person' },
        'productId',
      ],
      [{ amount: 100, paymentDate: '2026-01-15', investorType: 'natural-person' }, 'productId'],
      [{ terms, amount: 10000.005, paymentDate: '2026-01-15', investorType: 'natural-person' }, 'amount'],
      [{ terms, amount: 0, paymentDate: '2026-01-15', investorType: 'natural-person' }, 'amount'],
      [{ terms, amount: 100, paymentDate: '2027-01-15', investorType: 'natural-person' }, 'paymentDate'],
      [
        {
          terms: { ...terms, interestRate: undefined },
          amount: 100,
          paymentDate: '2026-01-15',
          investorType: 'natural-person',
        },
        'terms.interestRate',
      ],
      [
        {
          terms: { ...terms, interestType: 'Variable' },
          amount: 100,
          paymentDate: '2026-01-15',
          investorType: 'natural-person',
        },
        'terms.margin',
      ],
      [
        { productId: ids.equityProduct, amount: 100, paymentDate: '2026-01-15', investorType: 'natural-person' },
        'productId',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await preview(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(field);
    }
    const route = await preview({ terms, amount: 100, paymentDate: 'tomorrow', investorType: 'natural-person' });
    expect(route.statusCode).toBe(400);
    const navy = await preview({
      productId: ids.navyProduct,
      amount: 100,
      paymentDate: '2026-01-15',
      investorType: 'natural-person',
    });
    expect(navy.statusCode).toBe(404);
    const onNavy = await preview(
      { productId: ids.navyProduct, amount: 100, paymentDate: '2026-01-15', investorType: 'natural-person' },
      HOSTS.navy,
    );
    expect(onNavy.statusCode).toBe(200);
  });
});

describe('the files', () => {
  it('the agreement PDF of an active investment', async () => {
    const response = await api('GET', `/investor-api/product/${ids.person}/agreement`, tokens.investor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="umowa-/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('CSV: a header and one line per row with its status', async () => {
    const response = await api(
      'GET',
      `/investor-api/product/${ids.person}/schedule/export?format=csv&language=pl`,
      tokens.investor,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('harmonogram-');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(
      'Nr;Początek okresu;Data płatności;Liczba dni;Oprocentowanie (%);Szacunkowe;Odsetki brutto;Podatek;Odsetki netto;Kapitał;Razem;Waluta;Status;Wypłacono;Data wypłaty',
    );
    expect(lines[1]).toBe(
      '1;2026-01-15;2026-04-15;90;9;nie;221,92;42,16;179,76;0,00;179,76;PLN;zapłacona;179,76;2026-04-15',
    );
    expect(lines[4]).toBe(
      '4;2026-10-15;2027-01-15;92;9;nie;226,85;43,10;183,75;10000,00;10183,75;PLN;zaplanowana;0,00;',
    );
  });

  it('iCalendar: one VEVENT per payment date, CRLF, folded at 75 octets, escaped', async () => {
    const response = await api(
      'GET',
      `/investor-api/product/${ids.person}/schedule/export?format=ics&language=en`,
      tokens.investor,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20260415\r\nDTEND;VALUE=DATE:20260416');
    expect(unfolded).toContain(`UID:${ids.person}-20270115@localhost`);
    expect(unfolded).toContain('SUMMARY:Q9: payment 10 183\\,75 PLN');
  });

  it('the tax summary PDF of 2026: gross, tax and net from the payouts paid in the year', async () => {
    const response = await api('GET', '/investor-api/tax-summary/2026?language=pl', tokens.investor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('podsumowanie-podatkowe-2026.pdf');
    const text = extractPdfText(response.rawPayload);
    expect(text).toContain('Podsumowanie podatkowe za rok 2026');
    // The person's rows 1–2: 446.30 gross, 84.79 tax, 361.51 net; the company's 1356.17 gross without tax.
    expect(text).toContain('446,30 PLN');
    expect(text).toContain('84,79 PLN');
    expect(text).toContain('361,51 PLN');
    expect(text).toContain('1 356,17 PLN');
    const empty = await api('GET', '/investor-api/tax-summary/2025?language=en', tokens.investor);
    expect(extractPdfText(empty.rawPayload)).toContain('No interest was paid from your investments in 2025.');
  });
});

describe('roles', () => {
  it('refuses the investor operations to staff and the operator operations to investors and advisors (403)', async () => {
    for (const url of [
      '/investor-api/investor/summary',
      '/investor-api/products',
      `/investor-api/product/${ids.person}`,
    ]) {
      expect((await api('GET', url, tokens.operator)).statusCode, url).toBe(403);
      expect((await api('GET', url, tokens.advisor)).statusCode, url).toBe(403);
    }
    expect((await api('GET', `/api/operator/investment/${ids.person}`, tokens.investor)).statusCode).toBe(403);
    expect((await api('GET', `/api/operator/investment/${ids.person}`, tokens.advisor)).statusCode).toBe(403);
    expect(
      (await payout(ids.person, { dueDate: '2026-10-15', outcome: 'paid', paidOn: '2026-07-20' }, tokens.investor))
        .statusCode,
    ).toBe(403);
    expect(
      (await payout(ids.person, { dueDate: '2026-10-15', outcome: 'paid', paidOn: '2026-07-20' }, tokens.advisor))
        .statusCode,
    ).toBe(403);
    expect((await api('GET', '/investor-api/investor/summary', null)).statusCode).toBe(401);
  });

  it('the operator sees the tenant’s investments with the investor and staff names', async () => {
    const response = await api('GET', `/api/operator/investment/${ids.otherInvestors}`, tokens.operator);
    expect(response.statusCode).toBe(200);
    expect((response.json() as InvestorProductDetails).investor).toMatchObject({ email: 'druga.inwestorka@demo.test' });
    const events = await t.db
      .select()
      .from(offerEvents)
      .where(and(eq(offerEvents.offerId, ids.person), eq(offerEvents.type, 'payout_recorded')));
    expect(events).toHaveLength(3);
    const timeline = (await (
      await api('GET', `/api/operator/investment/${ids.person}`, tokens.operator)
    ).json()) as InvestorProductDetails;
    expect(timeline.timeline.filter((e) => e.type === 'payout_recorded').every((e) => e.actorName !== null)).toBe(true);
  });
});
