// SQL of the offers core (the only SQL of modules/offers): finding offers within a tenant, the ONE conditional
// status change (UPDATE ... WHERE status IN (...) RETURNING plus an offer_events row, in one transaction), the
// offer's events, the InvestorOfferRow reads (list and one), and what invitations need (campaign, product,
// network membership, the lead of an e-mail, the investor account).
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  notInArray,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/open-db';
import { buildListQuery, type ListDefinition, type ListQueryInput } from '../../db/list-query';
import {
  AGREEMENT_STATUSES,
  campaigns,
  networkMembers,
  networks,
  OFFER_STATUSES,
  offerAttachments,
  offerEvents,
  offers,
  products,
  users,
  type CampaignRow,
  type OfferEventRow,
  type OfferRow,
  type OfferStatus,
  type ProductRow,
  type UserRow,
} from '../../db/schema';
import { isUuid } from '../shared';

export type OfferEventType = OfferEventRow['type'];
export type OfferEventActorRole = OfferEventRow['actorRole'];
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/** The columns a transition may set besides the status (never id, tenant, status or its timestamp). */
export type OfferColumns = Partial<
  Omit<typeof offers.$inferInsert, 'id' | 'tenantId' | 'status' | 'statusChangedAt' | 'createdAt'>
>;

// ------------------------------------------------------------------ who sees an offer (the object rule, once)

/** Who looks at offers: the signed-in user and the role the token carries. */
export interface OfferViewer {
  userId: string;
  role: 'advisor' | 'coordinator' | 'operator' | 'investor';
}

/**
 * The offers a viewer may see or act on, within the tenant (the caller of this applies the tenant condition):
 * the owner; a coordinator: also the offers made in any of the coordinator's networks; the tenant's operator:
 * all; an investor: the offers linked to the investor's account. Everything else is "not found" to the service.
 */
export function visibleTo(viewer: OfferViewer): SQL {
  switch (viewer.role) {
    case 'operator':
      return sql`true`;
    case 'investor':
      return eq(offers.investorId, viewer.userId);
    case 'coordinator':
      return sql`(${offers.ownerId} = ${viewer.userId} or exists (select 1 from network_members nm where nm.network_id = ${offers.networkId} and nm.user_id = ${viewer.userId}))`;
    default:
      return eq(offers.ownerId, viewer.userId);
  }
}

// ------------------------------------------------------------------ single offers

export async function findOffer(db: Database, tenantId: string, offerId: string): Promise<OfferRow | null> {
  if (!isUuid(offerId)) return null;
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The offer a viewer may see (the object rule), else null. */
export async function findVisibleOffer(
  db: Database,
  tenantId: string,
  viewer: OfferViewer,
  offerId: string,
): Promise<OfferRow | null> {
  if (!isUuid(offerId)) return null;
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId), visibleTo(viewer)))
    .limit(1);
  return rows[0] ?? null;
}

/** The offer of a public link (only the SHA-256 of the token is stored). */
export async function findOfferByTokenHash(
  db: Database,
  tenantId: string,
  tokenHash: string,
): Promise<OfferRow | null> {
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.tokenHash, tokenHash)))
    .limit(1);
  return rows[0] ?? null;
}

// ------------------------------------------------------------------ the one status change

export interface TransitionInput {
  tenantId: string;
  offerId: string;
  /**
   * The status the offer must still be in (compare-and-set): the one the caller read and checked against the
   * policy, so the event's `from` is exact. A row that moved on meanwhile matches nothing (null).
   */
  fromStatus: OfferStatus;
  toStatus: OfferStatus;
  /** Other columns changed together with the status (e.g. payment_date, decision_reason). */
  set?: OfferColumns;
  /** A further condition of the same UPDATE: the agreement must be in one of these statuses. */
  agreementStatusIn?: readonly AgreementStatus[];
  event: { actorRole: OfferEventActorRole; actorId: string | null; reason?: string | null };
  now: Date;
}

