// Extra accounts for the authorization matrices (operators, a second coordinator, a navy coordinator): inserted
// straight into the database with a known password and TOTP secret, then signed in through the real endpoints.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/open-db';
import { networks } from '../../../server/src/db/schema';
import { addMembership, ensureNetwork } from '../../../server/src/modules/advisors/advisors.repository';
import { findTenantIdByConfigurationId } from '../../../server/src/modules/branding/branding.repository';
import { insertUserIfMissing, findUserByEmail } from '../../../server/src/modules/auth/auth.repository';
import { hashPassword } from '../../../server/src/security/passwords';
import { createSecretBox } from '../../../server/src/security/secret-box';
import { HOSTS, loginAdvisor } from './auth';
import { TEST_SECRETS, type TestClock } from './test-app';

export const TEST_PASSWORD = 'Test-password-1';
export const TEST_TOTP = 'GEZDGNBVGY3TQOJQ';

export async function createAccount(
  db: Database,
  account: {
    tenant: 'demo' | 'navy';
    email: string;
    role: 'advisor' | 'coordinator' | 'operator';
    networks?: string[];
    firstName?: string;
    surname?: string;
  },
): Promise<string> {
  const tenantId = (await findTenantIdByConfigurationId(db, account.tenant))!;
  await insertUserIfMissing(db, {
    tenantId,
    email: account.email,
    firstName: account.firstName ?? 'Test',
    surname: account.surname ?? account.role,
    role: account.role,
    status: 'active',
    passwordHash: await hashPassword(TEST_PASSWORD),
    totpSecretEncrypted: createSecretBox(TEST_SECRETS.dataKey).seal(TEST_TOTP),
    documentType: 'ID_CARD',
    documentNumber: 'XYZ000001',
    documentExpiryDate: '2031-01-01',
    documentCountry: 'PL',
    powerOfAttorneyStartDate: '2025-01-01',
  });
  const user = (await findUserByEmail(db, tenantId, account.email))!;
  for (const name of account.networks ?? []) await addMembership(db, await ensureNetwork(db, tenantId, name), user.id);
  return user.id;
}

export async function loginAccount(
  app: FastifyInstance,
  clock: TestClock,
  email: string,
  tenant: 'demo' | 'navy' = 'demo',
): Promise<string> {
  const tokens = await loginAdvisor(
    app,
    clock,
    { email, password: TEST_PASSWORD, secret: TEST_TOTP },
    { host: HOSTS[tenant] },
  );
  return tokens.accessToken;
}

export async function networkId(db: Database, name: string): Promise<string> {
  const [row] = await db.select({ id: networks.id }).from(networks).where(eq(networks.name, name));
  if (!row) throw new Error(`no network ${name}`);
  return row.id;
}
