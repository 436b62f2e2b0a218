// The investor pipeline: the own and network tables in the list query language (every operator and
// type, 400 with violations), who sees what (the owner; a coordinator's networks; the operator's tenant; never
// another tenant), the board (columns, counts, sums per currency = the table's rows, first cards = the table's
// first rows), stuck, the board's moves through the shared policy, owner changes (rules, timeline, e-mail,
// visibility, the lead rule), payment confirmation downloads and the CSV/XLSX export (rows = x-total-count).
// Runs on PGlite and, with DATABASE_URL, on PostgreSQL (npm run test:server:pg).
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { offerAttachments, offerEvents, tenants, users, type OfferStatus } from '../../server/src/db/schema';
import { createAccount, loginAccount } from './helpers/accounts';
import { HOSTS } from './helpers/auth';
import { apiCaller, buildOfferWorld, inviteUrl, mailsTo, offerById, type OfferWorld } from './helpers/offers';
import { ids, insertPipelineOffer, truthRows, userId, type TruthRow } from './helpers/pipeline';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

const clock = createClock('2026-03-02T10:00:00.000Z');
let t: TestApp;
let api: ReturnType<typeof apiCaller>;
let w: OfferWorld;
let demoTenant: string;
let navyTenant: string;
const extra = { ewa: '', ewaToken: '', gone: '', navyAdvisor: '', navyInvestor: '' };

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  api = apiCaller(t);
  w = await buildOfferWorld(t, clock);
  demoTenant = (await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.configurationId, 'demo')))[0]!.id;
  navyTenant = (await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.configurationId, 'navy')))[0]!.id;
  extra.ewa = await createAccount(t.db, {
    tenant: 'demo',
    email: 'ewa@demo.test',
    role: 'advisor',
    networks: ['Sieć Północ'],
    firstName: 'Ewa',
    surname: 'Łącka',
  });
  extra.ewaToken = await loginAccount(t.app, clock, 'ewa@demo.test');
  extra.gone = await createAccount(t.db, {
    tenant: 'demo',
    email: 'gone@demo.test',
    role: 'advisor',
    networks: ['Sieć Północ'],
    firstName: 'Gustaw',
    surname: 'Odszedł',
  });
  await t.db.update(users).set({ status: 'deleted' }).where(eq(users.id, extra.gone));
  extra.navyAdvisor = await userId(t.db, 'navy', 'advisor@navy.test');
  extra.navyInvestor = await userId(t.db, 'navy', 'investor@navy.test');

  const B1 = w.active.products.B1!;
  const B2 = w.active.products.B2!;
  const base = { tenantId: demoTenant, campaignId: w.active.id, investorId: w.users.investor };
  const north = { ...base, networkId: w.networks.north };
  const anna = { ...north, ownerId: w.users.anna };
  const offersOf: Parameters<typeof insertPipelineOffer>[1][] = [
    {
      ...anna,
      productId: B1,
      email: 'zaneta@example.com',
      name: 'Żaneta Kowalska',
      statusChangedAt: day('2026-02-20'),
    },
    {
      ...anna,
      productId: B1,
      email: 'adam.k@example.com',
      name: 'Adam Kowalczyk',
      status: 'viewed',
      statusChangedAt: day('2026-02-27'),
    },
    {
      ...anna,
      productId: B1,
      email: 'lukasz@example.com',
      name: 'Łukasz Nowak',
      status: 'interested',
      value: '15000.50',
      statusChangedAt: day('2026-02-10'),
    },
    {
      ...anna,
      productId: B2,
      email: 'beata@example.com',
      name: 'Beata Zając',
      status: 'interested',
      value: '2000.00',
      currency: 'EUR',
      statusChangedAt: day('2026-03-01'),
    },
    {
      ...anna,
      productId: B1,
      email: 'celina@example.com',
      name: 'Celina Wrona',
      status: 'accepted',
      value: '50000.00',
      agreementStatus: 'Processing',
      statusChangedAt: day('2026-02-25'),
    },
    {
      ...anna,
      productId: B2,
      email: 'ola_nowak@example.com',
      name: null,
      status: 'accepted',
      value: '12000.25',
      currency: 'USD',
      agreementStatus: 'Completed',
      agreementDate: '2026-03-01',
      statusChangedAt: day('2026-03-01'),
    },
    {
      ...anna,
      productId: B1,
      email: 'dawid@example.com',
      name: 'Dawid Bury',
      status: 'active',
      value: '100000.00',
      agreementStatus: 'Completed',
      agreementDate: '2026-02-01',
      paymentDate: '2026-02-10',
      endDate: '2028-02-10',
      statusChangedAt: day('2026-02-15'),
    },
    {
      ...anna,
      productId: B2,
      email: 'edyta@example.com',
      name: 'Edyta Mróz',
      status: 'active',
      value: '30000.00',
      currency: 'EUR',
      agreementStatus: 'Completed',
      agreementDate: '2026-02-05',
      paymentDate: '2026-02-12',
      endDate: '2027-02-12',
      statusChangedAt: day('2026-02-16'),
    },
    {
      ...anna,
      productId: B1,
      email: 'rafal@example.com',
      name: 'Rafał Wilk',
      status: 'rejected',
      value: '5000.00',
      statusChangedAt: day('2026-02-11'),
    },
    {
      ...anna,
      productId: B2,
      email: 'sylwia@example.com',
      name: 'Sylwia Lis',
      status: 'declined',
      statusChangedAt: day('2026-02-12'),
    },
    {
      ...anna,
      productId: B2,
      email: 'tadeusz@example.com',
      name: 'Tadeusz Sowa',
      status: 'archived',
      statusChangedAt: day('2026-02-13'),
    },
    {
      ...anna,
      campaignId: w.completed.id,
      productId: w.completed.products.C1!,
      email: 'dorota@example.com',
      name: 'Dorota Łaska',
      status: 'active',
      value: '7000.00',
      agreementStatus: 'Completed',
      agreementDate: '2025-11-01',
      paymentDate: '2025-11-05',
      endDate: '2027-11-05',
      statusChangedAt: day('2025-11-05'),
    },
    {
      ...north,
      ownerId: w.users.piotr,
      productId: B1,
      email: 'emil@example.com',
      name: 'Emil Śliwa',
      status: 'interested',
      value: '3000.00',
      statusChangedAt: day('2026-02-28'),
    },
    {
      ...base,
      networkId: w.networks.south,
      ownerId: w.users.piotr,
      productId: B2,
      email: 'filip@example.com',
      name: 'Filip Ćwik',
      status: 'accepted',
      value: '8000.99',
      agreementStatus: 'New',
      statusChangedAt: day('2026-03-02'),
    },
    {
      ...base,
      networkId: w.networks.south,
      ownerId: w.users.south,
      productId: B1,
      email: 'grazyna@example.com',
      name: 'Grażyna Kos',
      statusChangedAt: day('2026-02-01'),
    },
    {
      ...base,
      networkId: w.networks.south,
      ownerId: w.users.south,
      productId: B2,
      email: 'hubert@example.com',
      name: 'Hubert Kowal',
      status: 'active',
      value: '20000.00',
      currency: 'USD',
      agreementStatus: 'Completed',
      agreementDate: '2026-01-20',
      paymentDate: '2026-01-25',
      endDate: '2027-01-25',
      statusChangedAt: day('2026-01-25'),
    },
    {
      ...base,
      networkId: w.networks.west,
      ownerId: w.users.west,
      productId: B1,
      email: 'henryk@example.com',
      name: 'Henryk Ostrowski',
      status: 'interested',
      value: '4000.00',
      statusChangedAt: day('2026-02-26'),
    },
    {
      ...base,
      networkId: w.networks.west,
      ownerId: w.users.west,
      productId: B2,
      email: 'irena@example.com',
      name: 'Irena Pawlak',
      status: 'accepted',
      value: '9000.00',
      currency: 'EUR',
      agreementStatus: 'Processing',
      statusChangedAt: day('2026-02-26'),
    },
  ];
  // Enough of Ewa's invitations for more than one page of the operator's table.
  for (let i = 0; i < 14; i++) {
    offersOf.push({
      ...north,
      ownerId: extra.ewa,
      productId: i % 2 ? B1 : B2,
      email: `lead${String(i).padStart(2, '0')}@example.com`,
      name: `Klient ${String(i).padStart(2, '0')}`,
      statusChangedAt: new Date(Date.UTC(2026, 1, 10 + i, 9)),
    });
  }
  for (const offer of offersOf) await insertPipelineOffer(t.db, offer);
  // The other tenant: an offer whose name would match the demo filters.
  const navyBase = {
    tenantId: navyTenant,
    campaignId: w.navy.id,
    productId: w.navy.products.N1!,
    networkId: w.networks.navy,
    ownerId: extra.navyAdvisor,
    investorId: extra.navyInvestor,
  };
  await insertPipelineOffer(t.db, {
    ...navyBase,
    email: 'kowalski@navy.example',
    name: 'Jan Kowalski',
    status: 'interested',
    value: '1000.00',
    currency: 'EUR',
  });
  await insertPipelineOffer(t.db, {
    ...navyBase,
    email: 'navy2@navy.example',
    name: 'Nora Navy',
    status: 'active',
    value: '5000.00',
    currency: 'EUR',
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

// ------------------------------------------------------------------ helpers

type Row = { id: string } & Record<string, unknown>;
type Query = Record<string, unknown>;
const OWN = '/api/advisor/investor/offers';
const NETWORK = '/api/advisor/investor/offers-by-network';
const url = (path: string, query: Query = {}) => `${path}?${qs.stringify(query)}`;

async function list(path: string, token: string, query: Query = {}, host?: string) {
  const response = await api('GET', url(path, query), token, undefined, host ? { host } : {});
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { items: Row[]; totalCount: number };
  expect(response.headers['x-total-count']).toBe(String(body.totalCount));
  return body;
}

const all = (path: string, token: string, query: Query = {}, host?: string) =>
  list(path, token, { ...query, limit: 99999 }, host);

const demoTruth = () => truthRows(t.db, demoTenant);

// ------------------------------------------------------------------ who sees what

describe('the tables: who sees what', () => {
  it('an advisor sees exactly their own offers, without the owner’s name; not the network view (403)', async () => {
    const truth = await demoTruth();
    const mine = await all(OWN, w.tokens.advisor);
    expect(ids(mine.items)).toEqual(ids(truth.filter((row) => row.ownerId === w.users.anna)));
    expect(mine.items.every((row) => row.ownerName === null)).toBe(true);
    const refused = await api('GET', NETWORK, w.tokens.advisor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it('a coordinator sees exactly the offers of their networks, with the owner’s name; their own list is theirs', async () => {
    const truth = await demoTruth();
    const network = await all(NETWORK, w.tokens.coordinator);
    const expected = truth.filter((row) => [w.networks.north, w.networks.south].includes(row.networkId));
    expect(ids(network.items)).toEqual(ids(expected));
    for (const row of network.items) {
      expect(row.ownerName).toBe(expected.find((candidate) => candidate.id === row.id)!.ownerName);
    }
    const west = await all(NETWORK, w.tokens.westCoordinator);
    expect(ids(west.items)).toEqual(ids(truth.filter((row) => row.networkId === w.networks.west)));
    const own = await all(OWN, w.tokens.coordinator);
    expect(ids(own.items)).toEqual(ids(truth.filter((row) => row.ownerId === w.users.piotr)));
  });

  it('the operator sees the whole tenant, never another tenant’s offers', async () => {
    const truth = await demoTruth();
    const operator = await all(NETWORK, w.tokens.operator);
    expect(ids(operator.items)).toEqual(ids(truth));
    const navyTruth = await truthRows(t.db, navyTenant);
    const navy = await all(NETWORK, w.tokens.navyOperator, {}, HOSTS.navy);
    expect(ids(navy.items)).toEqual(ids(navyTruth));
    expect(navy.items.some((row) => truth.some((demo) => demo.id === row.id))).toBe(false);
    const navyOwn = await all(OWN, w.tokens.navyAdvisor, {}, HOSTS.navy);
    expect(ids(navyOwn.items)).toEqual(ids(navyTruth));
    // The same like filter in both tenants: each sees its own Kowal*.
    const like = { filters: { investorName: { type: 'string', operator: 'like', value: 'kowal' } } };
    const demoKowal = await all(NETWORK, w.tokens.operator, like);
    expect(demoKowal.items.every((row) => truth.some((demo) => demo.id === row.id))).toBe(true);
    expect((await all(NETWORK, w.tokens.navyOperator, like, HOSTS.navy)).items).toHaveLength(1);
  });

  it('an investor is refused (403) and no token is 401', async () => {
    expect((await api('GET', OWN, w.tokens.investor)).statusCode).toBe(403);
    expect((await api('GET', OWN, null)).statusCode).toBe(401);
    expect((await api('GET', NETWORK, null)).statusCode).toBe(401);
  });

  it('rows carry the contract’s fields: amounts as numbers, dates, the agreement status, stuck', async () => {
    const truth = await demoTruth();
    const { items } = await all(NETWORK, w.tokens.operator);
    const dawid = items.find((row) => row.investorEmail === 'dawid@example.com')!;
    const source = truth.find((row) => row.id === dawid.id)!;
    expect(dawid).toMatchObject({
      investorName: 'Dawid Bury',
      ownerId: w.users.anna,
      ownerName: 'Anna Nowak',
      agreementDate: '2026-02-01',
      paymentDate: '2026-02-10',
      endDate: '2028-02-10',
      networkId: w.networks.north,
      investmentValue: 100000,
      currency: 'PLN',
      status: 'active',
      statusDate: source.statusDate.toISOString(),
      campaignId: w.active.id,
      campaignName: 'Obligacje Zielone 2026',
      productId: w.active.products.B1,
      productAutentiStatus: 'Completed',
      productCode: 'B1',
      paymentConfirmations: [],
      stuck: false,
    });
    expect(items.find((row) => row.investorEmail === 'filip@example.com')!.investmentValue).toBe(8000.99);
  });
});

// ------------------------------------------------------------------ the list query language

/** What a filter selects, by the contract's semantics, computed from the table. */
const STUCK_DAYS: Partial<Record<OfferStatus, number>> = { invited: 7, viewed: 7, interested: 7, accepted: 3 };
const isStuck = (row: TruthRow, now = clock.now()) => {
  const days = STUCK_DAYS[row.status];
  return days !== undefined && row.statusDate.getTime() < now.getTime() - days * 86_400_000;
};
const num = (value: string | null) => (value === null ? null : Number(value));
const inDay = (date: Date, from?: string, to?: string) =>
  (!from || date.getTime() >= Date.parse(`${from}T00:00:00Z`)) &&
  (!to || date.getTime() < Date.parse(`${to}T00:00:00Z`) + 86_400_000);

const FILTER_CASES: { name: string; filters: Query; expect: (row: TruthRow) => boolean }[] = [
  {
    name: 'string like on the name (case-insensitive substring)',
    filters: { investorName: { type: 'string', operator: 'like', value: 'KOWAL' } },
    expect: (row) => (row.investorName ?? '').toLowerCase().includes('kowal'),
  },
  {
    name: 'string like: _ and % match themselves',
    filters: { investorEmail: { type: 'string', operator: 'like', value: 'a_n' } },
    expect: (row) => row.investorEmail.includes('a_n'),
  },
  {
    name: 'string like on the campaign name',
    filters: { campaignName: { type: 'string', operator: 'like', value: 'zielone' } },
    expect: (row) => row.campaignName.toLowerCase().includes('zielone'),
  },
  {
    name: 'string like on the product code',
    filters: { productCode: { type: 'string', operator: 'like', value: 'b2' } },
    expect: (row) => row.productCode.toLowerCase().includes('b2'),
  },
  {
    name: 'string like on the owner’s name (network view)',
    filters: { ownerName: { type: 'string', operator: 'like', value: 'nowak' } },
    expect: (row) => row.ownerName.toLowerCase().includes('nowak'),
  },
  {
    name: 'array in: statuses',
    filters: { status: { type: 'array', operator: 'in', values: ['interested', 'accepted'] } },
    expect: (row) => ['interested', 'accepted'].includes(row.status),
  },
  {
    name: 'array in: agreement statuses',
    filters: { productAutentiStatus: { type: 'array', operator: 'in', values: ['Completed', 'New'] } },
    expect: (row) => ['Completed', 'New'].includes(row.productAutentiStatus ?? ''),
  },
  {
    name: 'array in: currencies',
    filters: { currency: { type: 'array', operator: 'in', values: ['EUR', 'USD'] } },
    expect: (row) => ['EUR', 'USD'].includes(row.currency),
  },
  {
    name: 'array in: networks',
    filters: { networkId: { type: 'array', operator: 'in', values: ['NETWORK_SOUTH'] } },
    expect: (row) => row.networkId === w.networks.south,
  },
  {
    name: 'array in: campaigns',
    filters: { campaignId: { type: 'array', operator: 'in', values: ['CAMPAIGN_COMPLETED'] } },
    expect: (row) => row.campaignId === w.completed.id,
  },
  {
    name: 'array in: products',
    filters: { productId: { type: 'array', operator: 'in', values: ['PRODUCT_B2'] } },
    expect: (row) => row.productId === w.active.products.B2,
  },
  {
    name: 'array in: owners (network view)',
    filters: { ownerId: { type: 'array', operator: 'in', values: ['USER_PIOTR'] } },
    expect: (row) => row.ownerId === w.users.piotr,
  },
  {
    name: 'array in: stuck',
    filters: { stuck: { type: 'array', operator: 'in', values: ['true'] } },
    expect: (row) => isStuck(row),
  },
  {
    name: 'array in: not stuck',
    filters: { stuck: { type: 'array', operator: 'in', values: ['false'] } },
    expect: (row) => !isStuck(row),
  },
  {
    name: 'array in: stuck or not',
    filters: { stuck: { type: 'array', operator: 'in', values: ['false', 'true'] } },
    expect: () => true,
  },
  {
    name: 'number from/to (inclusive)',
    filters: { investmentValue: { type: 'number', from: '5000', to: '30000' } },
    expect: (row) =>
      num(row.investmentValue) !== null && num(row.investmentValue)! >= 5000 && num(row.investmentValue)! <= 30000,
  },
  {
    name: 'number leq',
    filters: { investmentValue: { type: 'number', operator: 'leq', value: '3000' } },
    expect: (row) => num(row.investmentValue) !== null && num(row.investmentValue)! <= 3000,
  },
  {
    name: 'number from only, with decimals',
    filters: { investmentValue: { type: 'number', from: '8000.99' } },
    expect: (row) => num(row.investmentValue) !== null && num(row.investmentValue)! >= 8000.99,
  },
  {
    name: 'date from/to on a date column',
    filters: { agreementDate: { type: 'date', from: '2026-02-01', to: '2026-03-01' } },
    expect: (row) =>
      row.agreementDate !== null && row.agreementDate >= '2026-02-01' && row.agreementDate <= '2026-03-01',
  },
  {
    name: 'date leq on a date column',
    filters: { paymentDate: { type: 'date', operator: 'leq', value: '2026-02-10' } },
    expect: (row) => row.paymentDate !== null && row.paymentDate <= '2026-02-10',
  },
  {
    name: 'date to on the end date',
    filters: { endDate: { type: 'date', to: '2027-06-30' } },
    expect: (row) => row.endDate !== null && row.endDate <= '2027-06-30',
  },
  {
    name: 'date from/to on the status date (whole UTC days)',
    filters: { statusDate: { type: 'date', from: '2026-02-15', to: '2026-02-26' } },
    expect: (row) => inDay(row.statusDate, '2026-02-15', '2026-02-26'),
  },
  {
    name: 'date leq on the status date',
    filters: { statusDate: { type: 'date', operator: 'leq', value: '2026-02-12' } },
    expect: (row) => inDay(row.statusDate, undefined, '2026-02-12'),
  },
  {
    name: 'several filters are AND-ed',
    filters: {
      status: { type: 'array', operator: 'in', values: ['interested', 'accepted', 'active'] },
      currency: { type: 'array', operator: 'in', values: ['PLN'] },
      investmentValue: { type: 'number', from: '3000' },
      campaignName: { type: 'string', operator: 'like', value: 'obligacje' },
    },
    expect: (row) =>
      ['interested', 'accepted', 'active'].includes(row.status) &&
      row.currency === 'PLN' &&
      num(row.investmentValue) !== null &&
      num(row.investmentValue)! >= 3000 &&
      row.campaignName.toLowerCase().includes('obligacje'),
  },
];

/** The test's symbolic ids (the world is built in beforeAll). */
function resolve(filters: Query): Query {
  return JSON.parse(
    JSON.stringify(filters)
      .replaceAll('NETWORK_SOUTH', w.networks.south)
      .replaceAll('CAMPAIGN_COMPLETED', w.completed.id)
      .replaceAll('PRODUCT_B2', w.active.products.B2!)
      .replaceAll('USER_PIOTR', w.users.piotr),
  ) as Query;
}

describe('the tables: every operator and type of the list query language', () => {
  it.each(FILTER_CASES)('network view (operator): $name', async ({ filters, expect: selects }) => {
    const truth = await demoTruth();
    const expected = truth.filter(selects);
    const page = await all(NETWORK, w.tokens.operator, { filters: resolve(filters) });
    expect(ids(page.items)).toEqual(ids(expected));
    expect(page.totalCount).toBe(expected.length);
  });

  it.each(FILTER_CASES.filter((c) => !('ownerName' in c.filters) && !('ownerId' in c.filters)))(
    'own view (advisor): $name',
    async ({ filters, expect: selects }) => {
      const truth = await demoTruth();
      const expected = truth.filter((row) => row.ownerId === w.users.anna && selects(row));
      const page = await all(OWN, w.tokens.advisor, { filters: resolve(filters) });
      expect(ids(page.items)).toEqual(ids(expected));
    },
  );

  it('a coordinator’s filter stays within their networks', async () => {
    const truth = await demoTruth();
    const filters = { status: { type: 'array', operator: 'in', values: ['interested', 'accepted'] } };
    const page = await all(NETWORK, w.tokens.coordinator, { filters });
    expect(ids(page.items)).toEqual(
      ids(
        truth.filter(
          (row) =>
            [w.networks.north, w.networks.south].includes(row.networkId) &&
            ['interested', 'accepted'].includes(row.status),
        ),
      ),
    );
  });

  it('20 rows a page by default; offset pages on; x-total-count is the whole count', async () => {
    const truth = await demoTruth();
    const first = await list(NETWORK, w.tokens.operator);
    expect(first.items).toHaveLength(20);
    expect(first.totalCount).toBe(truth.length);
    const second = await list(NETWORK, w.tokens.operator, { offset: 20 });
    expect(second.items).toHaveLength(truth.length - 20);
    expect(new Set([...ids(first.items), ...ids(second.items)]).size).toBe(truth.length);
    // An empty page after the last row still tells the total.
    const after = await list(NETWORK, w.tokens.operator, { offset: 1000 });
    expect(after.items).toEqual([]);
    expect(after.totalCount).toBe(truth.length);
    // The default order: the newest status change first.
    const dates = first.items.map((row) => Date.parse(row.statusDate as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  const SORTABLE = [
    'investorName',
    'investorEmail',
    'ownerId',
    'ownerName',
    'agreementDate',
    'paymentDate',
    'endDate',
    'investmentValue',
    'currency',
    'statusDate',
    'campaignId',
    'campaignName',
    'productId',
    'productAutentiStatus',
    'productCode',
  ];

  it.each(SORTABLE.flatMap((name) => [`${name} asc`, `${name} desc`]))(
    'sorts by %s: every row once, in order (nulls last ascending)',
    async (spec) => {
      const [name, order] = spec.split(' ') as [string, 'asc' | 'desc'];
      const truth = await demoTruth();
      const page = await all(NETWORK, w.tokens.operator, { sort: { name, order } });
      expect(ids(page.items)).toEqual(ids(truth));
      const values = page.items.map(
        (row) => (name === 'investmentValue' ? row[name] : row[name]) as string | number | null,
      );
      const present = values.filter((value) => value !== null);
      const nulls = values.length - present.length;
      // PostgreSQL's default: NULLS LAST ascending, NULLS FIRST descending.
      if (order === 'asc') expect(values.slice(values.length - nulls).every((value) => value === null)).toBe(true);
      else expect(values.slice(0, nulls).every((value) => value === null)).toBe(true);
      if (['investmentValue', 'agreementDate', 'paymentDate', 'endDate', 'statusDate'].includes(name)) {
        const keys = present.map((value) => (typeof value === 'number' ? value : Date.parse(String(value))));
        const sorted = [...keys].sort((a, b) => (order === 'asc' ? a - b : b - a));
        expect(keys).toEqual(sorted);
      }
    },
  );

  it('text sorts follow the Polish alphabet', async () => {
    const page = await all(NETWORK, w.tokens.operator, {
      sort: { name: 'investorName', order: 'asc' },
      filters: { investorName: { type: 'string', operator: 'like', value: 'a' } },
    });
    const names = page.items.map((row) => row.investorName as string);
    expect(names).toEqual([...names].sort(new Intl.Collator('pl').compare));
    expect(names.indexOf('Łukasz Nowak')).toBeGreaterThan(names.indexOf('Klient 00'));
    expect(names.indexOf('Żaneta Kowalska')).toBe(names.length - 1);
  });

  const violationAt = async (path: string, query: Query, token = w.tokens.operator) => {
    const response = await api('GET', url(path, query), token);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    return response.json().violations.map((v: { propertyPath: string }) => v.propertyPath) as string[];
  };

  it('not sortable: networkId, status, paymentConfirmations, stuck, unknown names (400 at query.sort.name)', async () => {
    for (const name of ['networkId', 'status', 'paymentConfirmations', 'stuck', 'bogus']) {
      expect(await violationAt(NETWORK, { sort: { name, order: 'asc' } })).toEqual(['query.sort.name']);
      expect(await violationAt(OWN, { sort: { name, order: 'desc' } }, w.tokens.advisor)).toEqual(['query.sort.name']);
    }
  });

  it('unknown columns, wrong types, operators and values answer 400 with a violation each, never 500', async () => {
    expect(
      await violationAt(NETWORK, { filters: { bogus: { type: 'string', operator: 'like', value: 'x' } } }),
    ).toEqual(['query.filters.bogus']);
    expect(
      await violationAt(NETWORK, {
        filters: { paymentConfirmations: { type: 'array', operator: 'in', values: ['x'] } },
      }),
    ).toEqual(['query.filters.paymentConfirmations']);
    expect(
      await violationAt(NETWORK, { filters: { investorName: { type: 'array', operator: 'in', values: ['x'] } } }),
    ).toEqual(['query.filters.investorName.type']);
    expect(
      await violationAt(NETWORK, { filters: { investmentValue: { type: 'number', operator: 'like', value: '1' } } }),
    ).toEqual(['query.filters.investmentValue.operator']);
    expect(
      await violationAt(NETWORK, { filters: { status: { type: 'array', operator: 'like', value: 'x' } } }),
    ).toEqual(['query.filters.status.operator']);
    expect(
      await violationAt(NETWORK, { filters: { status: { type: 'array', operator: 'in', values: ['bogus'] } } }),
    ).toEqual(['query.filters.status.values.0']);
    expect(
      await violationAt(NETWORK, { filters: { stuck: { type: 'array', operator: 'in', values: ['maybe'] } } }),
    ).toEqual(['query.filters.stuck.values.0']);
    expect(
      await violationAt(NETWORK, { filters: { networkId: { type: 'array', operator: 'in', values: ['not-a-uuid'] } } }),
    ).toEqual(['query.filters.networkId.values.0']);
    expect(await violationAt(NETWORK, { filters: { agreementDate: { type: 'date', from: 'yesterday' } } })).toEqual([
      'query.filters.agreementDate.from',
    ]);
    expect(
      await violationAt(NETWORK, { filters: { investmentValue: { type: 'number', from: '10', to: '1' } } }),
    ).toEqual(['query.filters.investmentValue.to']);
    expect(await violationAt(NETWORK, { filters: { investorName: { type: 'string', from: 'a' } } })).toEqual([
      'query.filters.investorName',
    ]);
    // Several at once: all reported.
    expect(
      (
        await violationAt(NETWORK, {
          sort: { name: 'status', order: 'asc' },
          filters: { bogus: { type: 'string', operator: 'like', value: 'x' } },
        })
      ).sort(),
    ).toEqual(['query.filters.bogus', 'query.sort.name']);
    // The owner's columns are the network views' only.
    expect(
      await violationAt(
        OWN,
        { filters: { ownerName: { type: 'string', operator: 'like', value: 'a' } } },
        w.tokens.advisor,
      ),
    ).toEqual(['query.filters.ownerName']);
    expect(
      await violationAt(
        OWN,
        { filters: { ownerId: { type: 'array', operator: 'in', values: [w.users.anna] } } },
        w.tokens.advisor,
      ),
    ).toEqual(['query.filters.ownerId']);
  });
});

// ------------------------------------------------------------------ stuck

describe('stuck', () => {
  it('marks offers longer than the thresholds (7, 7, 7, 3 days) in invited, viewed, interested, accepted', async () => {
    const truth = await demoTruth();
    const { items } = await all(NETWORK, w.tokens.operator);
    for (const row of items)
      expect(row.stuck, row.investorEmail as string).toBe(isStuck(truth.find((r) => r.id === row.id)!));
    const byEmail = (email: string) => items.find((row) => row.investorEmail === email)!;
    expect(byEmail('zaneta@example.com').stuck).toBe(true); // invited 10 days ago
    expect(byEmail('adam.k@example.com').stuck).toBe(false); // viewed 3 days ago
    expect(byEmail('celina@example.com').stuck).toBe(true); // accepted 5 days ago (> 3)
    expect(byEmail('dawid@example.com').stuck).toBe(false); // active: never stuck
  });

  it('the campaign’s offer table (listCampaignOffers) filters by stuck the same way', async () => {
    const filters = { stuck: { type: 'array', operator: 'in', values: ['true'] } };
    const campaign = await all(`/api/advisor/campaign/${w.completed.id}/offers`, w.tokens.operator, { filters });
    const network = await all(NETWORK, w.tokens.operator, {
      filters: { ...filters, campaignId: { type: 'array', operator: 'in', values: [w.completed.id] } },
    });
    expect(ids(campaign.items)).toEqual(ids(network.items));
    const active = await all(`/api/advisor/campaign/${w.active.id}/offers`, w.tokens.operator, { filters });
    expect(active.items.length).toBeGreaterThan(0);
    expect(active.items.every((row) => row.stuck === true)).toBe(true);
  });

  it('follows the tenant’s configured thresholds', async () => {
    await t.db
      .update(tenants)
      .set({ pipelineStuckDays: { invited: 25, viewed: 7, interested: 7, accepted: 10 } })
      .where(eq(tenants.id, demoTenant));
    t.app.tenantCache.invalidate();
    try {
      const stuck = await all(NETWORK, w.tokens.operator, {
        filters: { stuck: { type: 'array', operator: 'in', values: ['true'] } },
      });
      const emails = stuck.items.map((row) => row.investorEmail);
      expect(emails).not.toContain('zaneta@example.com'); // invited 10 days ago < 25
      expect(emails).not.toContain('celina@example.com'); // accepted 5 days ago < 10
      expect(emails).toContain('grazyna@example.com'); // invited 28.9 days ago > 25
      expect(emails).toContain('lukasz@example.com'); // interested 20 days ago
    } finally {
      await t.db
        .update(tenants)
        .set({ pipelineStuckDays: { invited: 7, viewed: 7, interested: 7, accepted: 3 } })
        .where(eq(tenants.id, demoTenant));
      t.app.tenantCache.invalidate();
    }
  });
});

// ------------------------------------------------------------------ the board

const BOARD = '/api/advisor/investor/offers/board';
const COLUMNS: Record<string, OfferStatus[]> = {
  invited: ['invited'],
  viewed: ['viewed'],
  interested: ['interested'],
  accepted: ['accepted'],
  active: ['active'],
  lost: ['rejected', 'declined'],
  archived: ['archived'],
};

interface BoardColumn {
  key: string;
  label: { pl: string; en: string };
  variant: string;
  totalCount: number;
  displayedCount: number;
  items: Row[];
  sum: { value: number; currency: string }[];
}

async function board(token: string, query: Query, host?: string) {
  const response = await api('GET', url(BOARD, query), token, undefined, host ? { host } : {});
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { columns: BoardColumn[] }).columns;
}

/** Sums per currency of the table's rows, in exact hundredths. */
function tableSums(rows: Row[]): Record<string, number> {
  const cents: Record<string, number> = {};
  for (const row of rows) {
    if (row.investmentValue === null) continue;
    cents[row.currency as string] =
      (cents[row.currency as string] ?? 0) + Math.round((row.investmentValue as number) * 100);
  }
  return Object.fromEntries(Object.entries(cents).map(([currency, value]) => [currency, value / 100]));
}

describe('the board', () => {
  const cases: { name: string; token: () => string; scope: 'own' | 'network'; path: string; query: Query }[] = [
    { name: 'an advisor’s own board', token: () => w.tokens.advisor, scope: 'own', path: OWN, query: {} },
    {
      name: 'a coordinator’s network board',
      token: () => w.tokens.coordinator,
      scope: 'network',
      path: NETWORK,
      query: {},
    },
    {
      name: 'the operator’s board with filters and a text sort',
      token: () => w.tokens.operator,
      scope: 'network',
      path: NETWORK,
      query: {
        sort: { name: 'investorName', order: 'asc' },
        filters: { currency: { type: 'array', operator: 'in', values: ['PLN', 'EUR'] } },
      },
    },
    {
      name: 'the operator’s board sorted by amount, descending',
      token: () => w.tokens.operator,
      scope: 'network',
      path: NETWORK,
      query: { sort: { name: 'investmentValue', order: 'desc' } },
    },
  ];

  it.each(cases)(
    '$name: counts and sums per currency equal the table’s rows of each column; the cards are its first rows',
    async ({ token, scope, path, query }) => {
      const columns = await board(token(), { ...query, scope, limit: 2 });
      expect(columns.map((column) => column.key)).toEqual(Object.keys(COLUMNS));
      for (const column of columns) {
        const statuses = COLUMNS[column.key]!;
        const filters = {
          ...(query.filters as Query | undefined),
          status: { type: 'array', operator: 'in', values: statuses },
        };
        const rows = await all(path, token(), { ...query, filters });
        expect(column.totalCount, column.key).toBe(rows.totalCount);
        const sums = Object.fromEntries(column.sum.map((sum) => [sum.currency, sum.value]));
        if (['interested', 'accepted', 'active'].includes(column.key))
          expect(sums, column.key).toEqual(tableSums(rows.items));
        else expect(column.sum).toEqual([]);
        expect(column.displayedCount).toBe(Math.min(2, rows.totalCount));
        expect(
          column.items.map((item) => item.id),
          column.key,
        ).toEqual(rows.items.slice(0, 2).map((row) => row.id));
        expect(
          column.items.every((item) => (scope === 'network' ? item.ownerName !== null : item.ownerName === null)),
        ).toBe(true);
      }
    },
  );

  it('has labels and colour variants; the default is 50 cards a column; a status filter empties the other columns', async () => {
    const columns = await board(w.tokens.operator, {
      scope: 'network',
      filters: { status: { type: 'array', operator: 'in', values: ['declined', 'active'] } },
    });
    expect(columns.find((column) => column.key === 'lost')).toMatchObject({
      label: { pl: 'Utracone', en: 'Lost' },
      variant: 'danger',
    });
    expect(columns.filter((column) => column.totalCount > 0).map((column) => column.key)).toEqual(['active', 'lost']);
    expect(columns.find((column) => column.key === 'lost')!.items.every((item) => item.status === 'declined')).toBe(
      true,
    );
    const full = await board(w.tokens.operator, { scope: 'network' });
    const invited = full.find((column) => column.key === 'invited')!;
    expect(invited.totalCount).toBeGreaterThan(2);
    expect(invited.displayedCount).toBe(invited.totalCount); // fewer than 50
  });

  it('the network board is for coordinators and operators (403 for an advisor); a bad filter is 400', async () => {
    const refused = await api('GET', url(BOARD, { scope: 'network' }), w.tokens.advisor);
    expect(refused.statusCode).toBe(403);
    const bad = await api(
      'GET',
      url(BOARD, { filters: { bogus: { type: 'string', operator: 'like', value: 'x' } } }),
      w.tokens.advisor,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0].propertyPath).toBe('query.filters.bogus');
    const navy = await board(w.tokens.navyAdvisor, {}, HOSTS.navy);
    expect(navy.reduce((total, column) => total + column.totalCount, 0)).toBe(
      (await truthRows(t.db, navyTenant)).length,
    );
  });
});

// ------------------------------------------------------------------ moves

const STATUS = (id: string) => `/api/advisor/investor/${id}/status`;

async function freshOffer(overrides: Partial<Parameters<typeof insertPipelineOffer>[1]> = {}) {
  return insertPipelineOffer(t.db, {
    tenantId: demoTenant,
    campaignId: w.active.id,
    productId: w.active.products.B1!,
    networkId: w.networks.north,
    ownerId: w.users.anna,
    investorId: w.users.investor,
    email: `move${Math.random().toString(36).slice(2, 10)}@example.com`,
    statusChangedAt: clock.now(),
    ...overrides,
  });
}

describe('the board’s moves (changeInvestorOfferStatus)', () => {
  it('decline needs a reason; it is recorded on the timeline and the row comes back', async () => {
    const id = await freshOffer({ status: 'interested' });
    const noReason = await api('PATCH', STATUS(id), w.tokens.advisor, { action: 'decline' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().violations[0].propertyPath).toBe('reason');
    const blank = await api('PATCH', STATUS(id), w.tokens.advisor, { action: 'decline', reason: '    ' });
    expect(blank.statusCode).toBe(400);
    const declined = await api('PATCH', STATUS(id), w.tokens.advisor, {
      action: 'decline',
      reason: 'Klient zrezygnował',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ id, status: 'declined', ownerName: null, stuck: false });
    expect((await offerById(t.db, id)).decisionReason).toBe('Klient zrezygnował');
    const [event] = await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, id));
    expect(event).toMatchObject({
      type: 'status_changed',
      fromValue: 'interested',
      toValue: 'declined',
      actorRole: 'advisor',
      actorId: w.users.anna,
      reason: 'Klient zrezygnował',
    });
  });

  it('archive, then restore to the status before archiving (a coordinator of the network may too)', async () => {
    const id = await freshOffer({ status: 'viewed' });
    const archived = await api('PATCH', STATUS(id), w.tokens.coordinator, { action: 'archive' });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ status: 'archived', ownerName: 'Anna Nowak' });
    const restored = await api('PATCH', STATUS(id), w.tokens.advisor, { action: 'restore' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().status).toBe('viewed');
    const events = await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, id));
    expect(events.map((event) => [event.fromValue, event.toValue, event.actorRole]).sort()).toEqual(
      [
        ['archived', 'viewed', 'advisor'],
        ['viewed', 'archived', 'coordinator'],
      ].sort(),
    );
  });

  it('refuses what the policy does not allow: 409 OFFER_TRANSITION_NOT_ALLOWED, nothing changes', async () => {
    for (const [status, action] of [
      ['accepted', 'decline'],
      ['active', 'archive'],
      ['accepted', 'archive'],
      ['invited', 'restore'],
      ['declined', 'decline'],
    ] as const) {
      const id = await freshOffer({ status });
      const response = await api('PATCH', STATUS(id), w.tokens.advisor, {
        action,
        ...(action === 'decline' && { reason: 'Powód' }),
      });
      expect(response.statusCode, `${action} from ${status}`).toBe(409);
      expect(response.json().code).toBe('OFFER_TRANSITION_NOT_ALLOWED');
      expect((await offerById(t.db, id)).status).toBe(status);
      expect(await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, id))).toEqual([]);
    }
  });

  it('restoring into play while another advisor holds the lead is 409 LEAD_OTHER_OWNER', async () => {
    const email = 'contested@example.com';
    const id = await freshOffer({ status: 'interested', email });
    expect((await api('PATCH', STATUS(id), w.tokens.advisor, { action: 'archive' })).statusCode).toBe(200);
    await freshOffer({ email, ownerId: extra.ewa, productId: w.active.products.B2!, status: 'invited' });
    const response = await api('PATCH', STATUS(id), w.tokens.advisor, { action: 'restore' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('LEAD_OTHER_OWNER');
    expect((await offerById(t.db, id)).status).toBe('archived');
  });

  it('someone else’s offer is 404 (never 403); an investor is 403', async () => {
    const id = await freshOffer({ status: 'invited' });
    expect((await api('PATCH', STATUS(id), w.tokens.westCoordinator, { action: 'archive' })).statusCode).toBe(404);
    expect((await api('PATCH', STATUS(id), extra.ewaToken, { action: 'archive' })).statusCode).toBe(404);
    expect(
      (await api('PATCH', STATUS(id), w.tokens.navyAdvisor, { action: 'archive' }, { host: HOSTS.navy })).statusCode,
    ).toBe(404);
    expect((await api('PATCH', STATUS(id), w.tokens.investor, { action: 'archive' })).statusCode).toBe(403);
    expect((await offerById(t.db, id)).status).toBe('invited');
  });
});

// ------------------------------------------------------------------ owner changes

const OWNER = (id: string, ownerId: string) => `/api/advisor/investor/${id}/owner/${ownerId}`;
const CHOICES = (id: string) => `/api/advisor/investor/${id}/owner-choices`;

describe('owner changes', () => {
  it('lists the active advisors of the offer’s network but its owner, by name', async () => {
    const id = await freshOffer();
    const response = await api('GET', CHOICES(id), w.tokens.advisor);
    expect(response.statusCode, response.body).toBe(200);
    // By surname (Polish order): not the owner (Anna Nowak), not an archived account (Gustaw Odszedł), not
    // another network's advisor (Sara Południowa).
    expect(response.json()).toEqual([
      { id: w.users.piotr, name: 'Piotr Kowalski' },
      { id: extra.ewa, name: 'Ewa Łącka' },
    ]);
    expect((await api('GET', CHOICES(id), w.tokens.westCoordinator)).statusCode).toBe(404);
  });

  it('an advisor hands an offer to an active advisor of its network: event, e-mail, visibility, the lead rule', async () => {
    const email = 'handover@example.com';
    const invited = await api('POST', inviteUrl(w.active, 'B1'), w.tokens.advisor, {
      investorEmail: email,
      message: 'Zapraszam do inwestycji w obligacje.',
      networkId: w.networks.north,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const id = invited.json().offerId as string;
    clock.advance(60_000);
    const response = await api('PATCH', OWNER(id, extra.ewa), w.tokens.advisor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, ownerId: extra.ewa });
    expect((await offerById(t.db, id)).ownerId).toBe(extra.ewa);

    const events = await t.db
      .select()
      .from(offerEvents)
      .where(and(eq(offerEvents.offerId, id), eq(offerEvents.type, 'owner_changed')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      fromValue: 'Anna Nowak',
      toValue: 'Ewa Łącka',
      actorRole: 'advisor',
      actorId: w.users.anna,
    });
    expect(events[0]!.occurredAt.toISOString()).toBe(clock.now().toISOString());

    const [mail] = await mailsTo(t.db, 'ewa@demo.test');
    expect(mail!.subject).toContain('handover@example.com');
    expect(mail!.text).toContain('Anna Nowak');
    expect(mail!.text).toContain('Obligacje Zielone 2026');
    expect(mail!.html).toContain('Demo Invest');

    // The previous owner no longer sees it; the new one does.
    expect((await all(OWN, w.tokens.advisor)).items.map((row) => row.id)).not.toContain(id);
    expect((await all(OWN, extra.ewaToken)).items.map((row) => row.id)).toContain(id);
    expect((await api('GET', `/api/advisor/investor/${id}/events`, w.tokens.advisor)).statusCode).toBe(404);
    expect((await api('PATCH', STATUS(id), w.tokens.advisor, { action: 'archive' })).statusCode).toBe(404);

    // The lead follows the new owner: the previous owner's invitation is refused, the new owner's renews the offer.
    const again = await api('POST', inviteUrl(w.active, 'B1'), w.tokens.advisor, {
      investorEmail: email,
      message: 'Zapraszam ponownie do inwestycji.',
      networkId: w.networks.north,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('LEAD_OTHER_OWNER');
    const renewed = await api('POST', inviteUrl(w.active, 'B1'), extra.ewaToken, {
      investorEmail: email,
      message: 'Teraz ja jestem Pani doradcą.',
      networkId: w.networks.north,
    });
    expect(renewed.statusCode, renewed.body).toBe(201);
    expect(renewed.json().offerId).toBe(id);
  });

  it('the lead moves whole: the owner’s other offers of the same e-mail and campaign still in play move too', async () => {
    const email = 'twoproducts@example.com';
    const first = await freshOffer({ email, productId: w.active.products.B1!, status: 'interested' });
    const second = await freshOffer({ email, productId: w.active.products.B2!, status: 'invited' });
    const lost = await freshOffer({ email, productId: w.active.products.B2!, status: 'declined' });
    const response = await api('PATCH', OWNER(first, extra.ewa), w.tokens.coordinator);
    expect(response.statusCode, response.body).toBe(200);
    expect((await offerById(t.db, second)).ownerId).toBe(extra.ewa);
    expect((await offerById(t.db, lost)).ownerId).toBe(w.users.anna); // not in play: stays
    const secondEvents = await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, second));
    expect(secondEvents).toMatchObject([{ type: 'owner_changed', actorRole: 'coordinator', actorId: w.users.piotr }]);
  });

  it('refuses: unknown advisor 404, inactive 409, outside the network 409, not visible 404, investor 403', async () => {
    const id = await freshOffer();
    const unknown = await api('PATCH', OWNER(id, '00000000-0000-4000-8000-000000000000'), w.tokens.advisor);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('ADVISOR_NOT_FOUND');
    const investor = await api('PATCH', OWNER(id, w.users.investor), w.tokens.advisor);
    expect(investor.statusCode).toBe(404);
    expect(investor.json().code).toBe('ADVISOR_NOT_FOUND');
    const operator = await api('PATCH', OWNER(id, w.users.operator), w.tokens.advisor);
    expect(operator.json().code).toBe('ADVISOR_NOT_FOUND');
    const navy = await api('PATCH', OWNER(id, extra.navyAdvisor), w.tokens.operator);
    expect(navy.json().code).toBe('ADVISOR_NOT_FOUND');
    const inactive = await api('PATCH', OWNER(id, extra.gone), w.tokens.advisor);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().code).toBe('ADVISOR_INACTIVE');
    const outside = await api('PATCH', OWNER(id, w.users.south), w.tokens.advisor);
    expect(outside.statusCode).toBe(409);
    expect(outside.json().code).toBe('ADVISOR_NOT_IN_NETWORK');
    expect((await api('PATCH', OWNER(id, extra.ewa), w.tokens.westCoordinator)).statusCode).toBe(404);
    expect((await api('PATCH', OWNER(id, extra.ewa), w.tokens.southAdvisor)).statusCode).toBe(404);
    expect((await api('PATCH', OWNER(id, extra.ewa), w.tokens.investor)).statusCode).toBe(403);
    expect((await offerById(t.db, id)).ownerId).toBe(w.users.anna);
    expect(await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, id))).toEqual([]);
  });

  it('a coordinator cannot move a lead that reaches into a network they do not manage (403)', async () => {
    const email = 'split@example.com';
    // West advisor's lead in west, plus an offer of the same lead in north (joined the north network since).
    const { networkMembers } = await import('../../server/src/db/schema');
    await t.db.insert(networkMembers).values({ networkId: w.networks.north, userId: w.users.west });
    try {
      const westOffer = await freshOffer({ email, ownerId: w.users.west, networkId: w.networks.west });
      const northOffer = await freshOffer({ email, ownerId: w.users.west, productId: w.active.products.B2! });
      const response = await api('PATCH', OWNER(northOffer, extra.ewa), w.tokens.coordinator);
      expect(response.statusCode).toBe(403);
      expect((await offerById(t.db, westOffer)).ownerId).toBe(w.users.west);
      expect((await offerById(t.db, northOffer)).ownerId).toBe(w.users.west);
    } finally {
      await t.db
        .delete(networkMembers)
        .where(and(eq(networkMembers.networkId, w.networks.north), eq(networkMembers.userId, w.users.west)));
    }
  });

  it('the operator moves within the tenant; naming the current owner changes nothing', async () => {
    const id = await freshOffer({ networkId: w.networks.south, ownerId: w.users.south });
    const same = await api('PATCH', OWNER(id, w.users.south), w.tokens.operator);
    expect(same.statusCode).toBe(200);
    expect(await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, id))).toEqual([]);
    const moved = await api('PATCH', OWNER(id, w.users.piotr), w.tokens.operator);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ ownerId: w.users.piotr, ownerName: 'Piotr Kowalski' });
  });
});

