// SQL of the investor pipeline's reads: the own and network tables, the kanban board and the export,
// over `offers` joined with the owner (`users`), `campaigns` and `products` (LEFT JOINs on primary keys: the
// planner drops the ones a query does not use). Every query is scoped by the tenant and by the scope below, and
// filtered and sorted by the list query language with the offers' whitelist (modules/offers
// offerListDefinition). The builders are exported for the benchmark (tests/bench): each takes the database,
// the scope and the list parameters, nothing of a request.
//
// Indexes (schema.ts, migration 0007; docs/bench.md): (tenant_id, owner_id, status, status_changed_at, ...) and
// (tenant_id, network_id, status, status_changed_at, ...) carry the scopes, the status and stuck filters, the
// board's counts and sums (index-only) and each status's newest cards; (tenant_id, status_changed_at, id) the
// default order of large scopes; the trigram indexes the `like` filters on the investor's name and e-mail.
import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { unionAll, type PgSelect } from 'drizzle-orm/pg-core';
import {
  buildListQuery,
  buildListQueryTemplate,
  type ListDefinition,
  type ListQuery,
  type ListQueryInput,
  type ListQueryTemplate,
} from '../../db/list-query';
import type { Database } from '../../db/open-db';
import {
  campaigns,
  networkMembers,
  networks,
  offers,
  offerTotals,
  products,
  users,
  type OfferStatus,
} from '../../db/schema';
import { sessionUserQuery, toSessionUser, type SessionKey, type SessionUser } from '../auth';
import { isUuid } from '../shared';
import {
  offerListDefinition,
  offerRowColumns,
  stuckCondition,
  type OfferListRecord,
  type RowLanguage,
  type StuckCutoffs,
} from '../offers';

/**
 * Whose offers a list shows: the user's own (`owner`: listInvestorOffers, the own board), those of the
 * coordinator's networks (`networks`), or the tenant's (`tenant`: the operator's network view).
 */
export type PipelineScope =
  { kind: 'owner'; userId: string } | { kind: 'networks'; coordinatorId: string } | { kind: 'tenant' };
export type PipelineScopeKind = PipelineScope['kind'];

type Value = string | Placeholder;

/**
 * The scope's condition. A coordinator's networks are a semi-join with network_members (user_id, network_id):
 * the planner estimates it from the statistics (an `= any(array(...))` of unknown length looked like most of the
 * tenant and got a parallel sequential scan) and counts with one index range per network.
 */
export function scopeCondition(kind: PipelineScopeKind, tenantId: Value, userId: Value): SQL {
  const tenant = eq(offers.tenantId, tenantId);
  if (kind === 'owner') return and(tenant, eq(offers.ownerId, userId))!;
  if (kind === 'networks') {
    return and(
      tenant,
      sql`${offers.networkId} in (select nm.network_id from network_members nm where nm.user_id = ${userId})`,
    )!;
  }
  return tenant;
}

const scopeUser = (scope: PipelineScope): string | null =>
  scope.kind === 'owner' ? scope.userId : scope.kind === 'networks' ? scope.coordinatorId : null;

/** The whitelist of a view: the network views also filter by the owner (ownerId, ownerName). */
export const pipelineListDefinition = (stuck: StuckCutoffs, owner: boolean): ListDefinition =>
  offerListDefinition({ stuck, owner });

// Every query below reads `offers` LEFT JOINed with the tables the whitelist's expressions and the row's
// columns read: the owner (users), campaigns, products (written out: drizzle types each join).

/** The tables besides `offers` that a query's filters (and order) read. */
export interface Joins {
  users: boolean;
  campaigns: boolean;
  products: boolean;
}

const JOINED_COLUMNS: Record<string, keyof Joins> = {
  ownerName: 'users',
  campaignName: 'campaigns',
  productCode: 'products',
};

/**
 * The joins the filters (and, for queries that order, the sort) need. Only those are written: a count or an
 * aggregate over `offers` alone stays an index-only scan (PostgreSQL drops an unused LEFT JOIN but still counts
 * its join column as read, which rules the index-only scan out).
 */
