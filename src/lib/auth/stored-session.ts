import { decodeAccessToken, expiresAtMs, isInvestorToken } from '#machines/jwt';
import { readSession } from './session-storage';

/**
 * What the auth machine would conclude from the stored tokens when it boots (machines/auth.machine.ts,
 * `booting`): a saved login is a usable access token or a refresh token. Read by the start-up rules while the
 * machine is not loaded (auth-loader.ts); no xstate here.
 */
export function storedLogin(now: number = Date.now()): { savedLogin: boolean; hasToken: boolean; isInvestor: boolean } {
  const { accessToken, refreshToken } = readSession();
  const claims = decodeAccessToken(accessToken);
  const expiresAt = expiresAtMs(claims);
  const usable = accessToken !== null && expiresAt !== null && expiresAt > now;
  return {
    savedLogin: usable || Boolean(refreshToken),
    hasToken: Boolean(accessToken),
    isInvestor: isInvestorToken(claims),
  };
}
