// Demo accounts (DEMO_DATA only; never in production data): known passwords and TOTP secrets so a developer and
// the e2e tests can sign in. Added idempotently (an existing e-mail is left as it is), also to a database whose
// tenants were seeded before the accounts existed.
import { findTenantIdByConfigurationId } from '../modules/branding';
import { findUserByEmail, insertUserIfMissing } from '../modules/auth';
import { addMembership, ensureNetwork, fillAdvisorDataIfMissing } from '../modules/advisors';
import type { Database } from '../db/open-db';
import { hashPassword } from '../security/passwords';
import type { SecretBox } from '../security/secret-box';

export interface DemoUser {
  tenant: string;
  email: string;
  firstName: string;
  surname: string;
  role: 'advisor' | 'coordinator' | 'operator' | 'investor';
  password: string | null;
  totpSecret: string | null;
  /** Advisors and coordinators: the broker networks they belong to (created if missing). */
  networks?: string[];
}

export const DEMO_USERS: DemoUser[] = [
  {
    tenant: 'demo',
    email: 'advisor@demo.test',
    firstName: 'Anna',
    surname: 'Nowak',
    role: 'advisor',
    password: 'Advisor-demo-1',
    totpSecret: 'JBSWY3DPEHPK3PXP',
    networks: ['Sieć Północ'],
  },
  {
    tenant: 'demo',
    email: 'coordinator@demo.test',
    firstName: 'Piotr',
    surname: 'Kowalski',
    role: 'coordinator',
    password: 'Coordinator-demo-1',
    totpSecret: 'KRSXG5CTMVRXEZLU',
    networks: ['Sieć Północ', 'Sieć Południe'],
  },
  // The operator administers every advisor and network of the tenant (docs/decisions/0005): no memberships and
  // no advisor data of their own, so they do not appear in the advisor list.
  {
    tenant: 'demo',
    email: 'operator@demo.test',
    firstName: 'Olga',
    surname: 'Mazur',
    role: 'operator',
    password: 'Operator-demo-1',
    totpSecret: 'N5YGK4TBORXXEMJR',
  },
  {
    tenant: 'demo',
    email: 'investor@demo.test',
    firstName: 'Jan',
    surname: 'Wiśniewski',
    role: 'investor',
    password: null,
    totpSecret: null,
  },
  {
    tenant: 'navy',
    email: 'advisor@navy.test',
    firstName: 'Maria',
    surname: 'Zielińska',
    role: 'advisor',
    password: 'Advisor-navy-1',
    totpSecret: 'JBSWY3DPEHPK3PXP',
    networks: ['Navy Capital Network'],
  },
  {
    tenant: 'navy',
    email: 'operator@navy.test',
    firstName: 'Marek',
    surname: 'Wójcik',
    role: 'operator',
    password: 'Operator-navy-1',
    totpSecret: 'N5YGK4TBORXXEMJS',
  },
  {
    tenant: 'navy',
    email: 'investor@navy.test',
    firstName: 'Tomasz',
    surname: 'Lewandowski',
    role: 'investor',
    password: null,
    totpSecret: null,
  },
];

/** Returns the e-mails created now (empty when all existed). Tenants must exist (seedDemoData first). */
export async function seedDemoUsers(db: Database, box: SecretBox, now: Date = new Date()): Promise<string[]> {
  const created: string[] = [];
  for (const user of DEMO_USERS) {
    const tenantId = await findTenantIdByConfigurationId(db, user.tenant);
    if (!tenantId) continue;
    const inserted = await insertUserIfMissing(db, {
      tenantId,
      email: user.email,
      firstName: user.firstName,
      surname: user.surname,
      role: user.role,
      status: 'active',
      locale: 'pl',
      passwordHash: user.password ? await hashPassword(user.password) : null,
      passwordChangedAt: user.password ? now : null,
      totpSecretEncrypted: user.totpSecret ? box.seal(user.totpSecret) : null,
      totpChangedAt: user.totpSecret ? now : null,
    });
    if (inserted) created.push(user.email);
    if (user.networks) await seedAdvisorData(db, tenantId, user, now);
  }
  return created;
}

/** Networks, memberships and identity-document data of a demo advisor (also for accounts made before them). */
async function seedAdvisorData(db: Database, tenantId: string, user: DemoUser, now: Date): Promise<void> {
  const account = await findUserByEmail(db, tenantId, user.email);
  if (!account) return;
  for (const name of user.networks ?? []) await addMembership(db, await ensureNetwork(db, tenantId, name), account.id);
  const inYears = (years: number) =>
    `${now.getUTCFullYear() + years}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
  await fillAdvisorDataIfMissing(db, account.id, {
    externalId: null,
    documentType: 'ID_CARD',
    documentNumber: user.role === 'coordinator' ? 'ABC123456' : 'ABD654321',
    documentExpiryDate: inYears(5),
    documentCountry: 'PL',
    powerOfAttorneyStartDate: inYears(-1),
    powerOfAttorneyEndDate: null,
  });
}
