// SQL of sign-in and sessions: users, sessions (refresh-token families), refresh tokens, remember-device tokens,
// one-time tokens. Every single-use transition is ONE conditional UPDATE ... RETURNING, so parallel requests
// (two tabs, an attacker replaying) let exactly one through on PostgreSQL too.
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-db';
import {
  oneTimeTokens,
  refreshTokens,
  rememberTokens,
  sessions,
  users,
  type NewUserRow,
  type OneTimeTokenPurpose,
  type UserRow,
} from '../../db/schema';
import type { Panel } from '../../security/jwt';
import { isUuid } from '../shared';

// ------------------------------------------------------------------ users

export async function findUserByEmail(db: Database, tenantId: string, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email.toLowerCase())))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Database, tenantId: string, userId: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export interface SessionUser {
  user: Pick<UserRow, 'id' | 'email' | 'role' | 'status' | 'firstName' | 'surname'>;
  panel: Panel;
  sessionRevoked: boolean;
}

/** Which session an access token names (its sub, sid, and the Host's tenant). */
export interface SessionKey {
  tenantId: string;
  userId: string;
  sessionId: string;
}

/**
 * The session lookup as a query with the placeholders `sessionId`, `userId` and `tenantId`: run alone
 * (findSessionUser) or as a CTE of a query that reads the session in the same round trip as its own rows (the
 * advisor list). Its row becomes a SessionUser with toSessionUser.
 */
export function sessionUserQuery(db: Database) {
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
      firstName: users.firstName,
      surname: users.surname,
      panel: sessions.panel,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        eq(sessions.tenantId, sql.placeholder('tenantId')),
      ),
    )
    .limit(1);
}

export type SessionUserRow = Awaited<ReturnType<ReturnType<typeof sessionUserQuery>['execute']>>[number];

export function toSessionUser(row: SessionUserRow): SessionUser {
  const { panel, revokedAt, ...user } = row;
  return { user, panel, sessionRevoked: revokedAt !== null };
}

/** Can the key be looked up at all (a token's sub and sid are only checked for being strings)? */
export const isSessionKey = (key: SessionKey): boolean => isUuid(key.userId) && isUuid(key.sessionId);

/** The session lookup of every authenticated request, prepared once per database (built and planned once). */
const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Database) {
  return sessionUserQuery(db).prepare('session_user');
}

/** The user behind an access token, with the state of its session (one query per authenticated request). */
export async function findSessionUser(db: Database, key: SessionKey): Promise<SessionUser | null> {
  if (!isSessionKey(key)) return null;
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  const [row] = await lookup.execute({ ...key });
  return row ? toSessionUser(row) : null;
}

/** Demo seeding: inserts unless the e-mail exists in the tenant. */
export async function insertUserIfMissing(db: Database, user: NewUserRow): Promise<boolean> {
  const inserted = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflictDoNothing({ target: [users.tenantId, users.email] })
    .returning({ id: users.id });
  return inserted.length > 0;
}

/**
 * Accepts a TOTP time step once: only a step strictly later than the last accepted one passes. Parallel uses of
 * one code serialise on the row lock; the losers see the new last step and match nothing. With `enrolSecret`
 * it also stores the secret of a first enrolment (only if none was set meanwhile).
 */
export async function acceptTotpStep(
  db: Database,
  userId: string,
  step: number,
  now: Date,
  enrolSecret?: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      lastTotpStep: step,
      updatedAt: now,
      ...(enrolSecret && { totpSecretEncrypted: enrolSecret, totpChangedAt: now }),
    })
    .where(
      and(
        eq(users.id, userId),
        eq(users.status, 'active'),
        enrolSecret ? isNull(users.totpSecretEncrypted) : sql`${users.totpSecretEncrypted} is not null`,
        or(isNull(users.lastTotpStep), lt(users.lastTotpStep, step)),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function setUserPassword(
  db: Database,
  userId: string,
  passwordHash: string,
  now: Date,
  options: { activate: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: now,
      updatedAt: now,
      ...(options.activate && { status: 'active' as const }),
    })
    .where(eq(users.id, userId));
}

export async function activateUser(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ status: 'active', updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.status, 'initial')));
}

// ------------------------------------------------------------------ sessions and refresh tokens

export async function createSession(
  db: Database,
  session: { tenantId: string; userId: string; panel: Panel; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ tenantId: session.tenantId, userId: session.userId, panel: session.panel, createdAt: session.now })
    .returning({ id: sessions.id });
  return row!.id;
}