describe('owner change notices: each person told once, in their language, never about their own action', () => {
  /** The mails each address got during `action`. */
  async function mailsDuring(addresses: string[], action: () => Promise<void>) {
    const before = new Set<string>();
    for (const address of addresses) for (const mail of await mailsTo(t.db, address)) before.add(mail.id);
    await action();
    const got: Record<string, { subject: string; text: string; html: string }[]> = {};
    for (const address of addresses) got[address] = (await mailsTo(t.db, address)).filter((m) => !before.has(m.id));
    return got;
  }
  const PEOPLE = ['advisor@demo.test', 'coordinator@demo.test', 'ewa@demo.test'];
  const move = async (id: string, to: string, token: string) => {
    const response = await api('PATCH', OWNER(id, to), token);
    expect(response.statusCode, response.body).toBe(200);
  };

  afterEach(async () => {
    await t.db.update(users).set({ locale: 'pl' }).where(inArray(users.email, PEOPLE));
  });

  it('an advisor hands an offer over: the new owner is told, the advisor (who did it) is not', async () => {
    const id = await freshOffer({ email: 'notice-1@example.com' });
    const got = await mailsDuring(PEOPLE, () => move(id, extra.ewa, w.tokens.advisor));
    expect(got['advisor@demo.test']).toEqual([]);
    expect(got['coordinator@demo.test']).toEqual([]);
    expect(got['ewa@demo.test']).toHaveLength(1);
    const [mail] = got['ewa@demo.test']!;
    expect(mail!.subject).toBe('Demo Invest: przekazano Ci ofertę inwestora notice-1@example.com');
    expect(mail!.text).toContain('Oferta została przekazana: notice-1@example.com, kampania Obligacje Zielone 2026.');
    expect(mail!.text).toContain('Osoba przekazująca: Anna Nowak');
    expect(mail!.text).toContain('Poprzedni doradca: Anna Nowak');
    expect(mail!.text).not.toContain('przekazał');
  });

  it('a coordinator takes an offer over: the previous owner is told, the coordinator is not', async () => {
    const id = await freshOffer({ email: 'notice-2@example.com' });
    const got = await mailsDuring(PEOPLE, () => move(id, w.users.piotr, w.tokens.coordinator));
    expect(got['coordinator@demo.test']).toEqual([]);
    expect(got['ewa@demo.test']).toEqual([]);
    expect(got['advisor@demo.test']).toHaveLength(1);
    const [mail] = got['advisor@demo.test']!;
    expect(mail!.subject).toBe('Demo Invest: oferta inwestora notice-2@example.com została przekazana');
    expect(mail!.text).toContain(
      'Oferta została przekazana: notice-2@example.com, kampania Obligacje Zielone 2026. Od teraz prowadzi ją Piotr Kowalski.',
    );
    expect(mail!.text).toContain('Osoba przekazująca: Piotr Kowalski');
    expect(mail!.text).toContain('Nowy doradca: Piotr Kowalski');
    expect(mail!.text).not.toContain('przekazał');
  });

  it('a coordinator moves an offer between two advisors: both are told, each in their own language', async () => {
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.email, 'ewa@demo.test'));
    const id = await freshOffer({ email: 'notice-3@example.com' });
    const got = await mailsDuring(PEOPLE, () => move(id, extra.ewa, w.tokens.coordinator));
    expect(got['coordinator@demo.test']).toEqual([]);
    expect(got['advisor@demo.test']).toHaveLength(1);
    expect(got['advisor@demo.test']![0]!.text).toContain('Od teraz prowadzi ją Ewa Łącka.');
    expect(got['ewa@demo.test']).toHaveLength(1);
    const [english] = got['ewa@demo.test']!;
    expect(english!.subject).toBe('Demo Invest: an offer to notice-3@example.com has been handed over to you');
    expect(english!.text).toContain(
      'An offer has been handed over to you: notice-3@example.com, the Green Bonds 2026 campaign.',
    );
    expect(english!.text).toContain('Handed over by: Piotr Kowalski');
    expect(english!.text).toContain('Previous advisor: Anna Nowak');
  });

  it('the operator moves an offer: both advisors are told in English when that is their language', async () => {
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.email, 'advisor@demo.test'));
    const id = await freshOffer({ email: 'notice-4@example.com' });
    const got = await mailsDuring(PEOPLE, () => move(id, extra.ewa, w.tokens.operator));
    expect(got['advisor@demo.test']).toHaveLength(1);
    const [english] = got['advisor@demo.test']!;
    expect(english!.subject).toBe('Demo Invest: an offer to notice-4@example.com has been handed over');
    expect(english!.text).toContain(
      'An offer has been handed over: notice-4@example.com, the Green Bonds 2026 campaign. It is now handled by Ewa Łącka.',
    );
    expect(got['ewa@demo.test']).toHaveLength(1);
    expect(got['ewa@demo.test']![0]!.text).toContain('Oferta została przekazana');
  });

  it('a coordinator hands their own offer to an advisor: only the advisor is told', async () => {
    const id = await freshOffer({ email: 'notice-5@example.com', ownerId: w.users.piotr });
    const got = await mailsDuring(PEOPLE, () => move(id, w.users.anna, w.tokens.coordinator));
    expect(got['coordinator@demo.test']).toEqual([]);
    expect(got['ewa@demo.test']).toEqual([]);
    expect(got['advisor@demo.test']).toHaveLength(1);
    expect(got['advisor@demo.test']![0]!.subject).toContain('przekazano Ci ofertę');
  });
});

