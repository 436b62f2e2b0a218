// SQL of the onboarding requests (the only place that reads or writes onboarding_requests and their events).
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { buildListQuery, type ListDefinition, type ListQueryInput } from '../../db/list-query';
import type { Database } from '../../db/open-db';
import {
  identityWebhookEvents,
  ONBOARDING_STATUSES,
  onboardingRequestEvents,
  onboardingRequests,
  users,
  type OnboardingRequestEventRow,
  type OnboardingRequestRow,
} from '../../db/schema';

/** Serialises the changes of one investor's requests (find-or-create of a request) for the transaction. */
export async function lockInvestor(tx: Database, tenantId: string, investorId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`onboarding:${tenantId}:${investorId}`}, 0))`);
}

/**
 * The investor's request still being filled in as a natural person (or not yet typed) whose KYC was not sent:
 * the one a KYC from the public form completes. The oldest first.
 */
export async function findRequestAwaitingKyc(
  db: Database,
  tenantId: string,
  investorId: string,
): Promise<OnboardingRequestRow | null> {
  const rows = await db
    .select()
    .from(onboardingRequests)
    .where(
      and(
        eq(onboardingRequests.tenantId, tenantId),
        eq(onboardingRequests.investorId, investorId),
        eq(onboardingRequests.status, 'processing'),
        inArray(onboardingRequests.kycStatus, ['draft']),
        sql`(${onboardingRequests.investorType} is null or ${onboardingRequests.investorType} = 'natural-person')`,
      ),
    )
    .orderBy(asc(onboardingRequests.createdAt), asc(onboardingRequests.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertRequest(
  db: Database,
  values: typeof onboardingRequests.$inferInsert,
): Promise<OnboardingRequestRow> {
  const [row] = await db.insert(onboardingRequests).values(values).returning();
  return row!;
}

/** Sets the KYC of a request whose KYC is still a draft (one conditional UPDATE); null when it no longer is. */
export async function sendKyc(
  db: Database,
  tenantId: string,
  requestId: string,
  set: Pick<
    typeof onboardingRequests.$inferInsert,
    | 'kycData'
    | 'kycSentAt'
    | 'complianceForms'
    | 'name'
    | 'taxNumber'
    | 'taxResidenceCountry'
    | 'investorType'
    | 'updatedAt'
  >,
): Promise<OnboardingRequestRow | null> {
  const [row] = await db
    .update(onboardingRequests)
    .set({ ...set, kycStatus: 'sent' })
    .where(
      and(
        eq(onboardingRequests.tenantId, tenantId),
        eq(onboardingRequests.id, requestId),
        eq(onboardingRequests.kycStatus, 'draft'),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertEvent(db: Database, event: typeof onboardingRequestEvents.$inferInsert): Promise<void> {
  await db.insert(onboardingRequestEvents).values(event);
}

export async function findRequest(
  db: Database,
  tenantId: string,
  requestId: string,
): Promise<OnboardingRequestRow | null> {
  const rows = await db
    .select()
    .from(onboardingRequests)
    .where(and(eq(onboardingRequests.tenantId, tenantId), eq(onboardingRequests.id, requestId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listEvents(db: Database, requestId: string): Promise<OnboardingRequestEventRow[]> {
  return db
    .select()
    .from(onboardingRequestEvents)
    .where(eq(onboardingRequestEvents.requestId, requestId))
    .orderBy(asc(onboardingRequestEvents.occurredAt), asc(onboardingRequestEvents.id));
}

/** An investor account made without a name (by an invitation) takes the name the investor gave in the KYC. */
export async function nameInvestorIfUnnamed(
  db: Database,
  investorId: string,
  name: { firstName: string; surname: string },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ firstName: name.firstName, surname: name.surname, updatedAt: now })
    .where(and(eq(users.id, investorId), eq(users.role, 'investor'), eq(users.firstName, ''), eq(users.surname, '')));
}

// ------------------------------------------------------------------ the onboarding screens and the review

/** The request row, locked for the transaction (every change of a request reads it this way first). */
export async function lockRequest(
  tx: Database,
  tenantId: string,
  requestId: string,
): Promise<OnboardingRequestRow | null> {
  const rows = await tx
    .select()
    .from(onboardingRequests)
    .where(and(eq(onboardingRequests.tenantId, tenantId), eq(onboardingRequests.id, requestId)))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export async function updateRequest(
  db: Database,
  requestId: string,
  set: Partial<Omit<typeof onboardingRequests.$inferInsert, 'id' | 'tenantId' | 'number'>>,
): Promise<OnboardingRequestRow> {
  const [row] = await db.update(onboardingRequests).set(set).where(eq(onboardingRequests.id, requestId)).returning();
  return row!;
}

/** Replaces the request's link token (the newest e-mail's link is the one that resolves). */
export async function setLinkTokenHash(db: Database, requestId: string, linkTokenHash: string): Promise<void> {
  await db.update(onboardingRequests).set({ linkTokenHash }).where(eq(onboardingRequests.id, requestId));
}

/** The request of the tenant whose current link token has this hash (the unique index finds it). */
export async function findByLinkTokenHash(
  db: Database,
  tenantId: string,
  linkTokenHash: string,
): Promise<OnboardingRequestRow | null> {
  const rows = await db
    .select()
    .from(onboardingRequests)
    .where(and(eq(onboardingRequests.linkTokenHash, linkTokenHash), eq(onboardingRequests.tenantId, tenantId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Every request of one investor in the tenant (the investor's own list and their companies). */
export async function listInvestorRequests(
  db: Database,
  tenantId: string,
  investorId: string,
): Promise<OnboardingRequestRow[]> {
  return db
    .select()
    .from(onboardingRequests)
    .where(and(eq(onboardingRequests.tenantId, tenantId), eq(onboardingRequests.investorId, investorId)))
    .orderBy(asc(onboardingRequests.createdAt), asc(onboardingRequests.id));
}

/** Companies other investors of the tenant onboarded (the "existing legal entities"), by KRS number. */
export async function listTenantCompanies(
  db: Database,
  tenantId: string,
  investorId: string,
): Promise<OnboardingRequestRow['client'][]> {
  const rows = await db
    .select({ client: onboardingRequests.client })
    .from(onboardingRequests)
    .where(
      and(
        eq(onboardingRequests.tenantId, tenantId),
        sql`${onboardingRequests.investorId} <> ${investorId}`,
        sql`${onboardingRequests.client}->>'type' = 'legal-person'`,
        sql`${onboardingRequests.client}->>'krsNumber' is not null`,
      ),
    )
    .orderBy(asc(onboardingRequests.createdAt))
    .limit(100);
  return rows.map((row) => row.client);
}

/** The request whose latest identity verification is this one (any tenant: the webhook has no host). */
export async function findByVerification(db: Database, verificationId: string): Promise<OnboardingRequestRow | null> {
  const rows = await db
    .select()
    .from(onboardingRequests)
    .where(sql`${onboardingRequests.identity}->>'verificationId' = ${verificationId}`)
    .limit(1);
  return rows[0] ?? null;
}

/** The tenant of a request, whoever asks (a provider names the request by our id, its `reference`). */
export async function findRequestTenantId(db: Database, requestId: string): Promise<string | null> {
  const rows = await db
    .select({ tenantId: onboardingRequests.tenantId })
    .from(onboardingRequests)
    .where(eq(onboardingRequests.id, requestId));
  return rows[0]?.tenantId ?? null;
}

/** Records a webhook event id once; false when it was already received (a replay). */
export async function recordIdentityEvent(
  db: Database,
  event: { eventId: string; verificationId: string; status: string },
): Promise<boolean> {
  const rows = await db
    .insert(identityWebhookEvents)
    .values(event)
    .onConflictDoNothing({ target: identityWebhookEvents.eventId })
    .returning({ eventId: identityWebhookEvents.eventId });
  return rows.length > 0;
}

export async function setIdentityEventOutcome(db: Database, eventId: string, outcome: string): Promise<void> {
  await db.update(identityWebhookEvents).set({ outcome }).where(eq(identityWebhookEvents.eventId, eventId));
}

export async function findUser(db: Database, userId: string) {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

export async function userNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, surname: users.surname })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.surname}`.trim()]));
}

