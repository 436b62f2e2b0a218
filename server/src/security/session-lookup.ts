// The session behind an access token: one query per authenticated request (the auth plugin), or a CTE of a list's
// own query (the advisor and pipeline lists). Below the modules, so the auth plugin reads it without importing the
// auth module that signs people in.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open-db';
import { sessions, users, type UserRow } from '../db/schema';
import { isUuid } from './ids';
import type { Panel } from './jwt';

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
