// The demo investors' open onboarding requests: as if the demo advisor had invited them and nothing
// was filled in yet, so a newcomer (and the e2e test) can go through the investor's onboarding screens at once.
// Only the product's start calls this (server.ts), not the server tests' app: their requests are their own.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-db';
import { onboardingRequests } from '../db/schema';
import { findUserByEmail } from '../modules/auth';
import { findTenantIdByConfigurationId } from '../modules/branding';

/** The investors who find an open request on first start: one per host (demo: natural person only; navy: also companies). */
const DEMO_ONBOARDINGS = [
  { tenant: 'demo', investor: 'investor@demo.test', advisor: 'advisor@demo.test' },
  { tenant: 'navy', investor: 'investor@navy.test', advisor: 'advisor@navy.test' },
] as const;

/** Returns how many requests were created now (0 when every investor already has one, or is missing). */
export async function seedDemoOnboarding(db: Database, now: Date = new Date()): Promise<number> {
  let created = 0;
  for (const entry of DEMO_ONBOARDINGS) {
    const tenantId = await findTenantIdByConfigurationId(db, entry.tenant);
    if (!tenantId) continue;
    const investor = await findUserByEmail(db, tenantId, entry.investor);
    const advisor = await findUserByEmail(db, tenantId, entry.advisor);
    if (!investor || !advisor) continue;
    const existing = await db
      .select({ id: onboardingRequests.id })
      .from(onboardingRequests)
      .where(eq(onboardingRequests.investorId, investor.id))
      .limit(1);
    if (existing.length > 0) continue;
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
    created += 1;
  }
  return created;
}
