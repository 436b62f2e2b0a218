// Advisor administration through the real app: the authorization matrix of every advisor operation, the list
// (query language on a real table), create/update validation, archive, activation mail in the same transaction.
import { sql } from 'drizzle-orm';
import axios from 'axios';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTS,
  headersFor,
  loginAdvisor,
  loginInvestorByMail,
  NAVY_ADVISOR,
  COORDINATOR,
  ADVISOR,
  passwordStep,
} from './helpers/auth';
import { createAccount, loginAccount, networkId } from './helpers/accounts';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';
import { WHOLE_LIST_LIMIT } from '#schemas/constants';
import { parseTableState, toListParams, type ColumnQuerySpec } from '../../src/lib/table/query-state';

let t: TestApp;
const clock = createClock('2026-03-02T10:00:00.000Z'); // today in Warsaw: 2026-03-02
const tokens = {} as Record<
  'advisor' | 'coordinator' | 'investor' | 'navyAdvisor' | 'operator' | 'navyCoordinator' | 'westCoordinator',
  string
>;
const ids = {} as Record<'anna' | 'piotr' | 'west' | 'navyMaria' | 'north' | 'south' | 'westNet' | 'navyNet', string>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

async function api(method: Method, url: string, token: string | null, payload?: unknown, host: string = HOSTS.demo) {
  return t.app.inject({
    method,
    url,
    headers: { ...headersFor(host), ...(token && { authorization: `Bearer ${token}` }) },
    ...(payload !== undefined && { payload: payload as object }),
  });
}

const list = (token: string, query: Record<string, unknown>) =>
  api('GET', `/api/advisor/advisor?${qs.stringify(query)}`, token);

