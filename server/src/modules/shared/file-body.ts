// A download's body: a stored file streamed from the storage (never read whole into memory), or
// bytes the server generated itself (PDFs, CSV, iCalendar).
import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../../providers/storage';

export type FileBody = Buffer | StoredFile;

/**
 * What a download handler returns to send `body`: fastify pipes a stream (and destroys it when the client goes
 * away); Content-Length is set here because fastify only knows it for a Buffer.
 */
export function sendFileBody(reply: FastifyReply, body: FileBody): never {
  if (Buffer.isBuffer(body)) return body as never;
  if (body.size !== undefined) reply.header('content-length', String(body.size));
  return body.body as never;
}