// ------------------------------------------------------------------ attachments

describe('payment confirmations (downloadInvestorOfferAttachment)', () => {
  it('the owner, the network’s coordinator and the operator download it; others get 404', async () => {
    const id = await freshOffer({ status: 'accepted', value: '5000.00' });
    const bytes = Buffer.from('%PDF-1.4\n% potwierdzenie\n');
    await t.app.storage.put(`offers/${id}/confirmation-1`, bytes);
    const [attachment] = await t.db
      .insert(offerAttachments)
      .values({
        tenantId: demoTenant,
        offerId: id,
        fileName: 'potwierdzenie przelewu.pdf',
        contentType: 'application/pdf',
        size: bytes.length,
        storageKey: `offers/${id}/confirmation-1`,
        uploadedByRole: 'investor',
      })
      .returning({ id: offerAttachments.id });
    const path = `/api/advisor/investor/${id}/attachments/${attachment!.id}`;
    for (const token of [w.tokens.advisor, w.tokens.coordinator, w.tokens.operator]) {
      const response = await api('GET', path, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('attachment; filename="potwierdzenie przelewu.pdf"');
      expect(response.rawPayload.equals(bytes)).toBe(true);
    }
    expect((await api('GET', path, w.tokens.westCoordinator)).statusCode).toBe(404);
    expect((await api('GET', path, extra.ewaToken)).statusCode).toBe(404);
    const other = await freshOffer();
    expect(
      (await api('GET', `/api/advisor/investor/${other}/attachments/${attachment!.id}`, w.tokens.advisor)).statusCode,
    ).toBe(404);
    expect(
      (
        await api(
          'GET',
          `/api/advisor/investor/${id}/attachments/00000000-0000-4000-8000-000000000000`,
          w.tokens.advisor,
        )
      ).statusCode,
    ).toBe(404);
    // The row lists it.
    const row = (await all(OWN, w.tokens.advisor)).items.find((item) => item.id === id)!;
    expect(row.paymentConfirmations).toMatchObject([
      {
        id: attachment!.id,
        fileName: 'potwierdzenie przelewu.pdf',
        contentType: 'application/pdf',
        size: bytes.length,
      },
    ]);
  });
});

// ------------------------------------------------------------------ export

const EXPORT_OWN = '/api/advisor/investor/offers/export';
const EXPORT_NETWORK = '/api/advisor/investor/offers-by-network/export';

/** RFC 4180 parsing (quotes, doubled quotes, CRLF). */
function parseCsv(text: string, separator: ',' | ';' = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe('export (CSV and XLSX)', () => {
  const query = {
    sort: { name: 'investorEmail', order: 'desc' },
    filters: {
      status: { type: 'array', operator: 'in', values: ['invited', 'interested', 'accepted', 'active'] },
      investmentValue: { type: 'number', to: '100000' },
    },
  };
  const unfiltered = { sort: { name: 'investorEmail', order: 'desc' } };

  it('CSV: exactly the table’s rows (all pages) in its order, headers in the request’s language', async () => {
    for (const [path, token, q] of [
      [EXPORT_NETWORK, w.tokens.operator, query],
      [EXPORT_NETWORK, w.tokens.coordinator, unfiltered],
      [EXPORT_OWN, w.tokens.advisor, unfiltered],
    ] as const) {
      const response = await api('GET', url(path, { ...q, format: 'csv' }), token, undefined, {
        headers: { 'accept-language': 'en-GB,en;q=0.9,pl;q=0.5' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain('investors-2026-03-02.csv');
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = parseCsv(response.body.slice(1));
      const table = await all(path === EXPORT_NETWORK ? NETWORK : OWN, token, q);
      expect(rows).toHaveLength(table.totalCount);
      const emailColumn = header!.indexOf('E-mail address');
      expect(rows.map((row) => row[emailColumn])).toEqual(table.items.map((row) => row.investorEmail));
      expect(header!.includes('Advisor')).toBe(path === EXPORT_NETWORK);
    }
  });

  it('CSV values in the Polish dialect: `;`, decimal comma, the time zone in the header', async () => {
    const response = await api('GET', url(EXPORT_NETWORK, { ...query, format: 'csv' }), w.tokens.operator, undefined, {
      headers: { 'accept-language': 'pl-PL,pl;q=0.9' },
    });
    expect(response.headers['content-disposition']).toContain('inwestorzy-2026-03-02.csv');
    const [header, ...rows] = parseCsv(response.body.slice(1), ';');
    expect(header).toEqual([
      'Inwestor',
      'Adres e-mail',
      'Doradca',
      'Data umowy',
      'Ostatnia płatność',
      'Koniec umowy',
      'Sieć',
      'Kwota inwestycji',
      'Waluta',
      'Status',
      'Data zmiany statusu (Europe/Warsaw)',
      'Nazwa kampanii',
      'Status umowy',
      'Kod produktu',
      'Pliki',
      'Utknęła',
    ]);
    const dawid = rows.find((row) => row[1] === 'dawid@example.com')!;
    expect(dawid).toEqual([
      'Dawid Bury',
      'dawid@example.com',
      'Anna Nowak',
      '2026-02-01',
      '2026-02-10',
      '2028-02-10',
      'Sieć Północ',
      '100000,00',
      'PLN',
      'Aktywna',
      '2026-02-15 13:00',
      'Obligacje Zielone 2026',
      'podpisana',
      'B1',
      '',
      'nie',
    ]);
  });

  it('XLSX (read back with exceljs): the same rows, amounts as numbers, dates as dates', async () => {
    const response = await api('GET', url(EXPORT_NETWORK, { ...query, format: 'xlsx' }), w.tokens.operator, undefined, {
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Investors');
    const table = await all(NETWORK, w.tokens.operator, query);
    expect(sheet.actualRowCount - 1).toBe(table.totalCount);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header[0]).toBe('Investor');
    const email = header.indexOf('E-mail address') + 1;
    const amount = header.indexOf('Investment amount') + 1;
    const agreement = header.indexOf('Contract date') + 1;
    const emails: string[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) emails.push(String(row.getCell(email).value));
    });
    expect(emails).toEqual(table.items.map((row) => row.investorEmail));
    const dawidRow = emails.indexOf('dawid@example.com') + 2;
    expect(sheet.getRow(dawidRow).getCell(amount).value).toBe(100000);
    expect(typeof sheet.getRow(dawidRow).getCell(amount).value).toBe('number');
    expect(sheet.getRow(dawidRow).getCell(amount).numFmt).toBe('#,##0.00');
    expect((sheet.getRow(dawidRow).getCell(agreement).value as Date).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    const filip = emails.indexOf('filip@example.com') + 2;
    expect(sheet.getRow(filip).getCell(amount).value).toBe(8000.99);
  });

  it('refuses a bad filter with 400 before anything is streamed; the network export is not an advisor’s', async () => {
    const bad = await api(
      'GET',
      url(EXPORT_OWN, { format: 'csv', filters: { bogus: { type: 'string', operator: 'like', value: 'x' } } }),
      w.tokens.advisor,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0].propertyPath).toBe('query.filters.bogus');
    expect((await api('GET', url(EXPORT_NETWORK, { format: 'csv' }), w.tokens.advisor)).statusCode).toBe(403);
    const navy = await api('GET', url(EXPORT_NETWORK, { format: 'csv' }), w.tokens.navyOperator, undefined, {
      host: HOSTS.navy,
    });
    expect(parseCsv(navy.body.slice(1), ';')).toHaveLength(1 + (await truthRows(t.db, navyTenant)).length);
  });
});
