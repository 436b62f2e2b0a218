// Rate limits on the public token operations and the uploads: per client address and per token (or, for a
// signed-in upload, per person), counted in the database so that every instance shares them; a request over a
// limit answers 429 in the contract's error body with Retry-After. (Two instances on one PostgreSQL database:
// rate-limits.pg-test.ts.)
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../server/src/contract/contract';
import { DEFAULT_RATE_LIMITS, limitedOperations } from '../../server/src/plugins/rate-limits';
import { HOSTS, loginInvestorByMail } from './helpers/auth';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';
import { PDF } from '../fixtures/files';

const clock = createClock('2026-03-02T10:00:30.000Z');
const token = () => randomBytes(32).toString('base64url');

const open = (t: TestApp, kycToken: string, ip = '10.1.0.1') =>
  t.app.inject({
    url: `/public-api/kyc/investor-request/${kycToken}`,
    headers: { host: HOSTS.demo, 'context-id': 'demo', 'context-type': 'investor-panel' },
    remoteAddress: ip,
  });

function expectTooMany(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expect(response.statusCode, response.body).toBe(429);
  expect(JSON.parse(response.body)).toEqual({ label: 'Too many requests', code: 'RATE_LIMITED' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('the contract', () => {
  const contract = loadContract();
  const limited = limitedOperations(contract);

  it('limits the operations that take a token and the uploads', () => {
    expect([...limited.keys()].sort()).toEqual(
      expect.arrayContaining([
        'getPublicCampaignOffer',
        'acceptPublicCampaignOffer',
        'getPublicKycRequest',
        'submitPublicKyc',
        'getOnboardingRequestByToken',
        'getSandboxSigningDocument',
        'getSandboxIdentityVerification',
        'uploadDocument',
        'uploadCampaignImage',
        'uploadOnboardingFile',
        'uploadPublicCampaignOfferFile',
      ]),
    );
    expect(limited.has('login')).toBe(false);
    expect(limited.has('getWhiteLabelConfiguration')).toBe(false);
  });

  it.each([...limited.keys()])('%s declares its 429 answer', (operationId) => {
    const operation = Object.values(contract.paths!)
      .flatMap((item) => Object.values(item as Record<string, { operationId?: string; responses?: object }>))
      .find((candidate) => candidate?.operationId === operationId);
    expect(Object.keys(operation?.responses ?? {})).toContain('429');
  });
});

describe('with small limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clock: () => clock.now(),
      rateLimits: { windowSeconds: 60, publicPerIp: 6, publicPerToken: 3, uploadsPerIp: 5, uploadsPerCaller: 2 },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('one token: 3 tries, then 429 with Retry-After, from any address; a new window lets it through again', async () => {
    const guessed = token();
    for (let i = 0; i < 3; i += 1) expect((await open(t, guessed, `10.2.0.${i}`)).statusCode).toBe(404);
    expectTooMany(await open(t, guessed, '10.2.0.9'));
    // Other tokens from another address are not affected.
    expect((await open(t, token(), '10.2.1.1')).statusCode).toBe(404);
    clock.advance(60_000);
    expect((await open(t, guessed, '10.2.0.10')).statusCode).toBe(404);
  });

  it('one address: 6 tries over any tokens, then 429; another address goes on', async () => {
    for (let i = 0; i < 6; i += 1) expect((await open(t, token(), '10.3.0.1')).statusCode).toBe(404);
    expectTooMany(await open(t, token(), '10.3.0.1'));
    expect((await open(t, token(), '10.3.0.2')).statusCode).toBe(404);
  });

  it('a signed-in upload: 2 a window per person, refused before the file is read', async () => {
    clock.advance(60_000);
    const investor = (await loginInvestorByMail(t.app)).accessToken;
    const upload = (ip: string) => {
      const boundary = 'rate-limit-boundary';
      return t.app.inject({
        method: 'POST',
        url: `/investor-api/request/${randomUUID()}/upload`,
        headers: {
          host: HOSTS.demo,
          'context-id': 'demo',
          'context-type': 'investor-panel',
          authorization: `Bearer ${investor}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        remoteAddress: ip,
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`),
          PDF,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    };
    expect((await upload('10.4.0.1')).statusCode).toBe(404);
    expect((await upload('10.4.0.2')).statusCode).toBe(404);
    expectTooMany(await upload('10.4.0.3'));
  });

  it('keeps the counts in the database, with the token hashed', async () => {
    const guessed = token();
    await open(t, guessed, '10.5.0.1');
    const rows = (await t.db.execute(sql`select key, hits from rate_limit_counters`)) as unknown as {
      rows: { key: string; hits: number }[];
    };
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(rows.rows.some((row) => row.key.includes(guessed))).toBe(false);
    expect(rows.rows.some((row) => row.key.includes('10.5.0.1'))).toBe(true);
  });

  it('does not count the operations without a token', async () => {
    for (let i = 0; i < 10; i += 1) {
      const branding = await t.app.inject({
        url: '/public-api/white-label-configuration',
        headers: { host: HOSTS.demo },
        remoteAddress: '10.3.0.1',
      });
      expect(branding.statusCode).not.toBe(429);
    }
  });
});

describe('with the default limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => clock.now(), rateLimits: DEFAULT_RATE_LIMITS });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('150 tries of one token from one address end in 429', async () => {
    const guessed = token();
    const statuses: number[] = [];
    for (let i = 0; i < 150; i += 1) statuses.push((await open(t, guessed, '10.6.0.1')).statusCode);
    expect(statuses.slice(0, DEFAULT_RATE_LIMITS.publicPerToken).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
