// Fuzzing from the contract: for every operation of generated/openapi.json and every actor (anonymous,
// investor, advisor, coordinator, operator, another tenant's user), valid and hostile requests: bodies from the
// operation's schema, random JSON, JSON sent as text/plain, broken JSON, multipart without a boundary or
// truncated, huge numbers, long and malformed path parameters, bad context headers. Every answer must be below
// 500 (an operation not implemented yet may say 501 NOT_IMPLEMENTED) and every non-2xx answer the contract's
// error body. The test app also checks every answer against the contract (a mismatch is a 500 and fails here).
// Bounded: a fixed seed and a fixed number of requests. PostgreSQL only (the server-pg project; CI runs it):
// without DATABASE_URL this file FAILS (it must never pass by skipping).
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listContractOperations, loadContract, type ContractOperation } from '../../server/src/contract/contract';
import { operationHandlers } from '../../server/src/modules';
import { createAccount, loginAccount } from './helpers/accounts';
import { COORDINATOR, HOSTS, loginAdvisor, loginInvestorByMail, NAVY_ADVISOR } from './helpers/auth';
import { createClock, createTestApp, usingPostgres, type TestApp } from './helpers/test-app';

if (!usingPostgres) throw new Error('These tests need PostgreSQL: set DATABASE_URL (they must not be skipped).');

const SEED = 20261123;
const RANDOM_REQUESTS = 1200;

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation extends ContractOperation {
  parameters: Parameter[];
  body: { types: string[]; schema: Schema | undefined } | null;
}

const contract = loadContract();
const ERROR_CODES = (contract.components as { schemas: Record<string, { enum: string[] }> }).schemas.ErrorCode!.enum;
const ACTORS = ['anonymous', 'investor', 'advisor', 'coordinator', 'operator', 'otherTenant'] as const;
type Actor = (typeof ACTORS)[number];
const VARIANTS = [
  'valid',
  'randomJson',
  'textPlain',
  'brokenJson',
  'multipartNoBoundary',
  'multipartTruncated',
  'hugeNumbers',
  'longPath',
  'malformedPath',
  'badContext',
] as const;
type Variant = (typeof VARIANTS)[number];

function resolve<T>(value: T): T {
  const ref = (value as { $ref?: string } | undefined)?.$ref;
  if (!ref) return value;
  const [, , section, name] = ref.split('/');
  return resolve((contract.components as Record<string, Record<string, unknown>>)[section!]![name!] as T);
}

function operations(): Operation[] {
  return listContractOperations(contract).map((operation) => {
    const item = contract.paths![operation.path]!;
    const raw = item[operation.method.toLowerCase()] as {
      parameters?: Parameter[];
      requestBody?: { content: Record<string, { schema?: Schema }> };
    };
    const parameters = [...((item.parameters as Parameter[]) ?? []), ...(raw.parameters ?? [])].map(resolve);
    const content = resolve(raw.requestBody)?.content;
    return {
      ...operation,
      parameters,
      body: content ? { types: Object.keys(content), schema: Object.values(content)[0]?.schema } : null,
    };
  });
}

/** A value for a JSON Schema: valid where the schema is simple, plausible elsewhere (the server must cope). */
function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema ?? {});
  if (depth > 4) return fc.constant(null);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(s[key])) return fc.oneof(...(s[key] as Schema[]).map((option) => valueFor(option, depth + 1)));
  }
  if (Array.isArray(s.allOf)) {
    const merged = (s.allOf as Schema[]).map(resolve).reduce<Schema>(
      (all, part) => ({
        ...all,
        ...part,
        properties: { ...(all.properties as object), ...(part.properties as object) },
        required: [...((all.required as string[]) ?? []), ...((part.required as string[]) ?? [])],
      }),
      {},
    );
    return valueFor({ ...merged, allOf: undefined }, depth + 1);
  }
  const type = Array.isArray(s.type) ? (s.type as string[]).find((t) => t !== 'null') : (s.type as string | undefined);
  switch (type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const required = new Set((s.required as string[]) ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, valueFor(property, depth + 1)]),
      );
      const requiredKeys: string[] = Object.keys(properties).filter((name) => required.has(name));
      return fc.record(model, { requiredKeys });
    }
    case 'array':
      return fc.array(valueFor(s.items as Schema, depth + 1), { maxLength: 3 });
    case 'integer':
      return fc.integer({ min: (s.minimum as number) ?? -5, max: Math.min((s.maximum as number) ?? 1000, 1e6) });
    case 'number':
      return fc.double({ min: (s.minimum as number) ?? -1000, max: (s.maximum as number) ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringFor(s);
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null));
  }
}

