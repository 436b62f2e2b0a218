// SQL of campaigns as advisors, coordinators and operators read them. Every query is scoped by the tenant.
// The campaign status is not stored (docs/decisions/0008): it is computed here from the dates against "today" in
// Europe/Warsaw (passed in from the app's clock), so the list can filter and sort by it.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/open-db';
import { buildListQuery, type ListDefinition, type ListQueryInput } from '../../db/list-query';
import { campaignDocuments, campaigns, products, type CampaignRow, type ProductRow } from '../../db/schema';

export type CampaignStatus = 'scheduled' | 'active' | 'completed' | 'inactive';
export const CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['scheduled', 'active', 'completed', 'inactive'];

/** The campaign's status on `today` ("YYYY-MM-DD" in Warsaw), in SQL; the same rule as campaignStatus(). */
export const statusSql = (today: string): SQL<CampaignStatus> =>
  sql<CampaignStatus>`(case when "campaigns"."suspended" then 'inactive' when "campaigns"."start_date" > ${today}::date then 'scheduled' when "campaigns"."end_date" < ${today}::date then 'completed' else 'active' end)`;

/** Sum of the investments of the accepted and active offers, as numeric text (exact). */
const raisedSql = sql<string>`(select coalesce(sum(o.investment_value), 0)::text from offers o where o.campaign_id = "campaigns"."id" and o.status in ('accepted', 'active'))`;

/** The name in any language (PL and EN joined by a separator nobody types), for `like`. */
const nameSql = sql<string>`concat_ws(chr(31), "campaigns"."data"->'translations'->'pl'->>'name', "campaigns"."data"->'translations'->'en'->>'name')`;

export interface CampaignRecord extends CampaignRow {
  /** numeric text, e.g. "1500.00" */
  raisedAmount: string;
}

export type CampaignDocumentRow = typeof campaignDocuments.$inferSelect;

/** A campaign with what its answer shows. */
export interface CampaignAggregate {
  campaign: CampaignRecord;
  products: ProductRow[];
  documents: CampaignDocumentRow[];
}

const columns = {
  id: campaigns.id,
  tenantId: campaigns.tenantId,
  type: campaigns.type,
  data: campaigns.data,
  startDate: campaigns.startDate,
  endDate: campaigns.endDate,
  targetAmount: campaigns.targetAmount,
  currency: campaigns.currency,
  suspended: campaigns.suspended,
  imageKey: campaigns.imageKey,
  imageContentType: campaigns.imageContentType,
  paymentBankAccount: campaigns.paymentBankAccount,
  paymentRecipient: campaigns.paymentRecipient,
  paymentDays: campaigns.paymentDays,
  createdAt: campaigns.createdAt,
  updatedAt: campaigns.updatedAt,
  raisedAmount: raisedSql,
};

/** The campaign list's whitelist (the contract's listCampaigns description); the status depends on today. */
export function campaignListDefinition(today: string): ListDefinition {
  return {
    columns: {
      startDate: { expression: campaigns.startDate, sortable: true, filterType: 'date', dateKind: 'date' },
      endDate: { expression: campaigns.endDate, sortable: true, filterType: 'date', dateKind: 'date' },
      status: {
        expression: statusSql(today),
        sortable: true,
        filterType: 'array',
        operators: ['in'],
        acceptsValue: (value) => (CAMPAIGN_STATUSES as readonly string[]).includes(value),
      },
      type: {
        expression: campaigns.type,
        sortable: true,
        filterType: 'array',
        operators: ['in'],
        acceptsValue: (value) => ['debt', 'equity'].includes(value),
      },
      currency: {
        expression: campaigns.currency,
        filterType: 'array',
        operators: ['in'],
        acceptsValue: (value) => ['PLN', 'EUR', 'USD'].includes(value),
      },
      name: { expression: nameSql, filterType: 'string', operators: ['like'] },
    },
    defaultSort: { name: 'startDate', order: 'desc' },
    id: campaigns.id,
  };
}

