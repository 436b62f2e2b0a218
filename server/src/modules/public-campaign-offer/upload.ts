// Reading the one `file` part of a payment confirmation upload (the shared multipart reader: every part read or
// refused; above MAX_DOCUMENT_BYTES 413; no file 400; not multipart 415).
import type { FastifyRequest } from 'fastify';
import { validationFailed } from '../../plugins/errors';
import { fileRequired, readMultipartUpload, type UploadedFile } from '../shared';

export async function readUploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  const { file } = await readMultipartUpload(request);
  if (!file) throw validationFailed([fileRequired()]);
  return file;
}
