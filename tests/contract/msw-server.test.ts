/**
 * The contract-test MSW server answers every operation of the contract by default (Orval's generated handlers of
 * every tag), so the first test of a new area's page needs no hand-written handler; tests override with use().
 */
import { http, HttpHandler, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import contract from '#generated/openapi.json';
import { server } from './msw-server';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** "METHOD /path/:param" for every operation of the contract. */
const operations = Object.entries(contract.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
  METHODS.filter((method) => method in item).map(
    (method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`,
  ),
);

describe('the contract-test MSW server', () => {
  it('has a default handler for every operation of every tag', () => {
    const registered = new Set(
      server
        .listHandlers()
        .filter((handler) => handler instanceof HttpHandler)
        .map(({ info }) => `${String(info.method)} ${String(info.path).replace(/^\*/, '')}`),
    );
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.filter((operation) => !registered.has(operation))).toEqual([]);
  });

  it('answers an area no test has a handler for with generated data, and a test can override it', async () => {
    const offers = await fetch('http://localhost:3000/investor-api/offers?limit=20&offset=0');
    expect(offers.status).toBe(200);
    expect(await offers.json()).toMatchObject({ items: expect.any(Array), totalCount: expect.any(Number) });

    server.use(http.get('*/investor-api/offers', () => HttpResponse.json({ items: [], totalCount: 0 })));
    const overridden = await fetch('http://localhost:3000/investor-api/offers');
    expect(await overridden.json()).toEqual({ items: [], totalCount: 0 });
  });
});
