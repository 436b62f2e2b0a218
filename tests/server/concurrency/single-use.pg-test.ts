// PostgreSQL only (PGlite has one connection and cannot show a race): single-use rules under 20 parallel calls.
// Not matched by the `server` project (`*.test.ts`); the `server-pg` project runs it (`npm run test:server:pg`).
// Without DATABASE_URL this file FAILS (it must never pass by skipping).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../../../server/src/security/totp';
import { ADVISOR, passwordStep, post, requestInvestorToken } from '../helpers/auth';
import { createClock, createTestApp, usingPostgres, type TestApp } from '../helpers/test-app';

if (!usingPostgres) throw new Error('These tests need PostgreSQL: set DATABASE_URL (they must not be skipped).');

let t: TestApp;
const clock = createClock();
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  expect(t.handle.kind).toBe('postgres');
});
afterAll(async () => {
  await t?.close();
});

describe('on PostgreSQL, 20 parallel calls', () => {
  it('one investor token logs in exactly once', async () => {
    const token = await requestInvestorToken(t.app, 'investor@demo.test');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(t.app, '/auth/login-investor', { token }, { ip: `10.20.0.${i}` })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(19);
  });

  it('one TOTP code is accepted exactly once (20 password steps, then 20 second steps at once)', async () => {
    const steps = [];
    for (let i = 0; i < 20; i += 1) {
      const response = await passwordStep(t.app, ADVISOR, { ip: `10.21.0.${i}` });
      expect(response.statusCode).toBe(200);
      steps.push(response.json().loginToken as string);
    }
    clock.advance(30_000);
    const code = totpAt(ADVISOR.secret, clock.now());
    const responses = await Promise.all(
      steps.map((loginToken, i) =>
        post(t.app, '/auth/login-with-two-factor', { loginToken, code }, { ip: `10.22.0.${i}` }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // Every other call is refused. Most find the code used (401); but each refusal counts against the account's
    // second step, which locks after five, so a call that reaches the lock check after those (on a busy machine,
    // one of the twenty can be that late) is refused by the lock instead (429), never let in.
    const refusals = responses
      .filter((r) => r.statusCode !== 200)
      .map((r) => `${r.statusCode} ${r.json().code as string}`);
    expect(refusals).toHaveLength(19);
    for (const refusal of refusals)
      expect(refusal).toMatch(/^(401 (TWO_FACTOR_INVALID|TOKEN_INACTIVE)|429 RATE_LIMITED)$/);
    expect(refusals.filter((r) => r.startsWith('401')).length).toBeGreaterThanOrEqual(5);
  });

  it('one refresh token reused by 20 callers after the grace window: none succeeds, the session ends', async () => {
    // The 19 refused codes above locked the account's second step (at most 15 minutes): wait it out.
    clock.advance(16 * 60_000);
    const steps = await passwordStep(t.app, ADVISOR, { ip: '10.23.0.1' });
    clock.advance(30_000);
    const login = await post(t.app, '/auth/login-with-two-factor', {
      loginToken: steps.json().loginToken,
      code: totpAt(ADVISOR.secret, clock.now()),
    });
    expect(login.statusCode).toBe(200);
    const { refreshToken } = login.json();
    const first = await post(t.app, '/auth/refresh-token', { refreshToken });
    expect(first.statusCode).toBe(200);
    clock.advance(11_000);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(t.app, '/auth/refresh-token', { refreshToken })),
    );
    expect(responses.every((r) => r.statusCode === 401)).toBe(true);
    const successor = await post(t.app, '/auth/refresh-token', { refreshToken: first.json().refreshToken });
    expect(successor.statusCode).toBe(401);
  });
});
