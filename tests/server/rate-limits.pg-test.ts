// PostgreSQL only: two instances of the app on one database count every request against the same limit, also
// when their requests come at the same time (one atomic upsert per request). Without DATABASE_URL this file
// FAILS (it must never pass by skipping).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/open-db';
import type { RateLimitSettings } from '../../server/src/plugins/rate-limits';
import { HOSTS } from './helpers/auth';
import { createClock, createTestApp, TEST_SECRETS, usingPostgres, type TestApp } from './helpers/test-app';

if (!usingPostgres) throw new Error('These tests need PostgreSQL: set DATABASE_URL (they must not be skipped).');

const LIMITS: RateLimitSettings = {
  windowSeconds: 60,
  publicPerIp: 1000,
  publicPerToken: 10,
  uploadsPerIp: 1000,
  uploadsPerCaller: 1000,
};
const clock = createClock('2026-03-02T10:00:05.000Z');
let first: TestApp;
let secondHandle: DatabaseHandle;
let second: FastifyInstance;

beforeAll(async () => {
  first = await createTestApp({ clock: () => clock.now(), rateLimits: LIMITS });
  expect(first.handle.kind).toBe('postgres');
  secondHandle = await openDatabase({ databaseUrl: first.url! });
  second = await buildApp({
    db: secondHandle.db,
    clock: () => clock.now(),
    secrets: TEST_SECRETS,
    rateLimits: LIMITS,
  });
  await second.ready();
}, 60_000);
afterAll(async () => {
  await second?.close();
  await secondHandle?.close();
  await first?.close();
});

const open = (app: FastifyInstance, token: string, ip: string) =>
  app.inject({
    url: `/public-api/kyc/investor-request/${token}`,
    headers: { host: HOSTS.demo, 'context-id': 'demo', 'context-type': 'investor-panel' },
    remoteAddress: ip,
  });

describe('two instances on one PostgreSQL database', () => {
  it('share the count of a token: 10 tries in all, whichever instance answers', async () => {
    const token = randomBytes(32).toString('base64url');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await open(i % 2 === 0 ? first.app : second, token, `10.9.0.${i}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('let exactly 10 of 40 simultaneous tries through, 20 on each instance', async () => {
    const token = randomBytes(32).toString('base64url');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => open(i % 2 === 0 ? first.app : second, token, `10.10.0.${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });
});
