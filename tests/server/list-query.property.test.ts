// Property test: random list parameters (filters, sorts, limits, offsets) and random advisor bodies never make
// the server answer 5xx; every answer is 2xx or 4xx with the one error body (and the contract check of every
// response runs in the test app).
import fc from 'fast-check';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COORDINATOR, HOSTS, headersFor, loginAdvisor } from './helpers/auth';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
const clock = createClock('2026-03-02T10:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  token = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const headers = () => ({ ...headersFor(HOSTS.demo), authorization: `Bearer ${token}` });
const field = fc.constantFrom(
  'firstName',
  'surname',
  'email',
  'status',
  'role',
  'brokerNetworkIds',
  'createdAt',
  'id',
  'passwordHash',
  '__proto__',
  'constructor',
  'x',
);
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '%',
    '_',
    '\\',
    "'",
    '2026-03-02',
    '2026-02-30',
    '-1',
    '1e9',
    'active',
    '00000000-0000-0000-0000-000000000000',
  ),
);
const filter = fc.record(
  {
    type: fc.oneof(fc.constantFrom('string', 'array', 'date', 'number'), fc.string({ maxLength: 5 })),
    operator: fc.oneof(fc.constantFrom('like', 'leq', 'contain', 'in'), fc.string({ maxLength: 5 })),
    value: text,
    values: fc.array(text, { maxLength: 4 }),
    from: text,
    to: text,
  },
  { requiredKeys: [] },
);
const listQuery = fc.record(
  {
    sort: fc.record(
      {
        name: fc.oneof(field, fc.string({ maxLength: 8 })),
        order: fc.oneof(fc.constantFrom('asc', 'desc'), fc.string({ maxLength: 4 })),
      },
      { requiredKeys: [] },
    ),
    filters: fc.dictionary(field, filter, { maxKeys: 3 }),
    limit: fc.oneof(fc.integer({ min: -5, max: 200_000 }), fc.string({ maxLength: 6 })),
    offset: fc.oneof(fc.integer({ min: -5, max: 1_000_000 }), fc.string({ maxLength: 6 })),
  },
  { requiredKeys: [] },
);

const date = fc.oneof(
  fc
    .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.string({ maxLength: 10 }),
);
const advisorBody = fc.record(
  {
    firstName: fc.oneof(fc.string({ maxLength: 120 }), fc.integer()),
    surname: fc.string({ maxLength: 120 }),
    email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 })),
    externalId: fc.oneof(fc.string({ maxLength: 110 }), fc.constant(null)),
    documentType: fc.oneof(fc.constantFrom('ID_CARD', 'PASSPORT'), fc.string({ maxLength: 8 })),
    documentNumber: fc.string({ maxLength: 60 }),
    documentExpiryDate: date,
    documentCountry: fc.oneof(fc.constantFrom('PL', 'DE', 'XX'), fc.string({ maxLength: 3 })),
    powerOfAttorneyStartDate: date,
    powerOfAttorneyEndDate: date,
    brokerNetworkIds: fc.array(fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })), { maxLength: 3 }),
    extra: fc.anything({ maxDepth: 1 }),
  },
  { requiredKeys: [] },
);

describe('no 5xx for any list query or advisor body', () => {
  it('listAdvisors and listDocuments with random sort/filters/limit/offset', async () => {
    await fc.assert(
      fc.asyncProperty(
        listQuery,
        fc.constantFrom('/api/advisor/advisor', '/api/advisor/advisor/documents'),
        async (query, path) => {
          const response = await t.app.inject({
            method: 'GET',
            url: `${path}?${qs.stringify(query)}`,
            headers: headers(),
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json().code).toMatch(/^[A-Z_]+$/);
          else expect(response.headers['x-total-count']).toBe(String(response.json().totalCount));
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it('createAdvisor and updateAdvisor with random bodies', async () => {
    const networks = (
      await t.app.inject({ method: 'GET', url: '/api/advisor/network', headers: headers() })
    ).json() as Array<{ id: string }>;
    const known = fc.constantFrom(...networks.map((n) => n.id));
    const body = fc
      .tuple(advisorBody, fc.boolean(), known)
      .map(([b, useKnown, id]) => (useKnown ? { ...b, brokerNetworkIds: [id] } : b));
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (payload, update) => {
        const response = await t.app.inject({
          method: update ? 'PUT' : 'POST',
          url: update ? '/api/advisor/advisor/00000000-0000-4000-8000-000000000000' : '/api/advisor/advisor',
          headers: headers(),
          payload: payload as object,
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
