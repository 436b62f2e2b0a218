// E-mailed one-time tokens (investor login, activation, password reset): their lifetimes, the SPA links they
// open, and writing a token with its e-mail. Used by the auth service and, through auth/index.ts, by other
// modules (an advisor created by a coordinator gets an activation e-mail).
import type { Database } from '../../db/open-db';
import type { UserRow } from '../../db/schema';
import { renderMail, type MailKind } from '../../mail/templates';
import { hashToken, newOpaqueToken } from '../../security/tokens';
import type { Caller } from '../shared';
import * as repo from './auth.repository';

/** The purposes of e-mailed one-time tokens (each also names its default e-mail). */
export type TokenMailKind = 'investor-login' | 'activation' | 'password-reset';

/** How long each e-mailed token works, and the SPA route its link opens. */
export const TOKEN_MAILS: Record<TokenMailKind, { ttlMs: number; linkPath: (token: string) => string }> = {
  'investor-login': {
    ttlMs: 10 * 60_000,
    linkPath: (token) => `/login-with-redirect-token?token=${encodeURIComponent(token)}`,
  },
  activation: {
    ttlMs: 72 * 3_600_000,
    linkPath: (token) => `/auth/activate-from-email/${encodeURIComponent(token)}`,
  },
  'password-reset': {
    ttlMs: 60 * 60_000,
    linkPath: (token) => `/auth/reset-password/${encodeURIComponent(token)}`,
  },
};

/**
 * Inside the caller's transaction: a new single-use token of `kind` for `user` (the older unused ones of the same
 * kind stop working: only the latest e-mail works) and its e-mail in the outbox. The caller kicks the outbox
 * after the commit.
 */
export async function writeTokenMail(
  tx: Database,
  caller: Pick<Caller, 'services' | 'tenant' | 'baseUrl'>,
  user: Pick<UserRow, 'id' | 'email' | 'locale' | 'firstName'>,
  kind: TokenMailKind,
  /** The e-mail's wording when it differs from the purpose's (an account created by someone else). */
  mailKind: MailKind = kind,
): Promise<void> {
  const { ttlMs, linkPath } = TOKEN_MAILS[kind];
  const token = newOpaqueToken();
  const mail = renderMail({
    kind: mailKind,
    locale: user.locale,
    tenant: caller.tenant,
    baseUrl: caller.baseUrl,
    linkPath: linkPath(token),
    token,
    name: user.firstName || null,
  });
  const now = caller.services.now();
  await repo.expireOneTimeTokens(tx, { userId: user.id, purpose: kind, now });
  await repo.insertOneTimeToken(tx, {
    tenantId: caller.tenant.id,
    userId: user.id,
    purpose: kind,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  await caller.services.outbox.enqueue(tx, {
    tenantId: caller.tenant.id,
    recipient: user.email,
    locale: user.locale,
    ...mail,
  });
}

/** The token and its e-mail in one transaction (both or neither), then the outbox is woken up. */
export async function sendTokenMail(
  caller: Pick<Caller, 'db' | 'services' | 'tenant' | 'baseUrl'>,
  user: Pick<UserRow, 'id' | 'email' | 'locale' | 'firstName'>,
  kind: TokenMailKind,
): Promise<void> {
  await caller.db.transaction((tx) => writeTokenMail(tx, caller, user, kind));
  caller.services.outbox.kick();
}
