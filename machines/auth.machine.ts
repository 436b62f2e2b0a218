/**
 * The auth statechart (login, logout, investor login and session refresh of docs/product/sign-in.md). Pure: no React, no axios, no storage. Every side effect is an actor or an action implemented
 * by name in src/lib/auth and swapped in with `authMachine.provide()`; the unit tests run the bare actor.
 *
 *   booting ─┬─> signedIn.active      (stored access token still valid: the refresh timer is armed from exp)
 *            ├─> signedIn.refreshing  (stored token expired or unreadable, refresh token present)
 *            └─> signedOut.idle
 *
 *   signedOut ── LOGIN ──> advisorLogin.credentials ─┬─ auth-token ─────────────> establishing
 *                                                    └─ two-factor / enrolment ─> advisorLogin.secondStep
 *             advisorLogin.secondStep ── SUBMIT_CODE ──> advisorLogin.verifyingCode ──> establishing
 *             establishing.loadingContexts ─┬─ token already in this tenant's advisor panel ──> signedIn
 *                                           ├─ such a context exists ──> establishing.switchingContext ──> signedIn
 *                                           └─ none ──> signedOut.accessDenied ('Access denied')
 *   signedOut ── REQUEST_INVESTOR_TOKEN ──> investorLogin.sendingToken ──> investorLogin.enterToken ("check your mail")
 *   signedOut / enterToken ── LOGIN_WITH_TOKEN ──> investorLogin.loggingIn ──> signedIn
 *
 *   signedIn.active ── after(untilRefresh = exp − 5 min) / TOKEN_REJECTED ──> signedIn.refreshing
 *                   (no refresh token: token removed, redirect to / -> signedOut.idle)
 *   signedIn.refreshing: ignores TOKEN_REJECTED (single flight) ─┬─ done ──> signedIn.active (timer re-armed)
 *                                                                 └─ error ──> refreshFailed
 *   refreshFailed: token removed; reload unless the last reload was < 10 s ago (then redirect to /).
 *   signedIn ── LOGOUT ──> signedIn.loggingOut ──> signedOut.idle (user data, contexts, tokens cleared)
 *   signedIn ── SESSION_LOST (a request found no stored key) ──> signedOut.sessionLost
 *
 * The snapshot is never persisted (a restored snapshot does not re-arm `after` timers): src/lib/auth
 * persists the tokens and this machine starts from them (input) on every page load.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type {
  AuthTokenResponse,
  ChangeContextRequest,
  LoginResponse,
  TwoFactorChallenge,
  TwoFactorEnrolment,
  UserContext,
} from '#generated/api/model';
import { decodeAccessToken, expiresAtMs, isInvestorToken, type AccessTokenClaims } from './jwt';

/** The access token is refreshed when under 5 minutes remain (see docs/product/constants.md). */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60 * 1000;
/** Reload guard time-to-live (see docs/product/constants.md). */
export const RELOAD_GUARD_MS = 10 * 1000;
/** setTimeout's ceiling (about 24.8 days); a token without exp is not refreshed by the timer. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export type Panel = 'advisor' | 'investor';
export type SecondStep = TwoFactorChallenge | TwoFactorEnrolment;

/** Where the last error came from, so each screen shows only its own. */
export type AuthErrorSource = 'credentials' | 'code' | 'contexts' | 'investorToken' | 'investorLogin';

export interface AuthContext {
  accessToken: string | null;
  refreshToken: string | null;
  claims: AccessTokenClaims | null;
  /** The white-label configuration id of this landing page (Context-Id), given with LOGIN. */
  tenantId: string | null;
  /** The e-mail of the login in progress (advisor) or of the token request (investor). */
  email: string | null;
  /** The second-step response (two-factor code or enrolment). */
  secondStep: SecondStep | null;
  contexts: UserContext[];
  error: unknown;
  errorSource: AuthErrorSource | null;
  /** Time of the last reload caused by a failed refresh (from storage), for the 10 s guard. */
  lastReloadAt: number | null;
  /**
   * The panel of a session that ended by logout or because a request found no stored key: the guard sends an
   * investor to / and an advisor to /doradcy.
   */
  lostPanel: Panel | null;
}

export interface AuthInput {
  accessToken?: string | null;
  refreshToken?: string | null;
  lastReloadAt?: number | null;
}

export type AuthEvent =
  | { type: 'LOGIN'; email: string; password: string; tenantId: string }
  | { type: 'SUBMIT_CODE'; code: string; rememberDevice: boolean }
  | { type: 'CANCEL_LOGIN' }
  | { type: 'REQUEST_INVESTOR_TOKEN'; email: string }
  | { type: 'LOGIN_WITH_TOKEN'; token: string }
  | { type: 'TOKEN_REJECTED' }
  | { type: 'SESSION_LOST' }
  | { type: 'LOGOUT' };

