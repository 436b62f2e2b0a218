// The authorization matrix, generated from the contract: EVERY /api and /investor-api operation (implemented or
// not) refuses anonymous callers (401), every role its x-roles does not name (403; for most operations that is
// the other panel), a token of another tenant presented on this tenant's host (403), an expired or forged token
// (401), with the one error body; every role it names passes authorization.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listContractOperations, loadContract } from '../../server/src/contract/contract';
import { securedOperationRoles } from '../../server/src/plugins/auth';
import { createAccount, loginAccount } from './helpers/accounts';
import { COORDINATOR, HOSTS, loginAdvisor, loginInvestorByMail, NAVY_ADVISOR, decodeJwt } from './helpers/auth';
import { createClock, createTestApp, TEST_SECRETS, type TestApp } from './helpers/test-app';

const contract = loadContract();
const operations = listContractOperations(contract).filter(
  (o) => o.path.startsWith('/api/') || o.path.startsWith('/investor-api/'),
);
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, () => randomUUID());

const roles = securedOperationRoles(contract);
const ROLES = ['investor', 'advisor', 'coordinator', 'operator'] as const;
type Role = (typeof ROLES)[number];

let t: TestApp;
const clock = createClock();
const tokens = {} as Record<Role | 'navyAdvisor' | 'navyInvestor' | 'forged', string>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  tokens.advisor = (await loginAdvisor(t.app, clock)).accessToken;
  tokens.coordinator = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
  await createAccount(t.db, { tenant: 'demo', email: 'test.operator@demo.test', role: 'operator' });
  tokens.operator = await loginAccount(t.app, clock, 'test.operator@demo.test');
  tokens.investor = (await loginInvestorByMail(t.app)).accessToken;
  tokens.navyAdvisor = (await loginAdvisor(t.app, clock, NAVY_ADVISOR, { host: HOSTS.navy })).accessToken;
  tokens.navyInvestor = (await loginInvestorByMail(t.app, 'investor@navy.test', HOSTS.navy)).accessToken;
  // The advisor's own claims, signed with another key.
  const claims = decodeJwt(tokens.advisor);
  tokens.forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(Buffer.alloc(32, 1));
});
afterAll(async () => {
  await t?.close();
});

async function call(operation: (typeof operations)[number], token: string | null, host: string = HOSTS.demo) {
  return t.app.inject({
    method: operation.method as 'GET',
    url: concrete(operation.path),
    headers: {
      host,
      'context-id': 'demo',
      'context-type': operation.path.startsWith('/investor-api') ? 'investor-panel' : 'advisor-panel',
      ...(token && { authorization: `Bearer ${token}` }),
    },
  });
}

async function freshToken(role: Role): Promise<string> {
  if (role === 'investor') return (await loginInvestorByMail(t.app)).accessToken;
  if (role === 'operator') return loginAccount(t.app, clock, 'test.operator@demo.test');
  return (await loginAdvisor(t.app, clock, role === 'coordinator' ? COORDINATOR : undefined)).accessToken;
}

const UNAUTHENTICATED = { label: 'Unauthenticated', code: 'UNAUTHENTICATED' };
const FORBIDDEN = { label: 'Forbidden', code: 'FORBIDDEN' };

describe('authorization matrix (every /api and /investor-api operation of the contract)', () => {
  it('covers the contract', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  describe.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))('%s', (_name, operation) => {
    const investorPath = operation.path.startsWith('/investor-api/');

    it('anonymous -> 401', async () => {
      const response = await call(operation, null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    });

    it('forged token -> 401', async () => {
      const response = await call(operation, tokens.forged);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    });

    const allowed = roles.get(operation.operationId) ?? [];
    const refused = ROLES.filter((role) => !allowed.includes(role));

    it.each(refused.map((role) => [role]))('%s (not in x-roles) -> 403', async (role) => {
      const response = await call(operation, tokens[role]);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    });

    it("another tenant's token of the right panel on this host -> 403", async () => {
      const response = await call(operation, investorPath ? tokens.navyInvestor : tokens.navyAdvisor);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    });

    it("this tenant's token on another tenant's host -> 403", async () => {
      const response = await call(operation, investorPath ? tokens.investor : tokens.advisor, HOSTS.navy);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    });

    it.each(allowed.map((role) => [role]))(
      '%s (in x-roles) passes authorization (whatever the operation then answers)',
      async (role) => {
        // Logout ends the session: it gets a session of its own, so the other cases keep theirs.
        const token = operation.operationId === 'logout' ? await freshToken(role) : tokens[role];
        const response = await call(operation, token);
        expect([401, 403]).not.toContain(response.statusCode);
      },
    );
  });

  it('an expired token -> 401', async () => {
    const late = createClock(new Date(clock.now().getTime() + 16 * 60_000));
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/auth/data',
      headers: { host: HOSTS.demo, authorization: `Bearer ${tokens.advisor}` },
    });
    expect(expired.statusCode).toBe(200); // still valid now
    clock.set(late.now());
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/data',
      headers: { host: HOSTS.demo, authorization: `Bearer ${tokens.advisor}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('uses the test key (a sanity check of the forged case)', () => {
    expect(TEST_SECRETS.jwtSecret).not.toEqual(Buffer.alloc(32, 1));
  });
});
