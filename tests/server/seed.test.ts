// Seeding on an empty database: transactional (all or nothing) and idempotent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countTenants } from '../../server/src/modules/branding/branding.repository';
import { seedDemoData } from '../../server/src/demo/seed';
import { createTestDatabase, type TestDatabase } from './helpers/test-app';

let d: TestDatabase;
beforeAll(async () => {
  d = await createTestDatabase();
});
afterAll(async () => {
  await d?.close();
});

const counts = async () => {
  const result = await d.db.execute(
    sql`select (select count(*) from tenants)::int as tenants, (select count(*) from tenant_hosts)::int as hosts, (select count(*) from branding_assets)::int as assets`,
  );
  // Both drivers answer { rows }; the generic Database type does not know which.
  return (result as unknown as { rows: unknown[] }).rows[0];
};

describe('seedDemoData', () => {
  it('starts from an empty migrated database', async () => {
    expect(await counts()).toEqual({ tenants: 0, hosts: 0, assets: 0 });
  });

  it('creates two tenants with their hosts and assets, then nothing more', async () => {
    expect(await seedDemoData(d.db)).toEqual({ seeded: true, tenants: ['demo', 'navy'] });
    const first = await counts();
    expect(first).toEqual({ tenants: 2, hosts: 2, assets: 22 });
    expect(await seedDemoData(d.db)).toEqual({ seeded: false, tenants: [] });
    expect(await counts()).toEqual(first);
  });

  it('leaves nothing behind when it fails half-way', async () => {
    await d.db.execute(sql`delete from tenants`);
    expect(await countTenants(d.db)).toBe(0);
    // A host already bound elsewhere is fine (on conflict do nothing); a broken asset is not: make the bytes
    // column refuse the second tenant's assets through a temporary check constraint.
    await d.db.execute(
      sql`alter table branding_assets add constraint test_fail check (octet_length(bytes) < 0) not valid`,
    );
    await expect(seedDemoData(d.db)).rejects.toThrow();
    await d.db.execute(sql`alter table branding_assets drop constraint test_fail`);
    expect(await counts()).toEqual({ tenants: 0, hosts: 0, assets: 0 });
  });
});
