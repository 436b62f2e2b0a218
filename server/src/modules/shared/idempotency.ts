// Idempotency-Key for mutations (docs/decisions/0008): the first successful answer of an operation is stored
// per (tenant, operation, subject, key) with a hash of the request; a retry with the same key and the same
// request gets that answer again without acting twice; the same key with another request is 422
// IDEMPOTENCY_KEY_REUSED. Failures are not stored: a retry after an error acts again (it may succeed now).
//
// Concurrency: the key is locked for the transaction (an advisory lock on its hash), so two parallel requests
// with one key run one after the other; the second finds the stored answer of the first.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-db';
import { idempotencyKeys } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

export interface IdempotencyScope {
  tenantId: string;
  /** The operationId (e.g. `inviteInvestor`). */
  operation: string;
  /** Whose key it is: the user id, the offer id of a public token... keys of different subjects never meet. */
  subject: string;
  /** The Idempotency-Key header; undefined = no idempotency (the work just runs in a transaction). */
  key: string | undefined;
  /** What makes two requests "the same": path parameters and body (hashed, key order does not matter). */
  request: unknown;
}

export interface IdempotentResult<T> {
  value: T;
  /** True when the answer is the stored one of an earlier request (nothing was done this time). */
  replayed: boolean;
}

export const idempotencyKeyReused = (): HttpError =>
  new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with a different request');

/** JSON with sorted object keys: the same request hashes the same whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request), 'utf8').digest('hex');
}

/**
 * Runs `work` in a transaction, once per key: with a key seen before (same request) it returns the stored
 * answer instead; `work`'s answer is stored in the same transaction as its changes, so an answer exists exactly
 * when the work was committed. `work` must return JSON-serialisable data (it is what a retry gets back).
 */
export async function runIdempotent<T>(
  db: Database,
  scope: IdempotencyScope,
  work: (tx: Database) => Promise<T>,
  options: { statusCode?: number; now?: Date } = {},
): Promise<IdempotentResult<T>> {
  if (scope.key === undefined) return { value: await db.transaction((tx) => work(tx)), replayed: false };
  const key = scope.key;
  const hash = requestHash(scope.request);
  return db.transaction(async (tx) => {
    const lockName = `idempotency:${scope.tenantId}:${scope.operation}:${scope.subject}:${key}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockName}, 0))`);
    const [stored] = await tx
      .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.tenantId, scope.tenantId),
          eq(idempotencyKeys.operation, scope.operation),
          eq(idempotencyKeys.subject, scope.subject),
          eq(idempotencyKeys.key, key),
        ),
      )
      .limit(1);
    if (stored) {
      if (stored.requestHash !== hash) throw idempotencyKeyReused();
      return { value: stored.response as T, replayed: true };
    }
    const value = await work(tx);
    await tx.insert(idempotencyKeys).values({
      tenantId: scope.tenantId,
      operation: scope.operation,
      subject: scope.subject,
      key,
      requestHash: hash,
      statusCode: options.statusCode ?? 200,
      // Stored as JSON: what a retry gets is exactly what the first caller got over the wire.
      response: JSON.parse(JSON.stringify(value ?? null)) as unknown,
      ...(options.now && { createdAt: options.now }),
    });
    return { value, replayed: false };
  });
}
