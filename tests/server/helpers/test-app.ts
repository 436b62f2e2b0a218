// A fresh, migrated database per test file and the real app on it (DESIGN.md section 9).
// - default: PGlite in memory, loaded from a migrated dump (migrating once per set of migrations, cached in the
//   OS temp folder, so each file starts in ~0.5 s instead of replaying the migrations);
// - DATABASE_URL set: a new PostgreSQL database `test_<random>` created through that URL, dropped at close.
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

/** A gzipped data dir of a freshly migrated PGlite, cached per content of the migrations folder. */
async function migratedDump(): Promise<Buffer> {
  const hash = createHash('sha256');
  const files = (function list(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? list(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  })(migrationsFolder).sort();
  for (const file of files) hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  hash.update(JSON.stringify(JOB_KINDS));
  const cached = join(tmpdir(), `fund-platform-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (existsSync(cached)) return readFileSync(cached);

  const pglite = await createPglite();
  const handle = await openDatabase({ pglite });
  // The job queue's queues too (every app creates them at start; made once here, each file starts faster).
  const quiet = { child: () => quiet, info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
  await createJobQueue({ db: handle.db, log: quiet, pollIntervalMs: 1000, origin: 'dev' }).register(JOB_KINDS);
  const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
  await handle.close();
  // Several test files may build it at once: write aside, then rename (atomic), last one wins, all equal.
  const partial = `${cached}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, dump);
  renameSync(partial, cached);
  return dump;
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  let closed = false;
  return {
    handle,
    db: handle.db,
    url: url.toString(),
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
