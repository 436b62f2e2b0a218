// SQL of the back office's campaign and product writes. Every statement is scoped by the operator's tenant.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-db';
import { campaignDocuments, campaigns, offers, products, type CampaignRow, type ProductRow } from '../../db/schema';

export type CampaignData = Pick<
  typeof campaigns.$inferInsert,
  | 'type'
  | 'data'
  | 'startDate'
  | 'endDate'
  | 'targetAmount'
  | 'currency'
  | 'paymentBankAccount'
  | 'paymentRecipient'
  | 'paymentDays'
>;

export type ProductData = Pick<
  typeof products.$inferInsert,
  | 'code'
  | 'name'
  | 'currency'
  | 'interestType'
  | 'interestRate'
  | 'referenceRateName'
  | 'referenceRateValue'
  | 'margin'
  | 'paymentFrequency'
  | 'dayCountConvention'
  | 'termMonths'
  | 'startDate'
  | 'investmentValueMin'
  | 'investmentValueMax'
  | 'investmentValueStep'
>;

/** The offer statuses in which an agreement rests on the product's terms. */
export const ACCEPTED_STATUSES = ['accepted', 'active'] as const;

export async function insertCampaign(db: Database, tenantId: string, data: CampaignData, now: Date): Promise<string> {
  const [row] = await db
    .insert(campaigns)
    .values({ ...data, tenantId, createdAt: now, updatedAt: now })
    .returning({ id: campaigns.id });
  return row!.id;
}

/** The campaign row locked for the rest of the transaction (an edit decides on what it holds). */
export async function lockCampaign(db: Database, tenantId: string, id: string): Promise<CampaignRow | null> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.tenantId, tenantId), eq(campaigns.id, id)))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

export async function campaignHasOffers(db: Database, campaignId: string): Promise<boolean> {
  const rows = await db.select({ id: offers.id }).from(offers).where(eq(offers.campaignId, campaignId)).limit(1);
  return rows.length > 0;
}

export async function campaignHasProducts(db: Database, campaignId: string): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.campaignId, campaignId)).limit(1);
  return rows.length > 0;
}

export async function updateCampaign(
  db: Database,
  tenantId: string,
  id: string,
  data: CampaignData,
  now: Date,
): Promise<void> {
  await db
    .update(campaigns)
    .set({ ...data, updatedAt: now })
    .where(and(eq(campaigns.tenantId, tenantId), eq(campaigns.id, id)));
}

/** The products follow the campaign's currency (changed only while the campaign has no offers). */
export async function setProductsCurrency(
  db: Database,
  campaignId: string,
  currency: CampaignRow['currency'],
  now: Date,
): Promise<void> {
  await db.update(products).set({ currency, updatedAt: now }).where(eq(products.campaignId, campaignId));
}

/** One conditional UPDATE; false when the campaign is not the tenant's. */
export async function setSuspended(
  db: Database,
  tenantId: string,
  id: string,
  suspended: boolean,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(campaigns)
    .set({ suspended, updatedAt: now })
    .where(and(eq(campaigns.tenantId, tenantId), eq(campaigns.id, id)))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

/**
 * Sets (or with nulls removes) the image; returns the key it replaced (undefined when the campaign is not the
 * tenant's, null when it had no image). One statement: the old key is read from the row it updates.
 */
export async function replaceImage(
  db: Database,
  tenantId: string,
  id: string,
  image: { key: string; contentType: string } | null,
  now: Date,
): Promise<string | null | undefined> {
  const result = await db.execute<{ old_key: string | null }>(sql`
    update campaigns set image_key = ${image?.key ?? null}, image_content_type = ${image?.contentType ?? null},
      updated_at = ${now.toISOString()}::timestamptz
    from (select id, image_key from campaigns where id = ${id} and tenant_id = ${tenantId} for update) old
    where campaigns.id = old.id
    returning old.image_key as old_key`);
  const rows = (result as unknown as { rows: { old_key: string | null }[] }).rows;
  return rows.length === 0 ? undefined : rows[0]!.old_key;
}

export async function campaignExists(db: Database, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.tenantId, tenantId), eq(campaigns.id, id)))
    .limit(1);
  return rows.length > 0;
}

export async function insertCampaignDocument(db: Database, row: typeof campaignDocuments.$inferInsert): Promise<void> {
  await db.insert(campaignDocuments).values(row);
}

/** Deletes the document row; its storage key, or null when it is not this campaign's (of the tenant). */
export async function deleteCampaignDocument(
  db: Database,
  tenantId: string,
  campaignId: string,
  documentId: string,
): Promise<string | null> {
  const rows = await db
    .delete(campaignDocuments)
    .where(
      and(
        eq(campaignDocuments.tenantId, tenantId),
        eq(campaignDocuments.campaignId, campaignId),
        eq(campaignDocuments.id, documentId),
      ),
    )
    .returning({ storageKey: campaignDocuments.storageKey });
  return rows[0]?.storageKey ?? null;
}

// ------------------------------------------------------------------ products

export async function productCodeTaken(
  db: Database,
  campaignId: string,
  code: string,
  exceptProductId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.campaignId, campaignId),
        eq(products.code, code),
        exceptProductId ? sql`${products.id} <> ${exceptProductId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertProduct(
  db: Database,
  tenantId: string,
  campaignId: string,
  data: ProductData,
  now: Date,
): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({ ...data, tenantId, campaignId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** The product and its campaign (of the tenant), the product row locked for the rest of the transaction. */
export async function lockProduct(
  db: Database,
  tenantId: string,
  id: string,
): Promise<{ product: ProductRow; campaign: CampaignRow } | null> {
  const rows = await db
    .select({ product: products, campaign: campaigns })
    .from(products)
    .innerJoin(campaigns, eq(campaigns.id, products.campaignId))
    .where(and(eq(products.tenantId, tenantId), eq(campaigns.tenantId, tenantId), eq(products.id, id)))
    .limit(1)
    .for('update', { of: products });
  return rows[0] ?? null;
}

export async function productHasAcceptedOffers(db: Database, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.productId, productId), inArray(offers.status, [...ACCEPTED_STATUSES])))
    .limit(1);
  return rows.length > 0;
}

export async function updateProduct(db: Database, id: string, data: ProductData, now: Date): Promise<ProductRow> {
  const [row] = await db
    .update(products)
    .set({ ...data, updatedAt: now })
    .where(eq(products.id, id))
    .returning();
  return row!;
}

// ------------------------------------------------------------------ demo seeding

export async function campaignIdExists(db: Database, id: string): Promise<boolean> {
  const rows = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * Demo seeding: a campaign with fixed ids, its products and documents, in one transaction; nothing when the
 * campaign exists (a concurrent seeder included). True when inserted.
 */
export async function insertCampaignIfMissing(
  db: Database,
  campaign: typeof campaigns.$inferInsert & { id: string },
  productRows: (typeof products.$inferInsert)[],
  documentRows: (typeof campaignDocuments.$inferInsert)[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(campaigns).values(campaign).onConflictDoNothing().returning({ id: campaigns.id });
    if (inserted.length === 0) return false;
    if (productRows.length > 0) await tx.insert(products).values(productRows);
    if (documentRows.length > 0) await tx.insert(campaignDocuments).values(documentRows);
    return true;
  });
}
