// The contract bounds every integer the database bounds. PostgreSQL's integer column holds -2^31 .. 2^31-1: a
// request carrying 2^31 must be refused by the contract (400 naming the field), never reach an INSERT (500).
// Three views of the same rule: every integer a request can carry is bounded within that range; every integer
// property named like an integer column of the drizzle schema is bounded too (answers included); and each
// request's integer fields, sent 2^31 through the real app, answer 400 with a violation on that field.
import { is } from 'drizzle-orm';
import { getTableConfig, PgInteger, PgTable } from 'drizzle-orm/pg-core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationRoles, type OperationId } from '#generated/operations';
import { listContractOperations, loadContract, resolvePointer } from '../../server/src/contract/contract';
import * as schema from '../../server/src/db/schema';
import { createAccount, loginAccount } from './helpers/accounts';
import { COORDINATOR, HOSTS, loginAdvisor, loginInvestorByMail } from './helpers/auth';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

const INT4_MIN = -(2 ** 31);
const INT4_MAX = 2 ** 31 - 1;
const contract = loadContract();

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null;
const isInteger = (node: Schema) =>
  node.type === 'integer' || (Array.isArray(node.type) && (node.type as unknown[]).includes('integer'));
const deref = (node: unknown): unknown =>
  isObject(node) && typeof node.$ref === 'string' ? deref(resolvePointer(contract, node.$ref)) : node;

/** An integer schema's own bounds lie within int4 (a `const` is its own bound). */
function boundedWithinInt4(node: Schema): boolean {
  if (typeof node.const === 'number') return node.const >= INT4_MIN && node.const <= INT4_MAX;
  if (Array.isArray(node.enum))
    return (node.enum as unknown[]).every((v) => typeof v !== 'number' || Math.abs(v) <= INT4_MAX);
  const low = (node.minimum ?? node.exclusiveMinimum) as number | undefined;
  const high = (node.maximum ?? node.exclusiveMaximum) as number | undefined;
  return low !== undefined && high !== undefined && low >= INT4_MIN && high <= INT4_MAX;
}

interface IntegerField {
  /** Where it sits in the request: body path segments (`*` = any array item) or a parameter. */
  path: string[];
  schema: Schema;
}

/** Every integer reachable from a schema, with its instance path, through $refs, combinators and arrays. */
function integersIn(node: unknown, path: string[] = [], seen = new Set<unknown>()): IntegerField[] {
  const resolved = deref(node);
  if (!isObject(resolved) || seen.has(resolved)) return [];
  const inner = new Set(seen).add(resolved);
  const found: IntegerField[] = isInteger(resolved) ? [{ path, schema: resolved }] : [];
  for (const [name, property] of Object.entries((resolved.properties as Schema | undefined) ?? {})) {
    found.push(...integersIn(property, [...path, name], inner));
  }
  for (const key of ['items', 'additionalProperties']) {
    if (isObject(resolved[key])) found.push(...integersIn(resolved[key], [...path, '*'], inner));
  }
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    for (const option of (resolved[key] as unknown[] | undefined) ?? []) found.push(...integersIn(option, path, inner));
  }
  for (const key of ['if', 'then', 'else']) {
    if (isObject(resolved[key])) found.push(...integersIn(resolved[key], path, inner));
  }
  return found;
}

interface RequestInteger extends IntegerField {
  operationId: string;
  method: string;
  url: string;
  where: 'body' | 'path' | 'query' | 'header';
}

function requestIntegers(): RequestInteger[] {
  const found: RequestInteger[] = [];
  for (const operation of listContractOperations(contract)) {
    const item = contract.paths![operation.path] as Schema;
    const raw = item[operation.method.toLowerCase()] as Schema;
    const parameters = [...((item.parameters as unknown[]) ?? []), ...((raw.parameters as unknown[]) ?? [])].map(
      (parameter) => deref(parameter) as { name: string; in: RequestInteger['where']; schema?: unknown },
    );
    for (const parameter of parameters) {
      for (const field of integersIn(parameter.schema)) {
        found.push({
          ...operation,
          url: operation.path,
          where: parameter.in,
          path: [parameter.name],
          schema: field.schema,
        });
      }
    }
    const body = deref(raw.requestBody) as { content?: Record<string, { schema?: unknown }> } | undefined;
    const json = body?.content?.['application/json']?.schema;
    for (const field of integersIn(json)) found.push({ ...operation, url: operation.path, where: 'body', ...field });
  }
  return found;
}

const REQUEST_INTEGERS = requestIntegers();
const describeField = (field: RequestInteger) => `${field.operationId} ${field.where} ${field.path.join('.')}`;

