// Investor token login, refresh rotation (two-tab grace, reuse), logout, throttling, no enumeration, e-mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADVISOR,
  decodeJwt,
  HOSTS,
  latestMailToken,
  loginAdvisor,
  loginInvestorByMail,
  passwordStep,
  post,
  requestInvestorToken,
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

const mailbox = async (to?: string) => {
  await t.app.services.outbox.flushOutbox();
  const response = await t.app.inject({ method: 'GET', url: `/dev/mail${to ? `?to=${encodeURIComponent(to)}` : ''}` });
  return response.json() as Array<{ to: string[]; subject: string; text: string; html: string; links: string[] }>;
};
const authData = (token: string, host: string = HOSTS.demo) =>
  t.app.inject({ method: 'GET', url: '/api/auth/data', headers: { host, authorization: `Bearer ${token}` } });

describe('investor login by e-mailed token', () => {
  it('mails a branded PL message with the link; the token logs in once to the investor panel', async () => {
    const token = await requestInvestorToken(t.app, 'investor@demo.test');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [message] = await mailbox('investor@demo.test');
    expect(message!.subject).toBe('Demo Invest: link do logowania');
    expect(message!.links[0]).toBe(`http://localhost/login-with-redirect-token?token=${token}`);
    expect(message!.html).toContain('Zaloguj się');
    expect(message!.html).toContain('#000000'); // the tenant's theme colour
    expect(message!.text).toContain('Dzień dobry! Wiadomość dla: Jan.');

    const first = await post(t.app, '/auth/login-investor', { token });
    expect(first.statusCode).toBe(200);
    expect(decodeJwt(first.json().accessToken)).toMatchObject({
      context_type: 'investor-panel',
      aud: 'investor-panel',
    });
    const reused = await post(t.app, '/auth/login-investor', { token });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ label: 'Token is invalid.', code: 'TOKEN_INACTIVE' });
  });

  it('expires after 10 minutes', async () => {
    const token = await requestInvestorToken(t.app, 'investor@demo.test');
    clock.advance(10 * 60_000 + 1000);
    const response = await post(t.app, '/auth/login-investor', { token });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_INACTIVE');
  });

  it("is bound to its tenant: refused on the other tenant's host (and still usable at home)", async () => {
    const token = await requestInvestorToken(t.app, 'investor@demo.test');
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: '/auth/change-context',
      headers: { host: HOSTS.navy },
      payload: { token },
    });
    expect(foreign.statusCode).toBe(403);
    const home = await t.app.inject({
      method: 'PATCH',
      url: '/auth/change-context',
      headers: { host: HOSTS.demo },
      payload: { token },
    });
    expect(home.statusCode).toBe(200);
    expect(decodeJwt(home.json().accessToken).context_type).toBe('investor-panel');
  });

  it('a new token retires the older ones', async () => {
    clock.advance(2 * 3_600_000); // a quiet hour: the address's sending throttle starts afresh
    const older = await requestInvestorToken(t.app, 'investor@demo.test');
    clock.advance(1000); // the mailbox shows the newest first
    const newer = await requestInvestorToken(t.app, 'investor@demo.test');
    expect(newer).not.toBe(older);
    const refused = await post(t.app, '/auth/login-investor', { token: older });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('TOKEN_INACTIVE');
    expect((await post(t.app, '/auth/login-investor', { token: newer })).statusCode).toBe(200);
  });

  it('known and unknown addresses take the same path up to the answer: the e-mail work runs after it', async () => {
    clock.advance(2 * 3_600_000); // a quiet hour: the address's sending throttle starts afresh
    // The work that runs after the answer is a job: what the client waits for must not depend on the address.
    const queued = async () => (await t.app.services.jobs.stats())['token-mail']!.queued;
    const cases = [
      ['/auth/investor/send-token', 'investor@demo.test'],
      ['/auth/investor/send-token', 'nobody@demo.test'],
      ['/auth/password/send-remind-request', ADVISOR.email],
      ['/auth/password/send-remind-request', 'nobody@demo.test'],
    ] as const;
    const before = (await mailbox()).length;
    const jobsBefore = await queued();
    for (const [url, email] of cases) {
      const response = await post(t.app, url, { email }, { ip: '10.3.9.1' });
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe('');
    }
    // One job per request, known or not, and not a single e-mail written before the answers.
    expect((await queued()) - jobsBefore).toBe(cases.length);
    const unsent = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect((unsent.json() as unknown[]).length).toBe(before);
    const after = await mailbox();
    expect(after.length).toBe(before + 2);
    expect(
      after
        .slice(0, 2)
        .map((m) => m.to[0])
        .sort(),
    ).toEqual([ADVISOR.email, 'investor@demo.test']);
  });

  it('no enumeration: an unknown e-mail (or an advisor) gets the same 202 and no mail', async () => {
    const before = (await mailbox()).length;
    for (const email of ['nobody@demo.test', ADVISOR.email, 'investor@navy.test']) {
      const response = await post(t.app, '/auth/investor/send-token', { email }, { ip: '10.3.0.1' });
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe('');
    }
    for (const url of ['/auth/password/send-remind-request', '/auth/activate/send-token']) {
      const response = await post(t.app, url, { email: 'nobody@demo.test' }, { ip: '10.3.0.2' });
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe('');
    }
    expect((await mailbox()).length).toBe(before);
  });
});

