import { totpAt } from '../../../server/src/security/totp';

/** The 6-digit RFC 6238 code an authenticator app shows at `time` (the server's own implementation). */
export function totp(secret: string, time = Date.now()): string {
  return totpAt(secret, new Date(time));
}
