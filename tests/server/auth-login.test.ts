// The advisor login matrix: password step, second step, remember-device tokens, enrolment, context data.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../../server/src/security/totp';
import {
  ADVISOR,
  COORDINATOR,
  decodeJwt,
  HOSTS,
  latestMailToken,
  loginAdvisor,
  passwordStep,
  post,
} from './helpers/auth';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const clock = createClock();
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => {
  await t?.close();
});

const BAD_CREDENTIALS = { label: 'Bad credentials', code: 'BAD_CREDENTIALS' };
const get = (url: string, token: string, host: string = HOSTS.demo) =>
  t.app.inject({ method: 'GET', url, headers: { host, authorization: `Bearer ${token}` } });
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('password step', () => {
  it('a wrong password and an unknown e-mail get the same 401', async () => {
    const wrong = await passwordStep(t.app, { email: ADVISOR.email, password: 'Wrong-pass-1' }, { ip: '10.1.0.1' });
    const unknown = await passwordStep(
      t.app,
      { email: 'nobody@demo.test', password: 'Wrong-pass-1' },
      { ip: '10.1.0.1' },
    );
    const investor = await passwordStep(t.app, { email: 'investor@demo.test', password: 'x' }, { ip: '10.1.0.1' });
    for (const response of [wrong, unknown, investor]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(BAD_CREDENTIALS);
    }
  });

  it('the right password asks for the second step (e-mail case-insensitive)', async () => {
    const response = await passwordStep(t.app, { email: 'ADVISOR@demo.test', password: ADVISOR.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.type).toBe('two-factor');
    expect(body.loginToken.length).toBeGreaterThanOrEqual(43);
    expect(new Date(body.expiresAt).getTime() - clock.now().getTime()).toBe(5 * 60_000);
  });

  it("an account is bound to its tenant: the demo advisor's password is wrong on the navy host", async () => {
    const response = await passwordStep(t.app, ADVISOR, { host: HOSTS.navy });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(BAD_CREDENTIALS);
  });
});

describe('second step', () => {
  it('a good code logs in with an access token carrying the claims', async () => {
    const tokens = await loginAdvisor(t.app, clock);
    expect(tokens.type).toBe('auth-token');
    expect(tokens.remember2faToken).toBeUndefined();
    const claims = decodeJwt(tokens.accessToken);
    expect(claims).toMatchObject({
      typ: 'access',
      aud: 'advisor-panel',
      context_type: 'advisor-panel',
      context_id: 'demo',
      username: ADVISOR.email,
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(900);
    const data = await get('/api/auth/data', tokens.accessToken);
    expect(data.json()).toEqual({
      context: { type: 'advisor-panel', id: 'demo' },
      user: {
        id: claims.sub,
        firstName: 'Anna',
        surname: 'Nowak',
        email: ADVISOR.email,
        role: 'advisor',
        impersonatedBy: null,
      },
    });
  });

  it('a bad code is refused; the login token stays usable for a good one', async () => {
    const first = await passwordStep(t.app, ADVISOR);
    clock.advance(30_000);
    const good = totpAt(ADVISOR.secret, clock.now());
    const bad = good === '000000' ? '111111' : '000000';
    const refused = await post(t.app, '/auth/login-with-two-factor', {
      loginToken: first.json().loginToken,
      code: bad,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('TWO_FACTOR_INVALID');
    const accepted = await post(t.app, '/auth/login-with-two-factor', {
      loginToken: first.json().loginToken,
      code: good,
    });
    expect(accepted.statusCode).toBe(200);
    // The login token is single use.
    const again = await post(t.app, '/auth/login-with-two-factor', { loginToken: first.json().loginToken, code: good });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('TOKEN_INACTIVE');
  });

  it('a code is accepted once: the same code with a new password step is refused', async () => {
    const one = await passwordStep(t.app, ADVISOR);
    const two = await passwordStep(t.app, ADVISOR);
    clock.advance(30_000);
    const code = totpAt(ADVISOR.secret, clock.now());
    const first = await post(t.app, '/auth/login-with-two-factor', { loginToken: one.json().loginToken, code });
    expect(first.statusCode).toBe(200);
    const reused = await post(t.app, '/auth/login-with-two-factor', { loginToken: two.json().loginToken, code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('TWO_FACTOR_INVALID');
    // ... and so is the previous step's code (within the ±1 window, but not later than the last accepted step).
    const previous = totpAt(ADVISOR.secret, new Date(clock.now().getTime() - 30_000));
    const older = await post(t.app, '/auth/login-with-two-factor', {
      loginToken: two.json().loginToken,
      code: previous,
    });
    expect(older.statusCode).toBe(401);
  });

  it('one step of tolerance: the next step is accepted, two steps away is not', async () => {
    const first = await passwordStep(t.app, ADVISOR);
    clock.advance(30_000);
    const far = totpAt(ADVISOR.secret, new Date(clock.now().getTime() + 60_000));
    const next = totpAt(ADVISOR.secret, new Date(clock.now().getTime() + 30_000));
    const loginToken = first.json().loginToken;
    expect((await post(t.app, '/auth/login-with-two-factor', { loginToken, code: far })).statusCode).toBe(401);
    expect((await post(t.app, '/auth/login-with-two-factor', { loginToken, code: next })).statusCode).toBe(200);
    clock.advance(60_000); // past the accepted future step
  });

  it('the login token expires after 5 minutes', async () => {
    const first = await passwordStep(t.app, ADVISOR);
    clock.advance(5 * 60_000 + 1000);
    const response = await post(t.app, '/auth/login-with-two-factor', {
      loginToken: first.json().loginToken,
      code: totpAt(ADVISOR.secret, clock.now()),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_INACTIVE');
  });
});

describe('remember this device', () => {
  let remember: string;

  it('rememberDevice gives a token that skips the second step', async () => {
    const tokens = await loginAdvisor(t.app, clock, COORDINATOR, { rememberDevice: true });
    expect(tokens.remember2faToken).toEqual(expect.any(String));
    remember = tokens.remember2faToken!;
    const response = await passwordStep(t.app, COORDINATOR, { remember2faToken: remember });
    expect(response.statusCode).toBe(200);
    expect(response.json().type).toBe('auth-token');
    expect(decodeJwt(response.json().accessToken).username).toBe(COORDINATOR.email);
  });

  it("is the coordinator's only: with another account it does not skip anything", async () => {
    const response = await passwordStep(t.app, ADVISOR, { remember2faToken: remember });
    expect(response.json().type).toBe('two-factor');
  });

  it('never replaces the password', async () => {
    const response = await passwordStep(
      t.app,
      { email: COORDINATOR.email, password: 'Wrong-pass-1' },
      { remember2faToken: remember, ip: '10.9.9.9' },
    );
    expect(response.statusCode).toBe(401);
  });

  it('expires after 30 days', async () => {
    clock.advance(30 * 24 * 3_600_000 + 1000);
    const response = await passwordStep(t.app, COORDINATOR, { remember2faToken: remember });
    expect(response.json().type).toBe('two-factor');
  });

  it('is revoked by a password change', async () => {
    const tokens = await loginAdvisor(t.app, clock, COORDINATOR, { rememberDevice: true });
    const reminder = await post(t.app, '/auth/password/send-remind-request', { email: COORDINATOR.email });
    expect(reminder.statusCode).toBe(202);
    const resetToken = await latestMailToken(t.app, COORDINATOR.email);
    const newPassword = 'Coordinator-demo-2!';
    const set = await post(t.app, '/auth/password/set', {
      token: resetToken,
      password: newPassword,
      passwordRepeat: newPassword,
    });
    expect(set.statusCode).toBe(204);
    const response = await passwordStep(
      t.app,
      { ...COORDINATOR, password: newPassword },
      { remember2faToken: tokens.remember2faToken! },
    );
    expect(response.json().type).toBe('two-factor');
    // ... and the old session is over.
    expect((await get('/api/auth/data', tokens.accessToken)).statusCode).toBe(401);
    const old = await passwordStep(t.app, COORDINATOR, { ip: '10.8.8.8' });
    expect(old.statusCode).toBe(401);
  });
});

describe('enrolment of an advisor without an authenticator', () => {
  it('shows the QR code and secret, and the first code confirms it', async () => {
    await t.db.execute(
      sql`update users set totp_secret_encrypted = null, last_totp_step = null where email = ${ADVISOR.email}`,
    );
    const first = await passwordStep(t.app, ADVISOR);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.type).toBe('two-factor-enrolment');
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Demo%20Invest:advisor%40demo\.test\?/);
    expect(body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,iVBOR/);
    // Not stored on the user until confirmed.
    const before = await rows<{ secret: string | null }>(
      sql`select totp_secret_encrypted as secret from users where email = ${ADVISOR.email}`,
    );
    expect(before[0]!.secret).toBeNull();

    clock.advance(30_000);
    const confirmed = await post(t.app, '/auth/login-with-two-factor', {
      loginToken: body.loginToken,
      code: totpAt(body.secret, clock.now()),
    });
    expect(confirmed.statusCode).toBe(200);
    const after = await rows<{ secret: string }>(
      sql`select totp_secret_encrypted as secret from users where email = ${ADVISOR.email}`,
    );
    // Stored encrypted, never in plain text.
    expect(after[0]!.secret).toMatch(/^v1\./);
    expect(after[0]!.secret).not.toContain(body.secret);
    // The next login asks for a code of the new secret.
    const next = await passwordStep(t.app, ADVISOR);
    expect(next.json().type).toBe('two-factor');
    clock.advance(30_000);
    const ok = await post(t.app, '/auth/login-with-two-factor', {
      loginToken: next.json().loginToken,
      code: totpAt(body.secret, clock.now()),
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('contexts', () => {
  it('lists the advisor panel of this tenant and switches to it', async () => {
    const tokens = await loginAdvisor(t.app, clock, { ...COORDINATOR, password: 'Coordinator-demo-2!' });
    const contexts = (await get('/api/contexts', tokens.accessToken)).json();
    expect(contexts).toEqual([
      { id: expect.any(String), context: { type: 'advisor-panel' }, name: expect.any(String), configurationId: 'demo' },
    ]);
    const switched = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/change-context',
      headers: { host: HOSTS.demo, authorization: `Bearer ${tokens.accessToken}` },
      payload: { contextId: contexts[0].id, contextType: 'advisor-panel' },
    });
    expect(switched.statusCode).toBe(200);
    expect(decodeJwt(switched.json().accessToken).context_type).toBe('advisor-panel');
    // Another context id: 403.
    const denied = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/change-context',
      headers: { host: HOSTS.demo, authorization: `Bearer ${switched.json().accessToken}` },
      payload: { contextId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('ACCESS_DENIED');
  });
});
