// Every operationId of generated/openapi.json is mounted: implemented ones answer for real, the others 501 with
// the exact error body. The contract grows while the server does: this test reads it, it lists nothing by hand
// except what the server implements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listContractOperations, loadContract } from '../../server/src/contract/contract';
import { listOperationStatus } from '../../server/src/modules';
import { createTestApp, type TestApp } from './helpers/test-app';

const contract = loadContract();
const operations = listContractOperations(contract);
const status = listOperationStatus(contract);

// The implemented operations and a request each one answers with success on the demo data (host localhost).
const IMPLEMENTED: Record<string, { url: string; headers?: Record<string, string>; status: number }> = {
  getHealth: { url: '/public-api/health', status: 200 },
  getWhiteLabelConfiguration: { url: '/public-api/white-label-configuration', status: 200 },
  getAdvisorPanelConfiguration: {
    url: '/public-api/advisor-panel-configuration',
    headers: { 'context-id': 'demo', 'context-type': 'investor-panel' },
    status: 200,
  },
  getBrandingAsset: { url: '/public-api/branding/assets/logo.svg', status: 200 },
};

/** `/api/x/{id}/y/{token}` -> `/api/x/1/y/1`: any value, a 501 is answered before validation. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the contract is fully mounted', () => {
  it('has operations, and the server implements exactly the expected ones', () => {
    expect(operations.length).toBeGreaterThanOrEqual(4);
    expect(status.implemented.sort()).toEqual(Object.keys(IMPLEMENTED).sort());
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
      } else {
        expect(response.statusCode).toBe(501);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ label: 'Not implemented', code: 'NOT_IMPLEMENTED' });
      }
    },
  );

  it('answers 501 for an unimplemented operation whatever the request holds (no validation first)', async () => {
    const unimplemented = operations.find((o) => !IMPLEMENTED[o.operationId] && o.method !== 'GET');
    if (!unimplemented) return expect(status.notImplemented).toEqual([]); // nothing to try yet
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
