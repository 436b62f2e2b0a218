// Sign-in and session rules (see docs/product/sign-in.md). Handlers (auth.handlers.ts) only unpack requests; the rules
// live here; SQL lives in auth.repository.ts.
import QRCode from 'qrcode';
import type {
  ActivationFromEmailResult,
  AuthTokenResponse,
  ChangeContextRequest,
  EmailRequest,
  InvestorTokenRequest,
  LoginRequest,
  LoginResponse,
  RefreshTokenRequest,
  SetPasswordRequest,
  TokenRequest,
  TwoFactorLoginRequest,
} from '#generated/api/model';
import type { Database } from '../../db/open-db';
import type { OneTimeTokenPurpose, UserRow } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import type { Panel } from '../../security/jwt';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { hashToken, newOpaqueToken } from '../../security/tokens';
import { generateTotpSecret, matchTotpStep, otpauthUrl } from '../../security/totp';
import { defineJob, type JobContext } from '../../jobs';
import { findTenantById } from '../branding';
import { contextIdFor } from '../contexts';
import { panelOfRole, tenantCaller, type Caller, type UserCaller } from '../shared';
import * as repo from './auth.repository';
import { writeTokenMail, type TokenMailKind } from './one-time-tokens';
import { assertNotLocked, POLICIES, recordFailure, resetCounters, type ThrottleKey } from './throttle';

export const LOGIN_STEP_TTL_MS = 5 * 60_000;
export const REMEMBER_TTL_MS = 30 * 24 * 3_600_000;
/** Two tabs refreshing with the same token within this window both succeed; later reuse revokes the session. */
export const REFRESH_GRACE_MS = 10_000;

type AuthCall = Caller;

const badCredentials = () => new HttpError(401, 'BAD_CREDENTIALS', 'Bad credentials');
const tokenInactive = (status = 401) => new HttpError(status, 'TOKEN_INACTIVE', 'Token is invalid.');
const twoFactorInvalid = () => new HttpError(401, 'TWO_FACTOR_INVALID', 'Invalid authentication code');
const accountInactive = () => new HttpError(403, 'ACCOUNT_INACTIVE', 'Account is not active.');
const accessDenied = () => new HttpError(403, 'ACCESS_DENIED', 'Access denied');

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

// ------------------------------------------------------------------ tokens of a session

/** A new session (refresh-token family) with its first refresh token and an access token. */
async function startSession(db: Database, call: AuthCall, user: UserRow, panel: Panel): Promise<AuthTokenResponse> {
  const now = call.services.now();
  const sessionId = await repo.createSession(db, { tenantId: call.tenant.id, userId: user.id, panel, now });
  return issueTokens(db, call, { sessionId, user, panel });
}

async function issueTokens(
  db: Database,
  call: AuthCall,
  session: { sessionId: string; user: Pick<UserRow, 'id' | 'email'>; panel: Panel },
): Promise<AuthTokenResponse> {
  const now = call.services.now();
  const refreshToken = newOpaqueToken();
  await repo.insertRefreshToken(db, {
    sessionId: session.sessionId,
    tokenHash: hashToken(refreshToken),
    now,
    expiresAt: later(now, call.services.refreshTokenTtlSeconds * 1000),
  });
  const accessToken = await call.services.signer.sign(
    {
      sub: session.user.id,
      sid: session.sessionId,
      context_type: session.panel,
      context_id: call.tenant.configurationId,
      username: session.user.email,
    },
    now,
  );
  return { type: 'auth-token', accessToken, refreshToken };
}

// ------------------------------------------------------------------ advisor login

function loginKeys(call: AuthCall, email: string): { account: ThrottleKey[]; ip: ThrottleKey } {
  const account = `${call.tenant.id}:${email}`;
  return {
    account: [
      { key: `login:account-ip:${account}:${call.ip}`, policy: POLICIES.accountIp },
      { key: `login:account:${account}`, policy: POLICIES.account },
    ],
    ip: { key: `login:ip:${call.ip}`, policy: POLICIES.ip },
  };
}

