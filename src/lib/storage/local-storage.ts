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
} as const;
