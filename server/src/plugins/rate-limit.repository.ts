// The rate limits' counts in the database (table rate_limit_counters): a fixed window per key, counted by one
// atomic upsert, so that every instance of the app adds to the same row and reads the same total.
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open-db';
import { rateLimitCounters } from '../db/schema';

/**
 * Adds one hit to `key` in the window that holds `now` and answers the hits of that window. A row of an older
 * window starts again at 1; a row already in a newer window (another instance's clock ahead) keeps counting there.
 */
export async function countHit(
  db: Database,
  input: { key: string; windowStart: Date; windowEnd: Date },
): Promise<{ hits: number; windowEnd: Date }> {
  const rows = await db
    .insert(rateLimitCounters)
    .values({ key: input.key, windowStart: input.windowStart, hits: 1, expiresAt: input.windowEnd })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${rateLimitCounters.windowStart} >= excluded.window_start then ${rateLimitCounters.hits} + 1 else 1 end`,
        windowStart: sql`greatest(${rateLimitCounters.windowStart}, excluded.window_start)`,
        expiresAt: sql`greatest(${rateLimitCounters.expiresAt}, excluded.expires_at)`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, expiresAt: rateLimitCounters.expiresAt });
  const row = rows[0]!;
  return { hits: row.hits, windowEnd: row.expiresAt };
}

/** Forgets the windows that are over. */
export async function deleteEndedWindows(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
}