export async function login(call: AuthCall, body: LoginRequest): Promise<LoginResponse> {
  const { db, services } = call;
  const email = normalizeEmail(body.email);
  const keys = loginKeys(call, email);
  await assertNotLocked(db, [...keys.account, keys.ip], services.now());

  const found = await repo.findUserByEmail(db, call.tenant.id, email);
  // Investors have no password and deleted accounts cannot log in: both look exactly like a wrong password, and
  // argon2 runs either way (against a dummy hash when there is none) so the answer takes as long.
  const user = found && found.role !== 'investor' && found.status !== 'deleted' ? found : null;
  const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !ok) {
    await recordFailure(db, [...keys.account, keys.ip], services.now());
    throw badCredentials();
  }
  await resetCounters(db, keys.account);
  if (user.status !== 'active') throw accountInactive();

  const now = services.now();
  if (
    body.remember2faToken &&
    user.totpSecretEncrypted &&
    (await repo.isRememberTokenValid(db, user.id, hashToken(body.remember2faToken), now))
  ) {
    return startSession(db, call, user, 'advisor-panel');
  }

  const loginToken = newOpaqueToken();
  const expiresAt = later(now, LOGIN_STEP_TTL_MS);
  if (user.totpSecretEncrypted) {
    await repo.insertOneTimeToken(db, {
      tenantId: call.tenant.id,
      userId: user.id,
      purpose: 'login-step',
      tokenHash: hashToken(loginToken),
      now,
      expiresAt,
    });
    return { type: 'two-factor', loginToken, expiresAt: expiresAt.toISOString() };
  }

  // First login after activation: a new secret, kept (encrypted) with the login step until the first code
  // confirms it; only then is it stored on the user.
  const secret = generateTotpSecret();
  await repo.insertOneTimeToken(db, {
    tenantId: call.tenant.id,
    userId: user.id,
    purpose: 'login-step',
    tokenHash: hashToken(loginToken),
    now,
    expiresAt,
    data: { pendingTotpSecret: services.box.seal(secret) },
  });
  const issuer = call.tenant.whiteLabel.siteTitle.pl || call.tenant.name;
  const url = otpauthUrl(secret, issuer, user.email);
  return {
    type: 'two-factor-enrolment',
    loginToken,
    expiresAt: expiresAt.toISOString(),
    otpauthUrl: url,
    secret,
    qrCodeDataUrl: await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
  };
}

export async function loginWithTwoFactor(call: AuthCall, body: TwoFactorLoginRequest): Promise<AuthTokenResponse> {
  const { db, services } = call;
  const tokenHash = hashToken(body.loginToken);
  const step = await repo.peekOneTimeToken(db, { tokenHash, purposes: ['login-step'], now: services.now() });
  if (!step || step.tenantId !== call.tenant.id) throw tokenInactive();
  const keys: ThrottleKey[] = [
    { key: `2fa:account:${step.userId}`, policy: POLICIES.accountIp },
    { key: `2fa:ip:${call.ip}`, policy: POLICIES.ip },
  ];
  await assertNotLocked(db, keys, services.now());
  const user = await repo.findUserById(db, call.tenant.id, step.userId);
  if (!user || user.status !== 'active') throw tokenInactive();

  const pending = typeof step.data.pendingTotpSecret === 'string' ? step.data.pendingTotpSecret : null;
  const sealed = pending ?? user.totpSecretEncrypted;
  if (!sealed) throw tokenInactive();
  const matched = matchTotpStep(services.box.open(sealed), body.code, services.now());
  if (matched === null) {
    await recordFailure(db, keys, services.now());
    throw twoFactorInvalid();
  }

  let result: AuthTokenResponse;
  try {
    result = await db.transaction(async (tx) => {
      const now = services.now();
      // Both single-use checks in one transaction: a code already used (or a parallel use of the same code)
      // rolls the login step back, so the user may still type the next code with the same loginToken.
      const used = await repo.consumeOneTimeToken(tx, {
        tokenHash,
        tenantId: call.tenant.id,
        purposes: ['login-step'],
        now,
      });
      if (!used) throw tokenInactive();
      if (!(await repo.acceptTotpStep(tx, user.id, matched, now, pending ?? undefined))) throw twoFactorInvalid();
      if (pending) await repo.revokeRememberTokens(tx, user.id, now);
      const tokens = await startSession(tx, call, user, 'advisor-panel');
      if (body.rememberDevice) {
        const remember2faToken = newOpaqueToken();
        await repo.insertRememberToken(tx, {
          userId: user.id,
          tokenHash: hashToken(remember2faToken),
          now,
          expiresAt: later(now, REMEMBER_TTL_MS),
        });
        return { ...tokens, remember2faToken };
      }
      return tokens;
    });
  } catch (error) {
    if (error instanceof HttpError && error.code === 'TWO_FACTOR_INVALID')
      await recordFailure(db, keys, services.now());
    throw error;
  }
  await resetCounters(db, keys.slice(0, 1));
  return result;
}

