// SQL of advisor administration: advisors (users with role advisor|coordinator), networks, memberships.
// Every query is scoped by the caller's tenant; the network scope of a coordinator is applied here too.
import { and, count, eq, inArray, isNull, notInArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/open-db';
import { buildListQueryTemplate, type ListDefinition, type ListQueryInput } from '../../db/list-query';
import { networkMembers, networks, users, type UserRow } from '../../db/schema';
import { sessionUserQuery, toSessionUser, type SessionKey, type SessionUser } from '../auth';
import { isUuid } from '../shared';

/**
 * Which advisors a caller may see: all of the tenant (operator) or those sharing a network with the coordinator.
 * The coordinator's networks are read inside each query (no separate query for the scope).
 */
export type AdvisorScope = { kind: 'tenant' } | { kind: 'networks'; coordinatorId: string };

export const ADVISOR_ROLES = ['advisor', 'coordinator'] as const;

/** The network ids of a user, as text, sorted (a correlated subquery on users.id). */
// Static SQL with qualified names: drizzle prints unqualified column names in a single-table select.
const networkIdsOfUser = sql<
  string[]
>`coalesce(array(select nm.network_id::text from network_members nm where nm.user_id = "users"."id" order by 1), '{}')`;

const advisorColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  surname: users.surname,
  role: users.role,
  status: users.status,
  locale: users.locale,
  passwordHash: users.passwordHash,
  externalId: users.externalId,
  documentType: users.documentType,
  documentNumber: users.documentNumber,
  documentExpiryDate: users.documentExpiryDate,
  documentCountry: users.documentCountry,
  powerOfAttorneyStartDate: users.powerOfAttorneyStartDate,
  powerOfAttorneyEndDate: users.powerOfAttorneyEndDate,
  createdAt: users.createdAt,
  brokerNetworkIds: networkIdsOfUser,
};

export interface AdvisorRecord extends Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'firstName'
  | 'surname'
  | 'role'
  | 'status'
  | 'locale'
  | 'passwordHash'
  | 'externalId'
  | 'documentType'
  | 'documentNumber'
  | 'documentExpiryDate'
  | 'documentCountry'
  | 'powerOfAttorneyStartDate'
  | 'powerOfAttorneyEndDate'
  | 'createdAt'
> {
  brokerNetworkIds: string[];
}

/**
 * The user shares at least one network with the coordinator (a coordinator without networks sees nobody). The
 * coordinator's networks are read once per query (an InitPlan), then each row costs one probe of the index on
 * (user_id, network_id) alone, no join per row.
 */
const sharesNetworkWith = (coordinatorId: string | Placeholder): SQL =>
  sql`exists (select 1 from network_members nm where nm.user_id = "users"."id" and nm.network_id = any(array(select mine.network_id from network_members mine where mine.user_id = ${coordinatorId})))`;

function scopeCondition(
  tenantId: string | Placeholder,
  scope: { kind: 'tenant' } | { kind: 'networks'; coordinatorId: string | Placeholder },
): SQL {
  const base = and(eq(users.tenantId, tenantId), inArray(users.role, [...ADVISOR_ROLES]))!;
  if (scope.kind === 'tenant') return base;
  return and(base, sharesNetworkWith(scope.coordinatorId))!;
}

/** The advisor list's whitelist (the contract's listAdvisors description). */
export const ADVISOR_LIST: ListDefinition = {
  columns: {
    firstName: { expression: users.firstName, sortable: true, filterType: 'string', operators: ['like'] },
    surname: { expression: users.surname, sortable: true, filterType: 'string', operators: ['like'] },
    email: { expression: users.email, sortable: true, filterType: 'string', operators: ['like'] },
    status: {
      expression: users.status,
      sortable: true,
      filterType: 'array',
      operators: ['in'],
      acceptsValue: (value) => ['initial', 'active', 'deleted'].includes(value),
    },
    role: {
      expression: users.role,
      filterType: 'array',
      operators: ['in'],
      acceptsValue: (value) => (ADVISOR_ROLES as readonly string[]).includes(value),
    },
    brokerNetworkIds: {
      expression: networkIdsOfUser,
      filterType: 'array',
      operators: ['contain'],
      acceptsValue: isUuid,
      contain: (value) =>
        sql`exists (select 1 from network_members nm where nm.user_id = "users"."id" and nm.network_id = ${value}::uuid)`,
    },
    createdAt: {
      expression: users.createdAt,
      sortable: true,
      filterType: 'date',
      dateKind: 'timestamp',
      operators: ['leq'],
    },
  },
  defaultSort: { name: 'surname', order: 'asc' },
  id: users.id,
};

/**
 * The page statements of the advisor list, one per database and query shape (the scope's kind, the filters'
 * operators, the order, with or without the session): drizzle turns a query into SQL text once per shape, a request
 * only supplies the values. Bounded: a shape beyond the bound is built for its request alone.
 */
const pageStatements = new WeakMap<Database, Map<string, PageStatement>>();
const MAX_PAGE_SHAPES = 200;
/** Statement names are never reused (pg refuses a known name with another text on the same connection). */
let preparedPages = 0;