/** Which campaigns: all of the tenant, or those in which `ownerId` made offers. */
export type CampaignScope = { kind: 'tenant' } | { kind: 'owner'; ownerId: string };

function scopeCondition(tenantId: string, scope: CampaignScope): SQL {
  const base = eq(campaigns.tenantId, tenantId);
  if (scope.kind === 'tenant') return base;
  return and(
    base,
    sql`exists (select 1 from offers o where o.campaign_id = "campaigns"."id" and o.owner_id = ${scope.ownerId})`,
  )!;
}

async function withDetails(db: Database, rows: CampaignRecord[]): Promise<CampaignAggregate[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [productRows, documentRows] = await Promise.all([
    db
      .select()
      .from(products)
      .where(inArray(products.campaignId, ids))
      .orderBy(asc(products.startDate), sql`${products.code} collate "polish"`, asc(products.id)),
    db
      .select()
      .from(campaignDocuments)
      .where(inArray(campaignDocuments.campaignId, ids))
      .orderBy(asc(campaignDocuments.createdAt), asc(campaignDocuments.id)),
  ]);
  return rows.map((campaign) => ({
    campaign,
    products: productRows.filter((product) => product.campaignId === campaign.id),
    documents: documentRows.filter((document) => document.campaignId === campaign.id),
  }));
}

export async function listCampaigns(
  db: Database,
  tenantId: string,
  scope: CampaignScope,
  today: string,
  input: ListQueryInput,
): Promise<{ items: CampaignAggregate[]; totalCount: number }> {
  const query = buildListQuery(campaignListDefinition(today), input);
  const where = and(scopeCondition(tenantId, scope), query.where);
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(campaigns)
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(campaigns).where(where),
  ]);
  return { items: await withDetails(db, rows), totalCount: Number(total[0]?.value ?? 0) };
}

export async function findCampaign(db: Database, tenantId: string, id: string): Promise<CampaignAggregate | null> {
  const rows = await db
    .select(columns)
    .from(campaigns)
    .where(and(eq(campaigns.tenantId, tenantId), eq(campaigns.id, id)))
    .limit(1);
  return (await withDetails(db, rows))[0] ?? null;
}

/** The campaign row alone (no aggregates), e.g. for the image download. */
export async function findCampaignRow(db: Database, tenantId: string, id: string): Promise<CampaignRow | null> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.tenantId, tenantId), eq(campaigns.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findProductWithCampaign(
  db: Database,
  tenantId: string,
  productId: string,
  campaignId?: string,
): Promise<{ product: ProductRow; campaign: CampaignRow } | null> {
  const rows = await db
    .select({ product: products, campaign: campaigns })
    .from(products)
    .innerJoin(campaigns, eq(campaigns.id, products.campaignId))
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(campaigns.tenantId, tenantId),
        eq(products.id, productId),
        campaignId === undefined ? undefined : eq(products.campaignId, campaignId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function findCampaignDocument(
  db: Database,
  tenantId: string,
  campaignId: string,
  documentId: string,
): Promise<CampaignDocumentRow | null> {
  const rows = await db
    .select()
    .from(campaignDocuments)
    .where(
      and(
        eq(campaignDocuments.tenantId, tenantId),
        eq(campaignDocuments.campaignId, campaignId),
        eq(campaignDocuments.id, documentId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Id and name of every campaign of the tenant, the name in `locale` when the campaign has it (else PL), sorted
 * in Polish alphabetical order.
 */
export async function listCampaignChoices(
  db: Database,
  tenantId: string,
  userId: string,
): Promise<{ id: string; name: string }[]> {
  const name = sql<string>`coalesce(case when (select u.locale from users u where u.id = ${userId}) = 'en' then nullif("campaigns"."data"->'translations'->'en'->>'name', '') end, "campaigns"."data"->'translations'->'pl'->>'name')`;
  return db
    .select({ id: campaigns.id, name })
    .from(campaigns)
    .where(eq(campaigns.tenantId, tenantId))
    .orderBy(sql`${name} collate "polish"`, asc(campaigns.id));
}