export interface LoginInput {
  email: string;
  password: string;
}
export interface TwoFactorInput {
  loginToken: string;
  code: string;
  rememberDevice: boolean;
}
export interface RefreshInput {
  refreshToken: string;
  /** advisor: POST /auth/refresh-token; investor: POST /auth/refresh-investor-token. */
  panel: Panel;
}
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

function notProvided(name: string): never {
  throw new Error(`auth.machine: the "${name}" implementation was not provided.`);
}

function tokensFrom(response: AuthTokenResponse) {
  return {
    accessToken: response.accessToken,
    refreshToken: response.refreshToken,
    claims: decodeAccessToken(response.accessToken),
  };
}

function panelOf(claims: AccessTokenClaims | null): Panel {
  return isInvestorToken(claims) ? 'investor' : 'advisor';
}

/** The advisor-panel context of this landing page's tenant, if the user has one (see docs/product/sign-in.md). */
export function tenantAdvisorContext(contexts: readonly UserContext[], tenantId: string | null) {
  return contexts.find((entry) => entry.context.type === 'advisor-panel' && entry.configurationId === tenantId);
}

const signedOutEvents = {
  LOGIN: {
    target: '#auth.advisorLogin',
    actions: 'startAdvisorLogin',
  },
  REQUEST_INVESTOR_TOKEN: {
    target: '#auth.investorLogin.sendingToken',
    actions: 'startInvestorLogin',
  },
  LOGIN_WITH_TOKEN: { target: '#auth.investorLogin.loggingIn', actions: 'clearError' },
} as const;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    login: fromPromise<LoginResponse, LoginInput>(async () => notProvided('login')),
    loginWithTwoFactor: fromPromise<AuthTokenResponse, TwoFactorInput>(async () => notProvided('loginWithTwoFactor')),
    listContexts: fromPromise<UserContext[], { accessToken: string }>(async () => notProvided('listContexts')),
    changeContext: fromPromise<AuthTokenResponse, ChangeContextRequest>(async () => notProvided('changeContext')),
    sendInvestorToken: fromPromise<void, { email: string }>(async () => notProvided('sendInvestorToken')),
    loginInvestor: fromPromise<AuthTokenResponse, { token: string }>(async () => notProvided('loginInvestor')),
    refresh: fromPromise<AuthTokenResponse, RefreshInput>(async () => notProvided('refresh')),
    logout: fromPromise<void, { accessToken: string | null }>(async () => notProvided('logout')),
  },
  actions: {
    /** Persist the session (apiKey + refreshToken, docs/product/sign-in.md). */
    storeSession: (_, _params: SessionTokens) => {},
    /** Remove the stored session (and the concurrency flag with it). */
    clearSession: () => {},
    /** Keep the remember-2FA token for this e-mail. */
    rememberDevice: (_, _params: { email: string; token: string }) => {},
    /** Write the reload guard's timestamp. */
    markReload: (_, _params: { at: number }) => {},
    reloadPage: () => {},
    /** Navigate to / (no refresh token, or a failed refresh inside the reload guard's window). */
    redirectHome: () => {},
    clearError: assign({ error: null, errorSource: null }),
    startAdvisorLogin: assign(({ event }) =>
      event.type === 'LOGIN'
        ? { email: event.email, tenantId: event.tenantId, secondStep: null, error: null, errorSource: null }
        : {},
    ),
    startInvestorLogin: assign(({ event }) =>
      event.type === 'REQUEST_INVESTOR_TOKEN' ? { email: event.email, error: null, errorSource: null } : {},
    ),
    forgetSession: assign({
      accessToken: null,
      refreshToken: null,
      claims: null,
      contexts: [],
      secondStep: null,
    }),
  },
  guards: {
    hasUsableAccessToken: ({ context }) => {
      const expiresAt = expiresAtMs(context.claims);
      return context.accessToken !== null && expiresAt !== null && expiresAt > Date.now();
    },
    hasRefreshToken: ({ context }) => Boolean(context.refreshToken),
    reloadAllowed: ({ context }) =>
      context.lastReloadAt === null || Date.now() - context.lastReloadAt >= RELOAD_GUARD_MS,
  },
  delays: {
    untilRefresh: ({ context }) => {
      const expiresAt = expiresAtMs(context.claims);
      if (expiresAt === null) return MAX_DELAY_MS;
      return Math.min(MAX_DELAY_MS, Math.max(0, expiresAt - REFRESH_BEFORE_EXPIRY_MS - Date.now()));
    },
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    accessToken: input.accessToken ?? null,
    refreshToken: input.refreshToken ?? null,
    claims: decodeAccessToken(input.accessToken),
    tenantId: null,
    email: null,
    secondStep: null,
    contexts: [],
    error: null,
    errorSource: null,
    lastReloadAt: input.lastReloadAt ?? null,
    lostPanel: null,
  }),
  initial: 'booting',
  states: {
    booting: {
      always: [
        { guard: 'hasUsableAccessToken', target: 'signedIn' },
        { guard: 'hasRefreshToken', target: 'signedIn.refreshing' },
        { target: 'signedOut', actions: ['clearSession', 'forgetSession'] },
      ],
    },

    signedOut: {
      initial: 'idle',
      on: signedOutEvents,
      states: {
        idle: {},
        /** No advisor-panel context for this landing page: 'Access denied' (see docs/product/sign-in.md). */
        accessDenied: {},
        /** A request found no stored key: the guard sends an investor to / and an advisor to /doradcy. */
        sessionLost: {},
      },
    },

    advisorLogin: {
      initial: 'credentials',
      on: { CANCEL_LOGIN: { target: 'signedOut', actions: assign({ secondStep: null }) } },
      states: {
        credentials: {
          invoke: {
            src: 'login',
            input: ({ context, event }) => ({
              email: context.email ?? '',
              password: event.type === 'LOGIN' ? event.password : '',
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.type === 'auth-token',
                target: '#auth.establishing',
                actions: [
                  assign(({ event }) => tokensFrom(event.output as AuthTokenResponse)),
                  { type: 'storeSession', params: ({ event }) => event.output as AuthTokenResponse },
                ],
              },
              {
                target: 'secondStep',
                actions: assign({ secondStep: ({ event }) => event.output as SecondStep }),
              },
            ],
            onError: {
              target: '#auth.signedOut',
              actions: assign({ error: ({ event }) => event.error, errorSource: 'credentials' }),
            },
          },
        },
        /** The response asked for a further step: the authenticator code, or the TOTP enrolment. */
        /** Also accepts a new login of either kind (the person gave up on this one). */
        secondStep: {
          on: {
            ...signedOutEvents,
            SUBMIT_CODE: { target: 'verifyingCode', actions: 'clearError' },
          },
        },
        verifyingCode: {
          invoke: {
            src: 'loginWithTwoFactor',
            input: ({ context, event }) => ({
              loginToken: context.secondStep?.loginToken ?? '',
              code: event.type === 'SUBMIT_CODE' ? event.code : '',
              rememberDevice: event.type === 'SUBMIT_CODE' ? event.rememberDevice : false,
            }),
            onDone: {
              target: '#auth.establishing',
              actions: [
                assign(({ event }) => ({ ...tokensFrom(event.output), secondStep: null })),
                { type: 'storeSession', params: ({ event }) => event.output },
                enqueueActions(({ context, event, enqueue }) => {
                  const token = event.output.remember2faToken;
                  if (token && context.email)
                    enqueue({ type: 'rememberDevice', params: { email: context.email, token } });
                }),
              ],
            },
            onError: {
              target: 'secondStep',
              actions: assign({ error: ({ event }) => event.error, errorSource: 'code' }),
            },
          },
        },
      },
    },

    establishing: {
      initial: 'loadingContexts',
      states: {
        loadingContexts: {
          invoke: {
            src: 'listContexts',
            input: ({ context }) => ({ accessToken: context.accessToken ?? '' }),
            onDone: [
              {
                guard: ({ context, event }) => {
                  const match = tenantAdvisorContext(event.output, context.tenantId);
                  return (
                    match !== undefined &&
                    context.claims?.context_type === 'advisor-panel' &&
                    context.claims.context_id === context.tenantId
                  );
                },
                target: '#auth.signedIn',
                actions: assign({ contexts: ({ event }) => event.output }),
              },
              {
                guard: ({ context, event }) => tenantAdvisorContext(event.output, context.tenantId) !== undefined,
                target: 'switchingContext',
                actions: assign({ contexts: ({ event }) => event.output }),
              },
              {
                target: '#auth.signedOut.accessDenied',
                actions: ['clearSession', 'forgetSession'],
              },
            ],
            onError: {
              target: '#auth.signedOut',
              actions: [
                'clearSession',
                'forgetSession',
                assign({ error: ({ event }) => event.error, errorSource: 'contexts' }),
              ],
            },
          },
        },
        switchingContext: {
          invoke: {
            src: 'changeContext',
            input: ({ context }) => ({
              contextId: tenantAdvisorContext(context.contexts, context.tenantId)?.id ?? '',
              contextType: 'advisor-panel' as const,
            }),
            onDone: {
              target: '#auth.signedIn',
              actions: [
                assign(({ event }) => tokensFrom(event.output)),
                { type: 'storeSession', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: '#auth.signedOut.accessDenied',
              actions: ['clearSession', 'forgetSession'],
            },
          },
        },
      },
    },

    investorLogin: {
      initial: 'sendingToken',
      on: { CANCEL_LOGIN: 'signedOut' },
      states: {
        sendingToken: {
          invoke: {
            src: 'sendInvestorToken',
            input: ({ context }) => ({ email: context.email ?? '' }),
            onDone: 'enterToken',
            onError: {
              target: '#auth.signedOut',
              actions: assign({ error: ({ event }) => event.error, errorSource: 'investorToken' }),
            },
          },
        },
        /** "Check your mail": the token from the e-mail, typed or opened from the link. */
        enterToken: {
          on: {
            LOGIN: signedOutEvents.LOGIN,
            LOGIN_WITH_TOKEN: { target: 'loggingIn', actions: 'clearError' },
            REQUEST_INVESTOR_TOKEN: { target: 'sendingToken', actions: 'startInvestorLogin' },
          },
        },
        loggingIn: {
          invoke: {
            src: 'loginInvestor',
            input: ({ event }) => ({ token: event.type === 'LOGIN_WITH_TOKEN' ? event.token.trim() : '' }),
            onDone: {
              target: '#auth.signedIn',
              actions: [
                assign(({ event }) => tokensFrom(event.output)),
                { type: 'storeSession', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'enterToken',
              actions: assign({ error: ({ event }) => event.error, errorSource: 'investorLogin' }),
            },
          },
        },
      },
    },

    signedIn: {
      initial: 'active',
      entry: assign({ lostPanel: null, secondStep: null }),
      on: {
        LOGOUT: { target: '.loggingOut', actions: assign({ lostPanel: ({ context }) => panelOf(context.claims) }) },
        SESSION_LOST: {
          target: 'signedOut.sessionLost',
          actions: [assign({ lostPanel: ({ context }) => panelOf(context.claims) }), 'clearSession', 'forgetSession'],
        },
      },
      states: {
        active: {
          after: {
            untilRefresh: [
              { guard: 'hasRefreshToken', target: 'refreshing' },
              { target: '#auth.signedOut', actions: ['clearSession', 'forgetSession', 'redirectHome'] },
            ],
          },
          on: {
            TOKEN_REJECTED: [
              { guard: 'hasRefreshToken', target: 'refreshing' },
              { target: '#auth.signedOut', actions: ['clearSession', 'forgetSession', 'redirectHome'] },
            ],
          },
        },
        /** Single flight: no TOKEN_REJECTED here, so further 401s wait for this one refresh. */
        refreshing: {
          invoke: {
            src: 'refresh',
            input: ({ context }) => ({ refreshToken: context.refreshToken ?? '', panel: panelOf(context.claims) }),
            onDone: {
              target: 'active',
              actions: [
                assign(({ event }) => tokensFrom(event.output)),
                { type: 'storeSession', params: ({ event }) => event.output },
              ],
            },
            onError: { target: '#auth.refreshFailed' },
          },
        },
        loggingOut: {
          invoke: {
            src: 'logout',
            input: ({ context }) => ({ accessToken: context.accessToken }),
            onDone: { target: '#auth.signedOut', actions: ['clearSession', 'forgetSession'] },
            // Logging out never fails for the user: the local session ends whatever the server answers.
            onError: { target: '#auth.signedOut', actions: ['clearSession', 'forgetSession'] },
          },
        },
      },
    },

    /** On failure the stored token is removed and the page reloads (10 s reload guard; see docs/product/sign-in.md). */
    refreshFailed: {
      entry: ['clearSession', 'forgetSession'],
      always: [
        {
          guard: 'reloadAllowed',
          target: 'reloading',
          actions: [
            assign({ lastReloadAt: () => Date.now() }),
            { type: 'markReload', params: () => ({ at: Date.now() }) },
            'reloadPage',
          ],
        },
        { target: 'signedOut', actions: 'redirectHome' },
      ],
    },
    /** The page is reloading; nothing else happens in this document. */
    reloading: {},
  },
});

export type AuthMachine = typeof authMachine;