/** The scope with placeholders `tenantId` and `coordinatorId` for the values. */
const scopeTemplate = (kind: AdvisorScope['kind']): SQL =>
  scopeCondition(
    sql.placeholder('tenantId'),
    kind === 'tenant' ? { kind } : { kind, coordinatorId: sql.placeholder('coordinatorId') },
  );

/**
 * The page's ids and the window count (the number of matching rows before limit/offset), reading only what the
 * conditions and the order need: the common shape (a status filter, a `like` on the surname, the surname sort)
 * is an index-only scan of the covering index (schema.ts, migration 0005); the outer query then reads the page's
 * rows alone (the advisor list on 100 000 advisors).
 */
function pageIds(db: Database, kind: AdvisorScope['kind'], where: SQL | undefined, orderBy: SQL[]) {
  return db.$with('page').as(
    db
      .select({ id: users.id, totalCount: sql<string>`count(*) over ()`.as('total_count') })
      .from(users)
      .where(and(scopeTemplate(kind), where))
      .orderBy(...orderBy)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
}

function preparePage(db: Database, kind: AdvisorScope['kind'], where: SQL | undefined, orderBy: SQL[], name?: string) {
  const page = pageIds(db, kind, where, orderBy);
  return (
    db
      .with(page)
      .select({ ...advisorColumns, totalCount: page.totalCount })
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .orderBy(...orderBy)
      // pg's types want a name; without one the statement is unnamed (parsed and planned on every run).
      .prepare(name as string)
  );
}

/**
 * The same page with the caller's session in the statement (auth's session lookup; placeholders sessionId, userId,
 * tenantId): the session's one row, joined with the page's rows if there are any; no session, no row at all.
 */
function preparePageWithSession(
  db: Database,
  kind: AdvisorScope['kind'],
  where: SQL | undefined,
  orderBy: SQL[],
  name?: string,
) {
  const page = pageIds(db, kind, where, orderBy);
  const session = db.$with('session_user').as(sessionUserQuery(db));
  return db
    .with(session, page)
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
      page: { ...advisorColumns, totalCount: page.totalCount },
    })
    .from(session)
    .leftJoin(page, sql`true`)
    .leftJoin(users, eq(users.id, page.id))
    .orderBy(...orderBy)
    .prepare(name as string);
}

type PageStatement =
  | { withSession: false; statement: ReturnType<typeof preparePage> }
  | { withSession: true; statement: ReturnType<typeof preparePageWithSession> };

export interface AdvisorPage {
  items: AdvisorRecord[];
  /** null: the page is empty and starts after the last row (a high offset), so the total needs countAdvisors. */
  totalCount: number | null;
}

/**
 * A page of the advisor list. With `session` (the caller's token's session, not checked yet) the same round trip
 * reads the session too: `session` is its row (null when there is none), for the caller to check BEFORE using the
 * page (plugins/auth.ts PendingSession.settle).
 */
export async function listAdvisors(
  db: Database,
  tenantId: string,
  scope: AdvisorScope,
  input: ListQueryInput,
  session?: SessionKey,
): Promise<AdvisorPage & { session?: SessionUser | null }> {
  const query = buildListQueryTemplate(ADVISOR_LIST, input);
  let statements = pageStatements.get(db);
  if (!statements) pageStatements.set(db, (statements = new Map()));
  const key = `${session ? 'session ' : ''}${scope.kind} ${query.shape}`;
  let page = statements.get(key);
  if (!page) {
    const kept = statements.size < MAX_PAGE_SHAPES;
    // A kept shape is also a named server-side statement: PostgreSQL parses it once per connection and may keep
    // a generic plan. Not with a `like` filter: how selective a pattern is decides between the trigram index and
    // the sort's index, so those pages are planned for their pattern every time.
    const name = kept && !query.shape.includes(':like') ? `advisor_page_${++preparedPages}` : undefined;
    page = session
      ? { withSession: true, statement: preparePageWithSession(db, scope.kind, query.where, query.orderBy, name) }
      : { withSession: false, statement: preparePage(db, scope.kind, query.where, query.orderBy, name) };
    if (kept) statements.set(key, page);
  }
  const values = {
    ...query.values,
    tenantId,
    ...(scope.kind === 'networks' && { coordinatorId: scope.coordinatorId }),
    ...(session && { userId: session.userId, sessionId: session.sessionId }),
  };
  const totalOf = (rows: { totalCount: string | null }[]): number | null =>
    rows.length > 0 ? Number(rows[0]!.totalCount) : query.offsetValue === 0 ? 0 : null;
  if (!page.withSession) {
    const rows = await page.statement.execute(values);
    return { items: rows.map(({ totalCount: _total, ...item }) => item), totalCount: totalOf(rows) };
  }
  const rows = await page.statement.execute(values);
  if (rows.length === 0) return { items: [], totalCount: null, session: null };
  const pageRows = rows.flatMap(({ page: row }) => (row?.id ? [row as AdvisorRecord & { totalCount: string }] : []));
  return {
    items: pageRows.map(({ totalCount: _total, ...item }) => item),
    totalCount: totalOf(pageRows),
    session: toSessionUser(rows[0]!.session),
  };
}

