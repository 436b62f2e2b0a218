// The demo investor's open onboarding request (issue 12 §2): as if the demo advisor had invited them and nothing
// was filled in yet, so a newcomer (and the e2e test) can go through the investor's onboarding screens at once.
// Only the product's start calls this (server.ts), not the server tests' app: their requests are their own.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-db';
import { onboardingRequests } from '../db/schema';
import { findUserByEmail } from '../modules/auth';
import { findTenantIdByConfigurationId } from '../modules/branding';

/** Returns 1 when the request was created now, 0 when the investor already has one (or is missing). */
export async function seedDemoOnboarding(db: Database, now: Date = new Date()): Promise<number> {
  const tenantId = await findTenantIdByConfigurationId(db, 'demo');
  if (!tenantId) return 0;
  const investor = await findUserByEmail(db, tenantId, 'investor@demo.test');
  const advisor = await findUserByEmail(db, tenantId, 'advisor@demo.test');
  if (!investor || !advisor) return 0;
  const existing = await db
    .select({ id: onboardingRequests.id })
    .from(onboardingRequests)
    .where(eq(onboardingRequests.investorId, investor.id))
    .limit(1);
  if (existing.length > 0) return 0;
  await db.insert(onboardingRequests).values({
    tenantId,
    investorId: investor.id,
    email: investor.email,
    source: 'kyc-invitation',
    ownerId: advisor.id,
    sourceName: `${advisor.firstName} ${advisor.surname}`,
    createdAt: now,
    updatedAt: now,
  });
  return 1;
}
