// SQL of the investor panel (the only SQL of modules/investments): the investments (offers from their
// acceptance on) with their product and campaign, the payouts of their schedule rows, the reference-rate
// fixings of variable products, and the few reads the service needs (attachments, the investor's account).
import { and, asc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/open-db';
import {
  campaigns,
  investmentPayouts,
  offerAttachments,
  offers,
  products,
  referenceRateFixings,
  users,
  type CampaignRow,
  type InvestmentPayoutRow,
  type OfferRow,
  type ProductRow,
  type ReferenceRateFixingRow,
} from '../../db/schema';
import { isUuid } from '../shared';

/** An offer is an investment once accepted with an amount: accepted, active, or rejected/archived after it. */
export const INVESTMENT_STATUSES = ['accepted', 'active', 'rejected', 'archived'] as const;

const isInvestment: SQL = and(
  isNotNull(offers.acceptedAt),
  isNotNull(offers.investmentValue),
  inArray(offers.status, [...INVESTMENT_STATUSES]),
) as SQL;

export interface InvestmentRecord {
  offer: OfferRow;
  product: ProductRow;
  campaign: CampaignRow;
}

/** The investments of the tenant matching `where` (an investor's, one offer, a product's), oldest first. */
export async function listInvestments(
  db: Database,
  tenantId: string,
  where: { investorId?: string; offerId?: string; productId?: string; statusIn?: readonly OfferRow['status'][] },
): Promise<InvestmentRecord[]> {
  if (where.offerId !== undefined && !isUuid(where.offerId)) return [];
  return db
    .select({ offer: offers, product: products, campaign: campaigns })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .where(
      and(
        eq(offers.tenantId, tenantId),
        isInvestment,
        where.investorId !== undefined ? eq(offers.investorId, where.investorId) : undefined,
        where.offerId !== undefined ? eq(offers.id, where.offerId) : undefined,
        where.productId !== undefined ? eq(offers.productId, where.productId) : undefined,
        where.statusIn !== undefined ? inArray(offers.status, [...where.statusIn]) : undefined,
      ),
    )
    .orderBy(asc(offers.acceptedAt), asc(offers.id));
}

const placeholder = (name: string) => sql.placeholder(name);

/**
 * The hot reads of the investor's panel (the summary and the tabs load every investment of the investor, their
 * payouts and fixings on each request) as named statements built once per database: no query building per
 * request, parsed once per connection.
 */
function prepareHotReads(db: Database) {
  return {
    investmentsOf: db
      .select({ offer: offers, product: products, campaign: campaigns })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
      .where(
        and(
          eq(offers.tenantId, placeholder('tenantId')),
          isInvestment,
          eq(offers.investorId, placeholder('investorId')),
        ),
      )
      .orderBy(asc(offers.acceptedAt), asc(offers.id))
      .prepare('investments_of_investor'),
    payoutsOf: db
      .select()
      .from(investmentPayouts)
      .where(
        and(
          eq(investmentPayouts.tenantId, placeholder('tenantId')),
          sql`${investmentPayouts.offerId} = any(${placeholder('offerIds')}::uuid[])`,
        ),
      )
      .orderBy(asc(investmentPayouts.recordedAt), asc(investmentPayouts.id))
      .prepare('payouts_of_investments'),
    fixingsOf: db
      .select()
      .from(referenceRateFixings)
      .where(
        and(
          eq(referenceRateFixings.tenantId, placeholder('tenantId')),
          sql`${referenceRateFixings.productId} = any(${placeholder('productIds')}::uuid[])`,
        ),
      )
      .orderBy(asc(referenceRateFixings.fixingDate))
      .prepare('fixings_of_products'),
  };
}

const hotReads = new WeakMap<Database, ReturnType<typeof prepareHotReads>>();

function hotReadsOf(db: Database): ReturnType<typeof prepareHotReads> {
  let reads = hotReads.get(db);
  if (!reads) hotReads.set(db, (reads = prepareHotReads(db)));
  return reads;
}

/** Every investment of one investor (listInvestments with `investorId` alone), oldest first. */
export async function listInvestorInvestments(
  db: Database,
  tenantId: string,
  investorId: string,
): Promise<InvestmentRecord[]> {
  return hotReadsOf(db).investmentsOf.execute({ tenantId, investorId });
}

/** Locks the offer row for the rest of the transaction (payouts of one investment are serialised). */
export async function lockOffer(db: Database, tenantId: string, offerId: string): Promise<OfferRow | null> {
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId)))
    .for('update');
  return rows[0] ?? null;
}

// ------------------------------------------------------------------ payouts

export async function listPayouts(
  db: Database,
  tenantId: string,
  offerIds: readonly string[],
): Promise<Map<string, InvestmentPayoutRow[]>> {
  const byOffer = new Map<string, InvestmentPayoutRow[]>();
  if (offerIds.length === 0) return byOffer;
  const rows = await hotReadsOf(db).payoutsOf.execute({ tenantId, offerIds: [...offerIds] });
  for (const row of rows) {
    const list = byOffer.get(row.offerId);
    if (list) list.push(row);
    else byOffer.set(row.offerId, [row]);
  }
  return byOffer;
}

export type NewPayout = typeof investmentPayouts.$inferInsert;

