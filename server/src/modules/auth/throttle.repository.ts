// SQL of the throttling counters: one row per key, updated under a row lock so parallel failures all count.
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-db';
import { throttleCounters } from '../../db/schema';

export type CounterRow = typeof throttleCounters.$inferSelect;

export async function findCounters(db: Database, keys: string[]): Promise<CounterRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(throttleCounters).where(inArray(throttleCounters.key, keys));
}

/** Reads the counter under a row lock (creating it first), lets `next` compute the new state, writes it. */
export async function updateCounter(
  db: Database,
  key: string,
  now: Date,
  next: (current: CounterRow) => Omit<CounterRow, 'key'>,
): Promise<CounterRow> {
  return db.transaction(async (tx) => {
    await tx
      .insert(throttleCounters)
      .values({ key, windowStart: now, lastFailureAt: now })
      .onConflictDoNothing({ target: throttleCounters.key });
    const [current] = await tx
      .select()
      .from(throttleCounters)
      .where(sql`${throttleCounters.key} = ${key}`)
      .for('update');
    const state = { ...next(current!), key };
    await tx
      .update(throttleCounters)
      .set(state)
      .where(sql`${throttleCounters.key} = ${key}`);
    return state;
  });
}

export async function deleteCounters(db: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(throttleCounters).where(inArray(throttleCounters.key, keys));
}
