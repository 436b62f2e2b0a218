// The documents area (docs/decisions/0005-advisor-administration.md): every advisor-panel user of the tenant
// lists and downloads; coordinators and operators upload. Files go through the storage provider; the row is
// written only after the file is stored, and a failed insert removes the file: neither exists without the other
// (a crash between the two can leave an orphan file no row points to, never a row without its file).
import { randomUUID } from 'node:crypto';
import type { Document } from '#generated/api/model';
import type { ListQueryInput } from '../../db/list-query';
import { HttpError, notFound } from '../../plugins/errors';
import { isUuid, type FileBody, type UploadedFile, type UserCaller } from '../shared';
import { verifiedFileTypeOfFile } from '../../providers/storage/file-content';
import { contentDisposition, safeFileName } from '../../providers/storage/file-types';
import * as repo from './documents.repository';

const toDocument = (row: repo.DocumentListRow): Document => ({
  id: row.id,
  fileName: row.fileName,
  uploadedBy: row.uploadedBy,
  createdAt: row.createdAt.toISOString(),
  contentType: row.contentType,
  size: row.size,
});

export async function list(caller: UserCaller, input: ListQueryInput) {
  const page = await repo.listDocuments(caller.db, caller.tenant.id, input);
  return { items: page.items.map(toDocument), totalCount: page.totalCount };
}

/** Who may upload is the operation's x-roles (coordinator, operator); the file was read by the handler. */
export async function upload(caller: UserCaller, file: UploadedFile): Promise<Document> {
  const type = await verifiedFileTypeOfFile(file.path);
  if (!type) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only PDF, PNG and JPEG files are accepted');

  const id = randomUUID();
  const storageKey = `documents/${caller.tenant.id}/${id}`;
  const storage = caller.services.storage;
  await storage.putStream(storageKey, file.open());
  try {
    await repo.insertDocument(caller.db, {
      id,
      tenantId: caller.tenant.id,
      fileName: safeFileName(file.fileName, type),
      contentType: type.contentType,
      size: file.size,
      sha256: file.sha256,
      storageKey,
      uploadedBy: caller.user.userId,
      createdAt: caller.services.now(),
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  return toDocument((await repo.findDocumentListRow(caller.db, caller.tenant.id, id))!);
}

export async function download(
  caller: UserCaller,
  id: string,
): Promise<{ body: FileBody; contentType: string; disposition: string }> {
  const row = isUuid(id) ? await repo.findDocument(caller.db, caller.tenant.id, id) : null;
  if (!row) throw notFound('Document not found');
  const body = await caller.services.storage.openRead(row.storageKey);
  if (!body) throw new HttpError(500, 'FILE_DOWNLOAD_ERROR', 'The file of this document is missing');
  return { body, contentType: row.contentType, disposition: contentDisposition(row.fileName) };
}
