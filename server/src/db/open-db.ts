// Opens the database (see docs/product/platform.md): PostgreSQL through a `pg` pool when DATABASE_URL is set, otherwise the
// embedded PGlite in <DATA_DIR>/pgdata. Both give the same drizzle API over the same schema; callers only see
// `Database`. The caller that opens a database closes it (PGlite keeps the process alive until closed).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { migrateDatabase } from './migrate';

export type Schema = typeof schema;
/** The drizzle database both drivers produce (the common base class of PgliteDatabase and NodePgDatabase). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The extensions the migrations create (pg_trgm: the trigram indexes of the `like` filters). PostgreSQL has them
 * installed; PGlite needs their code at creation: create every PGlite with these options (createPglite).
 */
const PGLITE_EXTENSIONS = { pg_trgm } as const;

/** A PGlite with the extensions the schema needs (in memory, in `dataDir`, or from `loadDataDir`). */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: PGLITE_EXTENSIONS });
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The pg pool behind db (PostgreSQL only), for the migration lock. */
  pool: pg.Pool | null;
  /** A short description for the start-up log line, without credentials. */
  description: string;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... ; empty or undefined selects PGlite. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files (created if missing). Ignored with databaseUrl. */
  dataDir?: string;
  /** An already created PGlite, made with createPglite (tests load a migrated dump into memory). */
  pglite?: PGlite;
  /** Apply the migrations (default true). */
  migrate?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? openPostgres(options.databaseUrl) : await openPglite(options);
  if (options.migrate ?? true) {
    try {
      await migrateDatabase(handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}

function openPostgres(databaseUrl: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
  // An idle client losing its connection (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    pool,
    description: `PostgreSQL ${redactUrl(databaseUrl)}`,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let client = options.pglite;
  let description = 'PGlite (in memory)';
  if (!client) {
    const dir = resolve(options.dataDir ?? '.data', 'pgdata');
    // PGlite does not create parent folders.
    mkdirSync(dir, { recursive: true });
    client = await createPglite({ dataDir: dir });
    description = `PGlite ${dir}`;
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pool: null,
    description,
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}
