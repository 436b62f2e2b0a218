// SQL of the onboarding requests (the only place that reads or writes onboarding_requests and their events).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-db';
import {
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
    'kycData' | 'kycSentAt' | 'name' | 'taxNumber' | 'taxResidenceCountry' | 'investorType' | 'updatedAt'
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
