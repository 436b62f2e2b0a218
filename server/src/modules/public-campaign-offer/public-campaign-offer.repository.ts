// SQL of the investor side of offers (the public link and the investor panel): the offer with what its answer
// shows (owner contact, attachments, the investor account's language), the campaign's remaining capacity under
// a row lock, payment-confirmation rows. Status changes are NOT here: they go through modules/offers
// (applyOfferAction). Every query is scoped by the tenant.
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-db';
import { buildListQuery, type ListDefinition, type ListQueryInput } from '../../db/list-query';
import {
  campaigns,
  OFFER_STATUSES,
  offerAttachments,
  offerEvents,
  offers,
  tenants,
  users,
  type OfferRow,
} from '../../db/schema';
import type { Tenant } from '../branding';
import { isUuid } from '../shared';

export interface AttachmentRecord {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: Date;
}

export interface OwnerContact {
  firstName: string;
  surname: string;
  email: string;
}

export async function findOfferById(db: Database, tenantId: string, offerId: string): Promise<OfferRow | null> {
  if (!isUuid(offerId)) return null;
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId)))
    .limit(1);
  return row ?? null;
}

export async function findOfferByTokenHash(
  db: Database,
  tenantId: string,
  tokenHash: string,
): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.tokenHash, tokenHash)))
    .limit(1);
  return row ?? null;
}

export async function findOwnerContact(db: Database, tenantId: string, userId: string): Promise<OwnerContact | null> {
  const [row] = await db
    .select({ firstName: users.firstName, surname: users.surname, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/** What the investor's last accepted investment form is read from (the lead form). */
export interface AcceptedForm {
  offerId: string;
  campaignId: string;
  acceptedAt: Date;
  investorEmail: string;
  investmentData: Record<string, unknown>;
}

/**
 * The investor's most recently accepted offer in the tenant that carries its investment form (offers_investor_id_idx).
 * An acceptance voided by a withdrawn agreement has no accepted_at any more and does not count.
 */
export async function findLastAcceptedForm(
  db: Database,
  tenantId: string,
  investorId: string,
): Promise<AcceptedForm | null> {
  const [row] = await db
    .select({
      offerId: offers.id,
      campaignId: offers.campaignId,
      acceptedAt: offers.acceptedAt,
      investorEmail: offers.investorEmail,
      investmentData: offers.investmentData,
    })
    .from(offers)
    .where(
      and(
        eq(offers.tenantId, tenantId),
        eq(offers.investorId, investorId),
        isNotNull(offers.acceptedAt),
        isNotNull(offers.investmentData),
      ),
    )
    .orderBy(desc(offers.acceptedAt), desc(offers.id))
    .limit(1);
  if (!row?.acceptedAt || !row.investmentData) return null;
  return { ...row, acceptedAt: row.acceptedAt, investmentData: row.investmentData };
}

/** The contacts of several owners at once (a list of offers: one query, not one per offer). */
export async function findOwnerContacts(
  db: Database,
  tenantId: string,
  userIds: string[],
): Promise<Map<string, OwnerContact>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, surname: users.surname, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(userIds)])));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

/**
 * The investor's name from the first investment form that gives it: an investor account made by an invitation
 * has only its e-mail, and the greeting and the tax summary use the known name. A name the
 * account already has is never overwritten.
 */
export async function fillInvestorNameIfEmpty(
  db: Database,
  tenantId: string,
  userId: string,
  name: { firstName: string; surname: string },
): Promise<void> {
  await db
    .update(users)
    .set({ firstName: name.firstName, surname: name.surname })
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.id, userId),
        eq(users.role, 'investor'),
        eq(users.firstName, ''),
        eq(users.surname, ''),
      ),
    );
}

export async function findUserLocale(db: Database, tenantId: string, userId: string): Promise<'pl' | 'en'> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row?.locale ?? 'pl';
}

export async function listAttachments(db: Database, tenantId: string, offerIds: string[]) {
  if (offerIds.length === 0) return new Map<string, AttachmentRecord[]>();
  const rows = await db
    .select({
      offerId: offerAttachments.offerId,
      id: offerAttachments.id,
      fileName: offerAttachments.fileName,
      contentType: offerAttachments.contentType,
      size: offerAttachments.size,
      createdAt: offerAttachments.createdAt,
    })
    .from(offerAttachments)
    .where(and(eq(offerAttachments.tenantId, tenantId), inArray(offerAttachments.offerId, offerIds)))
    .orderBy(asc(offerAttachments.createdAt), asc(offerAttachments.id));
  const byOffer = new Map<string, AttachmentRecord[]>();
  for (const { offerId, ...attachment } of rows) {
    byOffer.set(offerId, [...(byOffer.get(offerId) ?? []), attachment]);
  }
  return byOffer;
}

/**
 * Locks the campaign row (FOR UPDATE) for the rest of the transaction and returns its target and what the
 * accepted and active offers already raised (numeric text): acceptances of one campaign are serialized, so two
 * of them never both fit into the same remaining capacity.
 */
