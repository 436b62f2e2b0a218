// Outgoing mail on the job queue: `enqueue` writes the mail and its job in the caller's transaction; the job of
// the mail's channel sends it. Why a slow SMTP server never causes a second delivery:
// - one job per mail, taken by one instance at a time; the row is claimed for a lease (MAIL_LEASE_SECONDS) far
//   longer than the SMTP transport's own time limits (connection, greeting, each answer), so a send still in flight
//   always ends (delivered or timed out) before anyone else may take the row;
// - the job's expiry equals that lease: the queue gives a job to another instance only when its first runner
//   has had the whole lease, and the row's claim refuses it until then anyway;
// - `sent` is set once, by the holder of the claim.
// A mail whose attempts all failed is `failed` (visible to the operator, who may queue it again), never dropped.
import type { Database } from '../db/open-db';
import type { MailOutboxRow } from '../db/schema';
import { defineJob, type JobKind, type JobQueue } from '../jobs';
import type { MailTransport } from '../providers/mail';
import * as repo from './outbox.repository';
import type { MailChannel, NewMail } from './outbox.repository';

/** The claim of a row for one send; also the mail job's expiry. */
export const MAIL_LEASE_SECONDS = 10 * 60;
/** Attempts after the first: with the back-off (30 s, 1 min, 2 min ... doubling) about 8 to 16 hours. */
export const MAIL_RETRY_LIMIT = 10;

export interface MailPayload {
  mailId: string;
}

function mailJobKind(channel: MailChannel): JobKind<MailPayload> {
  return defineJob<MailPayload>({
    name: `mail-${channel}`,
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelaySeconds: 30,
    expireInSeconds: MAIL_LEASE_SECONDS,
  });
}

/** One queue per channel: an instance takes only the mail of the channel it delivers. */
export const MAIL_JOBS: Record<MailChannel, JobKind<MailPayload>> = {
  smtp: mailJobKind('smtp'),
  dev: mailJobKind('dev'),
};

export interface Outbox {
  /** `smtp` or `dev`: where mail written by this instance goes. */
  readonly channel: MailChannel;
  /** This instance's transport (sends mail of `sends`, if any). */
  readonly transport: MailTransport;
  /** Writes the mail and its job in `db` (the caller's transaction). */
  enqueue(db: Database, mail: NewMail): Promise<void>;
  /** The same outbox writing mail of another channel (work that a job started on behalf of another instance). */
  forChannel(channel: MailChannel): Outbox;
  /** A failed mail of the tenant queued again with a new job, in `db` (a transaction); null unless it was failed. */
  retryFailed(db: Database, tenantId: string, id: string): Promise<MailOutboxRow | null>;
  /** Send soon (mail was just committed). */
  kick(): void;
  /** Tests: runs every due job (of every kind this instance works) until none is due; how many mails were sent. */
  flushOutbox(): Promise<number>;
}

export interface OutboxOptions {
  db: Database;
  jobs: JobQueue;
  transport: MailTransport;
  /** Where mail written here goes. */
  channel: MailChannel;
  /** The channel this instance delivers, or null (production without SMTP: mail waits for an instance with it). */
  sends: MailChannel | null;
  /** Mails sent at once by this instance (the SMTP connections). */
  concurrency: number;
  now: () => Date;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { db, jobs, transport, now } = options;
  let sent = 0;
  const kinds = MAIL_JOBS;

  if (options.sends) {
    const channel = options.sends;
    const kind = kinds[channel];
    jobs.work(
      kind,
      async ({ mailId }, context) => {
        const mail = await repo.claimMail(db, mailId, channel, MAIL_LEASE_SECONDS);
        if (!mail) {
          const state = await repo.findMailState(db, mailId);
          // Sent, failed or gone: nothing to do. Held by a sender whose lease runs: try again after it.
          if (state?.status === 'sending') throw new Error('held by another sender; tried again later');
          return;
        }
        try {
          await transport.send({ to: mail.recipient, subject: mail.subject, html: mail.html, text: mail.text });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await repo.markAttemptFailed(db, mail.id, mail.attempts, message, context.retryCount >= context.retryLimit);
          throw error;
        }
        if (await repo.markMailSent(db, mail.id, mail.attempts, transport.kind, now())) sent += 1;
      },
      { concurrency: options.concurrency },
    );
    // Its job died (e.g. the instance was killed during the last attempt): the mail is failed, for the operator.
    jobs.onDead(kind, async ({ mailId }) => repo.markMailFailed(db, mailId, 'gave up after the last attempt'));
  }

  function outboxFor(channel: MailChannel): Outbox {
    return {
      channel,
      transport,
      async enqueue(target, mail) {
        const id = await repo.insertMail(target, mail, channel, now());
        await jobs.enqueue(target, kinds[channel], { mailId: id });
      },
      forChannel: outboxFor,
      async retryFailed(target, tenantId, id) {
        const row = await repo.requeueFailedMail(target, tenantId, id);
        if (row) await jobs.enqueue(target, kinds[row.channel], { mailId: row.id });
        return row;
      },
      kick() {
        jobs.wake(kinds[channel]);
      },
      async flushOutbox() {
        const before = sent;
        await jobs.drain();
        return sent - before;
      },
    };
  }
  return outboxFor(options.channel);
}

/** Queued mail of `channel` written without a job (before mail went through the job queue) gets one. */
export async function requeueMailWithoutJob(
  db: Database,
  jobs: JobQueue,
  channel: MailChannel,
  jobTable: string,
): Promise<number> {
  const kind = MAIL_JOBS[channel];
  const ids = await repo.listMailWithoutJob(db, channel, kind.name, jobTable);
  for (const id of ids) await jobs.enqueue(db, kind, { mailId: id });
  return ids.length;
}
