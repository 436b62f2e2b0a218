// SQL of the documents area: every query scoped by the tenant.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-db';
import { buildListQuery, type ListDefinition, type ListQueryInput } from '../../db/list-query';
import { documents, users, type DocumentRow } from '../../db/schema';

const uploadedBy = sql<string>`(${users.firstName} || ' ' || ${users.surname})`;

/** The documents list's whitelist (the contract's listDocuments description). */
export const DOCUMENT_LIST: ListDefinition = {
  columns: {
    fileName: { expression: documents.fileName, sortable: true, filterType: 'string', operators: ['like'] },
    uploadedBy: { expression: uploadedBy, sortable: true, filterType: 'string', operators: ['like'] },
    createdAt: {
      expression: documents.createdAt,
      sortable: true,
      filterType: 'date',
      dateKind: 'timestamp',
      operators: ['leq'],
    },
  },
  defaultSort: { name: 'createdAt', order: 'desc' },
  id: documents.id,
};

export interface DocumentListRow {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: Date;
  uploadedBy: string;
}

const listColumns = {
  id: documents.id,
  fileName: documents.fileName,
  contentType: documents.contentType,
  size: documents.size,
  createdAt: documents.createdAt,
  uploadedBy,
};

export async function listDocuments(
  db: Database,
  tenantId: string,
  input: ListQueryInput,
): Promise<{ items: DocumentListRow[]; totalCount: number }> {
  const query = buildListQuery(DOCUMENT_LIST, input);
  const where = and(eq(documents.tenantId, tenantId), query.where);
  const [items, total] = await Promise.all([
    db
      .select(listColumns)
      .from(documents)
      .innerJoin(users, eq(users.id, documents.uploadedBy))
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(documents).innerJoin(users, eq(users.id, documents.uploadedBy)).where(where),
  ]);
  return { items, totalCount: Number(total[0]?.value ?? 0) };
}

export async function findDocument(db: Database, tenantId: string, id: string): Promise<DocumentRow | null> {
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findDocumentListRow(db: Database, tenantId: string, id: string): Promise<DocumentListRow | null> {
  const rows = await db
    .select(listColumns)
    .from(documents)
    .innerJoin(users, eq(users.id, documents.uploadedBy))
    .where(and(eq(documents.tenantId, tenantId), eq(documents.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertDocument(db: Database, row: typeof documents.$inferInsert): Promise<void> {
  await db.insert(documents).values(row);
}
