// Tag `documents`: the documents area (/app/documents). Thin: read the validated request (and the multipart
// file, streamed, so not in request.body), call documents.service.ts, shape the answer.
import { HttpError, validationFailed } from '../../plugins/errors';
import { callerOf, sendPage, type OperationHandlers } from '../shared';
import * as documents from './documents.service';
import { MAX_DOCUMENT_BYTES } from '#schemas/constants';

export const documentsHandlers: OperationHandlers = {
  async listDocuments(request, reply) {
    return sendPage(reply, await documents.list(callerOf(request), request.query));
  },
  async uploadDocument(request) {
    const caller = callerOf(request);
    if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data');
    const part = await request.file({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 } });
    if (!part || part.fieldname !== 'file') {
      throw validationFailed([{ propertyPath: 'file', title: 'validation.required', message: 'A file is required' }]);
    }
    const bytes = await part.toBuffer(); // over the limit: 413 (RequestFileTooLargeError)
    return documents.upload(caller, { fileName: part.filename, bytes });
  },
  async downloadDocument(request, reply) {
    const file = await documents.download(callerOf(request), request.params.id);
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', file.disposition)
      .header('cache-control', 'private, no-store');
    return file.bytes;
  },
};
