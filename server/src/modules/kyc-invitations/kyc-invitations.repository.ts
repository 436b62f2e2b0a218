// SQL of the KYC invitations (the only place that reads or writes kyc_requests) and the accounts they reach.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-db';
import { kycRequests, users, type KycRequestRow, type UserRow } from '../../db/schema';

/** Serialises the invitations to one address of a tenant for the transaction (the open-invitation rule). */
export async function lockAddress(tx: Database, tenantId: string, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`kyc-invitation:${tenantId}:${email}`}, 0))`);
}

export type AccountRecord = Pick<UserRow, 'id' | 'role' | 'status' | 'locale' | 'firstName' | 'surname' | 'email'>;

export async function findUserById(db: Database, tenantId: string, id: string): Promise<AccountRecord | null> {
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      locale: users.locale,
      firstName: users.firstName,
      surname: users.surname,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** The invitations to the address that can still be submitted. */
export async function findOpenInvitations(
  db: Database,
  tenantId: string,
  email: string,
  now: Date,
): Promise<KycRequestRow[]> {
  return db
    .select()
    .from(kycRequests)
    .where(
      and(
        eq(kycRequests.tenantId, tenantId),
        eq(kycRequests.investorEmail, email),
        isNull(kycRequests.submittedAt),
        gt(kycRequests.expiresAt, now),
      ),
    );
}

export async function insertInvitation(db: Database, values: typeof kycRequests.$inferInsert): Promise<KycRequestRow> {
  const [row] = await db.insert(kycRequests).values(values).returning();
  return row!;
}

/** A fresh link for an open invitation: the only stored token hash is replaced (the previous link dies). */
export async function renewInvitation(
  db: Database,
  id: string,
  set: { tokenHash: string; message: string; expiresAt: Date; updatedAt: Date },
): Promise<KycRequestRow | null> {
  const [row] = await db
    .update(kycRequests)
    .set(set)
    .where(and(eq(kycRequests.id, id), isNull(kycRequests.submittedAt)))
    .returning();
  return row ?? null;
}

export async function findByTokenHash(
  db: Database,
  tenantId: string,
  tokenHash: string,
): Promise<KycRequestRow | null> {
  const rows = await db
    .select()
    .from(kycRequests)
    .where(and(eq(kycRequests.tenantId, tenantId), eq(kycRequests.tokenHash, tokenHash)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Marks the invitation submitted with its data: ONE conditional UPDATE, so of parallel submissions exactly one
 * gets the row (the others wait for its commit, then find `submitted_at` set and update nothing).
 */
export async function claimSubmission(
  db: Database,
  id: string,
  data: Record<string, unknown>,
  now: Date,
): Promise<KycRequestRow | null> {
  const [row] = await db
    .update(kycRequests)
    .set({ submittedAt: now, data, updatedAt: now })
    .where(and(eq(kycRequests.id, id), isNull(kycRequests.submittedAt), gt(kycRequests.expiresAt, now)))
    .returning();
  return row ?? null;
}

export async function linkOnboardingRequest(db: Database, id: string, onboardingRequestId: string): Promise<void> {
  await db.update(kycRequests).set({ onboardingRequestId }).where(eq(kycRequests.id, id));
}
