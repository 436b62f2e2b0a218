// SQL of the mail outbox. Rows are claimed with FOR UPDATE SKIP LOCKED, so several server instances (or a
// worker tick and a test's flushOutbox) never send the same row twice at once.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open-db';
import { mailOutbox, type MailOutboxRow } from '../db/schema';

export interface NewMail {
  tenantId: string | null;
  recipient: string;
  locale: 'pl' | 'en';
  subject: string;
  html: string;
  text: string;
}

export async function enqueueMail(db: Database, mail: NewMail, now: Date): Promise<void> {
  await db.insert(mailOutbox).values({ ...mail, status: 'pending', nextAttemptAt: now, createdAt: now });
}

/**
 * Takes up to `limit` due rows: pending ones whose time has come, and `sending` ones whose lease ran out (their
 * sender crashed). The lease (next_attempt_at moved forward) keeps other senders away while this one works.
 */
export async function claimDueMail(db: Database, now: Date, leaseMs: number, limit: number): Promise<MailOutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['pending', 'sending']), sql`${mailOutbox.nextAttemptAt} <= ${now}`))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markMailSent(db: Database, id: string, transport: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', transport, sentAt: now, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Database, id: string, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { status: 'pending', nextAttemptAt: retryAt, lastError: error.slice(0, 1000) }
        : { status: 'failed', lastError: error.slice(0, 1000) },
    )
    .where(eq(mailOutbox.id, id));
}

/** The development mailbox, newest first. */
export async function listDevMailbox(db: Database, to: string | undefined, limit: number): Promise<MailOutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'sent'),
        eq(mailOutbox.transport, 'dev'),
        to ? eq(mailOutbox.recipient, to) : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.createdAt))
    .limit(limit);
}
