// The fixed cost of a request, counted in database round trips through the real app:
// the tenant of a host comes from memory (until invalidated), and the coordinator's advisor list is ONE statement:
// the session, the page with the scope folded in and the total count (plugins/auth.ts SESSION_IN_HANDLER).
import { sql } from 'drizzle-orm';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_CACHE_TTL_MS } from '../../server/src/plugins/tenancy';
import { ADVISOR, COORDINATOR, HOSTS, headersFor, loginAdvisor, loginInvestorByMail } from './helpers/auth';
import { createCampaign, createOffer, userIdOf } from './helpers/offer-fixtures';
import { setOffer } from './helpers/offers';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const clock = createClock('2026-03-02T10:00:00.000Z');
let coordinatorToken: string;

/** Counts the statements the app sends to the database (PGlite and pg both go through `$client.query`). */
function countQueries(): { readonly sent: string[]; stop(): void } {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const sent: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
    sent.push(String(text));
    return original.apply(this, args);
  };
  return {
    sent,
    stop: () => {
      client.query = original;
    },
  };
}

const whiteLabel = () =>
  t.app.inject({ method: 'GET', url: '/public-api/white-label-configuration', headers: { host: HOSTS.demo } });

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  coordinatorToken = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
});
afterAll(async () => {
  await t?.close();
});

describe('the tenant cache', () => {
  it('a known host costs no tenant query; a host unbound elsewhere is gone after invalidate() or the TTL', async () => {
    expect((await whiteLabel()).statusCode).toBe(200);
    const counter = countQueries();
    try {
      expect((await whiteLabel()).statusCode).toBe(200);
      expect(counter.sent).toEqual([]);
    } finally {
      counter.stop();
    }

    // Another process (here: SQL behind the app's back) unbinds the host: the cache still answers...
    await t.db.execute(sql`delete from tenant_hosts where host = ${HOSTS.demo}`);
    expect((await whiteLabel()).statusCode).toBe(200);
    // ...until this process says the configuration changed,
    t.app.tenantCache.invalidate();
    expect((await whiteLabel()).statusCode).toBe(404);

    // and a change made elsewhere is seen once the TTL has passed.
    await t.db.execute(
      sql`insert into tenant_hosts (host, tenant_id) select ${HOSTS.demo}, id from tenants where configuration_id = 'demo'`,
    );
    expect((await whiteLabel()).statusCode).toBe(404);
    clock.advance(TENANT_CACHE_TTL_MS + 1);
    expect((await whiteLabel()).statusCode).toBe(200);
  });
});

describe("the coordinator's advisor list", () => {
  it('costs one query: the session and the page (scope and total count inside it) in one statement', async () => {
    const url = `/api/advisor/advisor?${qs.stringify({
      sort: { name: 'surname', order: 'asc' },
      filters: { status: { type: 'array', operator: 'in', values: ['active', 'initial'] } },
      limit: 20,
    })}`;
    const request = () =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { ...headersFor(HOSTS.demo), authorization: `Bearer ${coordinatorToken}` },
      });
    const warm = await request();
    expect(warm.statusCode, warm.body).toBe(200);
    const counter = countQueries();
    let response;
    try {
      response = await request();
    } finally {
      counter.stop();
    }
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(warm.json());
    expect(response.json().items.length).toBeGreaterThan(0);
    expect(counter.sent, counter.sent.join('\n')).toHaveLength(1);
  });

  it('a page after the last row is empty and still tells the total (the count then runs on its own)', async () => {
    const get = (offset: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/advisor/advisor?${qs.stringify({ limit: 20, offset })}`,
        headers: { ...headersFor(HOSTS.demo), authorization: `Bearer ${coordinatorToken}` },
      });
    const first = await get(0);
    const total = first.json().totalCount as number;
    expect(total).toBeGreaterThan(0);
    expect(first.headers['x-total-count']).toBe(String(total));
    const beyond = await get(total + 40);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual({ items: [], totalCount: total });
    expect(beyond.headers['x-total-count']).toBe(String(total));
  });
});

describe('the investor tables', () => {
  it('cost one query each: the session, the total and the page in one statement', async () => {
    await createOffer(t.db, await createCampaign(t.db), { investorEmail: 'investor@demo.test' });
    const advisorToken = (await loginAdvisor(t.app, clock, ADVISOR)).accessToken;
    const query = qs.stringify({
      sort: { name: 'investorEmail', order: 'asc' },
      filters: { status: { type: 'array', operator: 'in', values: ['invited', 'viewed'] } },
    });
    for (const [path, token] of [
      ['/api/advisor/investor/offers', advisorToken],
      ['/api/advisor/investor/offers-by-network', coordinatorToken],
    ] as const) {
      const request = () =>
        t.app.inject({
          method: 'GET',
          url: `${path}?${query}`,
          headers: { ...headersFor(HOSTS.demo), authorization: `Bearer ${token}` },
        });
      const warm = await request();
      expect(warm.statusCode, warm.body).toBe(200);
      expect(warm.json().items.length).toBeGreaterThan(0);
      const counter = countQueries();
      try {
        expect((await request()).json()).toEqual(warm.json());
      } finally {
        counter.stop();
      }
      expect(counter.sent, counter.sent.join('\n')).toHaveLength(1);
    }
  });
});

describe("the investor panel's offer list", () => {
  it('reads the owners of a page in one query, not one per offer', async () => {
    const token = (await loginInvestorByMail(t.app, 'investor@demo.test')).accessToken;
    const request = () =>
      t.app.inject({
        method: 'GET',
        url: '/investor-api/offers?limit=100',
        headers: {
          host: HOSTS.demo,
          'context-id': 'demo',
          'context-type': 'investor-panel',
          authorization: `Bearer ${token}`,
        },
      });
    const costOf = async () => {
      await request();
      const counter = countQueries();
      try {
        const response = await request();
        expect(response.statusCode, response.body).toBe(200);
        return { queries: counter.sent.length, offers: response.json().items.length as number };
      } finally {
        counter.stop();
      }
    };
    const campaign = await createCampaign(t.db);
    await createOffer(t.db, campaign, { investorEmail: 'investor@demo.test' });
    const before = await costOf();
    // Two more offers of the same campaign, owned by two other advisors.
    const second = await createOffer(t.db, campaign, { investorEmail: 'investor@demo.test' });
    const third = await createOffer(t.db, campaign, { investorEmail: 'investor@demo.test' });
    await setOffer(t.db, second.offerId, { ownerId: await userIdOf(t.db, 'demo', 'coordinator@demo.test') });
    await setOffer(t.db, third.offerId, { ownerId: await userIdOf(t.db, 'demo', 'operator@demo.test') });
    const after = await costOf();
    expect(after.offers).toBe(before.offers + 2);
    expect(after.queries).toBe(before.queries);
  });
});
