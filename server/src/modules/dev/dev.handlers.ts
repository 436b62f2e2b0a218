// Tag `dev`: the development mailbox (no SMTP_URL, not production). Elsewhere the route answers 404, as if
// it did not exist.
import { listDevMailbox } from '../../mail/outbox.repository';
import { extractLinks } from '../../mail/templates';
import { notFound } from '../../plugins/errors';
import type { OperationHandlers } from '../shared';

export const devHandlers: OperationHandlers = {
  async listDevMail(request) {
    const services = request.server.services;
    if (!services.devMailbox) throw notFound(`Route not found: GET /dev/mail`);
    // Token e-mails are written by a job after their request's answer (auth.service.ts) and delivered here by
    // the mail job: a reader right after a request may have to look again a moment later.
    const rows = await listDevMailbox(request.server.db, request.query.to?.toLowerCase(), request.query.limit ?? 50);
    return rows.map((row) => ({
      id: row.id,
      to: [row.recipient],
      subject: row.subject,
      text: row.text,
      html: row.html,
      sentAt: (row.sentAt ?? row.createdAt).toISOString(),
      links: extractLinks(row.text),
    }));
  },
};