export function joinsOf(list: Pick<ListQueryInput, 'filters' | 'sort'>, withSort: boolean): Joins {
  const names = [...Object.keys(list.filters ?? {}), ...(withSort && list.sort ? [list.sort.name] : [])];
  const tables = new Set(names.map((name) => JOINED_COLUMNS[name]).filter(Boolean));
  return { users: tables.has('users'), campaigns: tables.has('campaigns'), products: tables.has('products') };
}

function joinTables<T extends PgSelect>(query: T, joins: Joins): T {
  let joined = query as PgSelect;
  if (joins.users) joined = joined.leftJoin(users, eq(users.id, offers.ownerId));
  if (joins.campaigns) joined = joined.leftJoin(campaigns, eq(campaigns.id, offers.campaignId));
  if (joins.products) joined = joined.leftJoin(products, eq(products.id, offers.productId));
  return joined as T;
}

// ------------------------------------------------------------------ the totals (offer_totals)

/**
 * The filters the maintained totals (offer_totals: offers counted and summed per tenant, network, owner, status
 * and currency, kept by triggers on offers; docs/decisions/0053) can answer: `in` on a column of their key. With
 * only these, a total, a column's count and a sum read a few rows per owner and status instead of every offer of
 * the scope; any other filter (a search, dates, amounts, stuck, campaign, product) is counted over the offers.
 */
const TOTALS_DEFINITION: ListDefinition = {
  columns: {
    networkId: { expression: offerTotals.networkId, filterType: 'array', operators: ['in'], acceptsValue: isUuid },
    ownerId: { expression: offerTotals.ownerId, filterType: 'array', operators: ['in'], acceptsValue: isUuid },
    status: { expression: offerTotals.status, filterType: 'array', operators: ['in'] },
    currency: { expression: offerTotals.currency, filterType: 'array', operators: ['in'] },
  },
  defaultSort: { name: 'status', order: 'asc' },
  id: offerTotals.status,
};

/** Do the totals answer these (already validated) filters exactly? */
export function answeredByTotals(list: Pick<ListQueryInput, 'filters'>): boolean {
  return Object.entries(list.filters ?? {}).every(
    ([name, filter]) =>
      Object.hasOwn(TOTALS_DEFINITION.columns, name) &&
      filter.operator === 'in' &&
      filter.from === undefined &&
      filter.to === undefined,
  );
}

/** The scope's condition on offer_totals (as scopeCondition's on offers). */
function totalsScope(kind: PipelineScopeKind, tenantId: Value, userId: Value): SQL {
  const tenant = eq(offerTotals.tenantId, tenantId);
  if (kind === 'owner') return and(tenant, eq(offerTotals.ownerId, userId))!;
  if (kind === 'networks') {
    return and(
      tenant,
      sql`${offerTotals.networkId} in (select nm.network_id from network_members nm where nm.user_id = ${userId})`,
    )!;
  }
  return tenant;
}

/**
 * The totals' conditions for filters that answeredByTotals accepts, with the same placeholders (p0, p1, ...) as
 * the list's own template: both number the values of the same filters in the same order, which is checked.
 */
function totalsWhere(query: ListQueryTemplate, list: Pick<ListQueryInput, 'filters'>): SQL | undefined {
  const totals = buildListQueryTemplate(TOTALS_DEFINITION, { filters: list.filters });
  for (const [name, value] of Object.entries(totals.values)) {
    if (name !== 'limit' && name !== 'offset' && query.values[name] !== value) {
      throw new Error(`the totals' placeholder ${name} differs from the list's`);
    }
  }
  return totals.where;
}

// ------------------------------------------------------------------ the tables (one statement per page)

/**
 * A coordinator's offers counted network by network (a LATERAL count per network of the coordinator): one
 * index range per network, whatever the planner would guess for the scope as a whole (half a tenant looked
 * cheaper as a parallel sequential scan than it is).
 */
