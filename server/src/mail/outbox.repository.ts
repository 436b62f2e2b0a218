// SQL of the mail outbox. A row is the mail's state; its job on the job queue (mail/outbox.ts) sends it. Every
// change of state is one conditional UPDATE, so two senders can never both hold a row, and `sent` is set once.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
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

export type MailChannel = 'smtp' | 'dev';

export async function insertMail(db: Database, mail: NewMail, channel: MailChannel, now: Date): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, channel, status: 'pending', nextAttemptAt: now, createdAt: now })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Takes the row for one send: a pending row, or a `sending` row whose lease ran out (its sender died). The lease
 * is counted in the database's time, the same for every instance. Null: sent, failed, of another channel, or
 * held by a sender that may still be talking to the SMTP server.
 */
export async function claimMail(
  db: Database,
  id: string,
  channel: MailChannel,
  leaseSeconds: number,
): Promise<MailOutboxRow | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.channel, channel),
        sql`(${mailOutbox.status} = 'pending' or (${mailOutbox.status} = 'sending' and ${mailOutbox.nextAttemptAt} < now()))`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function findMailState(
  db: Database,
  id: string,
): Promise<Pick<MailOutboxRow, 'status' | 'channel'> | null> {
  const [row] = await db
    .select({ status: mailOutbox.status, channel: mailOutbox.channel })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row ?? null;
}

/** Sent, once: only the holder of the row (status sending, this attempt) marks it. */
export async function markMailSent(
  db: Database,
  id: string,
  attempt: number,
  transport: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sent', transport, sentAt: now, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, attempt)))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

/** The attempt failed: back to pending (its job is retried later), or failed when it was the last one. */
export async function markAttemptFailed(
  db: Database,
  id: string,
  attempt: number,
  error: string,
  last: boolean,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: last ? 'failed' : 'pending', lastError: error.slice(0, 1000), nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, attempt)));
}

/** Its job is dead (e.g. its sender died on the last attempt): failed, unless it went out meanwhile. */
export async function markMailFailed(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: sql`coalesce(${mailOutbox.lastError}, ${error})` })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['pending', 'sending'])));
}

/** An operator queues a failed mail again (with its new job, in the same transaction). */
export async function requeueFailedMail(db: Database, tenantId: string, id: string): Promise<MailOutboxRow | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.status, 'failed')))
    .returning();
  return row ?? null;
}

export async function findTenantMail(db: Database, tenantId: string, id: string): Promise<MailOutboxRow | null> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.tenantId, tenantId)));
  return row ?? null;
}

/** One page of a tenant's outgoing mail, newest first, optionally of one status. */
export async function listTenantMail(
  db: Database,
  tenantId: string,
  filter: { status?: MailOutboxRow['status'] | undefined; limit: number; offset: number },
): Promise<{ rows: MailOutboxRow[]; totalCount: number }> {
  const where = and(
    eq(mailOutbox.tenantId, tenantId),
    filter.status ? eq(mailOutbox.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, totalCount: Number(total?.value ?? 0) };
}

/**
 * Queued rows without a live job (written before mail went through the job queue): their job is created again.
 * `jobTable` is the job queue's table.
 */
export async function listMailWithoutJob(
  db: Database,
  channel: MailChannel,
  queue: string,
  jobTable: string,
): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    select m.id from mail_outbox m
    where m.channel = ${channel} and m.status in ('pending', 'sending')
      and not exists (
        select 1 from ${sql.raw(jobTable)} j
        where j.name = ${queue} and j.state < 'completed' and j.data->'payload'->>'mailId' = m.id::text
      )
    limit 1000`);
  return (rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
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
