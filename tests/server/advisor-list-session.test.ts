// The advisor list reads the caller's session in its own statement (plugins/auth.ts
// SESSION_IN_HANDLER): the answers keep the order of every other secured operation. A refused session is a 401, an inactive
// account a 403 ACCOUNT_INACTIVE, a role the operation does not admit a 403, each of them before any 400 of the
// request's parameters; and a role changed since the last list (the statement assumed the remembered scope) still
// gets the scope of the new role.
import { sql } from 'drizzle-orm';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COORDINATOR, HOSTS, headersFor, loginAdvisor, post } from './helpers/auth';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const clock = createClock('2026-03-02T10:00:00.000Z');

const GOOD = `?${qs.stringify({ sort: { name: 'surname', order: 'asc' }, limit: 20 })}`;
/** A parameter the contract refuses (request validation) and one only the list's whitelist refuses. */
const BAD_BY_CONTRACT = '?limit=abc';
const BAD_BY_LIST = `?${qs.stringify({ filters: { password: { type: 'string', operator: 'like', value: 'x' } } })}`;

const list = (token: string, query = GOOD) =>
  t.app.inject({
    method: 'GET',
    url: `/api/advisor/advisor${query}`,
    headers: { ...headersFor(HOSTS.demo), authorization: `Bearer ${token}` },
  });

const setCoordinator = (change: 'status' | 'role', value: string) =>
  t.db.execute(
    change === 'status'
      ? sql`update users set status = ${value} where email = ${COORDINATOR.email} and tenant_id = (select id from tenants where configuration_id = 'demo')`
      : sql`update users set role = ${value} where email = ${COORDINATOR.email} and tenant_id = (select id from tenants where configuration_id = 'demo')`,
  );

/** A fresh session of the coordinator whose list has been answered once (its scope is remembered). */
async function signedInWithList(): Promise<string> {
  const { accessToken } = await loginAdvisor(t.app, clock, COORDINATOR);
  const first = await list(accessToken);
  expect(first.statusCode, first.body).toBe(200);
  return accessToken;
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => {
  await t?.close();
});

describe('the advisor list checks the session in its own statement', () => {
  it('a bad parameter of a valid session is a 400 (the contract and the list whitelist)', async () => {
    const token = await signedInWithList();
    const byContract = await list(token, BAD_BY_CONTRACT);
    expect(byContract.statusCode, byContract.body).toBe(400);
    expect(byContract.json().code).toBe('VALIDATION_FAILED');
    const byList = await list(token, BAD_BY_LIST);
    expect(byList.statusCode, byList.body).toBe(400);
    expect(byList.json().code).toBe('VALIDATION_FAILED');
  });

  it('after logout: 401, also for a request with bad parameters', async () => {
    const token = await signedInWithList();
    const logout = await post(t.app, '/api/auth/logout', undefined, { token });
    expect(logout.statusCode).toBe(204);
    for (const query of [GOOD, BAD_BY_CONTRACT, BAD_BY_LIST]) {
      const response = await list(token, query);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
      expect(response.headers['x-total-count']).toBeUndefined();
    }
  });

  it('an account no longer active: 403 ACCOUNT_INACTIVE before any 400; deleted: 401', async () => {
    const token = await signedInWithList();
    await setCoordinator('status', 'initial');
    try {
      for (const query of [GOOD, BAD_BY_CONTRACT, BAD_BY_LIST]) {
        const response = await list(token, query);
        expect(response.statusCode, `${query}: ${response.body}`).toBe(403);
        expect(response.json().code).toBe('ACCOUNT_INACTIVE');
        expect(response.json()).not.toHaveProperty('items');
      }
      await setCoordinator('status', 'deleted');
      const deleted = await list(token, BAD_BY_LIST);
      expect(deleted.statusCode, deleted.body).toBe(401);
    } finally {
      await setCoordinator('status', 'active');
    }
  });

  it('a role the list does not admit: 403 FORBIDDEN before any 400', async () => {
    const token = await signedInWithList();
    await setCoordinator('role', 'advisor');
    try {
      for (const query of [GOOD, BAD_BY_CONTRACT, BAD_BY_LIST]) {
        const response = await list(token, query);
        expect(response.statusCode, `${query}: ${response.body}`).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
    } finally {
      await setCoordinator('role', 'coordinator');
    }
  });

  it("a role changed since the last list gets the new role's scope (the coordinator made operator sees the tenant)", async () => {
    const token = await signedInWithList();
    const asCoordinator = (await list(token)).json();
    const counted = (await t.db.execute(
      sql`select count(*)::int as n from users where role in ('advisor', 'coordinator') and tenant_id = (select id from tenants where configuration_id = 'demo')`,
    )) as unknown as { rows: { n: number }[] };
    const tenantWide = counted.rows[0]!;
    await setCoordinator('role', 'operator');
    try {
      const asOperator = await list(token);
      expect(asOperator.statusCode, asOperator.body).toBe(200);
      // The operator is no longer an advisor-list row; the tenant's advisors and coordinators are all there.
      expect(asOperator.json().totalCount).toBe(tenantWide.n - 1);
      expect(asOperator.json().totalCount).not.toBe(asCoordinator.totalCount);
      expect(asOperator.headers['x-total-count']).toBe(String(tenantWide.n - 1));
    } finally {
      await setCoordinator('role', 'coordinator');
    }
    const back = await list(token);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual(asCoordinator);
  });
});