function networkTotal(db: Database, tenantId: Value, coordinatorId: Value, where: SQL | undefined, joins: Joins) {
  const perNetwork = joinTables(
    db
      .select({ count: sql<number>`count(*)`.as('network_count') })
      .from(offers)
      .$dynamic(),
    joins,
  )
    .where(and(eq(offers.tenantId, tenantId), eq(offers.networkId, networkMembers.networkId), where))
    .as('per_network');
  return db
    .select({ totalCount: sql<number>`coalesce(sum(${perNetwork.count}), 0)::int`.as('total_count') })
    .from(networkMembers)
    .crossJoinLateral(perNetwork)
    .where(eq(networkMembers.userId, coordinatorId));
}

const placeholder = (name: string) => sql.placeholder(name);

/** The stuck cutoffs of a prepared statement (values: stuckCutoffValues). */
const STUCK_PLACEHOLDERS: StuckCutoffs = {
  invited: placeholder('stuckInvited'),
  viewed: placeholder('stuckViewed'),
  interested: placeholder('stuckInterested'),
  accepted: placeholder('stuckAccepted'),
};

const stuckCutoffValues = (stuck: StuckCutoffs<string>) => ({
  stuckInvited: stuck.invited,
  stuckViewed: stuck.viewed,
  stuckInterested: stuck.interested,
  stuckAccepted: stuck.accepted,
});

const TEMPLATE_DEFINITIONS = {
  own: pipelineListDefinition(STUCK_PLACEHOLDERS, false),
  network: pipelineListDefinition(STUCK_PLACEHOLDERS, true),
};

/**
 * The page and the total of one list request as ONE statement: `total` counts the matching offers (index-only
 * for the scope, status and stuck conditions), `page` finds the page's ids in the order (an ordered index scan
 * that stops after offset + limit rows where the order has an index), the outer query reads the page's rows
 * alone. LEFT JOINs keep the total when the page is empty (after the last row). With the session (placeholders
 * sessionId, userId, tenantId: auth's session lookup as a CTE) the same round trip reads the caller's session.
 */
function pageParts(db: Database, kind: PipelineScopeKind, query: ListQueryTemplate, list: ListQueryInput) {
  const countJoins = joinsOf(list, false);
  const where = and(scopeCondition(kind, placeholder('tenantId'), placeholder('userId')), query.where);
  const page = db.$with('page').as(
    joinTables(db.select({ id: offers.id }).from(offers).$dynamic(), joinsOf(list, true))
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
  );
  const total = db.$with('total').as(
    answeredByTotals(list)
      ? db
          .select({ totalCount: sql<number>`coalesce(sum(${offerTotals.offerCount}), 0)::int`.as('total_count') })
          .from(offerTotals)
          .where(and(totalsScope(kind, placeholder('tenantId'), placeholder('userId')), totalsWhere(query, list)))
      : kind === 'networks'
        ? networkTotal(db, placeholder('tenantId'), placeholder('userId'), query.where, countJoins)
        : joinTables(
            db
              .select({ totalCount: sql<number>`count(*)::int`.as('total_count') })
              .from(offers)
              .$dynamic(),
            countJoins,
          ).where(where),
  );
  return { page, total, row: offerRowColumns({ userId: placeholder('userId') }) };
}

function preparePage(
  db: Database,
  kind: PipelineScopeKind,
  query: ListQueryTemplate,
  list: ListQueryInput,
  name?: string,
) {
  const { page, total, row } = pageParts(db, kind, query, list);
  return db
    .with(total, page)
    .select({ totalCount: total.totalCount, row })
    .from(total)
    .leftJoin(page, sql`true`)
    .leftJoin(offers, eq(offers.id, page.id))
    .leftJoin(users, eq(users.id, offers.ownerId))
    .leftJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .leftJoin(products, eq(products.id, offers.productId))
    .orderBy(...query.orderBy)
    .prepare(name as string);
}

