// PostgreSQL only: background work with two app instances in one process on one database, each running the job
// queue's workers, against a real SMTP server on loopback. Each job runs once; a slow SMTP server (answering in
// 9 s) never gets a message twice; mail written by a development instance and by an SMTP instance each goes
// only where it belongs.
// Without DATABASE_URL this file FAILS (it must never pass by skipping).
import { and, count, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../../server/src/app';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/open-db';
import { mailOutbox, offers, sandboxSignatureDocuments } from '../../../server/src/db/schema';
import { SIGNATURE_RECONCILE_JOB } from '../../../server/src/modules/e-signature';
import { createSmtpTransport } from '../../../server/src/providers/mail';
import { HOSTS, post } from '../helpers/auth';
import { createCampaign, createOffer, tenantIdOf } from '../helpers/offer-fixtures';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher';
import { createTestApp, TEST_SECRETS, usingPostgres, type TestApp } from '../helpers/test-app';

if (!usingPostgres) throw new Error('These tests need PostgreSQL: set DATABASE_URL (they must not be skipped).');

let catcher: SmtpCatcher;
let first: TestApp;
let second: { app: FastifyInstance; handle: DatabaseHandle };
let tenantId: string;

/** Another instance of the app on the same database (its own pool, its own transport), like a second server. */
async function secondInstance(
  options: Partial<BuildAppOptions>,
): Promise<{ app: FastifyInstance; handle: DatabaseHandle }> {
  const handle = await openDatabase({ databaseUrl: first.url! });
  const app = await buildApp({
    db: handle.db,
    secrets: TEST_SECRETS,
    storage: first.app.services.storage,
    jobPollIntervalMs: 100,
    ...options,
  });
  await app.ready();
  return { app, handle };
}

async function waitFor(what: string, done: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function queueMails(prefix: string, howMany: number): Promise<string[]> {
  const recipients = Array.from({ length: howMany }, (_, i) => `${prefix}${i}@demo.test`);
  await first.db.transaction(async (tx) => {
    for (const recipient of recipients)
      await first.app.services.outbox.enqueue(tx, {
        tenantId,
        recipient,
        locale: 'pl',
        subject: `Message to ${recipient}`,
        html: '<p>Hello</p>',
        text: 'Hello',
      });
  });
  return recipients;
}

const deliveredTo = (prefix: string) =>
  catcher.accepted.flatMap((mail) => mail.to).filter((address) => address.startsWith(prefix));

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  first = await createTestApp({
    mailTransport: createSmtpTransport(catcher.url, 'no-reply@demo.test', { connections: 10 }),
    devMailbox: false,
    jobPollIntervalMs: 100,
  });
  expect(first.handle.kind).toBe('postgres');
  tenantId = await tenantIdOf(first.db, 'demo');
  second = await secondInstance({
    mailTransport: createSmtpTransport(catcher.url, 'no-reply@demo.test', { connections: 10 }),
    devMailbox: false,
  });
  await first.app.services.jobs.start();
  await second.app.services.jobs.start();
});
afterEach(() => {
  catcher.answerDelayMs = 0;
});
afterAll(async () => {
  await second?.app.close();
  await second?.handle.close();
  await first?.close();
  await catcher?.close();
});

