// Opaque tokens (refresh, remember-device, e-mailed links, login step): 256 random bits, base64url; the database
// keeps only their SHA-256 (a leaked table gives no usable token, and a plain hash suffices for random input).
import { createHash, randomBytes } from 'node:crypto';

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
