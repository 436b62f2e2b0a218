// Every operationId of generated/openapi.json is mounted: implemented ones answer for real, the others 501 with
// the exact error body. The contract grows while the server does: this test reads it, it lists nothing by hand
// except what the server implements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listContractOperations, loadContract } from '../../server/src/contract/contract';
import { listOperationStatus } from '../../server/src/modules';
import { securedOperationRoles, securedOperations } from '../../server/src/plugins/auth';
import { COORDINATOR, loginAdvisor, loginInvestorByMail, OPERATOR } from './helpers/auth';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

const contract = loadContract();
const operations = listContractOperations(contract);
const status = listOperationStatus(contract);

// Operations with a request answering success on the demo data (host localhost). The other implemented ones
// are exercised in their own test files (auth-*.test.ts, advisors.test.ts ...): here an empty anonymous call must
// reach them (no 501) and be refused for what it lacks. Which operations are implemented is docs/
// operation-status.md (operation-status.test.ts keeps it true).
const IMPLEMENTED: Record<string, { url: string; headers?: Record<string, string>; status: number }> = {
  getHealth: { url: '/public-api/health', status: 200 },
  getWhiteLabelConfiguration: { url: '/public-api/white-label-configuration', status: 200 },
  getAdvisorPanelConfiguration: {
    url: '/public-api/advisor-panel-configuration',
    headers: { 'context-id': 'demo', 'context-type': 'investor-panel' },
    status: 200,
  },
  getBrandingAsset: { url: '/public-api/branding/assets/logo.svg', status: 200 },
  listDevMail: { url: '/dev/mail', status: 200 },
  getPublicCampaignOfferDictionary: { url: '/public-api/campaign-offer/dictionary', status: 200 },
};
const secured = securedOperations(contract);

/** `/api/x/{id}/y/{token}` -> `/api/x/1/y/1`: any value, a 501 is answered before validation. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

let t: TestApp;
const clock = createClock();
let advisorToken: string;
let investorToken: string;
let coordinatorToken: string;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  advisorToken = (await loginAdvisor(t.app, clock)).accessToken;
  investorToken = (await loginInvestorByMail(t.app)).accessToken;
  coordinatorToken = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
  operatorToken = (await loginAdvisor(t.app, clock, OPERATOR)).accessToken;
});
afterAll(async () => {
  await t?.close();
});

describe('the contract is fully mounted', () => {
  it('has operations, and the server implements exactly the expected ones', () => {
    expect(operations.length).toBeGreaterThanOrEqual(4);
    for (const operationId of Object.keys(IMPLEMENTED)) expect(status.implemented).toContain(operationId);
    expect(status.orphanHandlers).toEqual([]);
    expect(status.implemented.length + status.notImplemented.length).toBe(operations.length);
  });

  it.each(operations.map((o) => [`${o.method} ${o.path} (${o.operationId})`, o] as const))(
    '%s has a route',
    async (_name, operation) => {
      const url = IMPLEMENTED[operation.operationId]?.url ?? concrete(operation.path);
      expect(
        t.app.hasRoute({ method: operation.method as 'GET', url: operation.path.replace(/\{([^}]+)\}/g, ':$1') }),
      ).toBe(true);
      const response = await t.app.inject({
        method: operation.method as 'GET',
        url,
        headers: { host: 'localhost', ...IMPLEMENTED[operation.operationId]?.headers },
      });
      const expected = IMPLEMENTED[operation.operationId];
      if (expected) {
        expect(response.statusCode).toBe(expected.status);
      } else if (secured.has(operation.operationId)) {
        // Anonymous: refused before anything else, implemented or not (authorization.test.ts has the matrix).
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ label: 'Unauthenticated', code: 'UNAUTHENTICATED' });
      } else if (status.implemented.includes(operation.operationId)) {
        expect(response.statusCode).not.toBe(501);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
      } else {
        expect(response.statusCode).toBe(501);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ label: 'Not implemented', code: 'NOT_IMPLEMENTED' });
      }
    },
  );

  it('answers 501 for an unimplemented secured operation to a caller of a role it admits', async () => {
    const unimplemented = operations.filter(
      (o) => secured.has(o.operationId) && !status.implemented.includes(o.operationId),
    );
    if (unimplemented.length === 0) return expect(status.notImplemented).toEqual([]);
    for (const operation of unimplemented) {
      // A role the operation's x-roles admits.
      const roles = securedOperationRoles(contract).get(operation.operationId) ?? [];
      const token = roles.includes('advisor')
        ? advisorToken
        : roles.includes('investor')
          ? investorToken
          : roles.includes('coordinator')
            ? coordinatorToken
            : operatorToken;
      const response = await t.app.inject({
        method: operation.method as 'GET',
        url: concrete(operation.path),
        headers: { host: 'localhost', authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, operation.operationId).toBe(501);
    }
  });

  it('answers 501 for an unimplemented public operation whatever the request holds (no validation first)', async () => {
    const unimplemented = operations.find(
      (o) => !status.implemented.includes(o.operationId) && !secured.has(o.operationId) && o.method !== 'GET',
    );
    if (!unimplemented) return expect(status.notImplemented.filter((id) => !secured.has(id))).toEqual([]);
    const response = await t.app.inject({
      method: unimplemented.method as 'POST',
      url: concrete(unimplemented.path),
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: '{"not": "what the contract wants"',
    });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({ label: 'Not implemented', code: 'NOT_IMPLEMENTED' });
  });
});