/** The total of a list query (for an empty page after the last row). */
export async function countAdvisors(
  db: Database,
  tenantId: string,
  scope: AdvisorScope,
  input: ListQueryInput,
): Promise<number> {
  const query = buildListQueryTemplate(ADVISOR_LIST, input);
  const [total] = await db
    .select({ value: count() })
    .from(users)
    .where(and(scopeTemplate(scope.kind), query.where))
    .execute({
      ...query.values,
      tenantId,
      ...(scope.kind === 'networks' && { coordinatorId: scope.coordinatorId }),
    });
  return Number(total?.value ?? 0);
}

export async function findAdvisor(
  db: Database,
  tenantId: string,
  scope: AdvisorScope,
  id: string,
): Promise<AdvisorRecord | null> {
  const rows = await db
    .select(advisorColumns)
    .from(users)
    .where(and(scopeCondition(tenantId, scope), eq(users.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** Is this e-mail used by any account of the tenant (advisor, investor, anyone) other than `exceptUserId`? */
export async function emailTaken(
  db: Database,
  tenantId: string,
  email: string,
  exceptUserId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.email, email),
        exceptUserId ? sql`${users.id} <> ${exceptUserId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export interface AdvisorData {
  email: string;
  firstName: string;
  surname: string;
  externalId: string | null;
  documentType: 'ID_CARD' | 'PASSPORT';
  documentNumber: string;
  documentExpiryDate: string;
  documentCountry: string;
  powerOfAttorneyStartDate: string;
  powerOfAttorneyEndDate: string | null;
}

export async function insertAdvisor(
  db: Database,
  tenantId: string,
  data: AdvisorData,
  now: Date,
): Promise<Pick<UserRow, 'id' | 'email' | 'locale' | 'firstName'>> {
  const [row] = await db
    .insert(users)
    .values({ ...data, tenantId, role: 'advisor', status: 'initial', locale: 'pl', createdAt: now, updatedAt: now })
    .returning({ id: users.id, email: users.email, locale: users.locale, firstName: users.firstName });
  return row!;
}

export async function updateAdvisor(
  db: Database,
  tenantId: string,
  id: string,
  data: AdvisorData,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...data, updatedAt: now })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
}

/**
 * Sets the user's memberships among `manageable` networks to exactly `networkIds`; memberships in other networks
 * (not the caller's to change) stay.
 */
export async function replaceMemberships(
  db: Database,
  userId: string,
  networkIds: string[],
  manageable: string[] | 'all',
): Promise<void> {
  await db
    .delete(networkMembers)
    .where(
      and(
        eq(networkMembers.userId, userId),
        manageable === 'all' ? undefined : inArray(networkMembers.networkId, manageable.length ? manageable : [userId]),
        networkIds.length ? notInArray(networkMembers.networkId, networkIds) : undefined,
      ),
    );
  if (networkIds.length) {
    await db
      .insert(networkMembers)
      .values(networkIds.map((networkId) => ({ networkId, userId })))
      .onConflictDoNothing();
  }
}

/** Conditional status change (one UPDATE): returns false when the advisor was not in one of `from`. */
export async function setAdvisorStatus(
  db: Database,
  tenantId: string,
  id: string,
  from: UserRow['status'][],
  to: UserRow['status'],
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ status: to, updatedAt: now })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id), inArray(users.status, from)))
    .returning({ id: users.id });
  return rows.length > 0;
}

// ------------------------------------------------------------------ networks

export async function listTenantNetworks(db: Database, tenantId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: networks.id, name: networks.name })
    .from(networks)
    .where(eq(networks.tenantId, tenantId))
    .orderBy(networks.name, networks.id);
}

export async function listUserNetworks(
  db: Database,
  tenantId: string,
  userId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: networks.id, name: networks.name })
    .from(networks)
    .innerJoin(networkMembers, eq(networkMembers.networkId, networks.id))
    .where(and(eq(networks.tenantId, tenantId), eq(networkMembers.userId, userId)))
    .orderBy(networks.name, networks.id);
}

/** Demo seeding: the network (created if missing) and the memberships. */
export async function ensureNetwork(db: Database, tenantId: string, name: string): Promise<string> {
  await db.insert(networks).values({ tenantId, name }).onConflictDoNothing();
  const [row] = await db
    .select({ id: networks.id })
    .from(networks)
    .where(and(eq(networks.tenantId, tenantId), eq(networks.name, name)));
  return row!.id;
}

export async function addMembership(db: Database, networkId: string, userId: string): Promise<void> {
  await db.insert(networkMembers).values({ networkId, userId }).onConflictDoNothing();
}

/** Demo seeding: the advisor data of an account made without it (only fields still empty are set). */
export async function fillAdvisorDataIfMissing(
  db: Database,
  userId: string,
  data: Omit<AdvisorData, 'email' | 'firstName' | 'surname'>,
): Promise<void> {
  await db
    .update(users)
    .set(data)
    .where(and(eq(users.id, userId), isNull(users.documentNumber)));
}