export async function lockCampaignCapacity(
  tx: Database,
  tenantId: string,
  campaignId: string,
): Promise<{ targetAmount: string; raised: string } | null> {
  const [campaign] = await tx
    .select({ targetAmount: campaigns.targetAmount })
    .from(campaigns)
    .where(and(eq(campaigns.tenantId, tenantId), eq(campaigns.id, campaignId)))
    .for('update');
  if (!campaign) return null;
  const [raised] = await tx
    .select({ raised: sql<string>`coalesce(sum(${offers.investmentValue}), 0)::text` })
    .from(offers)
    .where(
      and(
        eq(offers.tenantId, tenantId),
        eq(offers.campaignId, campaignId),
        inArray(offers.status, ['accepted', 'active']),
      ),
    );
  return { targetAmount: campaign.targetAmount, raised: raised?.raised ?? '0' };
}

/**
 * The attachment row and its payment_confirmation_uploaded event, in one transaction, only while the offer is
 * still accepted or active (the status is re-checked under the row lock). False when it moved on.
 */
export async function insertPaymentConfirmation(
  db: Database,
  input: {
    id: string;
    tenantId: string;
    offerId: string;
    fileName: string;
    contentType: string;
    size: number;
    storageKey: string;
    uploadedByRole: 'investor' | 'visitor';
    actorId: string | null;
    now: Date;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: offers.status })
      .from(offers)
      .where(and(eq(offers.tenantId, input.tenantId), eq(offers.id, input.offerId)))
      .for('update');
    if (!locked || !['accepted', 'active'].includes(locked.status)) return false;
    await tx.insert(offerAttachments).values({
      id: input.id,
      tenantId: input.tenantId,
      offerId: input.offerId,
      fileName: input.fileName,
      contentType: input.contentType,
      size: input.size,
      storageKey: input.storageKey,
      uploadedByRole: input.uploadedByRole,
      createdAt: input.now,
    });
    await tx.insert(offerEvents).values({
      tenantId: input.tenantId,
      offerId: input.offerId,
      type: 'payment_confirmation_uploaded',
      fromValue: null,
      toValue: input.fileName,
      actorRole: input.uploadedByRole,
      actorId: input.actorId,
      occurredAt: input.now,
    });
    return true;
  });
}

/** Sets the agreement status outside a status change (the e-signature hand-off failed: Error). */
export async function setAgreementStatus(
  db: Database,
  tenantId: string,
  offerId: string,
  from: 'New',
  to: 'Error',
  now: Date,
  reason = 'AGREEMENT_NOT_SENT',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(offers)
      .set({ agreementStatus: to, updatedAt: now })
      .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId), eq(offers.agreementStatus, from)))
      .returning({ id: offers.id });
    if (updated.length === 0) return false;
    await tx.insert(offerEvents).values({
      tenantId,
      offerId,
      type: 'agreement_status_changed',
      fromValue: from,
      toValue: to,
      actorRole: 'system',
      actorId: null,
      reason,
      occurredAt: now,
    });
    return true;
  });
}

// In the same round trip as the tenant: its primary host (the same rule as modules/branding's host lookup).
const primaryHost = sql<string>`(select th.host from tenant_hosts th where th.tenant_id = ${tenants.id} order by th.created_at, th.host limit 1)`;

/** A tenant by id, for work without a request (the e-signature reconciler's restart). */
export async function findTenantById(db: Database, tenantId: string): Promise<Tenant | null> {
  const [row] = await db
    .select({ tenant: tenants, primaryHost })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row ? { ...row.tenant, primaryHost: row.primaryHost } : null;
}

/** The campaign's name in any language (PL and EN joined by a separator nobody types), for `like` and sorting. */
const campaignName = sql<string>`(select concat_ws(chr(31), c.data->'translations'->'pl'->>'name', c.data->'translations'->'en'->>'name') from campaigns c where c.id = ${offers.campaignId})`;

const STATUS_SET = new Set<string>(OFFER_STATUSES);
const CURRENCY_SET = new Set(['PLN', 'EUR', 'USD']);

/** The investor panel's offer list (the contract's listInvestorPanelOffers description). */
export const INVESTOR_OFFER_LIST: ListDefinition = {
  columns: {
    statusDate: {
      expression: offers.statusChangedAt,
      sortable: true,
      filterType: 'date',
      dateKind: 'timestamp',
    },
    invitedAt: { expression: offers.createdAt, sortable: true },
    investmentValue: { expression: offers.investmentValue, sortable: true },
    campaignName: { expression: campaignName, sortable: true, filterType: 'string', operators: ['like'] },
    status: {
      expression: offers.status,
      filterType: 'array',
      operators: ['in'],
      acceptsValue: (value) => STATUS_SET.has(value),
    },
    currency: {
      expression: offers.currency,
      filterType: 'array',
      operators: ['in'],
      acceptsValue: (value) => CURRENCY_SET.has(value),
    },
  },
  defaultSort: { name: 'statusDate', order: 'desc' },
  id: offers.id,
};

/** One page of the offers linked to the investor's account in the tenant. */
export async function listInvestorOffers(
  db: Database,
  tenantId: string,
  investorId: string,
  input: ListQueryInput,
): Promise<{ items: OfferRow[]; totalCount: number }> {
  const query = buildListQuery(INVESTOR_OFFER_LIST, input);
  const where = and(eq(offers.tenantId, tenantId), eq(offers.investorId, investorId), query.where);
  const [items, total] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(offers).where(where),
  ]);
  return { items, totalCount: Number(total[0]?.value ?? 0) };
}
