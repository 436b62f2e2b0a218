// Password hashing: argon2id with @node-rs/argon2's defaults (19 MiB, t=2, p=1: OWASP's minimum recommendation).
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the const enum is not importable under isolatedModules.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// Verified for unknown e-mails and accounts without a password, so their answer takes as long as a wrong password.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-password-of-anyone');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