describe('refresh tokens', () => {
  it('rotate: the new pair works, the refresh token is single use', async () => {
    const tokens = await loginAdvisor(t.app, clock);
    const refreshed = await post(t.app, '/auth/refresh-token', { refreshToken: tokens.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().refreshToken).not.toBe(tokens.refreshToken);
    expect((await authData(refreshed.json().accessToken)).statusCode).toBe(200);
  });

  it('two tabs within the grace window both get valid tokens; reuse after it revokes the session', async () => {
    const tokens = await loginAdvisor(t.app, clock);
    const tabA = await post(t.app, '/auth/refresh-token', { refreshToken: tokens.refreshToken });
    clock.advance(5_000);
    const tabB = await post(t.app, '/auth/refresh-token', { refreshToken: tokens.refreshToken });
    expect(tabA.statusCode).toBe(200);
    expect(tabB.statusCode).toBe(200);
    expect(tabB.json().refreshToken).not.toBe(tabA.json().refreshToken);
    // Both tabs can keep refreshing.
    const a2 = await post(t.app, '/auth/refresh-token', { refreshToken: tabA.json().refreshToken });
    const b2 = await post(t.app, '/auth/refresh-token', { refreshToken: tabB.json().refreshToken });
    expect([a2.statusCode, b2.statusCode]).toEqual([200, 200]);

    clock.advance(11_000);
    const replay = await post(t.app, '/auth/refresh-token', { refreshToken: tokens.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('TOKEN_INACTIVE');
    // The whole family is gone: the newest refresh token and the access tokens of the session.
    const newest = await post(t.app, '/auth/refresh-token', { refreshToken: a2.json().refreshToken });
    expect(newest.statusCode).toBe(401);
    expect((await authData(b2.json().accessToken)).statusCode).toBe(401);
  });

  it("each endpoint refuses the other kind's refresh token (without using it up)", async () => {
    const advisor = await loginAdvisor(t.app, clock);
    const investorToken = await requestInvestorToken(t.app, 'investor@demo.test');
    const investor = (await post(t.app, '/auth/login-investor', { token: investorToken })).json();
    expect((await post(t.app, '/auth/refresh-investor-token', { refreshToken: advisor.refreshToken })).statusCode).toBe(
      401,
    );
    expect((await post(t.app, '/auth/refresh-token', { refreshToken: investor.refreshToken })).statusCode).toBe(401);
    expect((await post(t.app, '/auth/refresh-token', { refreshToken: advisor.refreshToken })).statusCode).toBe(200);
    expect(
      (await post(t.app, '/auth/refresh-investor-token', { refreshToken: investor.refreshToken })).statusCode,
    ).toBe(200);
  });

  it("is refused on another tenant's host", async () => {
    const tokens = await loginAdvisor(t.app, clock);
    const response = await post(
      t.app,
      '/auth/refresh-token',
      { refreshToken: tokens.refreshToken },
      { host: HOSTS.navy },
    );
    expect(response.statusCode).toBe(401);
  });

  it("an investor's logout revokes the session for every panel", async () => {
    clock.advance(2 * 3_600_000); // a quiet hour: the address's sending throttle starts afresh
    const tokens = await loginInvestorByMail(t.app);
    const logout = await post(t.app, '/api/auth/logout', undefined, { token: tokens.accessToken });
    expect(logout.statusCode).toBe(204);
    const offers = await t.app.inject({
      method: 'GET',
      url: '/investor-api/dictionary',
      headers: { host: HOSTS.demo, authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(offers.statusCode).toBe(401);
    const refresh = await post(t.app, '/auth/refresh-investor-token', { refreshToken: tokens.refreshToken });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().code).toBe('TOKEN_INACTIVE');
  });

  it("links in e-mails use the tenant's public origin, never the Host header", async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/auth/password/send-remind-request',
      headers: { host: 'localhost:6666', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      payload: { email: ADVISOR.email },
      remoteAddress: '10.3.9.2',
    });
    expect(sent.statusCode).toBe(202);
    const [message] = await mailbox(ADVISOR.email);
    // The test app's origin is http://{host} with the demo tenant's primary host, localhost.
    expect(message!.links[0]).toMatch(/^http:\/\/localhost\/auth\/reset-password\/[A-Za-z0-9_-]+$/);
    expect(message!.text).not.toContain('6666');
  });

  it('logout revokes the session: its access and refresh tokens stop working', async () => {
    const tokens = await loginAdvisor(t.app, clock);
    const logout = await post(t.app, '/api/auth/logout', undefined, { token: tokens.accessToken });
    expect(logout.statusCode).toBe(204);
    expect((await authData(tokens.accessToken)).statusCode).toBe(401);
    expect((await post(t.app, '/auth/refresh-token', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
  });

  it('a demo token on the navy host is refused with 403', async () => {
    const tokens = await loginAdvisor(t.app, clock);
    const response = await authData(tokens.accessToken, HOSTS.navy);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ label: 'Forbidden', code: 'FORBIDDEN' });
  });
});

describe('throttling', () => {
  const wrong = (ip: string, email = ADVISOR.email) => passwordStep(t.app, { email, password: 'Wrong-pass-1' }, { ip });

  it('locks an account from one IP after 5 failures, with Retry-After, growing, then expiring', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < 5; i += 1) expect((await wrong(ip)).statusCode).toBe(401);
    const sixth = await wrong(ip); // counted, and locks for 1 minute
    expect(sixth.statusCode).toBe(401);
    const locked = await wrong(ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect(locked.json().code).toBe('RATE_LIMITED');
    // Even the right password waits.
    expect((await passwordStep(t.app, ADVISOR, { ip })).statusCode).toBe(429);
    // Another IP is not affected (a stranger cannot lock the real user out).
    expect((await passwordStep(t.app, ADVISOR, { ip: '10.4.0.2' })).statusCode).toBe(200);

    clock.advance(61_000);
    expect((await wrong(ip)).statusCode).toBe(401); // the next failure locks for 2 minutes
    const again = await wrong(ip);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('120');
    clock.advance(121_000);
    // A success resets the account's counters.
    expect((await passwordStep(t.app, ADVISOR, { ip })).statusCode).toBe(200);
    expect((await wrong(ip)).statusCode).toBe(401);
    expect((await wrong(ip)).statusCode).toBe(401);
  });

  it('the lock never exceeds 15 minutes', async () => {
    const ip = '10.5.0.1';
    const email = 'coordinator@demo.test';
    let retryAfter = 0;
    for (let round = 0; round < 12; round += 1) {
      let response = await wrong(ip, email);
      while (response.statusCode === 401) response = await wrong(ip, email);
      expect(response.statusCode).toBe(429);
      retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeLessThanOrEqual(900);
      clock.advance(retryAfter * 1000 + 1000);
    }
    expect(retryAfter).toBe(900);
  });

  it('per IP: many accounts from one IP get locked too', async () => {
    const ip = '10.6.0.1';
    let status = 0;
    for (let i = 0; i < 60 && status !== 429; i += 1) status = (await wrong(ip, `someone${i}@demo.test`)).statusCode;
    expect(status).toBe(429);
    // ... which does not lock those accounts elsewhere.
    expect((await passwordStep(t.app, ADVISOR, { ip: '10.6.0.2' })).statusCode).toBe(200);
  });

  it('token sending is throttled per address, with the same answer for unknown addresses', async () => {
    for (const email of ['investor@demo.test', 'unknown-investor@demo.test']) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await post(t.app, '/auth/investor/send-token', { email }, { ip: `10.7.0.${i}` })).statusCode);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
    }
  });
});

