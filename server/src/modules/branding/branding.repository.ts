// SQL of the branding tag: tenants, their hosts and branding assets. Every asset query is scoped by tenant id.
import { createHash } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-db';
import { brandingAssets, tenantHosts, tenants, type NewTenantRow } from '../../db/schema';

export { findTenantByHost, findTenantById, type Tenant } from '../../tenants/tenant';

export interface BrandingAsset {
  name: string;
  contentType: string;
  bytes: Buffer;
  sha256: string;
  updatedAt: Date;
}

/** The tenant's primary host (its first bound host): where its links point and its callbacks are sent. */
export async function findPrimaryHost(db: Database, tenantId: string): Promise<string | null> {
  const rows = await db
    .select({ host: tenantHosts.host })
    .from(tenantHosts)
    .where(eq(tenantHosts.tenantId, tenantId))
    .orderBy(tenantHosts.createdAt, tenantHosts.host)
    .limit(1);
  return rows[0]?.host ?? null;
}

export async function findBrandingAsset(db: Database, tenantId: string, name: string): Promise<BrandingAsset | null> {
  const rows = await db
    .select({
      name: brandingAssets.name,
      contentType: brandingAssets.contentType,
      bytes: brandingAssets.bytes,
      sha256: brandingAssets.sha256,
      updatedAt: brandingAssets.updatedAt,
    })
    .from(brandingAssets)
    .where(and(eq(brandingAssets.tenantId, tenantId), eq(brandingAssets.name, name)))
    .limit(1);
  return rows[0] ?? null;
}

export async function countTenants(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(tenants);
  return Number(row?.value ?? 0);
}

/** Inserts a tenant unless its configuration id exists; returns its id either way. */
export async function insertTenantIfMissing(db: Database, tenant: NewTenantRow): Promise<string> {
  const inserted = await db
    .insert(tenants)
    .values(tenant)
    .onConflictDoNothing({ target: tenants.configurationId })
    .returning({ id: tenants.id });
  if (inserted[0]) return inserted[0].id;
  const [existing] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.configurationId, tenant.configurationId));
  if (!existing) throw new Error(`Tenant ${tenant.configurationId} neither inserted nor found`);
  return existing.id;
}

/** Binds a host to a tenant; a host already bound (to any tenant) is left as it is. */
export async function bindHostIfFree(db: Database, tenantId: string, host: string): Promise<void> {
  await db.insert(tenantHosts).values({ host: host.toLowerCase(), tenantId }).onConflictDoNothing();
}

export async function upsertBrandingAsset(
  db: Database,
  tenantId: string,
  asset: { name: string; contentType: string; bytes: Buffer },
): Promise<void> {
  const sha256 = createHash('sha256').update(asset.bytes).digest('hex');
  await db
    .insert(brandingAssets)
    .values({ tenantId, ...asset, sha256 })
    .onConflictDoUpdate({
      target: [brandingAssets.tenantId, brandingAssets.name],
      set: { contentType: asset.contentType, bytes: asset.bytes, sha256, updatedAt: sql`now()` },
    });
}

export async function findTenantIdByConfigurationId(db: Database, configurationId: string): Promise<string | null> {
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.configurationId, configurationId))
    .limit(1);
  return rows[0]?.id ?? null;
}
