// Access tokens: JWT HS256 (jose). Claims of docs/product/sign-in.md (context_type, context_id, username, exp) plus
// typ 'access', aud (the panel), sub (user id), sid (the session = refresh-token family), iat, jti, iss.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type Panel = 'advisor-panel' | 'investor-panel';
export const ISSUER = 'fund-platform';

export interface AccessClaims {
  sub: string;
  sid: string;
  context_type: Panel;
  /** The tenant's white-label configuration id (what the SPA sends as Context-Id). */
  context_id: string;
  username: string;
  exp: number;
}

export interface AccessTokenSigner {
  sign(claims: Omit<AccessClaims, 'exp'>, now: Date): Promise<string>;
  /** The claims of a valid token, or null (bad signature, expired, wrong typ/iss, malformed). */
  verify(token: string, now: Date): Promise<AccessClaims | null>;
}

/** Bound on remembered verified tokens (about 200 bytes each); the map starts afresh when full. */
const MAX_VERIFIED_TOKENS = 10_000;

export function createAccessTokenSigner(secret: Uint8Array, ttlSeconds: number): AccessTokenSigner {
  // Per-request work done once: the HMAC key is imported once, not on every call, and a
  // token whose signature and claims were checked is remembered until it expires. Both checks give the same
  // answer for the same token every time; only the expiry depends on the time, and it is checked on every use.
  const key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const verified = new Map<string, AccessClaims>();
  const stillValid = (claims: AccessClaims, now: Date) => claims.exp > Math.floor(now.getTime() / 1000);
  return {
    async sign(claims, now) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({
        typ: 'access',
        context_type: claims.context_type,
        context_id: claims.context_id,
        username: claims.username,
        sid: claims.sid,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setAudience(claims.context_type)
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .setJti(randomUUID())
        .sign(await key);
    },
    async verify(token, now) {
      const known = verified.get(token);
      if (known) return stillValid(known, now) ? known : null;
      const claims = await verifyToken(token, now);
      if (claims) {
        if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
        verified.set(token, claims);
      }
      return claims;
    },
  };

  async function verifyToken(token: string, now: Date): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate: now,
        clockTolerance: 0,
        requiredClaims: ['exp', 'sub', 'aud'],
      });
      const { typ, sub, sid, context_type, context_id, username, exp, aud } = payload as Record<string, unknown>;
      if (typ !== 'access') return null;
      if (context_type !== 'advisor-panel' && context_type !== 'investor-panel') return null;
      if (aud !== context_type) return null;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof context_id !== 'string') return null;
      if (typeof username !== 'string' || typeof exp !== 'number') return null;
      return { sub, sid, context_type, context_id, username, exp };
    } catch {
      return null;
    }
  }
}
