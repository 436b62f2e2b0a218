import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AuthTokenResponse, LoginResponse, UserContext } from '#generated/api/model';
import {
  authMachine,
  REFRESH_BEFORE_EXPIRY_MS,
  type AuthInput,
  type RefreshInput,
  type TwoFactorInput,
} from '#machines/auth.machine';

const TENANT = 'tenant-a';
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const MINUTE = 60_000;

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned JWT with the claims the client reads (the server verifies signatures, not the client). */
function jwt(claims: { exp: number; context_type?: string; context_id?: string; username?: string }): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ username: 'u@x.test', ...claims })}.sig`;
}

function tokens(
  lifetimeMs = 15 * MINUTE,
  panel: 'advisor-panel' | 'investor-panel' = 'advisor-panel',
  contextId = TENANT,
): AuthTokenResponse {
  return {
    type: 'auth-token',
    accessToken: jwt({ exp: Math.floor((Date.now() + lifetimeMs) / 1000), context_type: panel, context_id: contextId }),
    refreshToken: `refresh-${Math.random().toString(36).slice(2)}-0123456789abcdef`,
  };
}

const advisorContext: UserContext = {
  id: 'ctx-1',
  context: { type: 'advisor-panel' },
  name: 'Fundusz Wisła — panel doradcy',
  configurationId: TENANT,
};
const otherTenantContext: UserContext = { ...advisorContext, id: 'ctx-2', configurationId: 'tenant-b' };

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The machine with spies for every actor and action; each actor answers through the given function. */
function start(
  input: AuthInput = {},
  answers: {
    login?: () => Promise<LoginResponse>;
    loginWithTwoFactor?: (input: TwoFactorInput) => Promise<AuthTokenResponse>;
    listContexts?: () => Promise<UserContext[]>;
    changeContext?: () => Promise<AuthTokenResponse>;
    sendInvestorToken?: () => Promise<void>;
    loginInvestor?: () => Promise<AuthTokenResponse>;
    refresh?: (input: RefreshInput) => Promise<AuthTokenResponse>;
    logout?: () => Promise<void>;
  } = {},
) {
  const calls = {
    login: vi.fn(),
    loginWithTwoFactor: vi.fn(),
    listContexts: vi.fn(),
    changeContext: vi.fn(),
    sendInvestorToken: vi.fn(),
    loginInvestor: vi.fn(),
    refresh: vi.fn(),
    logout: vi.fn(),
    storeSession: vi.fn(),
    clearSession: vi.fn(),
    rememberDevice: vi.fn(),
    markReload: vi.fn(),
    reloadPage: vi.fn(),
    redirectHome: vi.fn(),
  };
  const machine = authMachine.provide({
    actors: {
      login: fromPromise(async ({ input }) => {
        calls.login(input);
        return (answers.login ?? (async () => tokens()))();
      }),
      loginWithTwoFactor: fromPromise(async ({ input }) => {
        calls.loginWithTwoFactor(input);
        return (answers.loginWithTwoFactor ?? (async () => tokens()))(input);
      }),
      listContexts: fromPromise(async ({ input }) => {
        calls.listContexts(input);
        return (answers.listContexts ?? (async () => [advisorContext]))();
      }),
      changeContext: fromPromise(async ({ input }) => {
        calls.changeContext(input);
        return (answers.changeContext ?? (async () => tokens()))();
      }),
      sendInvestorToken: fromPromise(async ({ input }) => {
        calls.sendInvestorToken(input);
        return (answers.sendInvestorToken ?? (async () => undefined))();
      }),
      loginInvestor: fromPromise(async ({ input }) => {
        calls.loginInvestor(input);
        return (answers.loginInvestor ?? (async () => tokens(15 * MINUTE, 'investor-panel')))();
      }),
      refresh: fromPromise(async ({ input }) => {
        calls.refresh(input);
        return (answers.refresh ?? (async () => tokens()))(input);
      }),
      logout: fromPromise(async ({ input }) => {
        calls.logout(input);
        return (answers.logout ?? (async () => undefined))();
      }),
    },
    actions: {
      storeSession: (_, params) => calls.storeSession(params),
      clearSession: () => calls.clearSession(),
      rememberDevice: (_, params) => calls.rememberDevice(params),
      markReload: (_, params) => calls.markReload(params),
      reloadPage: () => calls.reloadPage(),
      redirectHome: () => calls.redirectHome(),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, calls };
}

/** Lets resolved actor promises deliver their results (fake timers do not move). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('auth machine: start-up from the stored session (never from a persisted snapshot)', () => {
  it('without stored tokens it is signed out and clears any leftover flag', () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(calls.clearSession).toHaveBeenCalledTimes(1);
  });

  it('with a valid access token it is signed in and arms the refresh timer from exp', async () => {
    const stored = tokens(20 * MINUTE);
    const { actor, calls } = start({ accessToken: stored.accessToken, refreshToken: stored.refreshToken });
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    await vi.advanceTimersByTimeAsync(15 * MINUTE - 1);
    expect(calls.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.refresh).toHaveBeenCalledTimes(1);
  });

  it('with an expired access token and a refresh token it refreshes at once', async () => {
    const expired = tokens(-MINUTE);
    const { actor, calls } = start({ accessToken: expired.accessToken, refreshToken: expired.refreshToken });
    expect(actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    expect(calls.refresh).toHaveBeenCalledWith({ refreshToken: expired.refreshToken, panel: 'advisor' });
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
  });
});

describe('auth machine: advisor login', () => {
  it('credentials, then the two-factor code with "remember this device", then contexts -> signed in', async () => {
    const { actor, calls } = start(
      {},
      {
        login: async () => ({
          type: 'two-factor',
          loginToken: 'login-token-0123456789',
          expiresAt: '2026-11-21T12:05:00Z',
        }),
        loginWithTwoFactor: async () => ({ ...tokens(), remember2faToken: 'remember-0123456789abcdef' }),
      },
    );
    actor.send({ type: 'LOGIN', email: 'advisor@demo.test', password: 'Advisor-demo-1', tenantId: TENANT });
    expect(calls.login).toHaveBeenCalledWith({ email: 'advisor@demo.test', password: 'Advisor-demo-1' });
    await settle();
    expect(actor.getSnapshot().matches({ advisorLogin: 'secondStep' })).toBe(true);
    expect(actor.getSnapshot().context.secondStep?.type).toBe('two-factor');
    expect(calls.storeSession).not.toHaveBeenCalled();

    actor.send({ type: 'SUBMIT_CODE', code: '123456', rememberDevice: true });
    expect(calls.loginWithTwoFactor).toHaveBeenCalledWith({
      loginToken: 'login-token-0123456789',
      code: '123456',
      rememberDevice: true,
    });
    await settle();
    expect(calls.rememberDevice).toHaveBeenCalledWith({
      email: 'advisor@demo.test',
      token: 'remember-0123456789abcdef',
    });
    expect(calls.storeSession).toHaveBeenCalledTimes(1);
    expect(calls.listContexts).toHaveBeenCalledTimes(1);
    expect(calls.changeContext).not.toHaveBeenCalled(); // the token is already in this tenant's advisor panel
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().context.contexts).toEqual([advisorContext]);
  });

  it('an auth-token answer (remembered device) skips the second step', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'LOGIN', email: 'a@x.test', password: 'p', tenantId: TENANT });
    await settle();
    expect(calls.loginWithTwoFactor).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
  });

  it('without "remember this device" nothing is remembered', async () => {
    const { actor, calls } = start(
      {},
      { login: async () => ({ type: 'two-factor', loginToken: 'login-token-0123456789', expiresAt: 'x' }) },
    );
    actor.send({ type: 'LOGIN', email: 'a@x.test', password: 'p', tenantId: TENANT });
    await settle();
    actor.send({ type: 'SUBMIT_CODE', code: '123456', rememberDevice: false });
    await settle();
    expect(calls.rememberDevice).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('a TOTP enrolment answer is a second step that carries the QR code and the secret', async () => {
    const enrolment: LoginResponse = {
      type: 'two-factor-enrolment',
      loginToken: 'login-token-0123456789',
      expiresAt: 'x',
      otpauthUrl: 'otpauth://totp/Fund:a@x.test?secret=JBSWY3DPEHPK3PXP',
      secret: 'JBSWY3DPEHPK3PXP',
      qrCodeDataUrl: 'data:image/png;base64,AAAA',
    };
    const { actor } = start({}, { login: async () => enrolment });
    actor.send({ type: 'LOGIN', email: 'a@x.test', password: 'p', tenantId: TENANT });
    await settle();
    expect(actor.getSnapshot().matches({ advisorLogin: 'secondStep' })).toBe(true);
    expect(actor.getSnapshot().context.secondStep).toEqual(enrolment);
  });

  it('bad credentials: back to signed out with the error for the credentials form', async () => {
    const failure = { response: { status: 401, data: { label: 'Bad credentials', code: 'BAD_CREDENTIALS' } } };
    const { actor, calls } = start({}, { login: async () => Promise.reject(failure) });
    actor.send({ type: 'LOGIN', email: 'a@x.test', password: 'wrong', tenantId: TENANT });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(snapshot.context.error).toBe(failure);
    expect(snapshot.context.errorSource).toBe('credentials');
    expect(calls.storeSession).not.toHaveBeenCalled();
  });

  it('a wrong code keeps the second step with the error; a new code is accepted', async () => {
    let attempt = 0;
    const { actor } = start(
      {},
      {
        login: async () => ({ type: 'two-factor', loginToken: 'login-token-0123456789', expiresAt: 'x' }),
        loginWithTwoFactor: async () => (attempt++ === 0 ? Promise.reject(new Error('bad code')) : tokens()),
      },
    );
    actor.send({ type: 'LOGIN', email: 'a@x.test', password: 'p', tenantId: TENANT });
    await settle();
    actor.send({ type: 'SUBMIT_CODE', code: '000000', rememberDevice: false });
    await settle();
    expect(actor.getSnapshot().matches({ advisorLogin: 'secondStep' })).toBe(true);
    expect(actor.getSnapshot().context.errorSource).toBe('code');
    actor.send({ type: 'SUBMIT_CODE', code: '123456', rememberDevice: false });
    await settle();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("switches to this landing page's advisor-panel context when the token is in another one", async () => {
    const switched = tokens();
    const { actor, calls } = start(
      {},
      {
        login: async () => tokens(15 * MINUTE, 'advisor-panel', 'tenant-b'),
        listContexts: async () => [otherTenantContext, advisorContext],
        changeContext: async () => switched,
      },
    );
    actor.send({ type: 'LOGIN', email: 'a@x.test', password: 'p', tenantId: TENANT });
    await settle();
    expect(calls.changeContext).toHaveBeenCalledWith({ contextId: 'ctx-1', contextType: 'advisor-panel' });
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().context.accessToken).toBe(switched.accessToken);
    expect(calls.storeSession).toHaveBeenLastCalledWith(switched);
  });

  it("'Access denied' when the user has no advisor-panel context for this landing page", async () => {
    const { actor, calls } = start(
      {},
      {
        listContexts: async () => [
          otherTenantContext,
          { ...advisorContext, id: 'ctx-3', context: { type: 'investor-panel' } },
        ],
      },
    );
    actor.send({ type: 'LOGIN', email: 'a@x.test', password: 'p', tenantId: TENANT });
    await settle();
    expect(actor.getSnapshot().matches({ signedOut: 'accessDenied' })).toBe(true);
    expect(calls.changeContext).not.toHaveBeenCalled();
    expect(calls.clearSession).toHaveBeenCalled();
    expect(actor.getSnapshot().context.accessToken).toBeNull();
  });

  it('cancel on the second step returns to the credentials', async () => {
    const { actor } = start(
      {},
      { login: async () => ({ type: 'two-factor', loginToken: 'login-token-0123456789', expiresAt: 'x' }) },
    );
    actor.send({ type: 'LOGIN', email: 'a@x.test', password: 'p', tenantId: TENANT });
    await settle();
    actor.send({ type: 'CANCEL_LOGIN' });
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.secondStep).toBeNull();
  });
});

describe('auth machine: switching between login kinds', () => {
  it('an investor link opened during the advisor second step logs the investor in', async () => {
    const { actor } = start(
      {},
      { login: async () => ({ type: 'two-factor', loginToken: 'login-token-0123456789', expiresAt: 'x' }) },
    );
    actor.send({ type: 'LOGIN', email: 'a@x.test', password: 'p', tenantId: TENANT });
    await settle();
    actor.send({ type: 'LOGIN_WITH_TOKEN', token: 'one-time-token-0123456789' });
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().context.claims?.context_type).toBe('investor-panel');
  });

  it('an advisor login from the investor token step starts the advisor login', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'REQUEST_INVESTOR_TOKEN', email: 'i@x.test' });
    await settle();
    actor.send({ type: 'LOGIN', email: 'a@x.test', password: 'p', tenantId: TENANT });
    expect(calls.login).toHaveBeenCalledWith({ email: 'a@x.test', password: 'p' });
    await settle();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });
});

describe('auth machine: investor login', () => {
  it('e-mail -> "check your mail" -> token -> signed in with an investor-panel token', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'REQUEST_INVESTOR_TOKEN', email: 'investor@demo.test' });
    expect(calls.sendInvestorToken).toHaveBeenCalledWith({ email: 'investor@demo.test' });
    await settle();
    expect(actor.getSnapshot().matches({ investorLogin: 'enterToken' })).toBe(true);
    actor.send({ type: 'LOGIN_WITH_TOKEN', token: '  one-time-token-0123456789  ' });
    expect(calls.loginInvestor).toHaveBeenCalledWith({ token: 'one-time-token-0123456789' });
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(calls.listContexts).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.claims?.context_type).toBe('investor-panel');
  });

  it('the redirect token logs in straight from signed out', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'LOGIN_WITH_TOKEN', token: 'one-time-token-0123456789' });
    await settle();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(calls.storeSession).toHaveBeenCalledTimes(1);
  });

  it('a rejected token keeps the token step with the error', async () => {
    const { actor } = start({}, { loginInvestor: async () => Promise.reject(new Error('expired')) });
    actor.send({ type: 'LOGIN_WITH_TOKEN', token: 'one-time-token-0123456789' });
    await settle();
    expect(actor.getSnapshot().matches({ investorLogin: 'enterToken' })).toBe(true);
    expect(actor.getSnapshot().context.errorSource).toBe('investorLogin');
  });

  it('investors refresh through the investor endpoint', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'LOGIN_WITH_TOKEN', token: 'one-time-token-0123456789' });
    await settle();
    const { refreshToken } = actor.getSnapshot().context;
    actor.send({ type: 'TOKEN_REJECTED' });
    expect(calls.refresh).toHaveBeenCalledWith({ refreshToken, panel: 'investor' });
  });
});

describe('auth machine: session refresh', () => {
  async function signedInAdvisor(
    lifetimeMs = 15 * MINUTE,
    refresh?: (input: RefreshInput) => Promise<AuthTokenResponse>,
  ) {
    const stored = tokens(lifetimeMs);
    const started = start({ accessToken: stored.accessToken, refreshToken: stored.refreshToken }, { refresh });
    return { ...started, stored };
  }

  it('refreshes exactly at exp − 5 minutes, not a millisecond earlier', async () => {
    const { actor, calls, stored } = await signedInAdvisor(15 * MINUTE);
    await vi.advanceTimersByTimeAsync(15 * MINUTE - REFRESH_BEFORE_EXPIRY_MS - 1);
    expect(calls.refresh).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.refresh).toHaveBeenCalledWith({ refreshToken: stored.refreshToken, panel: 'advisor' });
  });

  it('re-arms the timer from the new token when active is re-entered', async () => {
    const { actor, calls } = await signedInAdvisor(15 * MINUTE, async () => tokens(30 * MINUTE));
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(calls.storeSession).toHaveBeenCalledTimes(1);
    // The new token expires 30 minutes after the refresh: the next refresh is 25 minutes later.
    await vi.advanceTimersByTimeAsync(25 * MINUTE - 1);
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.refresh).toHaveBeenCalledTimes(2);
  });

  it('single flight: many TOKEN_REJECTED while refreshing cause one refresh', async () => {
    const pending = deferred<AuthTokenResponse>();
    const { actor, calls } = await signedInAdvisor(15 * MINUTE, () => pending.promise);
    for (let i = 0; i < 5; i++) actor.send({ type: 'TOKEN_REJECTED' });
    await settle();
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    const next = tokens();
    pending.resolve(next);
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().context.accessToken).toBe(next.accessToken);
    expect(calls.refresh).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh removes the stored token and reloads the page, recording the reload', async () => {
    const { actor, calls } = await signedInAdvisor(15 * MINUTE, async () => Promise.reject(new Error('revoked')));
    actor.send({ type: 'TOKEN_REJECTED' });
    await settle();
    expect(calls.clearSession).toHaveBeenCalledTimes(1);
    expect(calls.markReload).toHaveBeenCalledWith({ at: NOW });
    expect(calls.reloadPage).toHaveBeenCalledTimes(1);
    expect(calls.redirectHome).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(actor.getSnapshot().context.accessToken).toBeNull();
  });

  it('the reload guard: a failure within 10 s of the last reload does not reload again (no loop)', async () => {
    const stored = tokens();
    const { actor, calls } = start(
      { accessToken: stored.accessToken, refreshToken: stored.refreshToken, lastReloadAt: NOW - 9_999 },
      { refresh: async () => Promise.reject(new Error('revoked')) },
    );
    actor.send({ type: 'TOKEN_REJECTED' });
    await settle();
    expect(calls.reloadPage).not.toHaveBeenCalled();
    expect(calls.clearSession).toHaveBeenCalledTimes(1);
    expect(calls.redirectHome).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
  });

  it('the reload guard expires after 10 s', async () => {
    const stored = tokens();
    const { actor, calls } = start(
      { accessToken: stored.accessToken, refreshToken: stored.refreshToken, lastReloadAt: NOW - 10_000 },
      { refresh: async () => Promise.reject(new Error('revoked')) },
    );
    actor.send({ type: 'TOKEN_REJECTED' });
    await settle();
    expect(calls.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('without a refresh token the token is removed and the user goes to /', async () => {
    const stored = tokens(15 * MINUTE);
    const { actor, calls } = start({ accessToken: stored.accessToken, refreshToken: null });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(calls.refresh).not.toHaveBeenCalled();
    expect(calls.clearSession).toHaveBeenCalledTimes(1);
    expect(calls.redirectHome).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
  });

  it('TOKEN_REJECTED is ignored when signed out', () => {
    const { actor, calls } = start();
    actor.send({ type: 'TOKEN_REJECTED' });
    expect(calls.refresh).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
  });
});

describe('auth machine: logout and a lost session', () => {
  it('logout calls the server, then clears user data, contexts and tokens', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'LOGIN', email: 'a@x.test', password: 'p', tenantId: TENANT });
    await settle();
    const { accessToken } = actor.getSnapshot().context;
    actor.send({ type: 'LOGOUT' });
    expect(calls.logout).toHaveBeenCalledWith({ accessToken });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(snapshot.context).toMatchObject({ accessToken: null, refreshToken: null, claims: null, contexts: [] });
    expect(calls.clearSession).toHaveBeenCalledTimes(2); // once at start-up (nothing stored), once at logout
    expect(snapshot.context.lostPanel).toBe('advisor');
    // The refresh timer died with the session.
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(calls.refresh).not.toHaveBeenCalled();
  });

  it('logout ends the local session even when the server call fails', async () => {
    const { actor } = start({}, { logout: async () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'LOGIN', email: 'a@x.test', password: 'p', tenantId: TENANT });
    await settle();
    actor.send({ type: 'LOGOUT' });
    await settle();
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
  });

  it('SESSION_LOST remembers which panel the session belonged to', async () => {
    const { actor } = start();
    actor.send({ type: 'LOGIN_WITH_TOKEN', token: 'one-time-token-0123456789' });
    await settle();
    actor.send({ type: 'SESSION_LOST' });
    expect(actor.getSnapshot().matches({ signedOut: 'sessionLost' })).toBe(true);
    expect(actor.getSnapshot().context.lostPanel).toBe('investor');
  });
});
