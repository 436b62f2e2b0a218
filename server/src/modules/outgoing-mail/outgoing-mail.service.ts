// The tenant's outgoing mail for its operators: the outbox with each mail's status, attempts and last error, and
// queueing a failed one again. Only the tenant's own mail; never the bodies (they carry sign-in links).
import type { ListOutgoingMailParams, OutgoingMail, OutgoingMailList } from '#generated/api/model';
import type { MailOutboxRow } from '../../db/schema';
import { findTenantMail, listTenantMail } from '../../mail/outbox.repository';
import { HttpError, notFound } from '../../plugins/errors';
import type { UserCaller } from '../shared';

const PAGE_SIZE = 20;

function toOutgoingMail(row: MailOutboxRow): OutgoingMail {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export async function list(caller: UserCaller, query: ListOutgoingMailParams): Promise<OutgoingMailList> {
  const page = await listTenantMail(caller.db, caller.tenant.id, {
    status: query.status,
    limit: query.limit ?? PAGE_SIZE,
    offset: query.offset ?? 0,
  });
  return { items: page.rows.map(toOutgoingMail), totalCount: page.totalCount };
}

export async function retry(caller: UserCaller, id: string): Promise<OutgoingMail> {
  const queued = await caller.db.transaction((tx) => caller.services.outbox.retryFailed(tx, caller.tenant.id, id));
  if (queued) {
    caller.services.outbox.forChannel(queued.channel).kick();
    return toOutgoingMail(queued);
  }
  const mail = await findTenantMail(caller.db, caller.tenant.id, id);
  if (!mail) throw notFound('No such mail');
  throw new HttpError(409, 'CONFLICT', `Only a failed mail can be queued again (this one is ${mail.status})`);
}