/**
 * ONE conditional `UPDATE offers SET status, status_changed_at, updated_at, ...set WHERE id AND tenant_id AND
 * status = from [AND agreement_status IN (...)] RETURNING *` plus its status_changed event (from, to, who, why),
 * in one transaction (a savepoint when `db` is already one). Null when no row matched: the offer is not there
 * or has moved on (the caller re-reads it to say why).
 */
export async function transitionOffer(db: Database, input: TransitionInput): Promise<OfferRow | null> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(offers)
      .set({ ...input.set, status: input.toStatus, statusChangedAt: input.now, updatedAt: input.now })
      .where(
        and(
          eq(offers.tenantId, input.tenantId),
          eq(offers.id, input.offerId),
          eq(offers.status, input.fromStatus),
          input.agreementStatusIn ? inArray(offers.agreementStatus, [...input.agreementStatusIn]) : undefined,
        ),
      )
      .returning();
    if (!updated) return null;
    await insertOfferEvent(tx, {
      tenantId: input.tenantId,
      offerId: input.offerId,
      type: 'status_changed',
      fromValue: input.fromStatus,
      toValue: input.toStatus,
      actorRole: input.event.actorRole,
      actorId: input.event.actorId,
      reason: input.event.reason ?? null,
      occurredAt: input.now,
    });
    return updated;
  });
}

// ------------------------------------------------------------------ events

/** The status an offer had before it was last archived (its timeline), or null when the timeline does not say. */
export async function statusBeforeArchive(
  db: Database,
  tenantId: string,
  offerId: string,
): Promise<OfferStatus | null> {
  const [row] = await db
    .select({ fromValue: offerEvents.fromValue })
    .from(offerEvents)
    .where(
      and(
        eq(offerEvents.tenantId, tenantId),
        eq(offerEvents.offerId, offerId),
        eq(offerEvents.type, 'status_changed'),
        eq(offerEvents.toValue, 'archived'),
      ),
    )
    .orderBy(desc(offerEvents.occurredAt))
    .limit(1);
  const status = row?.fromValue;
  return status && (OFFER_STATUSES as readonly string[]).includes(status) ? (status as OfferStatus) : null;
}

export interface NewOfferEvent {
  tenantId: string;
  offerId: string;
  type: OfferEventType;
  fromValue: string | null;
  toValue: string | null;
  actorRole: OfferEventActorRole;
  actorId: string | null;
  reason: string | null;
  occurredAt: Date;
  /** Payout and reference-rate events: the schedule row's due date / the rate's date. */
  relatedDate?: string | null;
  /** payout_recorded: the amount paid (numeric text), in the offer's currency. */
  amount?: string | null;
}

export async function insertOfferEvent(db: Database, event: NewOfferEvent): Promise<void> {
  await db.insert(offerEvents).values(event);
}

export interface OfferEventRecord {
  id: string;
  type: OfferEventType;
  fromValue: string | null;
  toValue: string | null;
  actorRole: OfferEventActorRole;
  actorName: string | null;
  /** The actor's account (null for system and visitor events). */
  actorId: string | null;
  reason: string | null;
  occurredAt: Date;
  relatedDate: string | null;
  amount: string | null;
}

