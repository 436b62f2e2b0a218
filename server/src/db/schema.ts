// The database schema (DESIGN.md section 4). One schema for PGlite and PostgreSQL.
// After a change: `npx drizzle-kit generate --config server/drizzle.config.ts` writes a new SQL migration
// into server/src/db/migrations/, which the server applies on start (server/src/db/migrate.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AdminConfiguration, LocalizedText, PanelContent, ThemeColors } from '#generated/api/model';

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

// ------------------------------------------------------------------ identity and access (issue 3)

/**
 * A person's account in ONE tenant (the same e-mail in two tenants is two accounts: tenants never share users).
 * The e-mail is stored lower-cased (check constraint) and unique per tenant.
 * The TOTP secret is stored encrypted (AES-256-GCM with DATA_ENCRYPTION_KEY, see security/secret-box.ts): a
 * database dump alone does not give the second factor away.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    role: text('role', { enum: ['advisor', 'coordinator', 'operator', 'investor'] }).notNull(),
    status: text('status', { enum: ['initial', 'active', 'deleted'] })
      .notNull()
      .default('initial'),
    /** The language of the e-mails sent to this person (pl default, en available). */
    locale: text('locale', { enum: ['pl', 'en'] })
      .notNull()
      .default('pl'),
    /** argon2id (PHC string); null until set at activation; investors have none. */
    passwordHash: text('password_hash'),
    /** The encrypted base32 TOTP secret (secret-box format); null until enrolled. */
    totpSecretEncrypted: text('totp_secret_encrypted'),
    /** The RFC 6238 time step of the last accepted code: only strictly later steps are accepted (no replay). */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    totpChangedAt: timestamp('totp_changed_at', { withTimezone: true }),
    // Advisor data (issue 4; null for investors, operators and the demo accounts made before it).
    /** The advisor's id in the fund's own systems. */
    externalId: text('external_id'),
    documentType: text('document_type', { enum: ['ID_CARD', 'PASSPORT'] }),
    documentNumber: text('document_number'),
    documentExpiryDate: date('document_expiry_date', { mode: 'string' }),
    /** ISO 3166-1 alpha-2. */
    documentCountry: text('document_country'),
    powerOfAttorneyStartDate: date('power_of_attorney_start_date', { mode: 'string' }),
    powerOfAttorneyEndDate: date('power_of_attorney_end_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_tenant_id_email_idx').on(table.tenantId, table.email),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    // The advisor list (list-query.ts): the default and the common sorts within a tenant, id as the tie-breaker.
    // Text sorts in the "polish" collation (migration 0003), so these indexes are on the collated expressions.
    index('users_tenant_id_surname_polish_id_idx').on(table.tenantId, sql`${table.surname} collate "polish"`, table.id),
    index('users_tenant_id_first_name_polish_id_idx').on(
      table.tenantId,
      sql`${table.firstName} collate "polish"`,
      table.id,
    ),
    index('users_tenant_id_created_at_id_idx').on(table.tenantId, table.createdAt, table.id),
    index('users_tenant_id_status_surname_polish_id_idx').on(
      table.tenantId,
      table.status,
      sql`${table.surname} collate "polish"`,
      table.id,
    ),
    // The `like` filters (ILIKE '%value%', which no b-tree serves): trigram indexes (pg_trgm, migration 0003).
    index('users_surname_trgm_idx').using('gin', table.surname.op('gin_trgm_ops')),
    index('users_first_name_trgm_idx').using('gin', table.firstName.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
  ],
);

/** A broker network of a tenant: advisors belong to one or more; a coordinator manages the networks they belong to. */
export const networks = pgTable(
  'networks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('networks_tenant_id_name_idx').on(table.tenantId, table.name)],
);

/** Membership of an advisor (or coordinator) in a network; both of the same tenant (checked by the service). */
export const networkMembers = pgTable(
  'network_members',
  {
    networkId: uuid('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.networkId, table.userId] }),
    index('network_members_user_id_idx').on(table.userId),
  ],
);

/**
 * Documents shared with the advisors of a tenant (/app/documents). The bytes live in the storage provider
 * (providers/storage) under `storage_key`; the row is written only after the file is stored, and a failed row
 * insert removes the file, so neither exists without the other (see documents.service.ts).
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('documents_tenant_id_created_at_id_idx').on(table.tenantId, table.createdAt, table.id)],
);

/**
 * A sign-in session = one refresh-token family. Access tokens carry its id (`sid`), so logout (revoking the
 * session) makes them useless at once, not only at their expiry.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    panel: text('panel', { enum: ['advisor-panel', 'investor-panel'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * Opaque refresh tokens (only their SHA-256 is stored), rotated on every use. `rotatedAt` set = already used:
 * a second use within the grace window (two tabs) gets a sibling token of the same session; later it revokes
 * the session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);

/** "Remember this device" tokens: skip the second step for up to 30 days; hashed; revoked on credential change. */
export const rememberTokens = pgTable(
  'remember_2fa_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('remember_2fa_tokens_user_id_idx').on(table.userId)],
);

export const ONE_TIME_TOKEN_PURPOSES = [
  'investor-login',
  'activation',
  'password-reset',
  'login-step',
  'context-switch',
] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/**
 * Single-use tokens (e-mailed links, the step between password and TOTP): random 256 bits, only the SHA-256
 * stored, bound to a tenant and a user, used by ONE conditional UPDATE ... WHERE used_at IS NULL.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Purpose data, e.g. the encrypted pending TOTP secret of an enrolment. Never a plain secret. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('one_time_tokens_user_id_idx').on(table.userId)],
);

/**
 * Throttling counters, one row per key (e.g. `login:account-ip:<tenant>:<email>:<ip>`); see
 * modules/auth/throttle.ts for the policy. Rows are small and few; expired ones are harmless.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  /** Failures since the last success or the last quiet period. */
  failures: integer('failures').notNull().default(0),
  /** How many locks in a row: the next lock lasts base * 2^lockLevel, capped. */
  lockLevel: integer('lock_level').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  windowFailures: integer('window_failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

/**
 * Outgoing e-mail, written in the same transaction as the change that causes it and sent by the outbox worker
 * (mail/outbox-worker.ts) with retries, so a crash neither loses nor duplicates a message... at least once:
 * a crash between the SMTP answer and the status update can resend one message.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    locale: text('locale', { enum: ['pl', 'en'] }).notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** pending -> sent (SMTP or the development mailbox) | failed (gave up after the last attempt). */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** smtp | dev: where it went. */
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [index('mail_outbox_status_next_attempt_at_idx').on(table.status, table.nextAttemptAt)],
);

export type UserRow = typeof users.$inferSelect;
export type NetworkRow = typeof networks.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
