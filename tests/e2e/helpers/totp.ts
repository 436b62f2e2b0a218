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
 * A code of `secret` that `product` has not been given yet: each code works once (the server keeps the last step
 * it accepted per user and takes only later ones), and the specs sharing one product (shared-product.ts) sign the
 * same demo users in, one spec after another, each in its own process. The steps used are kept in a file per
 * product. The server takes the codes of the previous, the current and the next step (an authenticator whose clock
 * is a little off), so when the current step's code is used, the next step's is given at once, as an authenticator
 * a few seconds ahead would show it; only when that one is used too does this wait for the step to come.
 */
export async function unusedTotp(secret: string, product: RunningProduct): Promise<string> {
  const file = join(tmpdir(), `fund-e2e-totp-steps-${product.port}.json`);
  const used = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<string, number>;
  const last = used[secret] ?? -Infinity;
  const current = Math.floor(Date.now() / STEP_MS);
  // The next step is still taken if a step boundary passes before the server checks (it is then the current one).
  if (last >= current + 1) await new Promise((resolve) => setTimeout(resolve, last * STEP_MS - Date.now() + 500));
  const step = Math.max(Math.floor(Date.now() / STEP_MS), last + 1);
  writeFileSync(file, JSON.stringify({ ...used, [secret]: step }));
  return totp(secret, step * STEP_MS);
}
