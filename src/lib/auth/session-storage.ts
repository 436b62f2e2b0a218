import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage/local-storage';

/**
 * Where the session lives between page loads (see docs/product/sign-in.md): the access token
 * (apiKey) and the refresh token in localStorage, the reload guard's timestamp, and the remember-2FA tokens
 * per e-mail. The auth machine's snapshot is never stored (a restored snapshot does not re-arm its timers).
 */
export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  lastReloadAt: number | null;
}

export function readSession(): StoredSession {
  const reloadAt = Number(readStorage(STORAGE_KEYS.reloadGuard));
  return {
    accessToken: readStorage(STORAGE_KEYS.apiKey),
    refreshToken: readStorage(STORAGE_KEYS.refreshToken),
    lastReloadAt: Number.isFinite(reloadAt) && reloadAt > 0 ? reloadAt : null,
  };
}

export function writeSession(tokens: { accessToken: string; refreshToken: string }): void {
  writeStorage(STORAGE_KEYS.apiKey, tokens.accessToken);
  writeStorage(STORAGE_KEYS.refreshToken, tokens.refreshToken);
}

export function clearSession(): void {
  removeStorage(STORAGE_KEYS.apiKey);
  removeStorage(STORAGE_KEYS.refreshToken);
}

export function hasStoredKey(): boolean {
  return Boolean(readStorage(STORAGE_KEYS.apiKey));
}

export function markReload(at: number): void {
  writeStorage(STORAGE_KEYS.reloadGuard, String(at));
}

function rememberedTokens(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEYS.remember2fa) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const emailKey = (email: string) => email.trim().toLowerCase();

/** The remember-2FA token kept for this e-mail, if any (the server decides whether it is still valid). */
export function readRemember2faToken(email: string): string | undefined {
  const token = rememberedTokens()[emailKey(email)];
  return typeof token === 'string' && token ? token : undefined;
}

export function writeRemember2faToken(email: string, token: string): void {
  writeStorage(STORAGE_KEYS.remember2fa, JSON.stringify({ ...rememberedTokens(), [emailKey(email)]: token }));
}
