// The investor tables read the caller's session in their own statement (plugins/auth.ts SESSION_IN_HANDLER, as
// the advisor list): a refused session is a 401, an inactive account a 403 ACCOUNT_INACTIVE, a role the operation
// does not admit a 403, each before any 400 of the parameters; the network table assumes the remembered scope
// (coordinator: networks, operator: tenant) and a changed role still gets the new role's scope.
import { sql } from 'drizzle-orm';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COORDINATOR, HOSTS, headersFor, loginAdvisor, post } from './helpers/auth';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';
import { buildOfferWorld, type OfferWorld } from './helpers/offers';
import { insertPipelineOffer } from './helpers/pipeline';

let t: TestApp;
let w: OfferWorld;
const clock = createClock('2026-03-02T10:00:00.000Z');

const GOOD = `?${qs.stringify({ sort: { name: 'investorEmail', order: 'asc' }, limit: 20 })}`;
const BAD_BY_CONTRACT = '?limit=abc';
const BAD_BY_LIST = `?${qs.stringify({ filters: { password: { type: 'string', operator: 'like', value: 'x' } } })}`;
const OWN = '/api/advisor/investor/offers';
const NETWORK = '/api/advisor/investor/offers-by-network';

const list = (token: string, path: string, query = GOOD) =>
  t.app.inject({
    method: 'GET',
    url: `${path}${query}`,
    headers: { ...headersFor(HOSTS.demo), authorization: `Bearer ${token}` },
  });

const setCoordinator = (change: 'status' | 'role', value: string) =>
  t.db.execute(
    change === 'status'
      ? sql`update users set status = ${value} where email = ${COORDINATOR.email} and tenant_id = (select id from tenants where configuration_id = 'demo')`
      : sql`update users set role = ${value} where email = ${COORDINATOR.email} and tenant_id = (select id from tenants where configuration_id = 'demo')`,
  );

/** A fresh session of the coordinator whose two tables have been answered once (the scope is remembered). */
async function signedInWithLists(): Promise<string> {
  const { accessToken } = await loginAdvisor(t.app, clock, COORDINATOR);
  for (const path of [OWN, NETWORK]) {
    const first = await list(accessToken, path);
    expect(first.statusCode, first.body).toBe(200);
  }
  return accessToken;
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  w = await buildOfferWorld(t, clock);
  const tenant = await t.db.execute(sql`select id from tenants where configuration_id = 'demo'`);
  const tenantId = (tenant as unknown as { rows: { id: string }[] }).rows[0]!.id;
  const base = { tenantId, campaignId: w.active.id, productId: w.active.products.B1!, investorId: w.users.investor };
  // Piotr's own offer in north, Anna's in north, the west advisor's in west (outside Piotr's networks).
  await insertPipelineOffer(t.db, {
    ...base,
    networkId: w.networks.north,
    ownerId: w.users.piotr,
    email: 'a@example.com',
  });
  await insertPipelineOffer(t.db, {
    ...base,
    networkId: w.networks.north,
    ownerId: w.users.anna,
    email: 'b@example.com',
  });
  await insertPipelineOffer(t.db, {
    ...base,
    networkId: w.networks.west,
    ownerId: w.users.west,
    email: 'c@example.com',
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the investor tables check the session in their own statement', () => {
  it('a bad parameter of a valid session is a 400 (the contract and the list whitelist)', async () => {
    const token = await signedInWithLists();
    for (const path of [OWN, NETWORK]) {
      for (const query of [BAD_BY_CONTRACT, BAD_BY_LIST]) {
        const response = await list(token, path, query);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
      }
    }
  });

  it('after logout: 401, also for a request with bad parameters', async () => {
    const token = await signedInWithLists();
    expect((await post(t.app, '/api/auth/logout', undefined, { token })).statusCode).toBe(204);
    for (const path of [OWN, NETWORK]) {
      for (const query of [GOOD, BAD_BY_CONTRACT, BAD_BY_LIST]) {
        const response = await list(token, path, query);
        expect(response.statusCode, `${path}${query}: ${response.body}`).toBe(401);
        expect(response.headers['x-total-count']).toBeUndefined();
      }
    }
  });

  it('an account no longer active: 403 ACCOUNT_INACTIVE before any 400', async () => {
    const token = await signedInWithLists();
    await setCoordinator('status', 'initial');
    try {
      for (const path of [OWN, NETWORK]) {
        for (const query of [GOOD, BAD_BY_LIST]) {
          const response = await list(token, path, query);
          expect(response.statusCode, `${path}${query}: ${response.body}`).toBe(403);
          expect(response.json().code).toBe('ACCOUNT_INACTIVE');
          expect(response.json()).not.toHaveProperty('items');
        }
      }
    } finally {
      await setCoordinator('status', 'active');
    }
  });

  it('a coordinator made advisor: the network table is 403 before any 400, the own table still answers', async () => {
    const token = await signedInWithLists();
    await setCoordinator('role', 'advisor');
    try {
      for (const query of [GOOD, BAD_BY_LIST]) {
        const response = await list(token, NETWORK, query);
        expect(response.statusCode, `${query}: ${response.body}`).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
      const own = await list(token, OWN);
      expect(own.statusCode).toBe(200);
      expect(own.json().items.map((row: { investorEmail: string }) => row.investorEmail)).toEqual(['a@example.com']);
    } finally {
      await setCoordinator('role', 'coordinator');
    }
  });

  it('a coordinator made operator gets the tenant in the network table, then the networks again', async () => {
    const token = await signedInWithLists();
    const emails = async () =>
      ((await list(token, NETWORK)).json().items as { investorEmail: string }[]).map((row) => row.investorEmail);
    expect(await emails()).toEqual(['a@example.com', 'b@example.com']);
    await setCoordinator('role', 'operator');
    try {
      expect(await emails()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
      expect(await emails()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    } finally {
      await setCoordinator('role', 'coordinator');
    }
    expect(await emails()).toEqual(['a@example.com', 'b@example.com']);
  });
});