function preparePageWithSession(
  db: Database,
  kind: PipelineScopeKind,
  query: ListQueryTemplate,
  list: ListQueryInput,
  name?: string,
) {
  const { page, total, row } = pageParts(db, kind, query, list);
  const session = db.$with('session_user').as(sessionUserQuery(db));
  return db
    .with(session, total, page)
    .select({
      session: {
        id: session.id,
        email: session.email,
        role: session.role,
        status: session.status,
        firstName: session.firstName,
        surname: session.surname,
        panel: session.panel,
        revokedAt: session.revokedAt,
      },
      totalCount: total.totalCount,
      row,
    })
    .from(session)
    .leftJoin(total, sql`true`)
    .leftJoin(page, sql`true`)
    .leftJoin(offers, eq(offers.id, page.id))
    .leftJoin(users, eq(users.id, offers.ownerId))
    .leftJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .leftJoin(products, eq(products.id, offers.productId))
    .orderBy(...query.orderBy)
    .prepare(name as string);
}

type PageStatement =
  | { withSession: false; statement: ReturnType<typeof preparePage> }
  | { withSession: true; statement: ReturnType<typeof preparePageWithSession> };

/** Statements per database and query shape (scope kind, filters' operators, order, session): built once. */
const pageStatements = new WeakMap<Database, Map<string, PageStatement>>();
const MAX_PAGE_SHAPES = 200;
/** Statement names are never reused (pg refuses a known name with another text on the same connection). */
let preparedPages = 0;

export interface PipelinePageInput {
  tenantId: string;
  scope: PipelineScope;
  /** The signed-in user: the language of the campaign names (their account's). */
  userId: string;
  list: ListQueryInput;
  /** The stuck filter's cutoffs (ISO instants). */
  stuck: StuckCutoffs<string>;
}

export interface PipelinePage {
  items: OfferListRecord[];
  totalCount: number;
}

/**
 * One page of a pipeline table and its total. With `session` (the caller's token's session, not checked yet)
 * the same statement reads the session too: `session` is its row (null when there is none), for the caller to
 * check BEFORE using the page (plugins/auth.ts PendingSession.settle); the scope must then be the one the
 * session's role will confirm (its user is the session's).
 */
export async function listPipelinePage(
  db: Database,
  input: PipelinePageInput,
  session?: SessionKey,
): Promise<PipelinePage & { session?: SessionUser | null }> {
  const { scope } = input;
  const query = buildListQueryTemplate(TEMPLATE_DEFINITIONS[scope.kind === 'owner' ? 'own' : 'network'], input.list);
  let statements = pageStatements.get(db);
  if (!statements) pageStatements.set(db, (statements = new Map()));
  const key = `${session ? 'session ' : ''}${scope.kind} ${query.shape}`;
  let page = statements.get(key);
  if (!page) {
    const kept = statements.size < MAX_PAGE_SHAPES;
    // A kept shape is a named server-side statement (parsed once per connection, maybe a generic plan); not with
    // a `like` filter: how selective a pattern is decides between the trigram and the order's index.
    const name = kept && !query.shape.includes(':like') ? `pipeline_page_${++preparedPages}` : undefined;
    page = session
      ? { withSession: true, statement: preparePageWithSession(db, scope.kind, query, input.list, name) }
      : { withSession: false, statement: preparePage(db, scope.kind, query, input.list, name) };
    if (kept) statements.set(key, page);
  }
  const values = {
    ...query.values,
    ...stuckCutoffValues(input.stuck),
    tenantId: input.tenantId,
    userId: scopeUser(scope) ?? input.userId,
    ...(session && { sessionId: session.sessionId }),
  };
  if (session && values.userId !== session.userId) throw new Error('a session statement must list its own user');
  const rowsOf = (rows: { totalCount: number | null; row: unknown }[]): PipelinePage => ({
    items: rows.flatMap(({ row }) => ((row as { id: string | null } | null)?.id ? [row as OfferListRecord] : [])),
    totalCount: Number(rows[0]?.totalCount ?? 0),
  });
  if (!page.withSession) return rowsOf(await page.statement.execute(values));
  const rows = await page.statement.execute(values);
  if (rows.length === 0) return { items: [], totalCount: 0, session: null };
  return { ...rowsOf(rows), session: toSessionUser(rows[0]!.session) };
}

// ------------------------------------------------------------------ the board

