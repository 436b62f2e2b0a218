// Campaigns as advisors, coordinators and operators read them, through the real app on the seeded demo campaigns:
// roles, tenant isolation, the status from the dates in Europe/Warsaw (the clock moves), the list query language
// (sort, filters, scope, x-total-count), products with exact rates and maturities, the raised amount computed
// from offers, the campaign choices in Polish order, and the public image and document downloads.
import { sql } from 'drizzle-orm';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CAMPAIGNS } from '../../server/src/demo/seed';
import {
  ADVISOR,
  COORDINATOR,
  HOSTS,
  NAVY_ADVISOR,
  headersFor,
  loginAdvisor,
  loginInvestorByMail,
} from './helpers/auth';
import { createAccount, loginAccount } from './helpers/accounts';
import { campaignBody, insertOffer, multipart, PNG, selectRows } from './helpers/campaigns';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
// Today in Warsaw: 2026-03-02 (CET, UTC+1); the demo campaigns are seeded relative to it.
const clock = createClock('2026-03-02T10:00:00.000Z');
const tokens = {} as Record<'advisor' | 'coordinator' | 'operator' | 'investor' | 'navyAdvisor', string>;

const { debt, equity, scheduled, completed } = DEMO_CAMPAIGNS.demo;
const navyCampaign = DEMO_CAMPAIGNS.navy.active;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function api(method: Method, url: string, token: string | null, payload?: unknown, host: string = HOSTS.demo) {
  return t.app.inject({
    method,
    url,
    headers: { ...headersFor(host), ...(token && { authorization: `Bearer ${token}` }) },
    ...(payload !== undefined && { payload: payload as object }),
  });
}

const list = (token: string, query: Record<string, unknown> = {}) =>
  api('GET', `/api/advisor/campaigns?${qs.stringify(query)}`, token);

const names = (body: { items: { data: { translations: { pl: { name: string } } } }[] }) =>
  body.items.map((item) => item.data.translations.pl.name);

beforeAll(async () => {
  // Long-lived access tokens: the tests move the clock by days.
  t = await createTestApp({ clock: clock.now, accessTokenTtlSeconds: 400 * 24 * 3600 });
  await createAccount(t.db, { tenant: 'demo', email: 'test.operator@demo.test', role: 'operator' });
  tokens.advisor = (await loginAdvisor(t.app, clock, ADVISOR)).accessToken;
  tokens.coordinator = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
  tokens.navyAdvisor = (await loginAdvisor(t.app, clock, NAVY_ADVISOR, { host: HOSTS.navy })).accessToken;
  tokens.operator = await loginAccount(t.app, clock, 'test.operator@demo.test');
  tokens.investor = (await loginInvestorByMail(t.app)).accessToken;
});

afterAll(async () => {
  await t?.close();
});

describe('who may read campaigns', () => {
  const urls = () => [
    '/api/advisor/campaigns',
    `/api/advisor/campaign/${debt.id}`,
    `/api/advisor/product/${debt.products.fixed}`,
    '/api/advisor/campaign-choices',
  ];

  it('answers 401 without a session and 403 to an investor', async () => {
    for (const url of urls()) {
      expect((await api('GET', url, null)).statusCode, url).toBe(401);
      const investor = await api('GET', url, tokens.investor);
      expect(investor.statusCode, url).toBe(403);
      expect(investor.json().code).toBe('FORBIDDEN');
    }
  });

  it('answers advisors, coordinators and operators of the tenant', async () => {
    for (const token of [tokens.advisor, tokens.coordinator, tokens.operator]) {
      for (const url of urls()) expect((await api('GET', url, token)).statusCode, url).toBe(200);
    }
  });

  it("never shows another tenant's campaign, product or document (404)", async () => {
    const navyList = await api('GET', '/api/advisor/campaigns', tokens.navyAdvisor, undefined, HOSTS.navy);
    expect(names(navyList.json())).toEqual(['Obligacje Port Gdynia']);
    for (const url of [`/api/advisor/campaign/${debt.id}`, `/api/advisor/product/${debt.products.fixed}`]) {
      const answer = await api('GET', url, tokens.navyAdvisor, undefined, HOSTS.navy);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().code).toBe('NOT_FOUND');
    }
    expect((await api('GET', `/api/advisor/campaign/${navyCampaign.id}`, tokens.advisor)).statusCode).toBe(404);
    expect((await api('GET', `/api/advisor/product/${navyCampaign.products.fixed}`, tokens.advisor)).statusCode).toBe(
      404,
    );
    // A malformed id is refused by the contract (format uuid) before any query.
    expect((await api('GET', '/api/advisor/campaign/not-a-uuid', tokens.advisor)).statusCode).toBe(400);
  });
});

