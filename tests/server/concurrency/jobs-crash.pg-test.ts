// PostgreSQL only: an instance killed with SIGKILL while it sends a mail (the SMTP server has the message but has
// not answered) loses nothing: once the job's time is up, another instance sends it, and it is delivered once.
// Without DATABASE_URL this file FAILS (it must never pass by skipping).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../server/src/db/schema';
import { JOB_SCHEMA } from '../../../server/src/jobs/job-queue';
import { createSmtpTransport } from '../../../server/src/providers/mail';
import { advanceJobQueue } from '../helpers/jobs';
import { tenantIdOf } from '../helpers/offer-fixtures';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher';
import { createTestApp, usingPostgres, type TestApp } from '../helpers/test-app';

if (!usingPostgres) throw new Error('These tests need PostgreSQL: set DATABASE_URL (they must not be skipped).');

const WORKER = fileURLToPath(new URL('./fixtures/job-worker.ts', import.meta.url));

let catcher: SmtpCatcher;
let t: TestApp;
let child: ChildProcess | null = null;

async function waitFor(what: string, done: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  catcher = await startSmtpCatcher({ hold: true });
  t = await createTestApp({
    mailTransport: createSmtpTransport(catcher.url, 'no-reply@demo.test'),
    devMailbox: false,
    jobPollIntervalMs: 100,
    jobMaintenanceIntervalSeconds: 1,
  });
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await t?.close();
  await catcher?.close();
});

describe('kill -9 during a job', () => {
  it('the mail in flight is sent again after the crash and delivered exactly once', async () => {
    const tenantId = await tenantIdOf(t.db, 'demo');
    await t.app.services.outbox.enqueue(t.db, {
      tenantId,
      recipient: 'crash@demo.test',
      locale: 'pl',
      subject: 'In flight when the instance died',
      html: '<p>Hello</p>',
      text: 'Hello',
    });

    // A worker instance in a child process takes the job; the SMTP server receives the message, does not answer.
    const worker = spawn(process.execPath, ['--import', 'tsx', WORKER], {
      env: { ...process.env, DATABASE_URL: t.url, SMTP_URL: catcher.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = worker;
    await waitFor('the message in flight', () => catcher.received.length === 1, 90_000);
    const [sending] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'crash@demo.test'));
    expect(sending).toMatchObject({ status: 'sending', attempts: 1 });

    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      worker.on('exit', (_code, signal) => resolve(signal)),
    );
    worker.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    child = null;
    expect(catcher.accepted).toHaveLength(0);

    // The SMTP server is well again; this instance runs the queue. As if the job's time (and the row's lease)
    // had run out: the queue's maintenance gives the job to this instance.
    catcher.hold = false;
    await t.db.execute(
      sql`update ${sql.raw(JOB_SCHEMA)}.job set started_on = started_on - interval '1 hour' where name = 'mail-smtp' and state = 'active'`,
    );
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 60_000) })
      .where(eq(mailOutbox.recipient, 'crash@demo.test'));
    await t.app.services.jobs.start();
    await waitFor(
      'the delivery',
      async () => {
        await advanceJobQueue(t.db, 3600); // the retry's back-off
        return catcher.accepted.length > 0;
      },
      60_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(catcher.accepted.map((mail) => mail.to)).toEqual([['crash@demo.test']]);
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'crash@demo.test'));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  }, 180_000);
});
