// The documents area (docs/decisions/0005-advisor-administration.md): every advisor-panel user of the tenant
// lists and downloads; coordinators and operators upload. Files go through the storage provider; the row is
// written only after the file is stored, and a failed insert removes the file: neither exists without the other
// (a crash between the two can leave an orphan file no row points to, never a row without its file).
import { randomUUID, createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Document } from '../../../../generated/api/model';
import type { ListQueryInput } from '../../db/list-query';
import { forbidden, requireAuth } from '../../plugins/auth';
import { HttpError, notFound, validationFailed } from '../../plugins/errors';
import { requireTenant } from '../../plugins/tenancy';
import { isUuid } from '../auth/auth.repository';
import { contentDisposition, detectFileType, safeFileName } from './file-types';
import * as repo from './documents.repository';
import { MAX_DOCUMENT_BYTES } from '../../../../schemas/constants';

const toDocument = (row: repo.DocumentListRow): Document => ({
  id: row.id,
  fileName: row.fileName,
  uploadedBy: row.uploadedBy,
  createdAt: row.createdAt.toISOString(),
  contentType: row.contentType,
  size: row.size,
});

export async function list(request: FastifyRequest, input: ListQueryInput) {
  requireAuth(request);
  const page = await repo.listDocuments(request.server.db, requireTenant(request).id, input);
  return { items: page.items.map(toDocument), totalCount: page.totalCount };
}

export async function upload(request: FastifyRequest): Promise<Document> {
  const auth = requireAuth(request);
  if (auth.role !== 'coordinator' && auth.role !== 'operator') throw forbidden();
  const tenant = requireTenant(request);
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data');
  const part = await request.file({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'file') {
    throw validationFailed([{ propertyPath: 'file', title: 'validation.required', message: 'A file is required' }]);
  }
  const bytes = await part.toBuffer(); // over the limit: 413 (RequestFileTooLargeError)
  const type = detectFileType(bytes);
  if (!type) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only PDF, PNG and JPEG files are accepted');

  const id = randomUUID();
  const storageKey = `documents/${tenant.id}/${id}`;
  const storage = request.server.storage;
  await storage.put(storageKey, bytes);
  try {
    await repo.insertDocument(request.server.db, {
      id,
      tenantId: tenant.id,
      fileName: safeFileName(part.filename, type),
      contentType: type.contentType,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey,
      uploadedBy: auth.userId,
      createdAt: request.server.services.now(),
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  return toDocument((await repo.findDocumentListRow(request.server.db, tenant.id, id))!);
}

export async function download(
  request: FastifyRequest,
  id: string,
): Promise<{ bytes: Buffer; contentType: string; disposition: string }> {
  requireAuth(request);
  const tenant = requireTenant(request);
  const row = isUuid(id) ? await repo.findDocument(request.server.db, tenant.id, id) : null;
  if (!row) throw notFound('Document not found');
  const bytes = await request.server.storage.get(row.storageKey);
  if (!bytes) throw new HttpError(500, 'FILE_DOWNLOAD_ERROR', 'The file of this document is missing');
  return { bytes, contentType: row.contentType, disposition: contentDisposition(row.fileName) };
}
