/**
 * localStorage access that never throws: Safari private mode, disabled storage or a full quota must not
 * break the page, they only mean that a choice (language, cookie consent) is not remembered.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered; the current session still works.
  }
}

/** The keys this SPA keeps in localStorage, in one place so they do not collide. */
export const STORAGE_KEYS = {
  locale: 'fund.locale',
  cookieConsent: 'fund.cookie-consent',
  /** The access token (apiKey; see docs/product/sign-in.md). */
  apiKey: 'fund.session.api-key',
  /** The refresh token (refreshToken; see docs/product/sign-in.md). */
  refreshToken: 'fund.session.refresh-token',
  /** Time of the last reload after a failed refresh (the 10 s reload guard, docs/product/sign-in.md). */
  reloadGuard: 'fund.session.reload-at',
  /** Remember-2FA tokens, one per e-mail: JSON `{ [email]: token }`. */
  remember2fa: 'fund.remember-2fa',
} as const;