/** Board columns in pipeline order, with their statuses (rejected and declined are lost; see docs/product/investor-pipeline.md). */
export const BOARD_COLUMNS = [
  { key: 'invited', statuses: ['invited'] },
  { key: 'viewed', statuses: ['viewed'] },
  { key: 'interested', statuses: ['interested'] },
  { key: 'accepted', statuses: ['accepted'] },
  { key: 'active', statuses: ['active'] },
  { key: 'lost', statuses: ['rejected', 'declined'] },
  { key: 'archived', statuses: ['archived'] },
] as const satisfies readonly { key: string; statuses: readonly OfferStatus[] }[];
export type BoardColumnKey = (typeof BOARD_COLUMNS)[number]['key'];

export interface BoardInput {
  tenantId: string;
  scope: PipelineScope;
  /** The board's filters and sort (limit and offset are not used). */
  list: Pick<ListQueryInput, 'sort' | 'filters'>;
  /** Cards per column. */
  limit: number;
  stuck: StuckCutoffs<string>;
  language: RowLanguage;
}

/** The board's aggregates: offers per status, and the sum of investment values per status and currency. */
export interface BoardAggregates {
  counts: { status: OfferStatus; count: number }[];
  /** Only for the statuses of SUM_STATUSES; numeric text; currencies without any amount are absent. */
  sums: { status: OfferStatus; currency: 'PLN' | 'EUR' | 'USD'; sum: string }[];
}

/** The statuses whose columns show sums (interested, accepted, active). */
export const SUM_STATUSES = ['interested', 'accepted', 'active'] as const satisfies readonly OfferStatus[];

function boardQuery(input: BoardInput): { query: ListQuery; where: SQL } {
  const definition = pipelineListDefinition(input.stuck, input.scope.kind !== 'owner');
  const query = buildListQuery(definition, { sort: input.list.sort, filters: input.list.filters });
  const where = and(scopeCondition(input.scope.kind, input.tenantId, scopeUser(input.scope) ?? ''), query.where)!;
  return { query, where };
}

/**
 * One part of the board's aggregate statement: the counts per status (index-only on the small (tenant, scope,
 * status) indexes) or the sums per status and currency of the statuses with sums (index-only on the indexes
 * that also hold currency and amount). A coordinator's scope is aggregated network by network (see
 * networkTotal), then added up.
 */
function aggregatePart(db: Database, input: BoardInput, part: 'count' | 'sum') {
  const { query, where } = boardQuery(input);
  const joins = joinsOf(input.list, false);
  const ofPart = part === 'sum' ? inArray(offers.status, [...SUM_STATUSES]) : undefined;
  const fields =
    part === 'count'
      ? {
          status: offers.status,
          currency: sql<string | null>`null::text`.as('currency'),
          count: sql<number>`count(*)::int`.as('offer_count'),
          sum: sql<string | null>`null::numeric`.as('offer_sum'),
        }
      : {
          status: offers.status,
          currency: sql<string | null>`${offers.currency}`.as('currency'),
          count: sql<number>`0`.as('offer_count'),
          sum: sql<string | null>`sum(${offers.investmentValue})`.as('offer_sum'),
        };
  const groupBy = part === 'count' ? [offers.status] : [offers.status, offers.currency];
  const plain = joinTables(db.select(fields).from(offers).$dynamic(), joins)
    .where(and(where, ofPart))
    .groupBy(...groupBy);
  if (input.scope.kind !== 'networks') return plain;
  const perNetwork = joinTables(db.select(fields).from(offers).$dynamic(), joins)
    .where(
      and(eq(offers.tenantId, input.tenantId), eq(offers.networkId, networkMembers.networkId), query.where, ofPart),
    )
    .groupBy(...groupBy)
    .as(`per_network_${part}`);
  return db
    .select({
      status: perNetwork.status,
      currency: sql<string | null>`${perNetwork.currency}`.as('currency'),
      count: sql<number>`sum(${perNetwork.count})::int`.as('offer_count'),
      sum: sql<string | null>`sum(${perNetwork.sum})`.as('offer_sum'),
    })
    .from(networkMembers)
    .crossJoinLateral(perNetwork)
    .where(eq(networkMembers.userId, input.scope.coordinatorId))
    .groupBy(perNetwork.status, perNetwork.currency)
    .$dynamic() as unknown as typeof plain; // the same columns (status, currency, offer_count, offer_sum)
}

