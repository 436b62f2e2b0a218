// pg-boss talks to the database through `executeSql(text, values)`. We give it ours instead of letting it open a
// pool of its own: on PGlite (one connection) a second client is impossible, and on PostgreSQL one pool is
// simpler to size. Two executors:
// - the raw client behind drizzle (pg Pool or PGlite) for pg-boss's own work: its schema (several statements in
//   one text, without parameters), fetching, completing, maintenance;
// - a drizzle database or transaction for inserting a job, so that a job commits or rolls back together with
//   the business change that asked for it.
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../db/open-db';

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

function isPglite(client: unknown): client is PGlite {
  return typeof (client as PGlite).exec === 'function' && typeof (client as PGlite).transaction === 'function';
}

/** The connection (or pool) drizzle was opened on; only root databases have one, transactions do not. */
function clientOf(db: Database): pg.Pool | PGlite {
  const client = (db as unknown as { $client?: pg.Pool | PGlite }).$client;
  if (!client) throw new Error('The job queue needs the root database, not a transaction');
  return client;
}

/** pg-boss's own statements, straight on the driver. */
export function rawExecutor(db: Database): SqlExecutor {
  const client = clientOf(db);
  if (isPglite(client)) {
    return {
      async executeSql(text, values) {
        // Extended protocol (parameters) allows one statement; pg-boss's schema and maintenance texts are many
        // statements without parameters: the simple protocol runs them, the last result is the answer.
        if (values && values.length > 0) return client.query(text, values) as Promise<{ rows: never[] }>;
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
    };
  }
  return {
    async executeSql(text, values) {
      const result = (await client.query(text, values)) as unknown as
        { rows: Record<string, unknown>[] } | { rows: Record<string, unknown>[] }[];
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
  };
}

/** `$1`, `$2`... of pg-boss's text as drizzle parameters, so the statement runs in the caller's transaction. */
export function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const query = sql.empty();
  parts.forEach((part, index) => {
    if (index % 2 === 0) query.append(sql.raw(part));
    else query.append(sql`${sql.param(values[Number(part) - 1] ?? null)}`);
  });
  return query;
}

/** A statement of pg-boss inside a drizzle database or transaction (one statement, with parameters). */
export function transactionExecutor(db: Database): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(toDrizzleSql(text, values))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows ?? [] };
    },
  };
}