describe('the demo campaigns', () => {
  it('are listed with their status from the dates, the total in x-total-count', async () => {
    const answer = await list(tokens.advisor, { sort: { name: 'startDate', order: 'asc' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-total-count']).toBe('4');
    const body = answer.json();
    expect(body.totalCount).toBe(4);
    expect(body.items.map((item: { id: string; status: string }) => [item.id, item.status])).toEqual([
      [completed.id, 'completed'],
      [debt.id, 'active'],
      [equity.id, 'active'],
      [scheduled.id, 'scheduled'],
    ]);
  });

  it('show the operator-only fields to operators alone', async () => {
    const advisor = (await api('GET', `/api/advisor/campaign/${debt.id}`, tokens.advisor)).json();
    expect(advisor).not.toHaveProperty('suspended');
    expect(advisor).not.toHaveProperty('paymentAccount');
    const operator = (await api('GET', `/api/advisor/campaign/${debt.id}`, tokens.operator)).json();
    expect(operator.suspended).toBe(false);
    expect(operator.paymentAccount).toEqual({
      bankAccount: 'PL61109010140000071219812874',
      recipient: 'Zielona Energia Obligacje sp. z o.o.',
      paymentDays: 7,
    });
  });

  it('give the debt campaign two series with exact rates, maturities and the document link', async () => {
    const campaign = (await api('GET', `/api/advisor/campaign/${debt.id}`, tokens.advisor)).json();
    expect(campaign).toMatchObject({
      type: 'debt',
      currency: 'PLN',
      startDate: '2026-02-10',
      endDate: '2026-05-11',
      targetAmount: 5000000,
      raisedAmount: 0,
      interestType: null, // the series differ
      imageUrl: '/public-api/branding/assets/debt-placeholder.svg',
      documents: [
        {
          id: debt.documentId,
          name: { pl: 'Memorandum informacyjne', en: 'Information memorandum' },
          fileName: 'memorandum-zielona-energia.pdf',
          url: `/public-api/campaign/${debt.id}/document/${debt.documentId}`,
        },
      ],
    });
    expect(campaign.data.translations.en.name).toBe('Green Energy Bonds 2026');
    const [fixed, variable] = campaign.products;
    expect(fixed).toMatchObject({
      id: debt.products.fixed,
      code: 'ZE-A24',
      type: 'debt',
      interestType: 'Fixed',
      interestRate: 9,
      paymentFrequency: 'Quarterly',
      termMonths: 24,
      startDate: '2026-02-10',
      endDate: '2028-02-10',
      investmentValueMin: 1000,
      investmentValueMax: 500000,
      investmentValueStep: 1000,
      referenceRate: null,
      margin: null,
    });
    expect(variable).toMatchObject({
      code: 'ZE-B36',
      interestType: 'Variable',
      interestRate: 9.35, // 5.85 + 3.5, exactly
      referenceRate: { name: 'WIBOR 6M', value: 5.85 },
      margin: 3.5,
      paymentFrequency: 'Semi-annually',
      endDate: '2029-02-10',
    });
    expect((await api('GET', `/api/advisor/product/${debt.products.variable}`, tokens.advisor)).json()).toEqual(
      variable,
    );
  });

  it('give the equity product no rate and the campaign end as its end', async () => {
    const product = (await api('GET', `/api/advisor/product/${equity.products.shares}`, tokens.coordinator)).json();
    expect(product).toMatchObject({
      type: 'equity',
      currency: 'EUR',
      interestRate: null,
      interestType: null,
      paymentFrequency: null,
      termMonths: null,
      endDate: '2026-05-21',
      investmentValueMin: 5000,
      investmentValueStep: 500,
    });
    const campaign = (await api('GET', `/api/advisor/campaign/${equity.id}`, tokens.advisor)).json();
    expect(campaign.imageUrl).toBe('/public-api/branding/assets/equity-placeholder.svg');
  });
});

describe('the list query', () => {
  it('filters by status, type, currency, name in either language and date ranges', async () => {
    const by = async (filters: Record<string, unknown>) => {
      const answer = await list(tokens.advisor, { filters, sort: { name: 'startDate', order: 'asc' } });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['x-total-count']).toBe(String(answer.json().totalCount));
      return answer.json().items.map((item: { id: string }) => item.id);
    };
    expect(await by({ status: { type: 'array', operator: 'in', values: ['active'] } })).toEqual([debt.id, equity.id]);
    expect(await by({ status: { type: 'array', operator: 'in', values: ['scheduled', 'completed'] } })).toEqual([
      completed.id,
      scheduled.id,
    ]);
    expect(await by({ type: { type: 'array', operator: 'in', values: ['equity'] } })).toEqual([equity.id]);
    expect(await by({ currency: { type: 'array', operator: 'in', values: ['EUR', 'USD'] } })).toEqual([equity.id]);
    expect(await by({ name: { type: 'string', operator: 'like', value: 'zielona' } })).toEqual([debt.id]);
    expect(await by({ name: { type: 'string', operator: 'like', value: 'GREEN ENERGY' } })).toEqual([debt.id]);
    expect(await by({ name: { type: 'string', operator: 'like', value: '%' } })).toEqual([]);
    expect(await by({ startDate: { type: 'date', from: '2026-02-01', to: '2026-03-01' } })).toEqual([
      debt.id,
      equity.id,
    ]);
    expect(await by({ endDate: { type: 'date', from: '2026-06-01' } })).toEqual([scheduled.id]);
  });

  it('sorts by startDate, endDate, status and type, pages with limit and offset', async () => {
    const ids = async (sort: Record<string, string>, extra: Record<string, unknown> = {}) =>
      (await list(tokens.advisor, { sort, ...extra })).json().items.map((item: { id: string }) => item.id);
    expect(await ids({ name: 'startDate', order: 'desc' })).toEqual([scheduled.id, equity.id, debt.id, completed.id]);
    expect(await ids({ name: 'endDate', order: 'asc' })).toEqual([completed.id, debt.id, equity.id, scheduled.id]);
    expect((await ids({ name: 'status', order: 'asc' })).slice(2)).toEqual([completed.id, scheduled.id]);
    expect((await ids({ name: 'type', order: 'desc' }))[0]).toBe(equity.id);
    const page = await list(tokens.advisor, { sort: { name: 'startDate', order: 'asc' }, limit: 2, offset: 1 });
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.json().items.map((item: { id: string }) => item.id)).toEqual([debt.id, equity.id]);
  });

  it('answers 400 with the offending parameter for what the list does not allow', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sort: { name: 'currency' } }, 'query.sort.name'],
      [{ filters: { status: { type: 'array', operator: 'in', values: ['open'] } } }, 'query.filters.status.values.0'],
      [{ filters: { targetAmount: { type: 'number', from: '1' } } }, 'query.filters.targetAmount'],
      [{ filters: { name: { type: 'string', operator: 'in', values: ['x'] } } }, 'query.filters.name.operator'],
      [{ filters: { startDate: { type: 'date', from: '2026-13-01' } } }, 'query.filters.startDate.from'],
    ];
    for (const [query, path] of cases) {
      const answer = await list(tokens.advisor, query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
      expect(answer.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(path);
    }
    const scope = await list(tokens.advisor, { scope: 'everything' });
    expect(scope.statusCode).toBe(400);
  });

  it('scope=mine lists the campaigns in which the caller owns offers', async () => {
    const mine = async (token: string) => {
      const answer = await list(token, { scope: 'mine' });
      expect(answer.headers['x-total-count']).toBe(String(answer.json().totalCount));
      return answer.json().items.map((item: { id: string }) => item.id);
    };
    expect(await mine(tokens.advisor)).toEqual([]);
    await insertOffer(t.db, {
      campaignId: equity.id,
      productId: equity.products.shares,
      ownerEmail: ADVISOR.email,
      status: 'invited',
    });
    expect(await mine(tokens.advisor)).toEqual([equity.id]);
    expect(await mine(tokens.coordinator)).toEqual([]);
    expect((await list(tokens.advisor, { scope: 'network' })).json().totalCount).toBe(4);
  });
});