/**
 * The board's counts and sums over every matching offer: two statements sent side by side (each is one
 * index-only pass over the scope; as one statement PostgreSQL ran them one after the other on one CPU, about
 * half the board's time at 250 000 offers, docs/bench.md).
 */
export async function boardAggregates(db: Database, input: BoardInput): Promise<BoardAggregates> {
  if (answeredByTotals(input.list)) return boardTotals(db, input);
  // The sums as text (exact decimals, the same from both drivers).
  const run = (part: 'count' | 'sum') => {
    const rows = aggregatePart(db, input, part).as(`${part}s`);
    return db
      .select({
        status: rows.status,
        currency: rows.currency,
        count: rows.count,
        sum: sql<string | null>`${rows.sum}::text`,
      })
      .from(rows);
  };
  const [counts, sums] = await Promise.all([run('count'), run('sum')]);
  return {
    counts: counts.map((row) => ({ status: row.status as OfferStatus, count: Number(row.count) })),
    sums: sums
      .filter((row) => row.sum !== null)
      .map((row) => ({
        status: row.status as OfferStatus,
        currency: row.currency as 'PLN' | 'EUR' | 'USD',
        sum: String(row.sum),
      })),
  };
}

/**
 * The board's counts and sums from offer_totals (filters that answeredByTotals accepts): one statement reading a
 * few rows per owner, status and currency of the scope, whatever the number of offers.
 */
async function boardTotals(db: Database, input: BoardInput): Promise<BoardAggregates> {
  const query = buildListQueryTemplate(pipelineListDefinition(input.stuck, input.scope.kind !== 'owner'), {
    sort: input.list.sort,
    filters: input.list.filters,
  });
  const rows = await db
    .select({
      status: offerTotals.status,
      currency: offerTotals.currency,
      count: sql<number>`sum(${offerTotals.offerCount})::int`,
      valueCount: sql<number>`sum(${offerTotals.valueCount})::int`,
      // As text: exact decimals, the same from both drivers.
      sum: sql<string>`sum(${offerTotals.valueSum})::text`,
    })
    .from(offerTotals)
    .where(
      and(
        totalsScope(input.scope.kind, placeholder('tenantId'), placeholder('userId')),
        totalsWhere(query, input.list),
      ),
    )
    .groupBy(offerTotals.status, offerTotals.currency)
    .execute({ ...query.values, tenantId: input.tenantId, userId: scopeUser(input.scope) ?? '' });
  const counts = new Map<OfferStatus, number>();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + Number(row.count));
  return {
    counts: [...counts].filter(([, count]) => count > 0).map(([status, count]) => ({ status, count })),
    sums: rows
      .filter((row) => (SUM_STATUSES as readonly string[]).includes(row.status) && Number(row.valueCount) > 0)
      .map((row) => ({ status: row.status, currency: row.currency, sum: String(row.sum) })),
  };
}

/**
 * The first `limit` cards of every column in the board's order, one statement: per status the first `limit`
 * (an ordered index scan per status where the order has an index), lost = the first `limit` of its two statuses'
 * firsts, the rows read for those ids only. Every value is a placeholder, so the statement is built once per
 * query shape and kept as a named statement (parsed and planned once per connection): building this seven-way
 * UNION ALL and planning it was most of a board request's work.
 */
