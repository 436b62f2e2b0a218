// A fresh, migrated database per test file and the real app on it (see docs/product/platform.md).
// - default: PGlite in memory, loaded from a migrated dump (migrating once per set of migrations, cached in the
//   OS temp folder, so each file starts in ~0.5 s instead of replaying the migrations);
// - DATABASE_URL set: a new PostgreSQL database `test_<random>` created through that URL as a copy of a migrated
//   template database (`CREATE DATABASE ... TEMPLATE`, made once per set of migrations and kept in the cluster),
//   dropped at close.
// Every response is checked against the contract (buildApp's validateResponses); close() fails the file if any
// response broke it.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../../server/src/app';
import { JOB_KINDS } from '../../../server/src/background';
import { createJobQueue } from '../../../server/src/jobs';
import { migrationsFolder } from '../../../server/src/db/migrate';
import { createPglite, openDatabase, type Database, type DatabaseHandle } from '../../../server/src/db/open-db';
import { seedDemoCampaigns, seedDemoData } from '../../../server/src/demo/seed';
import { seedDemoUsers } from '../../../server/src/demo/users';
import { createSecretBox } from '../../../server/src/security/secret-box';
import { createLocalStorage } from '../../../server/src/providers/storage';
import type { RateLimitSettings } from '../../../server/src/plugins/rate-limits';
import type { ServerSecrets } from '../../../server/src/security/secrets';

export interface TestDatabase {
  handle: DatabaseHandle;
  db: Database;
  /** PostgreSQL: the database's URL (a second instance, a child process, connects to it). */
  url?: string;
  /** Closes the connection(s) and, on PostgreSQL, drops the database. Safe to call twice. */
  close(): Promise<void>;
}

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
}

export interface TestAppOptions extends Omit<BuildAppOptions, 'db'> {
  /** Create the demo tenants (demo on localhost, navy on 127.0.0.1) and their demo accounts. Default true. */
  seed?: boolean;
  /** Adds test-only routes before the app is ready. */
  extend?: (app: FastifyInstance) => void;
}

export const usingPostgres = Boolean(process.env.DATABASE_URL);

/**
 * The limits every test app gets unless it asks for others (tests/server/rate-limits.test.ts): still counted in
 * the database on every limited request, never reached by a test file's requests, all from one address.
 */
export const UNREACHED_RATE_LIMITS: RateLimitSettings = {
  windowSeconds: 60,
  publicPerIp: 1_000_000,
  publicPerToken: 1_000_000,
  uploadsPerIp: 1_000_000,
  uploadsPerCaller: 1_000_000,
};

/** Fixed keys for tests (the demo TOTP secrets are sealed with dataKey at seeding). */
export const TEST_SECRETS: ServerSecrets = {
  jwtSecret: Buffer.alloc(32, 7),
  dataKey: Buffer.alloc(32, 9),
};

/** A clock tests move: `clock.now()` for the app, `clock.advance(ms)` to jump. */
export interface TestClock {
  now(): Date;
  set(date: Date | string): void;
  advance(ms: number): void;
}

export function createClock(start: Date | string = '2026-03-02T10:00:00.000Z'): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  return usingPostgres ? createPostgresDatabase(process.env.DATABASE_URL!) : createPgliteDatabase();
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  try {
    const secrets = options.secrets ?? TEST_SECRETS;
    // Uploaded files of this test file go to a temporary folder, removed at close.
    const filesDir = mkdtempSync(join(tmpdir(), 'fund-platform-files-'));
    const storage = createLocalStorage(filesDir);
    if (options.seed ?? true) {
      await seedDemoData(database.db);
      await seedDemoUsers(database.db, createSecretBox(secrets.dataKey), options.clock?.());
      await seedDemoCampaigns(database.db, options.storage ?? storage, options.clock?.());
    }
    const { seed: _seed, extend, ...appOptions } = options;
    const app = await buildApp({
      validateResponses: true,
      secrets,
      storage,
      rateLimits: UNREACHED_RATE_LIMITS,
      ...appOptions,
      db: database.db,
    });
    extend?.(app);
    await app.ready();
    return {
      ...database,
      app,
      async close() {
        await app.close();
        await database.close();
        rmSync(filesDir, { recursive: true, force: true });
        if (app.contractViolations.length > 0) {
          throw new Error(`Responses broke the contract:\n${app.contractViolations.join('\n')}`);
        }
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const pglite = await createPglite({ loadDataDir: new Blob([new Uint8Array(await migratedDump())]) });
  // migrate: true again is a cheap no-op that proves the dump is at the latest migration.
  const handle = await openDatabase({ pglite });
  return { handle, db: handle.db, close: () => handle.close() };
}

/** A key for the migrations and the job queues a migrated database holds: a new migration gets a new dump/template. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  const files = (function list(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? list(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  })(migrationsFolder).sort();
  for (const file of files) hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  hash.update(JSON.stringify(JOB_KINDS));
  return hash.digest('hex').slice(0, 16);
}

/** Migrates a freshly opened database and creates the job queue's queues (every app creates them at start). */
async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  const quiet = { child: () => quiet, info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
  await createJobQueue({ db: handle.db, log: quiet, pollIntervalMs: 1000, origin: 'dev' }).register(JOB_KINDS);
}

/** A gzipped data dir of a freshly migrated PGlite, cached per content of the migrations folder. */
async function migratedDump(): Promise<Buffer> {
  const cached = join(tmpdir(), `fund-platform-pglite-${migrationsKey()}.tar.gz`);
  if (existsSync(cached)) return readFileSync(cached);

  const pglite = await createPglite();
  const handle = await openDatabase({ pglite });
  await prepareDatabase(handle);
  const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
  await handle.close();
  // Several test files may build it at once: write aside, then rename (atomic), last one wins, all equal.
  const partial = `${cached}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, dump);
  renameSync(partial, cached);
  return dump;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Any number: the advisory lock under which one test worker at a time checks for, or builds, the template. */
const TEMPLATE_LOCK = 4_207_311;
let templateReady: string | null = null;

/**
 * The name of a migrated PostgreSQL database that test databases are copied from (copying takes a fraction of a
 * second; migrating a new database took seconds per test file). Built once per set of migrations under an advisory
 * lock (the workers start together), renamed into place when complete, and closed to connections: a connection to
 * a template makes `CREATE DATABASE ... TEMPLATE` fail.
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `test_template_${migrationsKey()}`;
  if (templateReady === name) return name;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const existing = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount === 0) {
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database "${building}"`);
      const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building) });
      try {
        await prepareDatabase(handle);
      } finally {
        await handle.close();
      }
      // Nothing may stay connected to it (the job queue's own connections included).
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [building]);
      await admin.query(`alter database "${building}" rename to "${name}"`);
      await admin.query(`alter database "${name}" with allow_connections false`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
  templateReady = name;
  return name;
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const template = await postgresTemplate(adminUrl);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  // migrate: true again is a cheap no-op that proves the template is at the latest migration.
  const handle = await openDatabase({ databaseUrl: url });
  let closed = false;
  return {
    handle,
    db: handle.db,
    url,
    async close() {
      if (closed) return;
      closed = true;
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