// ------------------------------------------------------------------ e-mailed tokens

/** Every request counts against the address and the IP (known or not: the answer must not differ). */
async function throttleSending(call: AuthCall, action: string, email: string): Promise<void> {
  const keys: ThrottleKey[] = [
    { key: `${action}:address:${call.tenant.id}:${email}`, policy: POLICIES.sendAddress },
    { key: `${action}:ip:${call.ip}`, policy: POLICIES.sendIp },
  ];
  await assertNotLocked(call.db, keys, call.services.now());
  await recordFailure(call.db, keys, call.services.now());
}

/**
 * The e-mail of a token request is looked up and written by a job, after the answer: the
 * answer is the same 202, in the same time, for a known and an unknown address, because the code path up to the
 * answer does not depend on the address (only the throttling and the job's insert, alike for every request).
 */
export interface TokenMailJob {
  purpose: TokenMailKind;
  tenantId: string;
  email: string;
}

export const TOKEN_MAIL_JOB = defineJob<TokenMailJob>({
  name: 'token-mail',
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
  concurrency: 2,
});

async function afterAnswer(call: AuthCall, purpose: TokenMailKind, email: string): Promise<void> {
  await call.services.jobs.enqueue(call.db, TOKEN_MAIL_JOB, { purpose, tenantId: call.tenant.id, email });
  call.services.jobs.wake(TOKEN_MAIL_JOB);
}

/** Who may get each e-mail: else the job writes nothing (the requester never learns which it was). */
const TOKEN_MAIL_RECIPIENT: Record<TokenMailKind, (user: UserRow, tenant: Caller['tenant']) => boolean> = {
  'investor-login': (user, tenant) =>
    !tenant.whiteLabel.blockInvestorPanel && user.role === 'investor' && user.status === 'active',
  activation: (user) => canHavePassword(user) && user.status === 'initial',
  'password-reset': (user) => canHavePassword(user) && user.status === 'active',
};

/** The token-mail job: the token and its e-mail are written, and the job completed, in one transaction. */
export async function runTokenMailJob(
  deps: Pick<Caller, 'db' | 'services'>,
  job: TokenMailJob,
  context: JobContext,
): Promise<void> {
  const tenant = await findTenantById(deps.db, job.tenantId);
  if (!tenant) return;
  const call = tenantCaller(deps, tenant);
  const user = await repo.findUserByEmail(call.db, tenant.id, job.email);
  if (!user || !TOKEN_MAIL_RECIPIENT[job.purpose](user, tenant)) return;
  // A new token retires the older ones (writeTokenMail): only the latest e-mail signs in.
  await context.completeWith((tx) => writeTokenMail(tx, call, user, job.purpose));
  call.services.outbox.kick();
}

export async function sendInvestorLoginToken(call: AuthCall, body: InvestorTokenRequest): Promise<void> {
  const email = normalizeEmail(body.email);
  await throttleSending(call, 'send-investor-token', email);
  await afterAnswer(call, 'investor-login', email);
}

