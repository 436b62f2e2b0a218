// Mail throughput (`npm run bench -- mail`): how many e-mails a minute one server instance sends through the job
// queue to an SMTP server on loopback that accepts at once (the in-process catcher of the server tests). The
// mails are written with their jobs first (one transaction, as a burst of business changes would), then the
// instance's workers start and the clock runs until the catcher has accepted the last one. PostgreSQL: a fresh
// database through DATABASE_URL (default the local server), dropped at the end.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { openDatabase } from '../../server/src/db/open-db';
import { createSmtpTransport } from '../../server/src/providers/mail';
import { startSmtpCatcher } from '../server/helpers/smtp-catcher';

export interface MailThroughputBench {
  mails: number;
  seconds: number;
  perMinute: number;
  concurrency: number;
  database: string;
}

export async function mailThroughputBench(mails = 3000, concurrency = 10): Promise<MailThroughputBench> {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_mail_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const catcher = await startSmtpCatcher();
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    const app = await buildApp({
      db: handle.db,
      mailTransport: createSmtpTransport(catcher.url, 'no-reply@bench.test', { connections: concurrency }),
      devMailbox: false,
      mailConcurrency: concurrency,
      jobPollIntervalMs: 1000,
    });
    await app.ready();
    await handle.db.transaction(async (tx) => {
      for (let i = 0; i < mails; i += 1)
        await app.services.outbox.enqueue(tx, {
          tenantId: null,
          recipient: `reader${i}@bench.test`,
          locale: 'pl',
          subject: `Bench message ${i}`,
          html: `<p>Message ${i}</p>`,
          text: `Message ${i}`,
        });
    });
    const started = process.hrtime.bigint();
    await app.services.jobs.start();
    const deadline = Date.now() + 10 * 60_000;
    while (catcher.accepted.length < mails) {
      if (Date.now() > deadline) throw new Error(`only ${catcher.accepted.length} of ${mails} mails in 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    await app.services.jobs.stop(10_000);
    await app.close();
    const distinct = new Set(catcher.accepted.flatMap((mail) => mail.to)).size;
    if (distinct !== mails) throw new Error(`${distinct} distinct recipients for ${mails} mails`);
    return { mails, seconds, perMinute: (mails / seconds) * 60, concurrency, database: 'PostgreSQL' };
  } finally {
    await handle.close();
    await catcher.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
