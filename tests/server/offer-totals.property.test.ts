// The maintained totals of the pipeline (offer_totals: offers counted and summed per tenant, network, owner, status
// and currency, kept by triggers on offers) after a random sequence of writes: creates, status moves (the API's
// archive/restore/decline and plain UPDATEs, one offer or many), owner changes (the API's, which move a lead
// whole, and network moves), amount and currency edits, deletes. After every step the table must equal a plain
// COUNT/SUM over offers; every few steps the network page's total (a coordinator's, an operator's), the own
// page's total and the board's counts and sums (read from the totals) must equal counts over the offers. The
// sequence is seeded: the seed is printed, and OFFER_TOTALS_SEED=<seed> replays it. Runs on PGlite and, with
// DATABASE_URL, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, OFFER_STATUSES, tenants, type OfferStatus } from '../../server/src/db/schema';
import { createAccount, loginAccount } from './helpers/accounts';
import { apiCaller, buildOfferWorld, type OfferWorld } from './helpers/offers';
import { insertPipelineOffer } from './helpers/pipeline';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

const clock = createClock('2026-03-02T10:00:00.000Z');
const SEED = Number(process.env.OFFER_TOTALS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const STEPS = 120;

let t: TestApp;
let api: ReturnType<typeof apiCaller>;
let w: OfferWorld;
let demoTenant: string;
let navyTenant: string;
let ewa: string;
let ewaToken: string;

/** mulberry32: a small PRNG whose sequence the seed fixes. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const CURRENCIES = ['PLN', 'EUR', 'USD'] as const;
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Keys of offer_totals whose numbers differ from a plain COUNT/SUM over the offers (empty = exact). */
async function differences(): Promise<Record<string, unknown>[]> {
  return rows(
    await t.db.execute(sql`
      select coalesce(a.tenant_id, o.tenant_id) as tenant_id, coalesce(a.network_id, o.network_id) as network_id,
        coalesce(a.owner_id, o.owner_id) as owner_id, coalesce(a.status, o.status) as status,
        coalesce(a.currency, o.currency) as currency,
        o.offer_count::text as expected_count, a.offer_count::text as kept_count,
        o.value_count::text as expected_values, a.value_count::text as kept_values,
        o.value_sum::text as expected_sum, a.value_sum::text as kept_sum
      from offer_totals a
      full join (
        select tenant_id, network_id, owner_id, status, currency, count(*) as offer_count,
          count(investment_value) as value_count, coalesce(sum(investment_value), 0) as value_sum
        from offers group by tenant_id, network_id, owner_id, status, currency
      ) o using (tenant_id, network_id, owner_id, status, currency)
      where coalesce(a.offer_count, 0) <> coalesce(o.offer_count, 0)
        or coalesce(a.value_count, 0) <> coalesce(o.value_count, 0)
        or coalesce(a.value_sum, 0) <> coalesce(o.value_sum, 0)`),
  );
}

const NETWORK = '/api/advisor/investor/offers-by-network';
const OWN = '/api/advisor/investor/offers';
const BOARD = '/api/advisor/investor/offers/board';
const STATUS = (id: string) => `/api/advisor/investor/${id}/status`;
const OWNER = (id: string, ownerId: string) => `/api/advisor/investor/${id}/owner/${ownerId}`;

/** A plain count (and per-currency sums) over the offers of a scope, for what the API answers from the totals. */
async function truth(where: ReturnType<typeof sql>) {
  const counted = rows<{ status: OfferStatus; currency: string; count: string; sum: string | null }>(
    await t.db.execute(sql`
      select status, currency, count(*)::text as count, sum(investment_value)::text as sum
      from offers where ${where} group by status, currency`),
  );
  return counted;
}

const BOARD_STATUSES: Record<string, OfferStatus[]> = {
  invited: ['invited'],
  viewed: ['viewed'],
  interested: ['interested'],
  accepted: ['accepted'],
  active: ['active'],
  lost: ['rejected', 'declined'],
  archived: ['archived'],
};

/** What the network page, the own page and the board answer, against plain counts over the offers. */
async function checkAnswers(step: string) {
  const coordinatorScope = sql`tenant_id = ${demoTenant} and network_id in (${w.networks.north}, ${w.networks.south})`;
  const all = await truth(coordinatorScope);
  const count = (filter: (row: (typeof all)[number]) => boolean) =>
    all.filter(filter).reduce((total, row) => total + Number(row.count), 0);

  const page = await api('GET', `${NETWORK}?limit=1`, w.tokens.coordinator);
  expect(page.statusCode, `${step}: ${page.body}`).toBe(200);
  expect(page.json().totalCount, `${step}: network page total`).toBe(count(() => true));

  const statuses: OfferStatus[] = ['interested', 'archived'];
  const filtered = await api(
    'GET',
    `${NETWORK}?${qs.stringify({
      limit: 1,
      filters: {
        status: { type: 'array', operator: 'in', values: statuses },
        currency: { type: 'array', operator: 'in', values: ['PLN', 'EUR'] },
        ownerId: { type: 'array', operator: 'in', values: [w.users.anna, ewa] },
      },
    })}`,
    w.tokens.coordinator,
  );
  expect(filtered.statusCode, `${step}: ${filtered.body}`).toBe(200);
  const annaOrEwa = await truth(sql`${coordinatorScope} and owner_id in (${w.users.anna}, ${ewa})`);
  expect(filtered.json().totalCount, `${step}: filtered network total`).toBe(
    annaOrEwa
      .filter((row) => statuses.includes(row.status) && ['PLN', 'EUR'].includes(row.currency))
      .reduce((total, row) => total + Number(row.count), 0),
  );

  const tenantPage = await api('GET', `${NETWORK}?limit=1`, w.tokens.operator);
  expect(tenantPage.statusCode, `${step}: ${tenantPage.body}`).toBe(200);
  const tenantOffers = await truth(sql`tenant_id = ${demoTenant}`);
  expect(tenantPage.json().totalCount, `${step}: operator's tenant total`).toBe(
    tenantOffers.reduce((total, row) => total + Number(row.count), 0),
  );

  const own = await api('GET', `${OWN}?limit=1`, ewaToken);
  expect(own.statusCode, `${step}: ${own.body}`).toBe(200);
  const ewaOffers = await truth(sql`tenant_id = ${demoTenant} and owner_id = ${ewa}`);
  expect(own.json().totalCount, `${step}: own page total`).toBe(
    ewaOffers.reduce((total, row) => total + Number(row.count), 0),
  );

  const board = await api('GET', `${BOARD}?${qs.stringify({ scope: 'network', limit: 1 })}`, w.tokens.coordinator);
  expect(board.statusCode, `${step}: ${board.body}`).toBe(200);
  for (const column of board.json().columns as {
    key: string;
    totalCount: number;
    sum: { currency: string; value: number }[];
  }[]) {
    const inColumn = (row: (typeof all)[number]) => BOARD_STATUSES[column.key]!.includes(row.status);
    expect(column.totalCount, `${step}: board column ${column.key}`).toBe(count(inColumn));
    if (!['interested', 'accepted', 'active'].includes(column.key)) continue;
    const sums = CURRENCIES.flatMap((currency) => {
      const withValues = all.filter((row) => inColumn(row) && row.currency === currency && row.sum !== null);
      if (withValues.length === 0) return [];
      const cents = withValues.reduce((total, row) => total + Math.round(Number(row.sum) * 100), 0);
      return [{ currency, value: cents / 100 }];
    });
    expect(column.sum, `${step}: board sums ${column.key}`).toEqual(sums);
  }
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  api = apiCaller(t);
  w = await buildOfferWorld(t, clock);
  demoTenant = (await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.configurationId, 'demo')))[0]!.id;
  navyTenant = (await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.configurationId, 'navy')))[0]!.id;
  ewa = await createAccount(t.db, {
    tenant: 'demo',
    email: 'ewa@demo.test',
    role: 'advisor',
    networks: ['Sieć Północ'],
    firstName: 'Ewa',
    surname: 'Łącka',
  });
  ewaToken = await loginAccount(t.app, clock, 'ewa@demo.test');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('offer totals', () => {
  it('equal a plain count and sum over the offers after every step of a random sequence of writes', async () => {
    console.log(`offer totals: seed ${SEED} (OFFER_TOTALS_SEED=${SEED} replays it)`);
    const random = prng(SEED);
    const navyOwner = rows<{ id: string }>(
      await t.db.execute(sql`select id from users where email = 'advisor@navy.test' and tenant_id = ${navyTenant}`),
    )[0]!.id;
    // Owners with a network of theirs (the demo tenant's four networks and navy's).
    const places = [
      { tenantId: demoTenant, networkId: w.networks.north, ownerId: w.users.anna, campaign: w.active },
      { tenantId: demoTenant, networkId: w.networks.north, ownerId: ewa, campaign: w.active },
      { tenantId: demoTenant, networkId: w.networks.north, ownerId: w.users.piotr, campaign: w.active },
      { tenantId: demoTenant, networkId: w.networks.south, ownerId: w.users.south, campaign: w.active },
      { tenantId: demoTenant, networkId: w.networks.west, ownerId: w.users.west, campaign: w.active },
      { tenantId: navyTenant, networkId: w.networks.navy, ownerId: navyOwner, campaign: w.navy },
    ];
    const amount = () =>
      random.next() < 0.3 ? null : `${1 + random.int(500_000)}.${String(random.int(100)).padStart(2, '0')}`;
    const offerIds = async (where?: ReturnType<typeof sql>) =>
      rows<{ id: string; owner_id: string; network_id: string; tenant_id: string }>(
        await t.db.execute(
          sql`select id, owner_id, network_id, tenant_id from offers ${where ? sql`where ${where}` : sql``} order by id`,
        ),
      );
    const log: string[] = [];

    for (let step = 0; step < STEPS; step++) {
      const existing = await offerIds();
      const kind = existing.length < 5 ? 0 : random.int(11);
      const one = existing.length > 0 ? random.pick(existing) : undefined;
      let done: string;
      if (kind <= 1 || !one) {
        const place = random.pick(places);
        const products = Object.values(place.campaign.products);
        await insertPipelineOffer(t.db, {
          tenantId: place.tenantId,
          campaignId: place.campaign.id,
          productId: random.pick(products),
          networkId: place.networkId,
          ownerId: place.ownerId,
          investorId: w.users.investor,
          email: `lead${random.int(8)}@example.com`,
          status: random.pick(OFFER_STATUSES),
          currency: random.pick(CURRENCIES),
          value: amount(),
        });
        done = 'create';
      } else if (kind === 2) {
        const status = random.pick(OFFER_STATUSES);
        await t.db.update(offers).set({ status, statusChangedAt: clock.now() }).where(eq(offers.id, one.id));
        done = `status ${status}`;
      } else if (kind === 3) {
        // Through the API (the transition policy): it may refuse (409), the totals must follow what it did.
        const action = random.pick(['archive', 'restore', 'decline'] as const);
        const token = one.owner_id === ewa ? ewaToken : w.tokens.coordinator;
        const response = await api('PATCH', STATUS(one.id), token, {
          action,
          ...(action === 'decline' && { reason: 'Rezygnacja' }),
        });
        done = `api ${action} ${response.statusCode}`;
      } else if (kind === 4) {
        // The API's owner change within Północ (it moves the owner's other offers of the lead too).
        const target = random.pick([w.users.anna, ewa, w.users.piotr]);
        const response = await api('PATCH', OWNER(one.id, target), w.tokens.coordinator);
        done = `api owner ${response.statusCode}`;
      } else if (kind === 5) {
        // An owner and network move within the tenant (as an operator's correction would be).
        const place = random.pick(places.filter((candidate) => candidate.tenantId === one.tenant_id));
        await t.db
          .update(offers)
          .set({ ownerId: place.ownerId, networkId: place.networkId })
          .where(eq(offers.id, one.id));
        done = 'owner and network';
      } else if (kind === 6) {
        await t.db.update(offers).set({ investmentValue: amount() }).where(eq(offers.id, one.id));
        done = 'amount';
      } else if (kind === 7) {
        await t.db
          .update(offers)
          .set({ currency: random.pick(CURRENCIES), investmentValue: amount(), status: random.pick(OFFER_STATUSES) })
          .where(eq(offers.id, one.id));
        done = 'currency, amount and status';
      } else if (kind === 8) {
        await t.db.delete(offers).where(eq(offers.id, one.id));
        done = 'delete';
      } else if (kind === 9) {
        // Many offers in one statement: every offer of an owner in one status moves on.
        const [from, to] = [random.pick(OFFER_STATUSES), random.pick(OFFER_STATUSES)];
        await t.db.execute(
          sql`update offers set status = ${to} where owner_id = ${one.owner_id} and status in (${from}, ${to})`,
        );
        done = `bulk ${from} -> ${to}`;
      } else {
        // A change of columns the totals do not hold: nothing to count.
        await t.db
          .update(offers)
          .set({ investorName: `Inwestor ${step}` })
          .where(eq(offers.id, one.id));
        done = 'name';
      }
      log.push(`${step}: ${done}`);
      expect(await differences(), `seed ${SEED}, ${log.slice(-5).join('; ')}`).toEqual([]);
      if (step % 20 === 19) await checkAnswers(`seed ${SEED}, step ${step}`);
    }
    await checkAnswers(`seed ${SEED}, end`);
    // The sequence did reach the totals' paths: offers in several statuses, amounts in some.
    const kept = rows<{ keys: string; values: string }>(
      await t.db.execute(
        sql`select count(*) filter (where offer_count > 0)::text as keys, sum(value_count)::text as values from offer_totals`,
      ),
    )[0]!;
    expect(Number(kept.keys)).toBeGreaterThan(5);
    expect(Number(kept.values)).toBeGreaterThan(0);
  }, 120_000);

  it('many offers deleted in one statement leave nothing counted', async () => {
    const navyOwner = rows<{ id: string }>(
      await t.db.execute(sql`select id from users where email = 'advisor@navy.test' and tenant_id = ${navyTenant}`),
    )[0]!.id;
    for (const status of ['invited', 'active', 'active'] as const) {
      await insertPipelineOffer(t.db, {
        tenantId: navyTenant,
        campaignId: w.navy.id,
        productId: w.navy.products.N1!,
        networkId: w.networks.navy,
        ownerId: navyOwner,
        investorId: w.users.investor,
        email: 'navy.lead@example.com',
        status,
        currency: 'EUR',
        value: '1000.50',
      });
    }
    const navyTotal = async () =>
      rows<{ count: string; sum: string }>(
        await t.db.execute(
          sql`select coalesce(sum(offer_count), 0)::text as count, coalesce(sum(value_sum), 0)::text as sum
              from offer_totals where tenant_id = ${navyTenant}`,
        ),
      )[0]!;
    const counted = rows<{ count: string }>(
      await t.db.execute(sql`select count(*)::text as count from offers where tenant_id = ${navyTenant}`),
    )[0]!;
    expect((await navyTotal()).count).toBe(counted.count);
    expect(Number(counted.count)).toBeGreaterThanOrEqual(3);
    await t.db.delete(offers).where(eq(offers.tenantId, navyTenant));
    expect(await differences()).toEqual([]);
    const after = await navyTotal();
    expect({ count: after.count, sum: Number(after.sum) }).toEqual({ count: '0', sum: 0 });
  });
});