describe('two instances on one database', () => {
  it('sends each of 60 queued mails exactly once, both instances taking part', async () => {
    const recipients = await queueMails('once', 60);
    first.app.services.outbox.kick();
    await waitFor('60 deliveries', () => deliveredTo('once').length >= 60);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a second delivery would show up meanwhile
    expect(deliveredTo('once').sort()).toEqual([...recipients].sort());
    const rows = await first.db
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .where(inArray(mailOutbox.recipient, recipients));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('a slow SMTP server (9 s an answer) gets each message once, though both instances are free to take it', async () => {
    catcher.answerDelayMs = 9_000;
    const recipients = await queueMails('slow', 30);
    await waitFor('30 slow deliveries', () => deliveredTo('slow').length >= 30, 90_000);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(deliveredTo('slow').sort()).toEqual([...recipients].sort());
    expect(catcher.received.flatMap((mail) => mail.to).filter((to) => to.startsWith('slow'))).toHaveLength(30);
  }, 120_000);

  it('an accepted offer gets one signing document and one e-mail, with both instances reconciling at once', async () => {
    const campaign = await createCampaign(first.db);
    const created = await Promise.all(
      Array.from({ length: 5 }, () => createOffer(first.db, campaign, { status: 'accepted' })),
    );
    const ids = created.map((offer) => offer.offerId);
    // Accepted ten minutes ago and never sent for signature (the instance that accepted them died).
    await first.db
      .update(offers)
      .set({ agreementStatus: 'New', updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(inArray(offers.id, ids));
    // Both instances' reconcilers fire at the same time.
    await Promise.all([
      first.app.services.jobs.enqueue(first.db, SIGNATURE_RECONCILE_JOB, {}),
      second.app.services.jobs.enqueue(second.handle.db, SIGNATURE_RECONCILE_JOB, {}),
    ]);
    first.app.services.jobs.wake();
    second.app.services.jobs.wake();
    const documentsOf = async () =>
      (
        await first.db
          .select({ value: count() })
          .from(sandboxSignatureDocuments)
          .where(inArray(sandboxSignatureDocuments.externalReference, ids))
      )[0]!.value;
    await waitFor('5 signing documents', async () => (await documentsOf()) >= 5);
    await waitFor('no job left', async () => {
      const [a, b] = [await first.app.services.jobs.stats(), await second.app.services.jobs.stats()];
      return Object.values(a).every((kind) => kind.queued + kind.active + kind.retrying === 0) && b !== null;
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await documentsOf()).toBe(5);
    const signingMails = await first.db
      .select({ value: count() })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.recipient, ['investor@demo.test']), like(mailOutbox.subject, '%podpisz umowę%')));
    expect(signingMails[0]!.value).toBe(5);
  });

  it('mail of a development instance stays in its mailbox; an SMTP instance never sends it, and the other way round', async () => {
    // A development instance (no SMTP) on the same database: it takes only development mail.
    const dev = await secondInstance({ devMailbox: true });
    try {
      await dev.app.services.jobs.start();
      // A token requested through the SMTP instance: its e-mail job may run on any instance, the mail is SMTP mail.
      expect((await post(first.app, '/auth/investor/send-token', { email: 'investor@demo.test' })).statusCode).toBe(
        202,
      );
      // A token requested through the development instance: development mail, whoever runs the job.
      expect(
        (await post(dev.app, '/auth/investor/send-token', { email: 'investor@navy.test' }, { host: HOSTS.navy }))
          .statusCode,
      ).toBe(202);
      await waitFor('the SMTP mail', () => catcher.accepted.some((mail) => mail.to.includes('investor@demo.test')));
      await waitFor('the development mail', async () => {
        const mailbox = await dev.app.inject({ method: 'GET', url: '/dev/mail?to=investor@navy.test' });
        return (mailbox.json() as unknown[]).length === 1;
      });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(catcher.accepted.some((mail) => mail.to.includes('investor@navy.test'))).toBe(false);
      const demoInbox = await dev.app.inject({ method: 'GET', url: '/dev/mail?to=investor@demo.test' });
      expect(demoInbox.json()).toEqual([]);
      const rows = await first.db
        .select({ recipient: mailOutbox.recipient, channel: mailOutbox.channel, transport: mailOutbox.transport })
        .from(mailOutbox)
        .where(
          and(
            inArray(mailOutbox.recipient, ['investor@demo.test', 'investor@navy.test']),
            like(mailOutbox.subject, '%link do logowania%'),
          ),
        );
      expect(rows.sort((x, y) => x.recipient.localeCompare(y.recipient))).toEqual([
        { recipient: 'investor@demo.test', channel: 'smtp', transport: 'smtp' },
        { recipient: 'investor@navy.test', channel: 'dev', transport: 'dev' },
      ]);
    } finally {
      await dev.app.close();
      await dev.handle.close();
    }
  });
});