function prepareCards(
  db: Database,
  kind: PipelineScopeKind,
  query: ListQueryTemplate,
  list: BoardInput['list'],
  language: RowLanguage,
  name?: string,
) {
  const where = and(scopeCondition(kind, placeholder('tenantId'), placeholder('userId')), query.where);
  const direction = query.sort.order === 'desc' ? sql`desc` : sql`asc`;
  const cardLimit = placeholder('cardLimit');
  const firsts = (columnKey: BoardColumnKey, status: OfferStatus) =>
    joinTables(
      db
        .select({
          id: offers.id,
          columnKey: sql<string>`${sql.raw(`'${columnKey}'`)}::text`.as('column_key'),
          sortKey: sql`${query.sort.expression}`.as('sort_key'),
        })
        .from(offers)
        .$dynamic(),
      joinsOf(list, true),
    )
      .where(and(where, eq(offers.status, sql.raw(`'${status}'`))))
      .orderBy(...query.orderBy)
      .limit(cardLimit);
  const columns = BOARD_COLUMNS.map((column) => {
    if (column.statuses.length === 1) return firsts(column.key, column.statuses[0]);
    const merged = unionAll(
      ...(column.statuses.map((status) => firsts(column.key, status)) as [
        ReturnType<typeof firsts>,
        ReturnType<typeof firsts>,
      ]),
    ).as('merged');
    return db
      .select({ id: merged.id, columnKey: merged.columnKey, sortKey: merged.sortKey })
      .from(merged)
      .orderBy(sql`${merged.sortKey} ${direction}`, sql`${merged.id} ${direction}`)
      .limit(cardLimit);
  });
  const cards = db
    .$with('cards')
    .as(
      unionAll(...(columns as [ReturnType<typeof firsts>, ReturnType<typeof firsts>, ...ReturnType<typeof firsts>[]])),
    );
  return db
    .with(cards)
    .select({ ...offerRowColumns(language), columnKey: cards.columnKey })
    .from(cards)
    .innerJoin(offers, eq(offers.id, cards.id))
    .leftJoin(users, eq(users.id, offers.ownerId))
    .leftJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .leftJoin(products, eq(products.id, offers.productId))
    .orderBy(cards.columnKey, ...query.orderBy)
    .prepare(name as string);
}

/** The cards' statements per database and query shape (scope kind, filters' operators, order, language). */
const cardStatements = new WeakMap<Database, Map<string, ReturnType<typeof prepareCards>>>();
let preparedCards = 0;

export async function boardCards(
  db: Database,
  input: BoardInput,
): Promise<(OfferListRecord & { columnKey: BoardColumnKey })[]> {
  const { scope } = input;
  const query = buildListQueryTemplate(TEMPLATE_DEFINITIONS[scope.kind === 'owner' ? 'own' : 'network'], input.list);
  const viewer = typeof input.language === 'string' ? null : input.language.userId;
  const language: RowLanguage = viewer === null ? input.language : { userId: placeholder('viewerId') };
  let statements = cardStatements.get(db);
  if (!statements) cardStatements.set(db, (statements = new Map()));
  const key = `${scope.kind} ${typeof language === 'string' ? language : 'viewer'} ${query.shape}`;
  let statement = statements.get(key);
  if (!statement) {
    const kept = statements.size < MAX_PAGE_SHAPES;
    // Not named with a `like` filter: how selective a pattern is decides the plan (as the tables' pages).
    const name = kept && !query.shape.includes(':like') ? `pipeline_cards_${++preparedCards}` : undefined;
    statement = prepareCards(db, scope.kind, query, input.list, language, name);
    if (kept) statements.set(key, statement);
  }
  const rows = await statement.execute({
    ...query.values,
    ...stuckCutoffValues(input.stuck),
    tenantId: input.tenantId,
    userId: scopeUser(scope) ?? viewer ?? '',
    viewerId: viewer,
    cardLimit: input.limit,
  });
  return rows as (OfferListRecord & { columnKey: BoardColumnKey })[];
}

// ------------------------------------------------------------------ the export (a cursor over every row)

export interface ExportInput {
  tenantId: string;
  scope: PipelineScope;
  list: Pick<ListQueryInput, 'sort' | 'filters'>;
  stuck: StuckCutoffs<string>;
  /** The language of the campaign names. */
  language: 'pl' | 'en';
  /** The network views: the owner's columns in the whitelist. */
  owner: boolean;
}

