// PostgreSQL only: two instances started at once on an empty database create the demo data once; SIGTERM with
// mail queued behind a slow SMTP server stops taking jobs, lets the ones in flight finish within
// SHUTDOWN_TIMEOUT_MS and exits 0, the rest staying queued for the next instance.
// Without DATABASE_URL this file FAILS (it must never pass by skipping).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/open-db';
import { mailOutbox, offers, tenants } from '../../../server/src/db/schema';
import { createJobQueue } from '../../../server/src/jobs';
import { startServer } from '../../../server/src/server';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher';
import { usingPostgres } from '../helpers/test-app';

if (!usingPostgres) throw new Error('These tests need PostgreSQL: set DATABASE_URL (they must not be skipped).');

const SERVER = fileURLToPath(new URL('../../../server/src/server.ts', import.meta.url));
const adminUrl = process.env.DATABASE_URL!;
const created: string[] = [];
const folders: string[] = [];

/** An empty database of this test (dropped at the end). */
async function emptyDatabase(): Promise<string> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  created.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function dataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'fund-platform-instance-'));
  folders.push(folder);
  return folder;
}

let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
});
afterAll(async () => {
  await catcher?.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const name of created) await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('starting and stopping instances', () => {
  it('two instances starting at once on an empty database create the demo data once', async () => {
    const databaseUrl = await emptyDatabase();
    const shared = dataDir();
    const options = { databaseUrl, dataDir: shared, demoData: true, port: 0, host: '127.0.0.1', smtpUrl: catcher.url };
    const servers = await Promise.all([startServer(options), startServer(options)]);
    let handle: DatabaseHandle | null = null;
    try {
      handle = await openDatabase({ databaseUrl, migrate: false });
      const [tenantCount] = await handle.db.select({ value: count() }).from(tenants);
      const [offerCount] = await handle.db.select({ value: count() }).from(offers);
      expect(tenantCount!.value).toBe(2);
      expect(offerCount!.value).toBe(19);
    } finally {
      await handle?.close();
      await Promise.all(servers.map((server) => server.stop()));
    }
  }, 180_000);

  it('SIGTERM with mail queued behind a slow SMTP server: the mails in flight finish, the rest stay queued, exit 0', async () => {
    const databaseUrl = await emptyDatabase();
    // The schema, then 40 queued mails, before the instance starts.
    const handle = await openDatabase({ databaseUrl });
    try {
      const log = { child: () => log, info() {}, warn() {}, error() {} } as never;
      const jobs = createJobQueue({ db: handle.db, log, pollIntervalMs: 1000, origin: 'smtp' });
      const { JOB_KINDS } = await import('../../../server/src/background');
      await jobs.register(JOB_KINDS);
      const { createOutbox } = await import('../../../server/src/mail/outbox');
      const { createDevTransport } = await import('../../../server/src/providers/mail');
      const outbox = createOutbox({
        db: handle.db,
        jobs,
        transport: createDevTransport(),
        channel: 'smtp',
        sends: null,
        concurrency: 1,
        now: () => new Date(),
      });
      for (let i = 0; i < 40; i += 1)
        await outbox.enqueue(handle.db, {
          tenantId: null,
          recipient: `queued${i}@demo.test`,
          locale: 'pl',
          subject: 'Queued',
          html: '<p>Queued</p>',
          text: 'Queued',
        });
    } finally {
      await handle.close();
    }

    catcher.answerDelayMs = 3_000;
    const server = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir(),
        SMTP_URL: catcher.url,
        MAIL_CONCURRENCY: '4',
        SHUTDOWN_TIMEOUT_MS: '8000',
        DEMO_DATA: 'false',
        PORT: '0',
        HOST: '127.0.0.1',
        SPA_DIR: dataDir(),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    server.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    const deadline = Date.now() + 90_000;
    while (catcher.received.filter((mail) => mail.to[0]?.startsWith('queued')).length < 4) {
      if (Date.now() > deadline) throw new Error(`no mail in flight; server said: ${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const signalledAt = Date.now();
    server.kill('SIGTERM');
    const code = await exited;
    const took = Date.now() - signalledAt;
    expect(code, output.join('')).toBe(0);
    expect(took).toBeLessThan(8_000 + 5_000);

    const after = await openDatabase({ databaseUrl, migrate: false });
    try {
      const rows = await after.db
        .select({ status: mailOutbox.status, value: count() })
        .from(mailOutbox)
        .where(inArray(mailOutbox.subject, ['Queued']))
        .groupBy(mailOutbox.status);
      const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.value]));
      const accepted = catcher.accepted.filter((mail) => mail.to[0]?.startsWith('queued')).length;
      // What was in flight finished and is marked sent; nothing is left half-sent; the rest waits.
      expect(byStatus.sent ?? 0).toBe(accepted);
      expect(byStatus.sending ?? 0).toBe(0);
      expect(byStatus.pending ?? 0).toBe(40 - accepted);
      expect(accepted).toBeGreaterThanOrEqual(4);
      expect(accepted).toBeLessThan(40);
      const [{ active }] = (
        (await after.db.execute(
          sql`select count(*)::int as active from pgboss.job where name = 'mail-smtp' and state = 'active'`,
        )) as unknown as { rows: { active: number }[] }
      ).rows as [{ active: number }];
      expect(active).toBe(0);
    } finally {
      await after.close();
      catcher.answerDelayMs = 0;
    }
  }, 180_000);
});