describe('the raised amount', () => {
  it('is the exact sum of the accepted and active investments only', async () => {
    const offer = (status: string, investmentValue: string) =>
      insertOffer(t.db, {
        campaignId: completed.id,
        productId: completed.products.fixed,
        ownerEmail: COORDINATOR.email,
        status,
        investmentValue,
      });
    await offer('accepted', '0.10');
    await offer('active', '0.20');
    await offer('active', '1000000.05');
    await offer('interested', '999.00');
    await offer('rejected', '5000.00');
    const campaign = (await api('GET', `/api/advisor/campaign/${completed.id}`, tokens.advisor)).json();
    expect(campaign.raisedAmount).toBe(1000000.35);
    const listed = (
      await list(tokens.advisor, { filters: { status: { type: 'array', operator: 'in', values: ['completed'] } } })
    ).json();
    expect(listed.items[0].raisedAmount).toBe(1000000.35);
  });
});

describe('the status follows the dates in Europe/Warsaw', () => {
  it('is scheduled before the start day, active from the start to the end day inclusive, then completed', async () => {
    const made = await api(
      'POST',
      '/api/operator/campaign',
      tokens.operator,
      campaignBody({ startDate: '2026-03-05', endDate: '2026-03-10' }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    const statusAt = async (instant: string) => {
      clock.set(instant);
      return (await api('GET', `/api/advisor/campaign/${id}`, tokens.advisor)).json().status;
    };
    expect(made.json().status).toBe('scheduled');
    expect(await statusAt('2026-03-04T22:59:00.000Z')).toBe('scheduled'); // 23:59 in Warsaw on the 4th
    expect(await statusAt('2026-03-04T23:00:00.000Z')).toBe('active'); // midnight in Warsaw: the 5th
    expect(await statusAt('2026-03-10T22:59:59.000Z')).toBe('active'); // the last day, 23:59:59 in Warsaw
    expect(await statusAt('2026-03-10T23:00:00.000Z')).toBe('completed'); // 11 March in Warsaw, 10 March in UTC
    // The list filters by the same status.
    const completedIds = (
      await list(tokens.advisor, { filters: { status: { type: 'array', operator: 'in', values: ['completed'] } } })
    )
      .json()
      .items.map((item: { id: string }) => item.id);
    expect(completedIds).toContain(id);
    // The scheduled demo campaign starts on 2026-03-16 (seeded 14 days after 2026-03-02).
    expect((await api('GET', `/api/advisor/campaign/${scheduled.id}`, tokens.advisor)).json().status).toBe('scheduled');
    expect(await statusAt('2026-03-15T23:00:00.000Z')).toBe('completed');
    expect((await api('GET', `/api/advisor/campaign/${scheduled.id}`, tokens.advisor)).json().status).toBe('active');
    clock.set('2026-03-02T12:00:00.000Z');
  });

  it('is inactive while suspended, whatever the dates', async () => {
    const suspended = await api('PATCH', `/api/operator/campaign/${debt.id}/suspend`, tokens.operator);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ status: 'inactive', suspended: true });
    expect((await api('GET', `/api/advisor/campaign/${debt.id}`, tokens.advisor)).json().status).toBe('inactive');
    const inactive = await list(tokens.advisor, {
      filters: { status: { type: 'array', operator: 'in', values: ['inactive'] } },
    });
    expect(inactive.json().items.map((item: { id: string }) => item.id)).toEqual([debt.id]);
    const resumed = await api('PATCH', `/api/operator/campaign/${debt.id}/resume`, tokens.operator);
    expect(resumed.json()).toMatchObject({ status: 'active', suspended: false });
  });
});