function body(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ewa',
    surname: 'Kowalczyk',
    email: `ewa.${Math.random().toString(36).slice(2, 10)}@example.com`,
    externalId: 'EXT-1',
    documentType: 'ID_CARD',
    documentNumber: 'AAA111222',
    documentExpiryDate: '2026-03-09',
    documentCountry: 'PL',
    powerOfAttorneyStartDate: '2026-01-01',
    powerOfAttorneyEndDate: '2026-12-31',
    brokerNetworkIds: [ids.north],
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  // Not the demo operator (operator@demo.test, seeded with its own password): an account of this test's own.
  await createAccount(t.db, { tenant: 'demo', email: 'test.operator@demo.test', role: 'operator' });
  await createAccount(t.db, {
    tenant: 'navy',
    email: 'coordinator@navy.test',
    role: 'coordinator',
    networks: ['Navy Capital Network'],
  });
  await createAccount(t.db, {
    tenant: 'demo',
    email: 'west.coordinator@demo.test',
    role: 'coordinator',
    networks: ['Sieć Zachód'],
  });
  ids.west = await createAccount(t.db, {
    tenant: 'demo',
    email: 'west@demo.test',
    role: 'advisor',
    networks: ['Sieć Zachód'],
    surname: 'Zachodni',
  });
  ids.north = await networkId(t.db, 'Sieć Północ');
  ids.south = await networkId(t.db, 'Sieć Południe');
  ids.westNet = await networkId(t.db, 'Sieć Zachód');
  ids.navyNet = await networkId(t.db, 'Navy Capital Network');
  tokens.advisor = (await loginAdvisor(t.app, clock)).accessToken;
  tokens.coordinator = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
  tokens.investor = (await loginInvestorByMail(t.app)).accessToken;
  tokens.navyAdvisor = (await loginAdvisor(t.app, clock, NAVY_ADVISOR, { host: HOSTS.navy })).accessToken;
  tokens.operator = await loginAccount(t.app, clock, 'test.operator@demo.test');
  tokens.navyCoordinator = await loginAccount(t.app, clock, 'coordinator@navy.test', 'navy');
  tokens.westCoordinator = await loginAccount(t.app, clock, 'west.coordinator@demo.test');
  const page = await list(tokens.operator, { limit: WHOLE_LIST_LIMIT });
  const byEmail = new Map((page.json().items as Array<{ email: string; id: string }>).map((a) => [a.email, a.id]));
  ids.anna = byEmail.get('advisor@demo.test')!;
  ids.piotr = byEmail.get('coordinator@demo.test')!;
  const navy = await api('GET', '/api/advisor/advisor', tokens.navyCoordinator, undefined, HOSTS.navy);
  if (!navy.json().items) throw new Error(navy.body);
  ids.navyMaria = (navy.json().items as Array<{ email: string; id: string }>).find(
    (a) => a.email === 'advisor@navy.test',
  )!.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('authorization matrix of the advisor operations', () => {
  const operations: Array<{ name: string; method: Method; url: () => string; payload?: () => unknown; ok: number }> = [
    { name: 'getAdvisorFormChoices', method: 'GET', url: () => '/api/advisor/advisor-form', ok: 200 },
    { name: 'listAdvisors', method: 'GET', url: () => '/api/advisor/advisor', ok: 200 },
    { name: 'getAdvisor', method: 'GET', url: () => `/api/advisor/advisor/${ids.anna}`, ok: 200 },
    { name: 'createAdvisor', method: 'POST', url: () => '/api/advisor/advisor', payload: () => body(), ok: 201 },
    {
      name: 'updateAdvisor',
      method: 'PUT',
      url: () => `/api/advisor/advisor/${ids.anna}`,
      payload: () =>
        body({ email: 'advisor@demo.test', firstName: 'Anna', surname: 'Nowak', documentExpiryDate: '2030-01-01' }),
      ok: 200,
    },
  ];

  describe.each(operations.map((o) => [o.name, o] as const))('%s', (_name, op) => {
    const run = (token: string | null, host: string = HOSTS.demo) =>
      api(op.method, op.url(), token, op.payload?.(), host);
    it('anonymous -> 401', async () => {
      expect((await run(null)).statusCode).toBe(401);
    });
    it('investor -> 403', async () => {
      expect((await run(tokens.investor)).statusCode).toBe(403);
    });
    it('plain advisor -> 403 (advisors do not administer advisors)', async () => {
      const response = await run(tokens.advisor);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    });
    it("another tenant's token on this host -> 403", async () => {
      expect((await run(tokens.navyCoordinator)).statusCode).toBe(403);
    });
    it('coordinator of the network -> allowed', async () => {
      const response = await run(tokens.coordinator);
      expect(response.statusCode, response.body).toBe(op.ok);
    });
    it('operator -> allowed', async () => {
      const response = await run(tokens.operator);
      expect(response.statusCode, response.body).toBe(op.ok);
    });
  });

  it("another tenant's advisor id on one's own host -> 404 (get, update, archive, activate)", async () => {
    const url = `/api/advisor/advisor/${ids.navyMaria}`;
    expect((await api('GET', url, tokens.operator)).statusCode).toBe(404);
    expect((await api('PUT', url, tokens.operator, body())).statusCode).toBe(404);
    expect((await api('DELETE', url, tokens.operator)).statusCode).toBe(404);
    expect((await api('PATCH', `${url}/activate`, tokens.operator)).statusCode).toBe(404);
    // and it is untouched
    const navy = await api('GET', url, tokens.navyCoordinator, undefined, HOSTS.navy);
    expect(navy.json().status).toBe('active');
  });

  it('a coordinator does not see or change advisors outside their networks (404)', async () => {
    const url = `/api/advisor/advisor/${ids.west}`;
    expect((await api('GET', url, tokens.coordinator)).statusCode).toBe(404);
    expect((await api('DELETE', url, tokens.coordinator)).statusCode).toBe(404);
    expect((await api('PATCH', `${url}/activate`, tokens.coordinator)).statusCode).toBe(404);
    const page = await list(tokens.coordinator, { limit: WHOLE_LIST_LIMIT });
    expect(page.json().items.map((a: { email: string }) => a.email)).not.toContain('west@demo.test');
    expect((await api('GET', url, tokens.westCoordinator)).statusCode).toBe(200);
  });

  it('a coordinator cannot change another coordinator (403) nor archive themself; an operator can', async () => {
    const other = await api('DELETE', `/api/advisor/advisor/${ids.piotr}`, tokens.westCoordinator);
    expect(other.statusCode).toBe(404); // Piotr is not in Sieć Zachód
    const self = await api('PATCH', `/api/advisor/advisor/${ids.piotr}/activate`, tokens.coordinator);
    expect(self.statusCode).toBe(403);
    const piotrSeesHimself = await api('GET', `/api/advisor/advisor/${ids.piotr}`, tokens.coordinator);
    expect(piotrSeesHimself.json().role).toBe('coordinator');
  });

  it('a coordinator may assign only their own networks (422 on brokerNetworkIds)', async () => {
    const response = await api(
      'POST',
      '/api/advisor/advisor',
      tokens.coordinator,
      body({ brokerNetworkIds: [ids.north, ids.westNet] }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([expect.objectContaining({ propertyPath: 'brokerNetworkIds.1' })]);
    const foreign = await api(
      'POST',
      '/api/advisor/advisor',
      tokens.operator,
      body({ brokerNetworkIds: [ids.navyNet] }),
    );
    expect(foreign.statusCode).toBe(422);
  });

  it('form choices: the networks the caller may assign, document types, countries', async () => {
    const coordinator = (await api('GET', '/api/advisor/advisor-form', tokens.coordinator)).json();
    expect(coordinator.networks.map((n: { name: string }) => n.name)).toEqual(['Sieć Południe', 'Sieć Północ']);
    expect(coordinator.documentTypes.map((d: { value: string }) => d.value)).toEqual(['ID_CARD', 'PASSPORT']);
    expect(coordinator.countries).toContainEqual({ value: 'PL', label: { pl: 'Polska', en: 'Poland' } });
    const operator = (await api('GET', '/api/advisor/advisor-form', tokens.operator)).json();
    expect(operator.networks.map((n: { name: string }) => n.name)).toEqual([
      'Sieć Południe',
      'Sieć Północ',
      'Sieć Zachód',
    ]);
  });

  it('listNetworks: anyone of the advisor panel gets their own networks; investor 403; anonymous 401', async () => {
    const own = await api('GET', '/api/advisor/network', tokens.advisor);
    expect(own.json()).toEqual([{ id: ids.north, name: 'Sieć Północ' }]);
    const coordinator = await api('GET', '/api/advisor/network', tokens.coordinator);
    expect(coordinator.json().map((n: { name: string }) => n.name)).toEqual(['Sieć Południe', 'Sieć Północ']);
    const navy = await api('GET', '/api/advisor/network', tokens.navyAdvisor, undefined, HOSTS.navy);
    expect(navy.json()).toEqual([{ id: ids.navyNet, name: 'Navy Capital Network' }]);
    expect((await api('GET', '/api/advisor/network', tokens.investor)).statusCode).toBe(403);
    expect((await api('GET', '/api/advisor/network', null)).statusCode).toBe(401);
    expect((await api('GET', '/api/advisor/network', tokens.navyAdvisor)).statusCode).toBe(403);
  });

  it('listCampaignChoices (the campaign filter of the advisor forms): the campaigns of the tenant; investor 403', async () => {
    // What the choices hold is tests/server/campaigns.test.ts's; here: who may ask.
    const choices = (await api('GET', '/api/advisor/campaign-choices', tokens.advisor)).json() as unknown[];
    expect(choices.length).toBeGreaterThan(0);
    expect((await api('GET', '/api/advisor/campaign-choices', tokens.investor)).statusCode).toBe(403);
    expect((await api('GET', '/api/advisor/campaign-choices', null)).statusCode).toBe(401);
  });

  it("getProduct of an id that is no product (an advisor's id) is 404", async () => {
    const response = await api('GET', `/api/advisor/product/${ids.anna}`, tokens.coordinator);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  describe.each([
    ['archiveAdvisor', 'DELETE', ''],
    ['activateAdvisor', 'PATCH', '/activate'],
  ] as const)('%s', (_name, method, suffix) => {
    it('anonymous 401, investor 403, advisor 403, other tenant 403', async () => {
      const url = `/api/advisor/advisor/${ids.anna}${suffix}`;
      expect((await api(method, url, null)).statusCode).toBe(401);
      expect((await api(method, url, tokens.investor)).statusCode).toBe(403);
      expect((await api(method, url, tokens.advisor)).statusCode).toBe(403);
      expect((await api(method, url, tokens.navyCoordinator)).statusCode).toBe(403);
    });
  });
});

describe('the advisor list', () => {
  beforeAll(async () => {
    // A few advisors with known names in Sieć Południe (Piotr's) to filter and sort.
    const people = [
      ['Adam', 'Kowal_ski', 'adam@list.test'],
      ['Beata', 'Kowalska', 'beata@list.test'],
      ['Cezary', 'Nowicki', 'cezary@list.test'],
      ['Dorota', '100%Pewna', 'dorota@list.test'],
    ];
    for (const [firstName, surname, email] of people) {
      const response = await api(
        'POST',
        '/api/advisor/advisor',
        tokens.operator,
        body({ firstName, surname, email, brokerNetworkIds: [ids.south] }),
      );
      expect(response.statusCode, response.body).toBe(201);
    }
  });
  const emails = (response: { json(): { items: Array<{ email: string }> } }) =>
    response.json().items.map((a) => a.email);
  // Only the advisors made here (others are created by other tests of this file).
  const filterOf = (field: string, filter: Record<string, unknown>) => ({
    filters: {
      [field]: filter,
      ...(field !== 'email' && { email: { type: 'string', operator: 'like', value: '@list.test' } }),
    },
    limit: WHOLE_LIST_LIMIT,
  });

  it('like: case-insensitive substring, % and _ match themselves', async () => {
    const kow = await list(tokens.operator, filterOf('surname', { type: 'string', operator: 'like', value: 'KOW' }));
    expect(emails(kow).sort()).toEqual(['adam@list.test', 'beata@list.test']);
    // `_` is not "any character": 'lsk' would match Kowalska with a wildcard, 'l_s' matches only Kowal_ski
    const underscore = await list(
      tokens.operator,
      filterOf('surname', { type: 'string', operator: 'like', value: 'l_s' }),
    );
    expect(emails(underscore)).toEqual(['adam@list.test']);
    const noWildcard = await list(
      tokens.operator,
      filterOf('surname', { type: 'string', operator: 'like', value: 'a_s' }),
    );
    expect(emails(noWildcard)).toEqual([]);
    const exact = await list(
      tokens.operator,
      filterOf('surname', { type: 'string', operator: 'like', value: 'wal_s' }),
    );
    expect(emails(exact)).toEqual(['adam@list.test']);
    const percent = await list(
      tokens.operator,
      filterOf('surname', { type: 'string', operator: 'like', value: '0%p' }),
    );
    expect(emails(percent)).toEqual(['dorota@list.test']);
  });

  it('in: status and role; the x-total-count header and totalCount agree', async () => {
    const initial = await list(tokens.operator, {
      filters: { status: { type: 'array', operator: 'in', values: ['initial'] } },
      limit: 2,
    });
    expect(initial.statusCode).toBe(200);
    expect(initial.json().items).toHaveLength(2);
    expect(initial.headers['x-total-count']).toBe(String(initial.json().totalCount));
    expect(initial.json().totalCount).toBeGreaterThanOrEqual(4);
    const coordinators = await list(tokens.operator, {
      filters: { role: { type: 'array', operator: 'in', values: ['coordinator'] } },
    });
    expect(emails(coordinators).sort()).toEqual(['coordinator@demo.test', 'west.coordinator@demo.test']);
  });

  it('contain: brokerNetworkIds contains a network', async () => {
    const south = await list(tokens.operator, {
      filters: { brokerNetworkIds: { type: 'array', operator: 'contain', value: ids.south } },
      limit: WHOLE_LIST_LIMIT,
    });
    expect(emails(south)).toContain('coordinator@demo.test');
    expect(emails(south)).toContain('adam@list.test');
    expect(emails(south)).not.toContain('advisor@demo.test');
    for (const item of south.json().items) expect(item.brokerNetworkIds).toContain(ids.south);
  });

  it("the SPA's network filter, exactly as the table kit builds it and axios serializes it, lists the network", async () => {
    // What the advisors page sends when a network is ticked: the table kit's params (src/lib/table), put into the
    // URL by axios's default serializer, as the generated hook does (this answered 400).
    const columns = [
      {
        id: 'brokerNetworkIds',
        filter: { type: 'array', operator: 'contain', options: [{ value: ids.south, label: 'Południe' }] },
      },
    ] as const satisfies readonly ColumnQuerySpec[];
    const state = parseTableState(new URLSearchParams({ 'f.brokerNetworkIds': ids.south }), columns);
    const url = axios.getUri({ url: '/api/advisor/advisor', params: toListParams(state, columns) });
    expect(url).toContain('brokerNetworkIds');
    const response = await api('GET', url, tokens.operator);
    expect(response.statusCode, response.body).toBe(200);
    expect(emails(response)).toContain('adam@list.test');
    expect(emails(response)).not.toContain('advisor@demo.test');
    for (const item of response.json().items) expect(item.brokerNetworkIds).toContain(ids.south);
  });

  it('date: from/to inclusive (whole UTC days) and leq', async () => {
    // Everyone was created "now" by the test clock's day or by the seed (real time): use the clock's day.
    const today = clock.now().toISOString().slice(0, 10);
    const created = await list(tokens.operator, filterOf('createdAt', { type: 'date', from: today, to: today }));
    expect(emails(created)).toContain('adam@list.test');
    const before = await list(tokens.operator, filterOf('createdAt', { type: 'date', to: '2026-03-01' }));
    expect(emails(before)).not.toContain('adam@list.test');
    const leq = await list(tokens.operator, filterOf('createdAt', { type: 'date', operator: 'leq', value: today }));
    expect(emails(leq)).toContain('adam@list.test');
    const after = await list(tokens.operator, filterOf('createdAt', { type: 'date', from: '2026-03-03' }));
    expect(emails(after)).not.toContain('adam@list.test');
  });

  it('sorting: asc and desc with the id as tie-breaker; paging with limit and offset', async () => {
    const asc = emails(
      await list(tokens.operator, {
        sort: { name: 'surname', order: 'asc' },
        filters: { email: { type: 'string', operator: 'like', value: '@list.test' } },
      }),
    );
    expect(asc).toEqual(['dorota@list.test', 'adam@list.test', 'beata@list.test', 'cezary@list.test']);
    const desc = emails(
      await list(tokens.operator, {
        sort: { name: 'firstName', order: 'desc' },
        filters: { email: { type: 'string', operator: 'like', value: '@list.test' } },
      }),
    );
    expect(desc).toEqual(['dorota@list.test', 'cezary@list.test', 'beata@list.test', 'adam@list.test']);
    const page = await list(tokens.operator, {
      sort: { name: 'firstName' },
      filters: { email: { type: 'string', operator: 'like', value: '@list.test' } },
      limit: 2,
      offset: 1,
    });
    expect(emails(page)).toEqual(['beata@list.test', 'cezary@list.test']);
    expect(page.json().totalCount).toBe(4);
  });

  it('the whole list (limit 99999, offset 0) is allowed', async () => {
    const response = await list(tokens.operator, { limit: 99999, offset: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json().items.length).toBe(response.json().totalCount);
  });

  it.each([
    ['unknown column', { filters: { password: { type: 'string', operator: 'like', value: 'x' } } }, 'filters.password'],
    ['unknown sort column', { sort: { name: 'passwordHash' } }, 'sort.name'],
    [
      'unknown operator',
      { filters: { email: { type: 'string', operator: 'regex', value: 'x' } } },
      'filters.email.operator',
    ],
    [
      'operator not allowed for the column',
      { filters: { email: { type: 'string', operator: 'in', values: ['x'] } } },
      'filters.email.operator',
    ],
    [
      'wrong filter type',
      { filters: { email: { type: 'number', operator: 'like', value: 'x' } } },
      'filters.email.type',
    ],
    ['bad date', { filters: { createdAt: { type: 'date', from: '2026-02-30' } } }, 'filters.createdAt.from'],
    [
      'from after to',
      { filters: { createdAt: { type: 'date', from: '2026-03-05', to: '2026-03-01' } } },
      'filters.createdAt.to',
    ],
    [
      'unknown status value',
      { filters: { status: { type: 'array', operator: 'in', values: ['gone'] } } },
      'filters.status.values.0',
    ],
    [
      'contain with a non-uuid',
      { filters: { brokerNetworkIds: { type: 'array', operator: 'contain', value: 'x' } } },
      'filters.brokerNetworkIds.value',
    ],
    ['limit over the maximum', { limit: 100000 }, 'limit'],
    ['limit 0', { limit: 0 }, 'limit'],
    ['negative offset', { offset: -1 }, 'offset'],
    ['no operator and no range', { filters: { email: { type: 'string' } } }, 'filters.email.operator'],
  ])('%s -> 400 with a violation at its path', async (_name, query, path) => {
    const response = await list(tokens.operator, query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(`query.${path}`);
  });
});

describe('create and update', () => {
  const create = (payload: unknown, token = tokens.coordinator) => api('POST', '/api/advisor/advisor', token, payload);
  const paths = (response: { json(): { violations?: Array<{ propertyPath: string }> } }) =>
    (response.json().violations ?? []).map((v) => v.propertyPath);

  it('document expiry today+6 is rejected, today+7 accepted', async () => {
    const six = await create(body({ documentExpiryDate: '2026-03-08' }));
    expect(six.statusCode).toBe(400);
    expect(paths(six)).toEqual(['documentExpiryDate']);
    const seven = await create(body({ documentExpiryDate: '2026-03-09' }));
    expect(seven.statusCode, seven.body).toBe(201);
    expect(seven.json()).toMatchObject({ status: 'initial', role: 'advisor', brokerNetworkIds: [ids.north] });
  });

  it('power of attorney end before start is rejected on powerOfAttorneyEndDate; equal is fine', async () => {
    const before = await create(body({ powerOfAttorneyStartDate: '2026-05-02', powerOfAttorneyEndDate: '2026-05-01' }));
    expect(before.statusCode).toBe(400);
    expect(paths(before)).toEqual(['powerOfAttorneyEndDate']);
    const same = await create(body({ powerOfAttorneyStartDate: '2026-05-02', powerOfAttorneyEndDate: '2026-05-02' }));
    expect(same.statusCode).toBe(201);
  });

  it('at least one network', async () => {
    const none = await create(body({ brokerNetworkIds: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'brokerNetworkIds', title: 'validation.networksRequired' }),
    ]);
  });

  it('a duplicate e-mail (any case, any account of the tenant) -> 409 with a violation on email', async () => {
    for (const email of ['advisor@demo.test', 'INVESTOR@demo.test']) {
      const response = await create(body({ email }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'EMAIL_ALREADY_USED', violations: [{ propertyPath: 'email' }] });
    }
    // the same e-mail in another tenant is another account
    const navy = await api(
      'POST',
      '/api/advisor/advisor',
      tokens.navyCoordinator,
      body({ email: 'advisor@demo.test', brokerNetworkIds: [ids.navyNet] }),
      HOSTS.navy,
    );
    expect(navy.statusCode, navy.body).toBe(201);
  });

  it('update: changes the data, keeps networks the coordinator does not manage, rejects a taken e-mail', async () => {
    const created = await create(body({ brokerNetworkIds: [ids.westNet] }), tokens.operator);
    const id = created.json().id as string;
    const both = await api(
      'PUT',
      `/api/advisor/advisor/${id}`,
      tokens.operator,
      body({ email: created.json().email, brokerNetworkIds: [ids.westNet, ids.north] }),
    );
    expect(both.statusCode).toBe(200);
    const updated = await api(
      'PUT',
      `/api/advisor/advisor/${id}`,
      tokens.coordinator,
      body({ email: created.json().email, surname: 'Nowa', brokerNetworkIds: [ids.south] }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().surname).toBe('Nowa');
    expect([...updated.json().brokerNetworkIds].sort()).toEqual([ids.south, ids.westNet].sort());
    const taken = await api(
      'PUT',
      `/api/advisor/advisor/${id}`,
      tokens.coordinator,
      body({ email: 'advisor@demo.test', brokerNetworkIds: [ids.south] }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().violations[0].propertyPath).toBe('email');
  });

  it('create sends the activation e-mail; the new advisor activates and the status becomes active', async () => {
    const created = await create(body({ email: 'new.advisor@demo.test' }));
    expect(created.statusCode).toBe(201);
    await t.app.services.outbox.flushOutbox();
    const mail = await t.app.inject({ method: 'GET', url: '/dev/mail?to=new.advisor@demo.test' });
    const [message] = mail.json() as Array<{ links: string[] }>;
    const token = decodeURIComponent(new URL(message!.links[0]!).pathname.split('/').pop()!);
    const activated = await t.app.inject({
      method: 'POST',
      url: '/auth/activate',
      headers: headersFor(HOSTS.demo),
      payload: { token, password: 'New-advisor-1!', passwordRepeat: 'New-advisor-1!' },
    });
    expect(activated.statusCode, activated.body).toBeLessThan(300);
    const got = await api('GET', `/api/advisor/advisor/${created.json().id}`, tokens.coordinator);
    expect(got.json().status).toBe('active');
  });

  it('the activation mail is written in the same transaction: a failing outbox leaves no advisor', async () => {
    await t.db.execute(
      sql`create function fail_outbox() returns trigger language plpgsql as $$ begin raise exception 'outbox down'; end $$`,
    );
    await t.db.execute(
      sql`create trigger fail_outbox before insert on mail_outbox for each row execute function fail_outbox()`,
    );
    try {
      const response = await create(body({ email: 'rolled.back@demo.test' }));
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger fail_outbox on mail_outbox`);
      await t.db.execute(sql`drop function fail_outbox()`);
    }
    const rows = await t.db.execute(sql`select count(*)::int as n from users where email = 'rolled.back@demo.test'`);
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    const retry = await create(body({ email: 'rolled.back@demo.test' }));
    expect(retry.statusCode).toBe(201);
  });
});

describe('archive and activate', () => {
  it('archive: the advisor can no longer sign in or use a token, the list shows status deleted, data stays', async () => {
    await createAccount(t.db, {
      tenant: 'demo',
      email: 'leaving@demo.test',
      role: 'advisor',
      networks: ['Sieć Północ'],
    });
    const leavingToken = await loginAccount(t.app, clock, 'leaving@demo.test');
    expect((await api('GET', '/api/advisor/network', leavingToken)).statusCode).toBe(200);
    const found = await list(tokens.coordinator, {
      filters: { email: { type: 'string', operator: 'like', value: 'leaving@' } },
    });
    const id = found.json().items[0].id as string;

    expect((await api('DELETE', `/api/advisor/advisor/${id}`, tokens.coordinator)).statusCode).toBe(204);
    expect((await api('DELETE', `/api/advisor/advisor/${id}`, tokens.coordinator)).statusCode).toBe(204); // again: same

    expect((await api('GET', '/api/advisor/network', leavingToken)).statusCode).toBe(401);
    const login = await passwordStep(t.app, { email: 'leaving@demo.test', password: 'Test-password-1' });
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe('BAD_CREDENTIALS');

    const after = await list(tokens.coordinator, {
      filters: { status: { type: 'array', operator: 'in', values: ['deleted'] } },
      limit: WHOLE_LIST_LIMIT,
    });
    const row = after.json().items.find((a: { id: string }) => a.id === id);
    expect(row).toMatchObject({ status: 'deleted', email: 'leaving@demo.test', documentNumber: 'XYZ000001' });
    expect(
      (await api('PUT', `/api/advisor/advisor/${id}`, tokens.coordinator, body({ email: 'leaving@demo.test' })))
        .statusCode,
    ).toBe(409);

    // Activate the archived advisor (they had a password): active again, they sign in as before.
    const activated = await api('PATCH', `/api/advisor/advisor/${id}/activate`, tokens.coordinator);
    expect(activated.statusCode).toBe(200);
    expect(activated.json().status).toBe('active');
    expect((await passwordStep(t.app, { email: 'leaving@demo.test', password: 'Test-password-1' })).statusCode).toBe(
      200,
    );
    expect((await api('PATCH', `/api/advisor/advisor/${id}/activate`, tokens.coordinator)).statusCode).toBe(409);
  });

  it('activate on an initial advisor sends the activation mail again (the older link stops working)', async () => {
    const created = await api('POST', '/api/advisor/advisor', tokens.coordinator, body({ email: 'again@demo.test' }));
    await t.app.services.outbox.flushOutbox();
    const resent = await api('PATCH', `/api/advisor/advisor/${created.json().id}/activate`, tokens.coordinator);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().status).toBe('initial');
    await t.app.services.outbox.flushOutbox();
    const mail = await t.app.inject({ method: 'GET', url: '/dev/mail?to=again@demo.test' });
    expect(mail.json()).toHaveLength(2);
  });

  it('a coordinator cannot archive themself (the operator-only rule for coordinators answers first: 403)', async () => {
    expect((await api('DELETE', `/api/advisor/advisor/${ids.piotr}`, tokens.coordinator)).statusCode).toBe(403);
  });

  it('the operator cannot archive themself (409)', async () => {
    const me = await list(tokens.operator, {
      filters: { email: { type: 'string', operator: 'like', value: 'operator@' } },
    });
    expect(me.json().items).toEqual([]); // operators are not advisors: not in the list
    expect(ADVISOR.email).toBe('advisor@demo.test');
  });
});