export async function insertPayout(db: Database, payout: NewPayout): Promise<void> {
  await db.insert(investmentPayouts).values(payout);
}

/** The payments of an investor paid in a year (paid_on in [from, to)), with their investment. */
export async function listPaymentsPaidBetween(
  db: Database,
  tenantId: string,
  investorId: string,
  from: string,
  to: string,
): Promise<{ payout: InvestmentPayoutRow; offer: OfferRow; product: ProductRow; campaign: CampaignRow }[]> {
  return db
    .select({ payout: investmentPayouts, offer: offers, product: products, campaign: campaigns })
    .from(investmentPayouts)
    .innerJoin(offers, eq(offers.id, investmentPayouts.offerId))
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .where(
      and(
        eq(investmentPayouts.tenantId, tenantId),
        eq(offers.tenantId, tenantId),
        eq(offers.investorId, investorId),
        eq(investmentPayouts.kind, 'payment'),
        gte(investmentPayouts.paidOn, from),
        lt(investmentPayouts.paidOn, to),
      ),
    )
    .orderBy(asc(investmentPayouts.paidOn), asc(investmentPayouts.recordedAt));
}

// ------------------------------------------------------------------ reference rates

export async function listFixings(
  db: Database,
  tenantId: string,
  productIds: readonly string[],
): Promise<Map<string, ReferenceRateFixingRow[]>> {
  const byProduct = new Map<string, ReferenceRateFixingRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await hotReadsOf(db).fixingsOf.execute({ tenantId, productIds: [...productIds] });
  for (const row of rows) {
    const list = byProduct.get(row.productId);
    if (list) list.push(row);
    else byProduct.set(row.productId, [row]);
  }
  return byProduct;
}

export interface FixingRecord extends ReferenceRateFixingRow {
  recordedByName: string | null;
}

export async function listFixingsWithNames(db: Database, tenantId: string, productId: string): Promise<FixingRecord[]> {
  return db
    .select({
      id: referenceRateFixings.id,
      tenantId: referenceRateFixings.tenantId,
      productId: referenceRateFixings.productId,
      fixingDate: referenceRateFixings.fixingDate,
      value: referenceRateFixings.value,
      recordedBy: referenceRateFixings.recordedBy,
      recordedAt: referenceRateFixings.recordedAt,
      recordedByName: sql<
        string | null
      >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.surname}, '')), '')`,
    })
    .from(referenceRateFixings)
    .leftJoin(users, eq(users.id, referenceRateFixings.recordedBy))
    .where(and(eq(referenceRateFixings.tenantId, tenantId), eq(referenceRateFixings.productId, productId)))
    .orderBy(asc(referenceRateFixings.fixingDate));
}

/** Inserts the fixing of a date or replaces its value; returns the value it replaced (numeric text) or null. */
export async function upsertFixing(
  db: Database,
  fixing: { tenantId: string; productId: string; fixingDate: string; value: string; recordedBy: string; now: Date },
): Promise<string | null> {
  const [previous] = await db
    .select({ value: referenceRateFixings.value })
    .from(referenceRateFixings)
    .where(
      and(eq(referenceRateFixings.productId, fixing.productId), eq(referenceRateFixings.fixingDate, fixing.fixingDate)),
    )
    .for('update');
  await db
    .insert(referenceRateFixings)
    .values({
      tenantId: fixing.tenantId,
      productId: fixing.productId,
      fixingDate: fixing.fixingDate,
      value: fixing.value,
      recordedBy: fixing.recordedBy,
      recordedAt: fixing.now,
    })
    .onConflictDoUpdate({
      target: [referenceRateFixings.productId, referenceRateFixings.fixingDate],
      set: { value: fixing.value, recordedBy: fixing.recordedBy, recordedAt: fixing.now },
    });
  return previous?.value ?? null;
}

// ------------------------------------------------------------------ products, accounts, attachments

export async function findProductWithCampaign(
  db: Database,
  tenantId: string,
  productId: string,
): Promise<{ product: ProductRow; campaign: CampaignRow } | null> {
  if (!isUuid(productId)) return null;
  const rows = await db
    .select({ product: products, campaign: campaigns })
    .from(products)
    .innerJoin(campaigns, eq(campaigns.id, products.campaignId))
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)))
    .limit(1);
  return rows[0] ?? null;
}

export interface AccountRecord {
  id: string;
  email: string;
  firstName: string;
  surname: string;
  locale: 'pl' | 'en';
}

export async function findAccount(db: Database, tenantId: string, userId: string): Promise<AccountRecord | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      surname: users.surname,
      locale: users.locale,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

export interface AttachmentRecord {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: Date;
}

export async function listAttachments(db: Database, tenantId: string, offerId: string): Promise<AttachmentRecord[]> {
  return db
    .select({
      id: offerAttachments.id,
      fileName: offerAttachments.fileName,
      contentType: offerAttachments.contentType,
      size: offerAttachments.size,
      createdAt: offerAttachments.createdAt,
    })
    .from(offerAttachments)
    .where(and(eq(offerAttachments.tenantId, tenantId), eq(offerAttachments.offerId, offerId)))
    .orderBy(asc(offerAttachments.createdAt), asc(offerAttachments.id));
}