describe('activation and password reset', () => {
  it('a new advisor activates from the e-mail, sets a password and enrols on first login', async () => {
    await t.db.execute(
      (await import('drizzle-orm')).sql`insert into users (tenant_id, email, first_name, surname, role, status, locale)
        select id, 'new.advisor@demo.test', 'Ewa', 'Nowicka', 'advisor', 'initial', 'en' from tenants where configuration_id = 'demo'`,
    );
    expect((await post(t.app, '/auth/activate/send-token', { email: 'new.advisor@demo.test' })).statusCode).toBe(202);
    const [message] = await mailbox('new.advisor@demo.test');
    expect(message!.subject).toBe('Demo Invest: activate your account'); // the user's language
    expect(message!.links[0]).toMatch(/^http:\/\/localhost\/auth\/activate-from-email\//);
    const token = await latestMailToken(t.app, 'new.advisor@demo.test');

    const opened = await post(t.app, '/auth/activate-from-email', { token });
    expect(opened.json()).toEqual({ email: 'new.advisor@demo.test', passwordRequired: true, status: 'initial' });
    const weak = await post(t.app, '/auth/activate', { token, password: 'weakpass', passwordRepeat: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    const password = 'Strong-pass-1';
    const activated = await post(t.app, '/auth/activate', { token, password, passwordRepeat: password });
    expect(activated.statusCode).toBe(204);
    expect((await post(t.app, '/auth/activate', { token, password, passwordRepeat: password })).statusCode).toBe(422);
    const login = await passwordStep(t.app, { email: 'new.advisor@demo.test', password });
    expect(login.json().type).toBe('two-factor-enrolment');
  });

  it('a reset link is single use', async () => {
    await post(t.app, '/auth/password/send-remind-request', { email: ADVISOR.email }, { ip: '10.8.0.1' });
    const token = await latestMailToken(t.app, ADVISOR.email);
    const password = 'Advisor-demo-2!';
    expect((await post(t.app, '/auth/password/set', { token, password, passwordRepeat: password })).statusCode).toBe(
      204,
    );
    const again = await post(t.app, '/auth/password/set', { token, password, passwordRepeat: password });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('TOKEN_INACTIVE');
  });
});
