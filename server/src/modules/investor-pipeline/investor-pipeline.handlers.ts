// Tag `investor-pipeline`: the tables, the board and the export (this module); the actions on one offer (moves,
// owner change, owner choices, attachments, timeline) are the offers core's handlers (modules/offers).
import { contentDisposition } from '../../providers/storage/file-types';
import { callerOf, publicCallerOf, sendPage, type OperationHandlers } from '../shared';
import * as pipeline from './investor-pipeline.service';

/**
 * The file goes out as a stream (Fastify pipes a returned Readable); the handler's type says what the bytes
 * are (the contract's `format: binary`).
 */
const streamed = (file: pipeline.ExportFile) => file.stream as unknown as Uint8Array;

export const investorPipelineHandlers: OperationHandlers = {
  async listInvestorOffers(request, reply) {
    // The session is read by the list's own statement (plugins/auth.ts, SESSION_IN_HANDLER).
    const session = request.pendingSession;
    const page = session
      ? await pipeline.listCheckingSession(publicCallerOf(request), session, 'own', request.query)
      : await pipeline.list(callerOf(request), 'own', request.query);
    return sendPage(reply, page);
  },
  async listNetworkInvestorOffers(request, reply) {
    const session = request.pendingSession;
    const page = session
      ? await pipeline.listCheckingSession(publicCallerOf(request), session, 'network', request.query)
      : await pipeline.list(callerOf(request), 'network', request.query);
    return sendPage(reply, page);
  },
  async getInvestorOffersBoard(request) {
    return pipeline.board(callerOf(request), request.query);
  },
  async exportInvestorOffers(request, reply) {
    const file = await pipeline.exportFile(callerOf(request), 'own', request.query, request.headers['accept-language']);
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'private, no-store');
    return streamed(file);
  },
  async exportNetworkInvestorOffers(request, reply) {
    const file = await pipeline.exportFile(
      callerOf(request),
      'network',
      request.query,
      request.headers['accept-language'],
    );
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'private, no-store');
    return streamed(file);
  },
};
