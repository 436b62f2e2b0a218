// Creates the demo tenants when the database has none (DEMO_DATA on). Idempotent: with tenants present it does
// nothing, and every insert tolerates a concurrent seeder (on conflict do nothing). All in one transaction, so a
// failure leaves no half-made tenant.
import type { Database } from '../db/open-db';
import { bindHostIfFree, countTenants, insertTenantIfMissing, upsertBrandingAsset } from '../modules/branding';
import { renderLegalPdf } from './pdf';
import * as art from './svg';

// The demo campaigns need the file storage (their documents) and the accounts: seeded after both.
export { DEMO_CAMPAIGNS, seedDemoCampaigns } from './campaigns';
import { DEMO_TENANTS, type DemoTenant } from './tenants';

export interface SeedResult {
  seeded: boolean;
  tenants: string[];
}

interface Asset {
  name: string;
  contentType: string;
  bytes: Buffer;
}

const SVG = 'image/svg+xml';

async function drawAssets(tenant: DemoTenant, today: Date): Promise<Asset[]> {
  const { name, initials, palette } = tenant;
  const dateLine = `Obowiązuje od ${formatPolishDate(today)}`;
  return [
    { name: 'favicon.svg', contentType: SVG, bytes: art.monogram(name, initials, palette, 32) },
    { name: 'logo.svg', contentType: SVG, bytes: art.monogram(name, initials, palette) },
    { name: tenant.menuLogoName, contentType: SVG, bytes: art.monogram(name, initials.slice(0, 1), palette, 48) },
    { name: 'horizontal-logo.svg', contentType: SVG, bytes: art.horizontalLogo(name, initials, palette) },
    { name: 'background.svg', contentType: SVG, bytes: art.background(name, palette) },
    { name: 'debt-placeholder.svg', contentType: SVG, bytes: art.debtPlaceholder(name, palette) },
    { name: 'equity-placeholder.svg', contentType: SVG, bytes: art.equityPlaceholder(name, palette) },
    { name: 'advisor-panel.svg', contentType: SVG, bytes: art.panelImage(name, 'Panel doradcy', palette) },
    { name: 'investor-panel.svg', contentType: SVG, bytes: art.panelImage(name, 'Panel inwestora', palette) },
    {
      name: 'regulations.pdf',
      contentType: 'application/pdf',
      bytes: await renderLegalPdf({
        title: 'Regulamin platformy',
        tenantName: name,
        dateLine,
        paragraphs: tenant.regulations,
      }),
    },
    {
      name: 'privacy-policy.pdf',
      contentType: 'application/pdf',
      bytes: await renderLegalPdf({
        title: 'Polityka prywatności',
        tenantName: name,
        dateLine,
        paragraphs: tenant.privacyPolicy,
      }),
    },
  ];
}

export async function seedDemoData(db: Database, today: Date = new Date()): Promise<SeedResult> {
  if ((await countTenants(db)) > 0) return { seeded: false, tenants: [] };
  // Draw outside the transaction: PDF rendering is slow and needs no database.
  const drawn = await Promise.all(
    DEMO_TENANTS.map(async (tenant) => ({ tenant, assets: await drawAssets(tenant, today) })),
  );
  return db.transaction(async (tx) => {
    // Checked again inside the transaction: another instance may have seeded meanwhile.
    if ((await countTenants(tx)) > 0) return { seeded: false, tenants: [] };
    for (const { tenant, assets } of drawn) {
      const tenantId = await insertTenantIfMissing(tx, {
        configurationId: tenant.configurationId,
        name: tenant.name,
        theme: tenant.theme,
        customThemeColors: null,
        whiteLabel: tenant.whiteLabel,
        adminConfiguration: tenant.adminConfiguration,
      });
      for (const host of tenant.hosts) await bindHostIfFree(tx, tenantId, host);
      for (const asset of assets) await upsertBrandingAsset(tx, tenantId, asset);
    }
    return { seeded: true, tenants: DEMO_TENANTS.map((tenant) => tenant.configurationId) };
  });
}

/** DD.MM.YYYY (see docs/product/formats.md). */
function formatPolishDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}
