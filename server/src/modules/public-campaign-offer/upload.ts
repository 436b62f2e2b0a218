// Reading the one `file` part of a multipart upload (the payment confirmation), at most MAX_DOCUMENT_BYTES:
// above it the multipart plugin answers 413; no part or another field name is 400; not multipart is 415.
import type { FastifyRequest } from 'fastify';
import { HttpError, validationFailed } from '../../plugins/errors';
import { MAX_DOCUMENT_BYTES } from '#schemas/constants';

export async function readUploadedFile(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data');
  const part = await request.file({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'file') {
    throw validationFailed([{ propertyPath: 'file', title: 'validation.required', message: 'A file is required' }]);
  }
  const bytes = await part.toBuffer(); // over the limit: 413 (RequestFileTooLargeError)
  return { fileName: part.filename, bytes };
}
