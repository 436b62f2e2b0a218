// The tenant of a request or a job: the white-label configuration with its primary host. Below the modules, so
// the tenancy plugin, the e-mail templates and every module can name it without importing one another.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open-db';
import { tenantHosts, tenants, type TenantRow } from '../db/schema';

/** A tenant with its primary host: the first host bound to it, the one its e-mailed links use (decision 0006). */
export type Tenant = TenantRow & { primaryHost: string };

// In the same round trip as the tenant: its primary host (oldest binding, then name: stable).
const primaryHost = sql<string>`(select th.host from tenant_hosts th where th.tenant_id = ${tenants.id} order by th.created_at, th.host limit 1)`;

export async function findTenantByHost(db: Database, host: string): Promise<Tenant | null> {
  const rows = await db
    .select({ tenant: tenants, primaryHost })
    .from(tenantHosts)
    .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
    .where(eq(tenantHosts.host, host))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.tenant, primaryHost: row.primaryHost } : null;
}

/** A tenant by id (work without a request: jobs). */
export async function findTenantById(db: Database, tenantId: string): Promise<Tenant | null> {
  const rows = await db.select({ tenant: tenants, primaryHost }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  const row = rows[0];
  return row ? { ...row.tenant, primaryHost: row.primaryHost } : null;
}
