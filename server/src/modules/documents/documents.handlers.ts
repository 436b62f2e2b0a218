// Tag `documents`: the documents area (/app/documents). Thin: unpack, call documents.service.ts, shape.
import type { FastifyRequest } from 'fastify';
import type { ListQueryInput } from '../../db/list-query';
import { sendPage } from '../advisors/advisors.handlers';
import type { OperationHandlers } from '../types';
import * as documents from './documents.service';

export const documentsHandlers: OperationHandlers = {
  async listDocuments(request, reply) {
    return sendPage(reply, await documents.list(request, request.query as ListQueryInput));
  },
  async uploadDocument(request, reply) {
    return reply.code(201).send(await documents.upload(request));
  },
  async downloadDocument(request, reply) {
    const file = await documents.download(request, (request as FastifyRequest<{ Params: { id: string } }>).params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', file.disposition)
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  },
};
