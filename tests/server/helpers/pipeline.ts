// Fixtures of the investor pipeline tests: offers written straight into the database in any state (owner,
// network, status and its date, amounts, dates, agreement), and the expected answers computed in JavaScript from
// the offers table (what the list query language promises), to compare with the API's.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/open-db';
import { offers, type OfferStatus } from '../../../server/src/db/schema';
import { hashToken } from '../../../server/src/security/tokens';

export interface PipelineOfferInput {
  tenantId: string;
  campaignId: string;
  productId: string;
  networkId: string;
  ownerId: string;
  investorId: string;
  email: string;
  name?: string | null;
  status?: OfferStatus;
  statusChangedAt?: Date;
  value?: string | null;
  currency?: 'PLN' | 'EUR' | 'USD';
  agreementDate?: string | null;
  paymentDate?: string | null;
  endDate?: string | null;
  agreementStatus?: (typeof offers.$inferInsert)['agreementStatus'];
}

export async function insertPipelineOffer(db: Database, input: PipelineOfferInput): Promise<string> {
  const at = input.statusChangedAt ?? new Date('2026-03-01T12:00:00Z');
  const [row] = await db
    .insert(offers)
    .values({
      tenantId: input.tenantId,
      campaignId: input.campaignId,
      productId: input.productId,
      networkId: input.networkId,
      ownerId: input.ownerId,
      investorId: input.investorId,
      investorEmail: input.email,
      investorName: input.name ?? null,
      message: 'Zapraszam',
      status: input.status ?? 'invited',
      statusChangedAt: at,
      tokenHash: hashToken(randomBytes(32).toString('base64url')),
      currency: input.currency ?? 'PLN',
      investmentValue: input.value ?? null,
      agreementDate: input.agreementDate ?? null,
      paymentDate: input.paymentDate ?? null,
      endDate: input.endDate ?? null,
      agreementStatus: input.agreementStatus ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: offers.id });
  return row!.id;
}

/** An offer as the tests reason about it (the table's columns, from the database). */
export interface TruthRow {
  id: string;
  tenantId: string;
  ownerId: string;
  ownerName: string;
  networkId: string;
  campaignId: string;
  campaignName: string;
  productId: string;
  productCode: string;
  investorName: string | null;
  investorEmail: string;
  status: OfferStatus;
  statusDate: Date;
  investmentValue: string | null;
  currency: string;
  agreementDate: string | null;
  paymentDate: string | null;
  endDate: string | null;
  productAutentiStatus: string | null;
}

/** Every offer of the tenant with the owner's name, the campaign's Polish name and the product's code. */
export async function truthRows(db: Database, tenantId: string): Promise<TruthRow[]> {
  const result = await db.execute(sql`
    select o.id, o.tenant_id, o.owner_id, trim(u.first_name || ' ' || u.surname) as owner_name, o.network_id,
           o.campaign_id, c.data->'translations'->'pl'->>'name' as campaign_name, o.product_id, p.code as product_code,
           o.investor_name, o.investor_email, o.status, o.status_changed_at::text as status_date,
           o.investment_value::text as investment_value, o.currency, o.agreement_date::text as agreement_date,
           o.payment_date::text as payment_date, o.end_date::text as end_date, o.agreement_status
    from offers o join users u on u.id = o.owner_id join campaigns c on c.id = o.campaign_id
    join products p on p.id = o.product_id
    where o.tenant_id = ${tenantId}`);
  return (result as unknown as { rows: Record<string, string | null>[] }).rows.map((row) => ({
    id: row.id!,
    tenantId: row.tenant_id!,
    ownerId: row.owner_id!,
    ownerName: row.owner_name!,
    networkId: row.network_id!,
    campaignId: row.campaign_id!,
    campaignName: row.campaign_name!,
    productId: row.product_id!,
    productCode: row.product_code!,
    investorName: row.investor_name ?? null,
    investorEmail: row.investor_email!,
    status: row.status as OfferStatus,
    statusDate: new Date(row.status_date!),
    investmentValue: row.investment_value ?? null,
    currency: row.currency!,
    agreementDate: row.agreement_date ?? null,
    paymentDate: row.payment_date ?? null,
    endDate: row.end_date ?? null,
    productAutentiStatus: row.agreement_status ?? null,
  }));
}

export const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

/** The user's id by e-mail in a tenant. */
export async function userId(db: Database, tenant: 'demo' | 'navy', email: string): Promise<string> {
  const result = await db.execute(
    sql`select u.id from users u join tenants t on t.id = u.tenant_id where t.configuration_id = ${tenant} and u.email = ${email}`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

export async function setOfferOwnerDirect(db: Database, offerId: string, ownerId: string): Promise<void> {
  await db.update(offers).set({ ownerId }).where(eq(offers.id, offerId));
}
