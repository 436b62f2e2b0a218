// The database schema (DESIGN.md section 4). One schema for PGlite and PostgreSQL.
// After a change: `npx drizzle-kit generate --config server/drizzle.config.ts` writes a new SQL migration
// into server/src/db/migrations/, which the server applies on start (server/src/db/migrate.ts).
import { sql } from 'drizzle-orm';
import { check, customType, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AdminConfiguration, LocalizedText, PanelContent, ThemeColors } from '../../../generated/api/model';

// bytea: node-postgres returns a Buffer, PGlite a Uint8Array; normalise to Buffer so callers see one type.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

/**
 * The stored white-label content of a tenant: the contract's WhiteLabelConfiguration without the fields kept in
 * columns (id = configuration_id, theme, theme colours). Image and document fields hold an asset NAME of this
 * tenant (e.g. `logo.svg`, stored in branding_assets), not a URL: the API turns names into URLs, so moving the
 * API prefix or the assets never needs a data migration.
 */
export interface StoredWhiteLabel {
  siteTitle: LocalizedText;
  favicon: string | null;
  logo: string | null;
  menuLogo: string | null;
  horizontalLogo: string | null;
  bgImage: string | null;
  headline: LocalizedText;
  description: LocalizedText;
  subtext: LocalizedText;
  issuerHeading: LocalizedText | null;
  blockInvestorPanel: boolean;
  enableLegalPerson: boolean;
  regulations: string | null;
  privacyPolicy: string | null;
  inviteText: LocalizedText;
  consent2: LocalizedText;
  consent3: LocalizedText;
  campaignInvestButtonText: LocalizedText;
  formInvestButtonText: LocalizedText;
  debtPlaceholder: string | null;
  equityPlaceholder: string | null;
  advisorPanel: PanelContent;
  investorPanel: PanelContent;
}

/** The stored admin configuration: the contract's AdminConfiguration; asset fields hold asset names too. */
export type StoredAdminConfiguration = AdminConfiguration;

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The white-label configuration id the SPA sends back as Context-Id (e.g. `demo`). */
    configurationId: text('configuration_id').notNull().unique(),
    /** The tenant's (fund's) display name, used in documents and e-mails. */
    name: text('name').notNull(),
    theme: text('theme', { enum: ['theme-default', 'theme-navy', 'theme-custom'] }).notNull(),
    /** Only for theme-custom: base, hover, highlight. The other themes have fixed colours (spec 000 section 9). */
    customThemeColors: jsonb('custom_theme_colors').$type<ThemeColors>(),
    whiteLabel: jsonb('white_label').$type<StoredWhiteLabel>().notNull(),
    adminConfiguration: jsonb('admin_configuration').$type<StoredAdminConfiguration>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('tenants_configuration_id_format', sql`${table.configurationId} ~ '^[a-z0-9][a-z0-9-]{0,63}$'`),
    check(
      'tenants_custom_theme_has_colors',
      sql`(${table.theme} = 'theme-custom') = (${table.customThemeColors} is not null)`,
    ),
  ],
);

/** A host name (lower-case, without port) bound to a tenant. One tenant may have many hosts. */
export const tenantHosts = pgTable(
  'tenant_hosts',
  {
    host: text('host').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tenant_hosts_tenant_id_idx').on(table.tenantId),
    check('tenant_hosts_host_lower_case', sql`${table.host} = lower(${table.host})`),
  ],
);

/**
 * Branding files of a tenant (logos, favicon, images, regulations and privacy-policy PDFs), stored as bytea:
 * they are small (tens of KB), change with the configuration in the same transaction, are backed up with the
 * database and need no shared folder between server instances. User uploads (KYC documents, payment
 * confirmations) are different and will go through the storage provider (server/src/storage/).
 */
export const brandingAssets = pgTable(
  'branding_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The name in the URL, e.g. `logo.svg`; unique per tenant (the contract's assetName pattern). */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    /** Hex SHA-256 of bytes, used as the ETag. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('branding_assets_tenant_id_name_idx').on(table.tenantId, table.name),
    check('branding_assets_name_format', sql`${table.name} ~ '^[a-z0-9][a-z0-9-]*\\.(svg|png|jpg|webp|ico|pdf)$'`),
  ],
);

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
export type BrandingAssetRow = typeof brandingAssets.$inferSelect;