export async function insertRefreshToken(
  db: Database,
  token: { sessionId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({
    sessionId: token.sessionId,
    tokenHash: token.tokenHash,
    createdAt: token.now,
    expiresAt: token.expiresAt,
  });
}

export interface RefreshTokenState {
  sessionId: string;
  userId: string;
  tenantId: string;
  panel: Panel;
  sessionRevoked: boolean;
  rotatedAt: Date | null;
  expiresAt: Date;
}

/**
 * Marks an unused, unexpired refresh token of a live session of this tenant and panel as used, in one statement.
 * Returns its session, or null when it was not in that state (the caller then looks at why).
 */
export async function rotateRefreshToken(
  db: Database,
  key: { tokenHash: string; tenantId: string; panel: Panel; now: Date },
): Promise<{ sessionId: string } | null> {
  const live = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.tenantId, key.tenantId), eq(sessions.panel, key.panel), isNull(sessions.revokedAt)));
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: key.now })
    .where(
      and(
        eq(refreshTokens.tokenHash, key.tokenHash),
        isNull(refreshTokens.rotatedAt),
        gt(refreshTokens.expiresAt, key.now),
        inArray(refreshTokens.sessionId, live),
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId });
  return rows[0] ?? null;
}

export async function findRefreshToken(db: Database, tokenHash: string): Promise<RefreshTokenState | null> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      tenantId: sessions.tenantId,
      panel: sessions.panel,
      revokedAt: sessions.revokedAt,
      rotatedAt: refreshTokens.rotatedAt,
      expiresAt: refreshTokens.expiresAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, sessionRevoked: row.revokedAt !== null } : null;
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends what lets a user in: every session (refresh-token family) and remembered device and, with
 * `oneTimeTokens`, every unused e-mailed link (an archived account). The one place that revokes a user's access.
 */
export async function revokeUserAccess(
  db: Database,
  userId: string,
  now: Date,
  options: { oneTimeTokens: boolean },
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await revokeRememberTokens(db, userId, now);
  if (options.oneTimeTokens) {
    await db
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
  }
}

// ------------------------------------------------------------------ remember-device tokens

export async function insertRememberToken(
  db: Database,
  token: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(rememberTokens).values({
    userId: token.userId,
    tokenHash: token.tokenHash,
    createdAt: token.now,
    expiresAt: token.expiresAt,
  });
}

export async function isRememberTokenValid(
  db: Database,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: rememberTokens.id })
    .from(rememberTokens)
    .where(
      and(
        eq(rememberTokens.userId, userId),
        eq(rememberTokens.tokenHash, tokenHash),
        isNull(rememberTokens.revokedAt),
        gt(rememberTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function revokeRememberTokens(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(rememberTokens)
    .set({ revokedAt: now })
    .where(and(eq(rememberTokens.userId, userId), isNull(rememberTokens.revokedAt)));
}

// ------------------------------------------------------------------ one-time tokens

export interface OneTimeTokenRow {
  id: string;
  tenantId: string;
  userId: string;
  purpose: OneTimeTokenPurpose;
  data: Record<string, unknown>;
}

export async function insertOneTimeToken(
  db: Database,
  token: {
    tenantId: string;
    userId: string;
    purpose: OneTimeTokenPurpose;
    tokenHash: string;
    now: Date;
    expiresAt: Date;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(oneTimeTokens).values({
    tenantId: token.tenantId,
    userId: token.userId,
    purpose: token.purpose,
    tokenHash: token.tokenHash,
    createdAt: token.now,
    expiresAt: token.expiresAt,
    data: token.data ?? {},
  });
}

const tokenColumns = {
  id: oneTimeTokens.id,
  tenantId: oneTimeTokens.tenantId,
  userId: oneTimeTokens.userId,
  purpose: oneTimeTokens.purpose,
  data: oneTimeTokens.data,
};

/** An unused, unexpired token of one of these purposes, WITHOUT using it (any tenant: the caller compares). */
export async function peekOneTimeToken(
  db: Database,
  key: { tokenHash: string; purposes: OneTimeTokenPurpose[]; now: Date },
): Promise<OneTimeTokenRow | null> {
  const rows = await db
    .select(tokenColumns)
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, key.tokenHash),
        inArray(oneTimeTokens.purpose, key.purposes),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, key.now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Uses a token: ONE conditional UPDATE, so of parallel uses exactly one gets the row. */
export async function consumeOneTimeToken(
  db: Database,
  key: { tokenHash: string; tenantId: string; purposes: OneTimeTokenPurpose[]; now: Date },
): Promise<OneTimeTokenRow | null> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: key.now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, key.tokenHash),
        eq(oneTimeTokens.tenantId, key.tenantId),
        inArray(oneTimeTokens.purpose, key.purposes),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, key.now),
      ),
    )
    .returning(tokenColumns);
  return rows[0] ?? null;
}

/** A new e-mailed link makes the older unused ones of the same purpose useless (only the latest works). */
export async function expireOneTimeTokens(
  db: Database,
  key: { userId: string; purpose: OneTimeTokenPurpose; now: Date },
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: key.now })
    .where(
      and(eq(oneTimeTokens.userId, key.userId), eq(oneTimeTokens.purpose, key.purpose), isNull(oneTimeTokens.usedAt)),
    );
}
