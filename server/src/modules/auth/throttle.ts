// Throttling of login, second step, token sending and password reminders (see docs/product/sign-in.md).
//
// Each action counts failures under several keys (per account+IP, per account, per IP). A key gets some free
// failures; after that every further failure locks it for base * 2^(level-1), capped (1 min, 2, 4, 8, 15 min,
// 15 min ...). Independently, a key may see at most `maxPerHour` failures per hour (then it is locked until the
// hour is over). A quiet hour (no failure) forgets the key. A success resets the account keys, never the IP key
// (one valid account must not clear an IP's record).
//
// Why a stranger can lock a real user out only briefly: the strongest lock is on account+IP, which is the
// stranger's own IP; the account-wide key needs many IPs (20 free failures) and is capped at 15 minutes, and
// the per-hour cap of 100 failures per account is the ceiling the design asks for.
import type { Database } from '../../db/open-db';
import { HttpErrorWithHeaders } from '../shared';
import { deleteCounters, findCounters, updateCounter } from './throttle.repository';

export interface ThrottlePolicy {
  freeFailures: number;
  baseLockSeconds: number;
  maxLockSeconds: number;
  maxPerHour: number;
}

export const POLICIES = {
  /** One account from one IP: a person mistyping, or one attacker. */
  accountIp: { freeFailures: 5, baseLockSeconds: 60, maxLockSeconds: 900, maxPerHour: 100 },
  /** One account from anywhere: a distributed guess. */
  account: { freeFailures: 20, baseLockSeconds: 60, maxLockSeconds: 900, maxPerHour: 100 },
  /** One IP over all accounts: credential stuffing. */
  ip: { freeFailures: 50, baseLockSeconds: 60, maxLockSeconds: 900, maxPerHour: 500 },
  /** Mail sending per address: a few messages, then slower (each request counts). */
  sendAddress: { freeFailures: 3, baseLockSeconds: 60, maxLockSeconds: 900, maxPerHour: 20 },
  /** Mail sending per IP. */
  sendIp: { freeFailures: 20, baseLockSeconds: 60, maxLockSeconds: 900, maxPerHour: 200 },
} satisfies Record<string, ThrottlePolicy>;

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

const HOUR_MS = 3_600_000;

export function tooManyRequests(retryAfterSeconds: number): HttpErrorWithHeaders {
  return new HttpErrorWithHeaders(429, 'RATE_LIMITED', `Too many attempts. Try again in ${retryAfterSeconds} s.`, {
    'retry-after': String(retryAfterSeconds),
  });
}

/** Throws 429 (with Retry-After and the seconds to wait in the label) if any key is locked. */
export async function assertNotLocked(db: Database, keys: ThrottleKey[], now: Date): Promise<void> {
  const rows = await findCounters(
    db,
    keys.map((k) => k.key),
  );
  let until = 0;
  for (const row of rows)
    if (row.lockedUntil && row.lockedUntil > now) until = Math.max(until, row.lockedUntil.getTime());
  if (until > 0) {
    const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
    throw tooManyRequests(seconds);
  }
}

/** Counts one failure (or one attempt, for sending) under every key. */
export async function recordFailure(db: Database, keys: ThrottleKey[], now: Date): Promise<void> {
  for (const { key, policy } of keys) {
    await updateCounter(db, key, now, (current) => {
      const quiet = now.getTime() - current.lastFailureAt.getTime() >= HOUR_MS;
      let failures = quiet ? 0 : current.failures;
      let lockLevel = quiet ? 0 : current.lockLevel;
      const newWindow = now.getTime() - current.windowStart.getTime() >= HOUR_MS;
      const windowStart = newWindow ? now : current.windowStart;
      const windowFailures = (newWindow ? 0 : current.windowFailures) + 1;
      failures += 1;
      let lockedUntil = current.lockedUntil && current.lockedUntil > now ? current.lockedUntil : null;
      if (failures > policy.freeFailures) {
        lockLevel += 1;
        const seconds = Math.min(policy.baseLockSeconds * 2 ** (lockLevel - 1), policy.maxLockSeconds);
        lockedUntil = new Date(now.getTime() + seconds * 1000);
      }
      if (windowFailures >= policy.maxPerHour) {
        const windowEnd = new Date(windowStart.getTime() + HOUR_MS);
        if (!lockedUntil || windowEnd > lockedUntil) lockedUntil = windowEnd;
      }
      return { failures, lockLevel, lockedUntil, windowStart, windowFailures, lastFailureAt: now };
    });
  }
}

export async function resetCounters(db: Database, keys: ThrottleKey[]): Promise<void> {
  await deleteCounters(
    db,
    keys.map((k) => k.key),
  );
}