describe('the contract', () => {
  it('finds the integers of the requests (the walk sees what it must)', () => {
    expect(REQUEST_INTEGERS.map(describeField)).toEqual(
      expect.arrayContaining([
        'receiveESignatureEvent body sequence',
        'createProduct body termMonths',
        'listAdvisors query offset',
      ]),
    );
  });

  it.each(REQUEST_INTEGERS.map((field) => [describeField(field), field] as const))(
    '%s is bounded within what an integer column holds',
    (_name, field) => {
      expect(boundedWithinInt4(field.schema), JSON.stringify(field.schema)).toBe(true);
    },
  );

  it('bounds every integer property named like an integer column of the database, answers included', () => {
    const columns = new Set<string>();
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      for (const column of getTableConfig(table).columns) {
        if (is(column, PgInteger)) columns.add(column.name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()));
      }
    }
    // signature_sequence is the event's `sequence` in the contract.
    columns.add('sequence');
    expect([...columns]).toEqual(expect.arrayContaining(['size', 'paymentDays', 'termMonths', 'sequence']));
    const unbounded: string[] = [];
    (function walk(node: unknown, where: string) {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${where}/${index}`));
      if (!isObject(node)) return;
      for (const [name, property] of Object.entries((node.properties as Schema | undefined) ?? {})) {
        if (columns.has(name) && isObject(property) && isInteger(property) && !boundedWithinInt4(property)) {
          unbounded.push(`${where}/properties/${name}`);
        }
      }
      for (const [key, value] of Object.entries(node)) walk(value, `${where}/${key}`);
    })(contract, '#');
    expect(unbounded).toEqual([]);
  });

  it('bounds every integer of the form schemas (schemas/), the ones the contract does not carry included', () => {
    const root = join(import.meta.dirname, '../../schemas');
    const files = readdirSync(root, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.schema.json'));
    expect(files.length).toBeGreaterThan(5);
    const unbounded: string[] = [];
    for (const file of files) {
      (function walk(node: unknown, where: string) {
        if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${where}/${index}`));
        if (!isObject(node)) return;
        if (isInteger(node) && !boundedWithinInt4(node)) unbounded.push(`${file}${where}`);
        for (const [key, value] of Object.entries(node)) walk(value, `${where}/${key}`);
      })(JSON.parse(readFileSync(join(root, file), 'utf8')), '#');
    }
    expect(unbounded).toEqual([]);
  });
});

describe('2^31 in every integer field of a request, through the real app', () => {
  let t: TestApp;
  const clock = createClock('2026-03-02T10:00:00.000Z');
  const tokens = {} as Record<'investor' | 'advisor' | 'coordinator' | 'operator', string>;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => clock.now() });
    await createAccount(t.db, { tenant: 'demo', email: 'bounds.operator@demo.test', role: 'operator' });
    tokens.investor = (await loginInvestorByMail(t.app)).accessToken;
    tokens.advisor = (await loginAdvisor(t.app, clock)).accessToken;
    tokens.coordinator = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
    tokens.operator = await loginAccount(t.app, clock, 'bounds.operator@demo.test');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A body holding only `value` at the field's path (array items as one-item arrays). */
  function bodyWith(path: string[], value: number): unknown {
    const [head, ...rest] = path;
    if (head === undefined) return value;
    if (head === '*') return [bodyWith(rest, value)];
    return { [head]: bodyWith(rest, value) };
  }

  it.each(REQUEST_INTEGERS.map((field) => [describeField(field), field] as const))(
    '%s: 400 naming the field',
    async (_name, field) => {
      const roles = operationRoles[field.operationId as OperationId];
      const role = roles?.[0];
      let url = field.url.replace(/\{([^}]+)\}/g, (_, name: string) =>
        field.where === 'path' && name === field.path[0] ? String(2 ** 31) : '00000000-0000-4000-8000-000000000001',
      );
      if (field.where === 'query') url += `?${field.path[0]}=${2 ** 31}`;
      const response = await t.app.inject({
        method: field.method as 'GET',
        url,
        headers: {
          host: HOSTS.demo,
          'context-id': 'demo',
          'context-type': role === 'investor' ? 'investor-panel' : 'advisor-panel',
          ...(role && { authorization: `Bearer ${tokens[role]}` }),
          ...(field.where === 'body' && { 'content-type': 'application/json' }),
        },
        ...(field.where === 'body' && { payload: JSON.stringify(bodyWith(field.path, 2 ** 31)) }),
      });
      expect(response.statusCode, response.body).toBe(400);
      const prefix = field.where === 'body' ? '' : `${field.where}.`;
      const expected = `${prefix}${field.path.map((segment) => (segment === '*' ? '0' : segment)).join('.')}`;
      const paths = (response.json().violations as { propertyPath: string }[]).map((v) => v.propertyPath);
      expect(paths).toContain(expected);
    },
  );
});
