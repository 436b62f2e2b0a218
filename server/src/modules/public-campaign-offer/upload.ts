// Reading the one `file` part of a payment confirmation upload (the shared multipart reader: every part read or
// refused; the file spooled, never whole in memory; above MAX_DOCUMENT_BYTES 413; no file 400; not multipart 415).
import type { FastifyRequest } from 'fastify';
import { validationFailed } from '../../plugins/errors';
import { fileRequired, withMultipartUpload, type UploadedFile } from '../shared';

/** Runs `use` with the uploaded file; the spooled file is removed after it, whatever the outcome. */
export function withUploadedFile<Result>(
  request: FastifyRequest,
  use: (file: UploadedFile) => Promise<Result>,
): Promise<Result> {
  return withMultipartUpload(request, {}, async ({ file }) => {
    if (!file) throw validationFailed([fileRequired()]);
    return use(file);
  });
}