/** The offer's timeline, oldest first, with the actor's name (null for system, visitor, a removed account). */
export async function listOfferEvents(db: Database, tenantId: string, offerId: string): Promise<OfferEventRecord[]> {
  return db
    .select({
      id: offerEvents.id,
      type: offerEvents.type,
      fromValue: offerEvents.fromValue,
      toValue: offerEvents.toValue,
      actorRole: offerEvents.actorRole,
      actorName: sql<
        string | null
      >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.surname}, '')), '')`,
      actorId: offerEvents.actorId,
      reason: offerEvents.reason,
      occurredAt: offerEvents.occurredAt,
      relatedDate: offerEvents.relatedDate,
      amount: offerEvents.amount,
    })
    .from(offerEvents)
    .leftJoin(users, eq(users.id, offerEvents.actorId))
    .where(and(eq(offerEvents.tenantId, tenantId), eq(offerEvents.offerId, offerId)))
    .orderBy(asc(offerEvents.occurredAt), asc(sql`${offerEvents.id}`));
}

// ------------------------------------------------------------------ InvestorOfferRow reads

/** The language of texts picked for a row: a fixed one, or the viewer's account language (users.locale). */
export type RowLanguage = 'pl' | 'en' | { userId: string | Placeholder };

const campaignNameIn = (language: RowLanguage): SQL<string> => {
  const lang =
    typeof language === 'string'
      ? sql`${language}::text`
      : sql`(select u.locale from users u where u.id = ${language.userId})`;
  return sql<string>`coalesce(nullif(${campaigns.data} -> 'translations' -> ${lang} ->> 'name', ''), ${campaigns.data} -> 'translations' -> 'pl' ->> 'name', '')`;
};

const ownerName = sql<string>`trim(${users.firstName} || ' ' || ${users.surname})`;

/** The attachments of the offer as a JSON array (oldest first), in the same query as the row. */
const attachmentsOfOffer = sql<
  { id: string; fileName: string; contentType: string; size: number; createdAt: string }[]
>`coalesce((select json_agg(json_build_object('id', a.id, 'fileName', a.file_name, 'contentType', a.content_type, 'size', a.size, 'createdAt', a.created_at) order by a.created_at, a.id) from offer_attachments a where a.offer_id = ${offers.id}), '[]'::json)`;

export interface OfferListRecord {
  id: string;
  investorName: string | null;
  investorEmail: string;
  ownerId: string;
  ownerName: string;
  agreementDate: string | null;
  paymentDate: string | null;
  endDate: string | null;
  networkId: string;
  investmentValue: string | null;
  currency: OfferRow['currency'];
  status: OfferStatus;
  statusDate: Date;
  campaignId: string;
  campaignName: string;
  productId: string;
  productAutentiStatus: AgreementStatus | null;
  productCode: string;
  paymentConfirmations: { id: string; fileName: string; contentType: string; size: number; createdAt: string }[];
}

/**
 * The columns of an InvestorOfferRow (an OfferListRecord) for a select from `offers` joined with the owner
 * (`users`), `campaigns` and `products`: the lists, the board's cards and single rows.
 */
export function offerRowColumns(language: RowLanguage) {
  return {
    id: offers.id,
    investorName: offers.investorName,
    investorEmail: offers.investorEmail,
    ownerId: offers.ownerId,
    ownerName,
    agreementDate: offers.agreementDate,
    paymentDate: offers.paymentDate,
    endDate: offers.endDate,
    networkId: offers.networkId,
    investmentValue: offers.investmentValue,
    currency: offers.currency,
    status: offers.status,
    statusDate: offers.statusChangedAt,
    campaignId: offers.campaignId,
    campaignName: campaignNameIn(language),
    productId: offers.productId,
    productAutentiStatus: offers.agreementStatus,
    productCode: products.code,
    paymentConfirmations: attachmentsOfOffer,
  };
}

/** The statuses in which an offer waits for someone and can be stuck. */
export const STUCK_STATUSES = ['invited', 'viewed', 'interested', 'accepted'] as const;
export type StuckStatus = (typeof STUCK_STATUSES)[number];

/**
 * The instants before which an offer that entered each waiting status counts as stuck (now minus the tenant's
 * threshold): ISO timestamps bound as values, or placeholders of a prepared statement.
 */
export type StuckCutoffs<T = string | Placeholder> = Record<StuckStatus, T>;

/**
 * The offer is stuck: in a waiting status since before that status's cutoff. Written as `status IN (...) AND
 * status_changed_at < CASE status ...` so that an index holding (status, status_changed_at) answers it from
 * the index alone (the status as an index condition, the date as a filter on the index tuple).
 */
export function stuckCondition(cutoffs: StuckCutoffs): SQL {
  const statuses = sql.raw(STUCK_STATUSES.map((status) => `'${status}'`).join(', '));
  const cutoff = sql.join(
    STUCK_STATUSES.map((status) => sql`when ${sql.raw(`'${status}'`)} then ${cutoffs[status]}::timestamptz`),
    sql` `,
  );
  return sql`(${offers.status} in (${statuses}) and ${offers.statusChangedAt} < case ${offers.status} ${cutoff} end)`;
}

/**
 * `like` on an investor column in one advisor's own offers (a few thousand rows at most): written so that the
 * database-wide trigram index on `lower(column)` cannot serve it. With that index the planner intersected the
 * owner's offers with every offer of the tenant matching a common surname (tens of thousands at 1M offers, over
 * 100 ms); reading the owner's offers by their index and filtering them takes about 2 ms (docs/bench.md). The
 * network views keep the trigram index, which is what makes their searches fast.
 */
function ownOffersLike(column: SQLWrapper): (pattern: string | Placeholder) => SQL {
  return (pattern) => sql`(lower(${column}) || '') like lower(${pattern}) escape '\\'`;
}

/**
 * The investor-offer table's whitelist (the contract's InvestorOfferRow: every field sortable but networkId,
 * status and paymentConfirmations; filters per type; `stuck` in ["true"|"false"]). Shared by every offer list
 * (campaign offers, the pipeline's own and network lists, the board, the export): `owner` adds the owner's
 * columns to the filters (the network views); `stuck` gives the cutoffs of the stuck filter. The campaign name
 * sorts and filters in the Polish text (the row shows the viewer's language). The expressions read `offers`
 * joined with `users` (the owner), `campaigns` and `products`.
 */
export function offerListDefinition(options: { stuck: StuckCutoffs; owner: boolean }): ListDefinition {
  const stuck = stuckCondition(options.stuck);
  return {
    columns: {
      investorName: {
        expression: offers.investorName,
        sortable: true,
        filterType: 'string',
        operators: ['like'],
        ...(!options.owner && { like: ownOffersLike(offers.investorName) }),
      },
      investorEmail: {
        expression: offers.investorEmail,
        sortable: true,
        filterType: 'string',
        operators: ['like'],
        ...(!options.owner && { like: ownOffersLike(offers.investorEmail) }),
      },
      ownerId: {
        expression: offers.ownerId,
        sortable: true,
        ...(options.owner && {
          filterType: 'array' as const,
          operators: ['in'] as const,
          acceptsValue: isUuid,
        }),
      },
      ownerName: {
        expression: ownerName,
        sortable: true,
        ...(options.owner && { filterType: 'string' as const, operators: ['like'] as const }),
      },
      agreementDate: {
        expression: offers.agreementDate,
        sortable: true,
        filterType: 'date',
        dateKind: 'date',
        operators: ['leq'],
      },
      paymentDate: {
        expression: offers.paymentDate,
        sortable: true,
        filterType: 'date',
        dateKind: 'date',
        operators: ['leq'],
      },
      endDate: { expression: offers.endDate, sortable: true, filterType: 'date', dateKind: 'date', operators: ['leq'] },
      networkId: { expression: offers.networkId, filterType: 'array', operators: ['in'], acceptsValue: isUuid },
      investmentValue: {
        expression: offers.investmentValue,
        sortable: true,
        filterType: 'number',
        operators: ['leq'],
      },
      currency: {
        expression: offers.currency,
        sortable: true,
        filterType: 'array',
        operators: ['in'],
        acceptsValue: (value) => ['PLN', 'EUR', 'USD'].includes(value),
      },
      status: {
        expression: offers.status,
        filterType: 'array',
        operators: ['in'],
        acceptsValue: (value) => (OFFER_STATUSES as readonly string[]).includes(value),
      },
      statusDate: {
        expression: offers.statusChangedAt,
        sortable: true,
        filterType: 'date',
        dateKind: 'timestamp',
        operators: ['leq'],
      },
      campaignId: {
        expression: offers.campaignId,
        sortable: true,
        filterType: 'array',
        operators: ['in'],
        acceptsValue: isUuid,
      },
      campaignName: {
        expression: sql`(${campaigns.data} -> 'translations' -> 'pl' ->> 'name')`,
        sortable: true,
        filterType: 'string',
        operators: ['like'],
      },
      productId: {
        expression: offers.productId,
        sortable: true,
        filterType: 'array',
        operators: ['in'],
        acceptsValue: isUuid,
      },
      productAutentiStatus: {
        expression: offers.agreementStatus,
        sortable: true,
        filterType: 'array',
        operators: ['in'],
        acceptsValue: (value) => (AGREEMENT_STATUSES as readonly string[]).includes(value),
      },
      productCode: { expression: products.code, sortable: true, filterType: 'string', operators: ['like'] },
      stuck: {
        expression: stuck,
        filterType: 'array',
        operators: ['in'],
        acceptsValue: (value) => value === 'true' || value === 'false',
        in: (_bound, values) => {
          const yes = values.includes('true');
          const no = values.includes('false');
          return yes && no ? sql`true` : yes ? stuck : sql`not ${stuck}`;
        },
      },
    },
    defaultSort: { name: 'statusDate', order: 'desc' },
    id: offers.id,
  };
}

/** One page of offers the viewer may see, within the tenant and `where` (e.g. one campaign). */
export async function listOfferRows(
  db: Database,
  input: {
    tenantId: string;
    viewer: OfferViewer;
    language: RowLanguage;
    where?: SQL | undefined;
    list: ListQueryInput;
    stuck: StuckCutoffs<string>;
  },
): Promise<{ items: OfferListRecord[]; totalCount: number }> {
  const query = buildListQuery(offerListDefinition({ stuck: input.stuck, owner: true }), input.list);
  const where = and(eq(offers.tenantId, input.tenantId), visibleTo(input.viewer), input.where, query.where);
  const [items, total] = await Promise.all([
    db
      .select(offerRowColumns(input.language))
      .from(offers)
      .innerJoin(users, eq(users.id, offers.ownerId))
      .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
      .innerJoin(products, eq(products.id, offers.productId))
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ value: count() })
      .from(offers)
      .innerJoin(users, eq(users.id, offers.ownerId))
      .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
      .innerJoin(products, eq(products.id, offers.productId))
      .where(where),
  ]);
  return { items: items as OfferListRecord[], totalCount: Number(total[0]?.value ?? 0) };
}

/** Offers of one campaign (a `where` for listOfferRows). */
export const ofCampaign = (campaignId: string): SQL => eq(offers.campaignId, campaignId);

/** One offer as a row of the tables (no visibility check: the service found the offer visible first). */
export async function findOfferRecord(
  db: Database,
  tenantId: string,
  offerId: string,
  language: RowLanguage,
): Promise<OfferListRecord | null> {
  const rows = await db
    .select(offerRowColumns(language))
    .from(offers)
    .innerJoin(users, eq(users.id, offers.ownerId))
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .innerJoin(products, eq(products.id, offers.productId))
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId)))
    .limit(1);
  return (rows[0] as OfferListRecord | undefined) ?? null;
}

// ------------------------------------------------------------------ invitations

export async function findCampaign(db: Database, tenantId: string, campaignId: string): Promise<CampaignRow | null> {
  if (!isUuid(campaignId)) return null;
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.tenantId, tenantId), eq(campaigns.id, campaignId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The product of the campaign (null when it is not this campaign's or not the tenant's). */
export async function findCampaignProduct(
  db: Database,
  tenantId: string,
  campaignId: string,
  productId: string,
): Promise<ProductRow | null> {
  if (!isUuid(productId) || !isUuid(campaignId)) return null;
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.campaignId, campaignId), eq(products.id, productId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findProduct(db: Database, tenantId: string, productId: string): Promise<ProductRow | null> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)))
    .limit(1);
  return rows[0] ?? null;
}

/** A network of the tenant the user belongs to (`anyOfTenant`: any network of the tenant, for the operator). */
export async function networkUsableBy(
  db: Database,
  tenantId: string,
  networkId: string,
  user: { userId: string; anyOfTenant: boolean },
): Promise<boolean> {
  if (!isUuid(networkId)) return false;
  const rows = user.anyOfTenant
    ? await db
        .select({ id: networks.id })
        .from(networks)
        .where(and(eq(networks.tenantId, tenantId), eq(networks.id, networkId)))
        .limit(1)
    : await db
        .select({ id: networks.id })
        .from(networks)
        .innerJoin(networkMembers, eq(networkMembers.networkId, networks.id))
        .where(and(eq(networks.tenantId, tenantId), eq(networks.id, networkId), eq(networkMembers.userId, user.userId)))
        .limit(1);
  return rows.length > 0;
}

/**
 * Serialises invitations of one e-mail to one campaign until the transaction ends (the lead rule reads, then
 * writes: two advisors inviting the same address at once must not both become its owner).
 */
export async function lockLead(tx: Database, tenantId: string, campaignId: string, email: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`lead:${tenantId}:${campaignId}:${email}`}, 0))`,
  );
}