describe('campaign choices', () => {
  it('are id and name of every campaign of the tenant, in Polish alphabetical order', async () => {
    for (const name of ['Łódź Obligacje', 'Lublin Obligacje', 'Zakopane Obligacje', 'Mława Obligacje']) {
      const made = await api(
        'POST',
        '/api/operator/campaign',
        tokens.operator,
        campaignBody({ data: { translations: { pl: { name, description: 'Opis' } } } }),
      );
      expect(made.statusCode).toBe(201);
    }
    const choices = (await api('GET', '/api/advisor/campaign-choices', tokens.advisor)).json();
    const ordered = choices.map((choice: { name: string }) => choice.name);
    expect(ordered.filter((name: string) => /Obligacje$/.test(name))).toEqual([
      'Lublin Obligacje',
      'Łódź Obligacje',
      'Mława Obligacje',
      'Zakopane Obligacje',
    ]);
    expect(ordered[0]).toBe('Akcje Nordic Logistics');
    expect(choices.find((choice: { id: string }) => choice.id === debt.id).name).toBe('Obligacje Zielona Energia 2026');
    const navy = (await api('GET', '/api/advisor/campaign-choices', tokens.navyAdvisor, undefined, HOSTS.navy)).json();
    expect(navy).toEqual([{ id: navyCampaign.id, name: 'Obligacje Port Gdynia' }]);
  });

  it('are in English for a user whose language is English (PL when the campaign has no English name)', async () => {
    await t.db.execute(sql`update users set locale = 'en' where email = ${ADVISOR.email}`);
    const choices = (await api('GET', '/api/advisor/campaign-choices', tokens.advisor)).json();
    const byId = new Map(choices.map((choice: { id: string; name: string }) => [choice.id, choice.name]));
    expect(byId.get(debt.id)).toBe('Green Energy Bonds 2026');
    expect(choices.map((choice: { name: string }) => choice.name)).toContain('Łódź Obligacje');
    await t.db.execute(sql`update users set locale = 'pl' where email = ${ADVISOR.email}`);
  });
});