function stringFor(s: Schema): fc.Arbitrary<string> {
  switch (s.format) {
    case 'email':
      return fc.constantFrom('advisor@demo.test', 'investor@demo.test', 'nobody@example.com', 'x@navy.test');
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc.constantFrom('2026-03-02', '2031-01-01', '1999-12-31');
    case 'date-time':
      return fc.constantFrom('2026-03-02T10:00:00.000Z', '2031-01-01T00:00:00Z');
    default:
      return fc.string({
        minLength: Math.min((s.minLength as number) ?? 0, 40),
        maxLength: Math.max(Math.min((s.maxLength as number) ?? 12, 40), Math.min((s.minLength as number) ?? 0, 40)),
      });
  }
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const HUGE = '99999999999999999999';

function buildRequest(
  operation: Operation,
  actor: Actor,
  variant: Variant,
  values: { path: Record<string, string>; query: Record<string, string>; body: unknown },
  tokens: Record<Actor, string | null>,
): FuzzRequest {
  const headers: Record<string, string> = {
    // Every actor calls the demo tenant: the other tenant's user (navy) with its own, foreign token.
    host: HOSTS.demo,
    'context-id': variant === 'badContext' ? 'x'.repeat(300) : 'demo',
    'context-type': variant === 'badContext' ? 'nope' : actor === 'investor' ? 'investor-panel' : 'advisor-panel',
  };
  const token = tokens[actor];
  if (token) headers.authorization = `Bearer ${token}`;

  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (variant === 'longPath') return 'a'.repeat(name.length % 2 === 0 ? 513 : 2000);
    if (variant === 'malformedPath') return '%E0%A4%A';
    if (variant === 'hugeNumbers') return HUGE;
    return encodeURIComponent(values.path[name] ?? 'x');
  });
  const query = new URLSearchParams(values.query);
  if (variant === 'hugeNumbers') {
    for (const parameter of operation.parameters.filter((p) => p.in === 'query')) query.set(parameter.name, HUGE);
    query.set('offset', HUGE);
    query.set('limit', '1e30');
  }
  const url = `${path}${query.size > 0 ? `?${query.toString()}` : ''}`;

  const json = JSON.stringify(values.body ?? {});
  const request: FuzzRequest = { method: operation.method, url, headers };
  const hasBody = operation.body !== null || variant !== 'valid';
  if (!hasBody || ['GET', 'HEAD'].includes(operation.method)) return request;
  switch (variant) {
    case 'textPlain':
      return { ...request, headers: { ...headers, 'content-type': 'text/plain' }, payload: json };
    case 'brokenJson':
      return { ...request, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"email": ' };
    case 'multipartNoBoundary':
      return { ...request, headers: { ...headers, 'content-type': 'multipart/form-data' }, payload: '--x\r\n' };
    case 'multipartTruncated':
      return {
        ...request,
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=b' },
        payload:
          '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n',
      };
    default:
      if (operation.body?.types.includes('multipart/form-data')) {
        const boundary = 'fuzzboundary';
        return {
          ...request,
          headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${boundary}--\r\n`,
        };
      }
      return { ...request, headers: { ...headers, 'content-type': 'application/json' }, payload: json };
  }
}

function valuesFor(operation: Operation, variant: Variant) {
  const of = (where: Parameter['in'], onlyRequired: boolean) =>
    fc.record(
      Object.fromEntries(
        operation.parameters
          .filter((p) => p.in === where && (!onlyRequired || p.required))
          .map((p) => [p.name, valueFor(p.schema).map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)))]),
      ),
    ) as fc.Arbitrary<Record<string, string>>;
  const body = variant === 'randomJson' ? fc.jsonValue({ maxDepth: 3 }) : valueFor(operation.body?.schema);
  return fc.record({ path: of('path', false), query: of('query', true), body });
}

const problems: string[] = [];
let sent = 0;

function check(
  operation: Operation,
  actor: Actor,
  variant: Variant,
  request: FuzzRequest,
  response: LightMyRequestResponse,
) {
  sent += 1;
  const where = `${operation.operationId} as ${actor} (${variant}): ${request.method} ${request.url.slice(0, 120)} -> ${response.statusCode}`;
  const notImplemented = response.statusCode === 501 && !Object.hasOwn(operationHandlers, operation.operationId);
  if (response.statusCode >= 500 && !notImplemented) problems.push(`${where} ${response.body.slice(0, 300)}`);
  if (response.statusCode < 300) return;
  let body: Record<string, unknown>;
  try {
    body = response.json();
  } catch {
    problems.push(`${where}: not JSON: ${response.body.slice(0, 200)}`);
    return;
  }
  const keysOk = Object.keys(body).every((key) => ['label', 'code', 'parameters', 'violations'].includes(key));
  if (typeof body.label !== 'string' || !ERROR_CODES.includes(body.code as string) || !keysOk) {
    problems.push(`${where}: not the error body: ${response.body.slice(0, 200)}`);
  }
}

let t: TestApp;
const clock = createClock('2026-03-02T10:00:00.000Z');
const tokens = { anonymous: null } as Record<Actor, string | null>;
const all = operations();
// Ending a session (logout) or switching its context would leave the other requests without an actor: last.
const LAST = new Set(['logout', 'changeContext', 'changeContextWithToken']);
const ordered = [...all.filter((o) => !LAST.has(o.operationId)), ...all.filter((o) => LAST.has(o.operationId))];

beforeAll(async () => {
  t = await createTestApp({ clock: () => clock.now() });
  expect(t.handle.kind).toBe('postgres');
  await createAccount(t.db, { tenant: 'demo', email: 'test.operator@demo.test', role: 'operator' });
  tokens.investor = (await loginInvestorByMail(t.app)).accessToken;
  tokens.advisor = (await loginAdvisor(t.app, clock)).accessToken;
  tokens.coordinator = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
  tokens.operator = await loginAccount(t.app, clock, 'test.operator@demo.test');
  tokens.otherTenant = (await loginAdvisor(t.app, clock, NAVY_ADVISOR, { host: HOSTS.navy })).accessToken;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('fuzzing every operation of the contract as every actor', () => {
  it(`a valid request per operation and actor, then ${RANDOM_REQUESTS} hostile ones (seed ${SEED}): no 5xx, always the error body`, async () => {
    for (const operation of ordered.filter((o) => !LAST.has(o.operationId))) {
      for (const actor of ACTORS) {
        const [values] = fc.sample(valuesFor(operation, 'valid'), { seed: SEED, numRuns: 1 });
        const request = buildRequest(operation, actor, 'valid', values!, tokens);
        check(operation, actor, 'valid', request, await t.app.inject(request));
      }
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ordered.filter((o) => !LAST.has(o.operationId))),
        fc.constantFrom(...ACTORS),
        fc.constantFrom(...VARIANTS),
        fc.integer({ min: 0, max: 2 ** 30 }),
        async (operation, actor, variant, valueSeed) => {
          const [values] = fc.sample(valuesFor(operation, variant), { seed: valueSeed, numRuns: 1 });
          const request = buildRequest(operation, actor, variant, values!, tokens);
          check(operation, actor, variant, request, await t.app.inject(request));
        },
      ),
      { seed: SEED, numRuns: RANDOM_REQUESTS, endOnFailure: true },
    );
    // The session-ending operations, once per actor, at the end.
    for (const operation of ordered.filter((o) => LAST.has(o.operationId))) {
      for (const actor of ACTORS) {
        for (const variant of ['textPlain', 'valid'] as const) {
          const [values] = fc.sample(valuesFor(operation, variant), { seed: SEED, numRuns: 1 });
          const request = buildRequest(operation, actor, variant, values!, tokens);
          check(operation, actor, variant, request, await t.app.inject(request));
        }
      }
    }
    expect(sent).toBeGreaterThan(all.length * ACTORS.length + RANDOM_REQUESTS - 1);
    expect(problems).toEqual([]);
    expect(t.app.contractViolations).toEqual([]);
  }, 240_000);
});
