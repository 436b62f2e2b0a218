// Tag `documents`: the documents area (/app/documents). Thin: read the validated request (and the multipart
// file, streamed, so not in request.body), call documents.service.ts, shape the answer.
import { validationFailed } from '../../plugins/errors';
import { callerOf, fileRequired, sendFileBody, sendPage, withMultipartUpload, type OperationHandlers } from '../shared';
import * as documents from './documents.service';

export const documentsHandlers: OperationHandlers = {
  async listDocuments(request, reply) {
    return sendPage(reply, await documents.list(callerOf(request), request.query));
  },
  async uploadDocument(request) {
    const caller = callerOf(request);
    return withMultipartUpload(request, {}, async ({ file }) => {
      if (!file) throw validationFailed([fileRequired()]);
      return documents.upload(caller, file);
    });
  },
  async downloadDocument(request, reply) {
    const file = await documents.download(callerOf(request), request.params.id);
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', file.disposition)
      .header('cache-control', 'private, no-store');
    return sendFileBody(reply, file.body);
  },
};