/** One exported row, every value as text (the same from both drivers). */
export interface ExportRow {
  investor_name: string | null;
  investor_email: string;
  owner_name: string;
  agreement_date: string | null;
  payment_date: string | null;
  end_date: string | null;
  network_name: string;
  investment_value: string | null;
  currency: string;
  status: OfferStatus;
  /** Europe/Warsaw wall-clock time, `YYYY-MM-DDTHH:MM:SS`. */
  status_date: string;
  campaign_name: string;
  agreement_status: string | null;
  product_code: string;
  payment_confirmations: string | null;
  stuck: 'true' | 'false';
}

/** Validates the export's filters and sort (400 with violations) before anything is streamed. */
export function checkExportQuery(input: ExportInput): void {
  buildListQuery(pipelineListDefinition(input.stuck, input.owner), {
    sort: input.list.sort,
    filters: input.list.filters,
  });
}

/**
 * Every matching row in the list's order, in batches of `batchSize`, through a cursor in one read-only
 * REPEATABLE READ transaction (one snapshot: exactly the rows of one moment, however long the client takes; any
 * order, no sort per batch). `onBatch` is awaited before the next fetch (the stream's back-pressure).
 */
export async function streamExportRows(
  db: Database,
  input: ExportInput,
  onBatch: (rows: ExportRow[]) => Promise<void>,
  batchSize = 500,
): Promise<number> {
  const definition = pipelineListDefinition(input.stuck, input.owner);
  const query = buildListQuery(definition, { sort: input.list.sort, filters: input.list.filters });
  const where = and(scopeCondition(input.scope.kind, input.tenantId, scopeUser(input.scope) ?? ''), query.where);
  const row = offerRowColumns(input.language);
  const select = db
    .select({
      investorName: sql<string | null>`${offers.investorName}`.as('investor_name'),
      investorEmail: sql<string>`${offers.investorEmail}`.as('investor_email'),
      ownerName: sql<string>`${row.ownerName}`.as('owner_name'),
      agreementDate: sql<string | null>`${offers.agreementDate}::text`.as('agreement_date'),
      paymentDate: sql<string | null>`${offers.paymentDate}::text`.as('payment_date'),
      endDate: sql<string | null>`${offers.endDate}::text`.as('end_date'),
      networkName: sql<string>`${networks.name}`.as('network_name'),
      investmentValue: sql<string | null>`${offers.investmentValue}::text`.as('investment_value'),
      currency: sql<string>`${offers.currency}`.as('currency'),
      status: sql<string>`${offers.status}`.as('status'),
      statusDate:
        sql<string>`to_char(${offers.statusChangedAt} at time zone 'Europe/Warsaw', 'YYYY-MM-DD"T"HH24:MI:SS')`.as(
          'status_date',
        ),
      campaignName: sql<string>`${row.campaignName}`.as('campaign_name'),
      agreementStatus: sql<string | null>`${offers.agreementStatus}`.as('agreement_status'),
      productCode: sql<string>`${products.code}`.as('product_code'),
      paymentConfirmations: sql<
        string | null
      >`(select string_agg(a.file_name, ', ' order by a.created_at, a.id) from offer_attachments a where a.offer_id = ${offers.id})`.as(
        'payment_confirmations',
      ),
      stuck: sql<string>`(${stuckCondition(input.stuck)})::text`.as('stuck'),
    })
    .from(offers)
    .leftJoin(users, eq(users.id, offers.ownerId))
    .leftJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .leftJoin(products, eq(products.id, offers.productId))
    .leftJoin(networks, eq(networks.id, offers.networkId))
    .where(where)
    .orderBy(...query.orderBy);
  let total = 0;
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`declare pipeline_export no scroll cursor for ${select}`);
      for (;;) {
        const result = await tx.execute(sql.raw(`fetch forward ${Math.trunc(batchSize)} from pipeline_export`));
        const rows = (result as unknown as { rows: ExportRow[] }).rows;
        if (rows.length === 0) break;
        total += rows.length;
        await onBatch(rows);
        if (rows.length < batchSize) break;
      }
      await tx.execute(sql`close pipeline_export`);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return total;
}
