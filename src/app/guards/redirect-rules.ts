import type { Panel } from '#machines/auth.machine';

/** What the start-up rules read from the auth machine (never from the API). */
export interface SessionView {
  /** A saved login: the machine is signed in (also while it refreshes or logs out). */
  savedLogin: boolean;
  /** The session token (access token) is present. */
  hasToken: boolean;
  isInvestor: boolean;
  /** The panel of a session that just ended (logout, or a request without a stored key). */
  lostPanel: Panel | null;
  /** The page is reloading after a failed refresh: nothing to decide. */
  reloading: boolean;
}

export interface Redirect {
  to: string;
  /** Investor in an advisor area: 'Błąd' / 'Brak dostępu' 250 ms after the redirect. */
  notifyAccessDenied?: boolean;
}

export { ACCESS_DENIED_NOTIFICATION_DELAY_MS } from '../../lib/notifications';

/**
 * The start-up redirect rules (docs/product/routes.md), in order:
 * 1. campaign and invest routes (and the sandbox e-signature page, which stands in for an outside service):
 *    session logic skipped;
 * 2. a saved login on a path without "app" (other than the KYC form) -> /app;
 * 3. a missing session token on an app path -> /;
 * 4. an investor on a path containing "advisors" or "investors" -> /app, then the notification;
 * 5. no saved login on a path containing "app" -> / (an advisor whose session just ended, e.g. a request
 *    without a stored key or a logout, -> /doradcy).
 */
export function startupRedirect(pathname: string, session: SessionView): Redirect | null {
  if (session.reloading) return null;
  if (/^\/(campaign|invest|e-signature-sandbox)(\/|$)/.test(pathname)) return null;
  const appPath = pathname.includes('app');
  if (session.savedLogin) {
    if (!appPath) return /^\/kyc-form(\/|$)/.test(pathname) ? null : { to: '/app' };
    if (!session.hasToken) return { to: '/' };
    if (session.isInvestor && /advisors|investors/.test(pathname)) return { to: '/app', notifyAccessDenied: true };
    return null;
  }
  if (appPath) return { to: session.lostPanel === 'advisor' ? '/doradcy' : '/' };
  return null;
}
