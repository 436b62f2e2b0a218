// Tag `dev`: the development mailbox (no SMTP_URL, not production). Elsewhere the route answers 404, as if
// it did not exist.
import type { FastifyRequest } from 'fastify';
import type { DevMailMessage } from '../../../../generated/api/model';
import { listDevMailbox } from '../../mail/outbox.repository';
import { extractLinks } from '../../mail/templates';
import { notFound } from '../../plugins/errors';
import type { OperationHandlers } from '../types';

export const devHandlers: OperationHandlers = {
  async listDevMail(request: FastifyRequest): Promise<DevMailMessage[]> {
    if (!request.server.services.devMailbox) throw notFound(`Route not found: GET /dev/mail`);
    const query = request.query as { to?: string; limit?: number };
    const rows = await listDevMailbox(request.server.db, query.to?.toLowerCase(), query.limit ?? 50);
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