/** Uses an investor-login (or context-switch) token: one conditional UPDATE, then a new session. */
async function loginWithOneTimeToken(
  call: AuthCall,
  token: string,
  purposes: OneTimeTokenPurpose[],
): Promise<AuthTokenResponse> {
  const { db, services } = call;
  const ipKey: ThrottleKey[] = [{ key: `token-login:ip:${call.ip}`, policy: POLICIES.ip }];
  await assertNotLocked(db, ipKey, services.now());
  const tokenHash = hashToken(token);
  const peek = await repo.peekOneTimeToken(db, { tokenHash, purposes, now: services.now() });
  if (peek && peek.tenantId !== call.tenant.id) throw new HttpError(403, 'FORBIDDEN', 'Forbidden');
  if (call.tenant.whiteLabel.blockInvestorPanel && peek?.purpose === 'investor-login') throw accessDenied();
  return db
    .transaction(async (tx) => {
      const used = await repo.consumeOneTimeToken(tx, {
        tokenHash,
        tenantId: call.tenant.id,
        purposes,
        now: services.now(),
      });
      if (!used) throw tokenInactive();
      const user = await repo.findUserById(tx, call.tenant.id, used.userId);
      if (!user || user.status !== 'active') throw accountInactive();
      const panel: Panel =
        used.purpose === 'context-switch' && used.data.panel === 'advisor-panel' ? 'advisor-panel' : 'investor-panel';
      if (panel !== panelOfRole(user.role)) throw accessDenied();
      return startSession(tx, call, user, panel);
    })
    .catch(async (error: unknown) => {
      if (error instanceof HttpError && error.code === 'TOKEN_INACTIVE') await recordFailure(db, ipKey, services.now());
      throw error;
    });
}

export const loginInvestor = (call: AuthCall, body: TokenRequest) =>
  loginWithOneTimeToken(call, body.token, ['investor-login']);

/**
 * PATCH /auth/change-context {token}: the redirect token of /login-with-redirect-token. It is the same
 * single-use token the investor login e-mail carries (purpose investor-login), or a context-switch token
 * (purpose context-switch, naming its panel; issued by later features such as impersonation).
 */
export const changeContextWithToken = (call: AuthCall, body: TokenRequest) =>
  loginWithOneTimeToken(call, body.token, ['investor-login', 'context-switch']);

// ------------------------------------------------------------------ activation and passwords

const canHavePassword = (user: UserRow | null): user is UserRow => Boolean(user && user.role !== 'investor');

export async function sendActivationToken(call: AuthCall, body: EmailRequest): Promise<void> {
  const email = normalizeEmail(body.email);
  await throttleSending(call, 'send-activation', email);
  await afterAnswer(call, 'activation', email);
}

export async function activateAccountFromEmail(call: AuthCall, body: TokenRequest): Promise<ActivationFromEmailResult> {
  const { db, services } = call;
  const tokenHash = hashToken(body.token);
  const peek = await repo.peekOneTimeToken(db, { tokenHash, purposes: ['activation'], now: services.now() });
  const user =
    peek && peek.tenantId === call.tenant.id ? await repo.findUserById(db, call.tenant.id, peek.userId) : null;
  if (!peek || !user || user.status === 'deleted') throw tokenInactive(422);
  if (!user.passwordHash) {
    // The token stays valid: the set-password form sends it to POST /auth/activate.
    return { email: user.email, passwordRequired: true, status: user.status };
  }
  await db.transaction(async (tx) => {
    const used = await repo.consumeOneTimeToken(tx, {
      tokenHash,
      tenantId: call.tenant.id,
      purposes: ['activation'],
      now: services.now(),
    });
    if (!used) throw tokenInactive(422);
    await repo.activateUser(tx, user.id, services.now());
  });
  return { email: user.email, passwordRequired: false, status: 'active' };
}

