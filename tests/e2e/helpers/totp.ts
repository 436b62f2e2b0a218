import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { totpAt } from '../../../server/src/security/totp';
import type { RunningProduct } from './product';

const STEP_MS = 30_000;

/** The 6-digit RFC 6238 code an authenticator app shows at `time` (the server's own implementation). */
export function totp(secret: string, time = Date.now()): string {
  return totpAt(secret, new Date(time));
}

/**
 * A code of `secret` that `product` has not been given yet: each code works once, and the specs sharing one
 * product (shared-product.ts) sign the same demo users in, one spec after another, each in its own process. The
 * time steps used are kept in a file per product; when this step's code is used, this waits for the next step,
 * as a person would wait for the next code.
 */
export async function unusedTotp(secret: string, product: RunningProduct): Promise<string> {
  const file = join(tmpdir(), `fund-e2e-totp-steps-${product.port}.json`);
  const used = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<string, number>;
  const last = used[secret];
  if (last !== undefined && Math.floor(Date.now() / STEP_MS) <= last) {
    await new Promise((resolve) => setTimeout(resolve, (last + 1) * STEP_MS - Date.now() + 500));
  }
  const now = Date.now();
  writeFileSync(file, JSON.stringify({ ...used, [secret]: Math.floor(now / STEP_MS) }));
  return totp(secret, now);
}