/** Offers of the campaign to the e-mail that are still in play (the lead: not declined, rejected or archived). */
export async function findLeadOffers(
  db: Database,
  tenantId: string,
  campaignId: string,
  email: string,
): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.tenantId, tenantId),
        eq(offers.campaignId, campaignId),
        eq(offers.investorEmail, email),
        notInArray(offers.status, ['declined', 'rejected', 'archived']),
      ),
    )
    .orderBy(asc(offers.createdAt));
}

export async function insertOffer(db: Database, offer: typeof offers.$inferInsert): Promise<OfferRow> {
  const [row] = await db.insert(offers).values(offer).returning();
  return row!;
}

/**
 * A fresh public link for the offer: the only stored token hash is replaced, so the previous link dies. The
 * advisor's new message replaces the old one (the offer page shows the latest words).
 */
export async function replaceOfferToken(
  db: Database,
  tenantId: string,
  offerId: string,
  change: { tokenHash: string; message: string },
  now: Date,
): Promise<OfferRow | null> {
  const [row] = await db
    .update(offers)
    .set({ tokenHash: change.tokenHash, message: change.message, updatedAt: now })
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId)))
    .returning();
  return row ?? null;
}

/** The names in an invitation e-mail: the advisor (owner). */
export async function findUserName(
  db: Database,
  userId: string,
): Promise<{ firstName: string; surname: string; email: string } | null> {
  const rows = await db
    .select({ firstName: users.firstName, surname: users.surname, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

// ------------------------------------------------------------------ demo data

/** Whether the tenant has any offer (demo seeding runs once per tenant). */
export async function tenantHasOffers(db: Database, tenantId: string): Promise<boolean> {
  const rows = await db.select({ id: offers.id }).from(offers).where(eq(offers.tenantId, tenantId)).limit(1);
  return rows.length > 0;
}

/**
 * Demo seeding only: an offer as it stands after a history, with the events of that history (the live path
 * makes the same rows one transition at a time).
 */
export async function insertOfferHistory(
  db: Database,
  offer: typeof offers.$inferInsert,
  events: Omit<NewOfferEvent, 'offerId' | 'tenantId'>[],
): Promise<string> {
  const row = await insertOffer(db, offer);
  if (events.length > 0) {
    await db
      .insert(offerEvents)
      .values(events.map((event) => ({ ...event, tenantId: offer.tenantId, offerId: row.id })));
  }
  return row.id;
}

/** Demo seeding: the tenant's campaigns with their products, oldest start first. */
export async function listCampaignsWithProducts(
  db: Database,
  tenantId: string,
): Promise<{ campaign: CampaignRow; products: ProductRow[] }[]> {
  const rows = await db
    .select({ campaign: campaigns, product: products })
    .from(campaigns)
    .innerJoin(products, eq(products.campaignId, campaigns.id))
    .where(eq(campaigns.tenantId, tenantId))
    .orderBy(asc(campaigns.startDate), asc(campaigns.id), asc(products.code));
  const byCampaign = new Map<string, { campaign: CampaignRow; products: ProductRow[] }>();
  for (const row of rows) {
    const entry = byCampaign.get(row.campaign.id) ?? { campaign: row.campaign, products: [] };
    entry.products.push(row.product);
    byCampaign.set(row.campaign.id, entry);
  }
  return [...byCampaign.values()];
}

// ------------------------------------------------------------------ owner changes

/** An advisor or coordinator account of the tenant (a possible owner of offers), or null. */
export async function findAdvisorAccount(
  db: Database,
  tenantId: string,
  userId: string,
): Promise<Pick<UserRow, 'id' | 'status' | 'locale' | 'firstName' | 'surname' | 'email'> | null> {
  if (!isUuid(userId)) return null;
  const rows = await db
    .select({
      id: users.id,
      status: users.status,
      locale: users.locale,
      firstName: users.firstName,
      surname: users.surname,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), inArray(users.role, ['advisor', 'coordinator'])))
    .limit(1);
  return rows[0] ?? null;
}

/** Whether the user belongs to the network. */
export async function isNetworkMember(db: Database, networkId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: networkMembers.userId })
    .from(networkMembers)
    .where(and(eq(networkMembers.networkId, networkId), eq(networkMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The offer, locked for the rest of the transaction (an owner change reads, checks, then writes). */
export async function lockOffer(db: Database, tenantId: string, offerId: string): Promise<OfferRow | null> {
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId)))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

/** Moves the offers from one owner to another (only those still owned by `from`); returns the ids moved. */
export async function setOffersOwner(
  db: Database,
  input: { tenantId: string; offerIds: string[]; from: string; to: string; now: Date },
): Promise<string[]> {
  if (input.offerIds.length === 0) return [];
  const rows = await db
    .update(offers)
    .set({ ownerId: input.to, updatedAt: input.now })
    .where(and(eq(offers.tenantId, input.tenantId), inArray(offers.id, input.offerIds), eq(offers.ownerId, input.from)))
    .returning({ id: offers.id });
  return rows.map((row) => row.id);
}

/** The active advisors and coordinators of a network but one, by surname and first name (Polish order). */
export async function listOwnerChoices(
  db: Database,
  tenantId: string,
  networkId: string,
  exceptUserId: string,
): Promise<{ id: string; firstName: string; surname: string; email: string }[]> {
  return db
    .select({ id: users.id, firstName: users.firstName, surname: users.surname, email: users.email })
    .from(users)
    .innerJoin(networkMembers, eq(networkMembers.userId, users.id))
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(networkMembers.networkId, networkId),
        inArray(users.role, ['advisor', 'coordinator']),
        eq(users.status, 'active'),
        sql`${users.id} <> ${exceptUserId}`,
      ),
    )
    .orderBy(sql`${users.surname} collate "polish"`, sql`${users.firstName} collate "polish"`, users.id);
}

// ------------------------------------------------------------------ attachments

export interface AttachmentFile {
  fileName: string;
  contentType: string;
  storageKey: string;
}

/** A payment confirmation of the offer (the caller checked the offer), or null. */
export async function findOfferAttachment(
  db: Database,
  tenantId: string,
  offerId: string,
  attachmentId: string,
): Promise<AttachmentFile | null> {
  if (!isUuid(attachmentId)) return null;
  const rows = await db
    .select({
      fileName: offerAttachments.fileName,
      contentType: offerAttachments.contentType,
      storageKey: offerAttachments.storageKey,
    })
    .from(offerAttachments)
    .where(
      and(
        eq(offerAttachments.tenantId, tenantId),
        eq(offerAttachments.offerId, offerId),
        eq(offerAttachments.id, attachmentId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}