/** Who reviews which requests: an advisor their invitations', a coordinator their networks' advisors', an operator all. */
export interface ReviewViewer {
  userId: string;
  role: 'advisor' | 'coordinator' | 'operator';
}

export function reviewableBy(viewer: ReviewViewer): SQL {
  switch (viewer.role) {
    case 'operator':
      return sql`true`;
    case 'coordinator':
      return sql`(${onboardingRequests.ownerId} = ${viewer.userId} or exists (select 1 from network_members mine join network_members theirs on theirs.network_id = mine.network_id where mine.user_id = ${viewer.userId} and theirs.user_id = ${onboardingRequests.ownerId}))`;
    default:
      return eq(onboardingRequests.ownerId, viewer.userId);
  }
}

export async function findReviewable(
  db: Database,
  tenantId: string,
  viewer: ReviewViewer,
  requestId: string,
): Promise<OnboardingRequestRow | null> {
  const rows = await db
    .select()
    .from(onboardingRequests)
    .where(and(eq(onboardingRequests.tenantId, tenantId), eq(onboardingRequests.id, requestId), reviewableBy(viewer)))
    .limit(1);
  return rows[0] ?? null;
}

const STATUS_VALUES: readonly string[] = ONBOARDING_STATUSES;

export const ONBOARDING_LIST: ListDefinition = {
  columns: {
    email: { expression: onboardingRequests.email, sortable: true, filterType: 'string', operators: ['like'] },
    name: { expression: onboardingRequests.name, sortable: true, filterType: 'string', operators: ['like'] },
    sourceName: {
      expression: onboardingRequests.sourceName,
      sortable: true,
      filterType: 'string',
      operators: ['like'],
    },
    taxNumber: { expression: onboardingRequests.taxNumber, sortable: true, filterType: 'string', operators: ['like'] },
    status: {
      expression: onboardingRequests.status,
      sortable: true,
      filterType: 'array',
      operators: ['in'],
      acceptsValue: (value) => STATUS_VALUES.includes(value),
    },
    createdAt: {
      expression: onboardingRequests.createdAt,
      sortable: true,
      filterType: 'date',
      operators: ['leq'],
      dateKind: 'timestamp',
    },
  },
  defaultSort: { name: 'createdAt', order: 'desc' },
  id: onboardingRequests.id,
};

export async function listRequests(
  db: Database,
  input: { tenantId: string; where: SQL; list: ListQueryInput },
): Promise<{ items: OnboardingRequestRow[]; totalCount: number }> {
  const query = buildListQuery(ONBOARDING_LIST, input.list);
  const where = and(eq(onboardingRequests.tenantId, input.tenantId), input.where, query.where);
  const [items, total] = await Promise.all([
    db
      .select()
      .from(onboardingRequests)
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(onboardingRequests).where(where),
  ]);
  return { items, totalCount: Number(total[0]?.value ?? 0) };
}
