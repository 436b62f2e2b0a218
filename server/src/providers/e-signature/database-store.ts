// The sandbox e-signature service's storage in our database (table sandbox_signature_documents) and the PDFs in
// the file storage: the sandbox imitates an outside service, so it keeps its documents apart from our offers,
// as that service would. A real provider keeps nothing here.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/open-db';
import { sandboxSignatureDocuments } from '../../db/schema';
import type { FileStorage } from '../storage';
import type { ESignatureDocumentStore, StoredDocument, StoredParty } from './store';
import { toDocumentStatus } from './status';

type Row = typeof sandboxSignatureDocuments.$inferSelect;

const pdfKey = (id: string, kind: 'original' | 'signed') => `e-signature-sandbox/${id}/${kind}`;

/** Document ids are ours (UUIDs); anything else cannot be a key and is simply not found. */
const isStorableId = (id: string) => /^[0-9a-f-]{36}$/.test(id);

export function createDatabaseDocumentStore(db: Database, storage: FileStorage): ESignatureDocumentStore {
  async function toDocument(row: Row): Promise<StoredDocument> {
    const [pdf, signedPdf] = await Promise.all([
      row.pdfKey ? storage.get(row.pdfKey) : null,
      row.signedPdfKey ? storage.get(row.signedPdfKey) : null,
    ]);
    return {
      id: row.id,
      externalReference: row.externalReference,
      title: row.title,
      status: toDocumentStatus(row.status),
      sequence: row.sequence,
      parties: row.parties as unknown as StoredParty[],
      pdf,
      signedPdf,
      signedAt: row.signedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** The PDFs go to the file storage first; the row then names them (a failed row leaves an orphan file only). */
  async function storePdfs(document: StoredDocument) {
    if (document.pdf) await storage.put(pdfKey(document.id, 'original'), document.pdf);
    if (document.signedPdf) await storage.put(pdfKey(document.id, 'signed'), document.signedPdf);
    return {
      pdfKey: document.pdf ? pdfKey(document.id, 'original') : null,
      signedPdfKey: document.signedPdf ? pdfKey(document.id, 'signed') : null,
    };
  }

  const columns = (document: StoredDocument) => ({
    externalReference: document.externalReference,
    title: document.title,
    status: document.status,
    sequence: document.sequence,
    parties: document.parties as unknown as Record<string, unknown>[],
    signedAt: document.signedAt ? new Date(document.signedAt) : null,
    updatedAt: new Date(document.updatedAt),
  });

  return {
    async insert(document) {
      const keys = await storePdfs(document);
      await db
        .insert(sandboxSignatureDocuments)
        .values({ id: document.id, ...columns(document), ...keys, createdAt: new Date(document.createdAt) });
    },
    async get(id) {
      if (!isStorableId(id)) return null;
      const rows = await db.select().from(sandboxSignatureDocuments).where(eq(sandboxSignatureDocuments.id, id));
      return rows[0] ? toDocument(rows[0]) : null;
    },
    async replace(document, expectedSequence) {
      const keys = await storePdfs(document);
      const saved = await db
        .update(sandboxSignatureDocuments)
        .set({ ...columns(document), ...keys })
        .where(
          and(eq(sandboxSignatureDocuments.id, document.id), eq(sandboxSignatureDocuments.sequence, expectedSequence)),
        )
        .returning({ id: sandboxSignatureDocuments.id });
      return saved.length === 1;
    },
    async setSignerTokenHash(id, tokenHash) {
      await db
        .update(sandboxSignatureDocuments)
        .set({ signerTokenHash: tokenHash })
        .where(eq(sandboxSignatureDocuments.id, id));
    },
    async getSignerTokenHash(id) {
      if (!isStorableId(id)) return null;
      const rows = await db
        .select({ hash: sandboxSignatureDocuments.signerTokenHash })
        .from(sandboxSignatureDocuments)
        .where(eq(sandboxSignatureDocuments.id, id));
      return rows[0]?.hash ?? null;
    },
  };
}
