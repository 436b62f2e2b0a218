/**
 * Reading (never verifying) the access token's claims on the client: the server verifies every token; the
 * client only needs `exp` (when to refresh) and `context_type` (investor or advisor). No dependencies.
 */
export interface AccessTokenClaims {
  context_type?: string;
  context_id?: string;
  username?: string;
  /** Seconds since the epoch. */
  exp?: number;
  sub?: string;
  /** Set by the server when an operator acts as this user (impersonation). */
  impersonated_by?: unknown;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null if the text is not a JWT with a JSON object payload. */
export function decodeAccessToken(token: string | null | undefined): AccessTokenClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as AccessTokenClaims)
      : null;
  } catch {
    return null;
  }
}

/** The token's expiry in milliseconds since the epoch, or null when it has none. */
export function expiresAtMs(claims: AccessTokenClaims | null): number | null {
  return claims && typeof claims.exp === 'number' ? claims.exp * 1000 : null;
}

/** True when the token belongs to the investor panel (see docs/product/sign-in.md). */
export function isInvestorToken(claims: AccessTokenClaims | null): boolean {
  return claims?.context_type === 'investor-panel';
}
