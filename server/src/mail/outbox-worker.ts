// Sends the outbox: every `intervalMs`, and at once when kicked (a handler just queued mail). Retries with
// exponential back-off (30 s, 1 min, 2 min ... capped at 1 h), gives up after MAX_ATTEMPTS (status failed).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/open-db';
import type { MailTransport } from '../providers/mail';
import { claimDueMail, markMailFailed, markMailSent } from './outbox.repository';

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 120_000;
const BATCH = 20;

export interface OutboxWorker {
  readonly transport: MailTransport;
  /** Sends everything due now; resolves when done. Returns how many messages were sent. */
  flushOutbox(): Promise<number>;
  /** Ask for a flush soon (after the current transaction committed). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export function createOutboxWorker(options: {
  db: Database;
  transport: MailTransport;
  intervalMs: number;
  now: () => Date;
  log?: FastifyBaseLogger;
  /** Resolves when mail already asked for is in the outbox (background jobs): a flush waits for it first. */
  settled?: () => Promise<void>;
}): OutboxWorker {
  const { db, transport, now, log } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let started = false;

  async function flushOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueMail(db, now(), LEASE_MS, BATCH);
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        try {
          await transport.send({ to: mail.recipient, subject: mail.subject, html: mail.html, text: mail.text });
          await markMailSent(db, mail.id, transport.kind, now());
          sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const retryAt =
            mail.attempts >= MAX_ATTEMPTS ? null : new Date(now().getTime() + retryDelayMs(mail.attempts));
          // The recipient and body are personal data / secrets: only the id and the error are logged.
          log?.warn({ mailId: mail.id, attempts: mail.attempts, error: message }, 'mail not sent');
          await markMailFailed(db, mail.id, message, retryAt);
        }
      }
    }
  }

  function flushOutbox(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      await options.settled?.();
      let total = 0;
      do {
        again = false;
        total += await flushOnce();
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const tick = () => {
    flushOutbox().catch((error: unknown) => log?.error({ err: error }, 'outbox flush failed'));
  };

  return {
    transport,
    flushOutbox,
    kick() {
      if (started) setImmediate(tick);
    },
    start() {
      if (started) return;
      started = true;
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      started = false;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