async function setPasswordWithToken(
  call: AuthCall,
  body: SetPasswordRequest,
  purpose: 'activation' | 'password-reset',
): Promise<void> {
  const { db, services } = call;
  const ipKey: ThrottleKey[] = [{ key: `token-login:ip:${call.ip}`, policy: POLICIES.ip }];
  await assertNotLocked(db, ipKey, services.now());
  const passwordHash = await hashPassword(body.password);
  try {
    await db.transaction(async (tx) => {
      const now = services.now();
      const used = await repo.consumeOneTimeToken(tx, {
        tokenHash: hashToken(body.token),
        tenantId: call.tenant.id,
        purposes: [purpose],
        now,
      });
      if (!used) throw tokenInactive(422);
      const user = await repo.findUserById(tx, call.tenant.id, used.userId);
      if (!canHavePassword(user) || user.status === 'deleted') throw tokenInactive(422);
      if (purpose === 'password-reset' && user.status !== 'active') throw tokenInactive(422);
      await repo.setUserPassword(tx, user.id, passwordHash, now, { activate: purpose === 'activation' });
      // A new password ends every session and every remembered device of the account.
      await repo.revokeUserAccess(tx, user.id, now, { oneTimeTokens: false });
    });
  } catch (error) {
    if (error instanceof HttpError && error.code === 'TOKEN_INACTIVE') await recordFailure(db, ipKey, services.now());
    throw error;
  }
}

export const activateAccount = (call: AuthCall, body: SetPasswordRequest) =>
  setPasswordWithToken(call, body, 'activation');

export const setPassword = (call: AuthCall, body: SetPasswordRequest) =>
  setPasswordWithToken(call, body, 'password-reset');

export async function sendPasswordReminder(call: AuthCall, body: EmailRequest): Promise<void> {
  const email = normalizeEmail(body.email);
  await throttleSending(call, 'send-password-reset', email);
  await afterAnswer(call, 'password-reset', email);
}

// ------------------------------------------------------------------ refresh, logout, context switch

export async function refresh(call: AuthCall, body: RefreshTokenRequest, panel: Panel): Promise<AuthTokenResponse> {
  const { db, services } = call;
  const tokenHash = hashToken(body.refreshToken);
  const now = services.now();
  const rotated = await repo.rotateRefreshToken(db, { tokenHash, tenantId: call.tenant.id, panel, now });
  const state = await repo.findRefreshToken(db, tokenHash);
  if (!state || state.tenantId !== call.tenant.id || state.panel !== panel || state.sessionRevoked)
    throw tokenInactive();
  if (!rotated) {
    if (state.expiresAt <= now || !state.rotatedAt) throw tokenInactive();
    if (now.getTime() - state.rotatedAt.getTime() > REFRESH_GRACE_MS) {
      // A rotated token used again after the grace window: stolen, or a replay. End the whole session.
      await repo.revokeSession(db, state.sessionId, now);
      throw tokenInactive();
    }
    // Within the grace window (another tab refreshed first): a sibling token of the same session.
  }
  const user = await repo.findUserById(db, call.tenant.id, state.userId);
  if (!user || user.status !== 'active') throw tokenInactive();
  return issueTokens(db, call, { sessionId: state.sessionId, user, panel });
}

/** Ends the caller's session in every panel: its refresh tokens stop working, its access token too. */
export async function logout(call: UserCaller): Promise<void> {
  await repo.revokeSession(call.db, call.user.sessionId, call.services.now());
}

/**
 * PATCH /api/auth/change-context: a fresh session in the chosen context; the current one ends (its tokens are
 * replaced, not kept twice). The only contexts a user holds are those of their own tenant (the Host's, checked
 * by the auth plugin).
 */
export async function changeContext(call: UserCaller, body: ChangeContextRequest): Promise<AuthTokenResponse> {
  const current = call.user;
  const panel = panelOfRole(current.role);
  if (body.contextId !== contextIdFor(current.userId, panel) || (body.contextType && body.contextType !== panel)) {
    throw accessDenied();
  }
  const user = await repo.findUserById(call.db, call.tenant.id, current.userId);
  if (!user) throw accessDenied();
  return call.db.transaction(async (tx) => {
    await repo.revokeSession(tx, current.sessionId, call.services.now());
    return startSession(tx, call, user, panel);
  });
}