describe('public image and document downloads', () => {
  it('serve a document of the host tenant inline, and 404 on another host', async () => {
    const url = `/public-api/campaign/${debt.id}/document/${debt.documentId}`;
    const answer = await t.app.inject({ method: 'GET', url, headers: { host: HOSTS.demo } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^inline; filename="memorandum-zielona-energia.pdf"/);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [stored] = await selectRows<{ size: number }>(
      t.db,
      sql`select size from campaign_documents where id = ${debt.documentId}`,
    );
    expect(answer.rawPayload.length).toBe(stored!.size);
    const elsewhere = await t.app.inject({ method: 'GET', url, headers: { host: HOSTS.navy } });
    expect(elsewhere.statusCode).toBe(404);
    const wrongCampaign = `/public-api/campaign/${equity.id}/document/${debt.documentId}`;
    expect((await t.app.inject({ method: 'GET', url: wrongCampaign, headers: { host: HOSTS.demo } })).statusCode).toBe(
      404,
    );
  });

  it('serve the image of a campaign that has one; 404 without one or on another host', async () => {
    const url = `/public-api/campaign/${equity.id}/image`;
    expect((await t.app.inject({ method: 'GET', url, headers: { host: HOSTS.demo } })).statusCode).toBe(404);
    const body = multipart([{ field: 'file', fileName: 'photo.png', bytes: PNG, contentType: 'image/png' }]);
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/campaign/${equity.id}/image`,
      headers: { ...headersFor(HOSTS.demo), authorization: `Bearer ${tokens.operator}`, 'content-type': body.type },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().imageUrl).toBe(url);
    const image = await t.app.inject({ method: 'GET', url, headers: { host: HOSTS.demo } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url, headers: { host: HOSTS.navy } })).statusCode).toBe(404);
    expect((await api('GET', `/api/advisor/campaign/${equity.id}`, tokens.advisor)).json().imageUrl).toBe(url);
  });
});
