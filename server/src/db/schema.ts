// The database schema (see docs/product/platform.md). One schema for PGlite and PostgreSQL.
// After a change: `npx drizzle-kit generate --config server/drizzle.config.ts` writes a new SQL migration
// into server/migrations/, which the server applies on start (server/src/db/migrate.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AdminConfiguration, CampaignData, LocalizedText, PanelContent, ThemeColors } from '#generated/api/model';
import { OFFER_STATUSES } from '#schemas/offers/offer-transitions';

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

/**
 * After how many days (of 24 hours since the status last changed) an offer counts as stuck in each of the
 * statuses that wait for someone: the pipeline board marks it and the lists filter by it.
 */
export interface PipelineStuckDays {
  invited: number;
  viewed: number;
  interested: number;
  accepted: number;
}

export const DEFAULT_PIPELINE_STUCK_DAYS: PipelineStuckDays = { invited: 7, viewed: 7, interested: 7, accepted: 3 };

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The white-label configuration id the SPA sends back as Context-Id (e.g. `demo`). */
    configurationId: text('configuration_id').notNull().unique(),
    /** The tenant's (fund's) display name, used in documents and e-mails. */
    name: text('name').notNull(),
    theme: text('theme', { enum: ['theme-default', 'theme-navy', 'theme-custom'] }).notNull(),
    /** Only for theme-custom: base, hover, highlight. The other themes have fixed colours (see docs/product/constants.md). */
    customThemeColors: jsonb('custom_theme_colors').$type<ThemeColors>(),
    whiteLabel: jsonb('white_label').$type<StoredWhiteLabel>().notNull(),
    adminConfiguration: jsonb('admin_configuration').$type<StoredAdminConfiguration>().notNull().default({}),
    /** The pipeline's stuck thresholds in days per status (defaults 7, 7, 7, 3; docs/product/investor-pipeline.md). */
    pipelineStuckDays: jsonb('pipeline_stuck_days')
      .$type<PipelineStuckDays>()
      .notNull()
      .default(DEFAULT_PIPELINE_STUCK_DAYS),
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

// ------------------------------------------------------------------ identity and access

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
    // Advisor data (null for investors, operators and the demo accounts made before it).
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
    // A status filter with the surname sort, the commonest page of the advisor list, answered from the index alone
    // (an index-only scan): after the sort's keys it carries what the list's conditions read, `lower(surname)` for
    // the `like` filter, the role and the surname (100 000 advisors).
    index('users_tenant_id_status_surname_polish_id_covering_idx').on(
      table.tenantId,
      table.status,
      sql`${table.surname} collate "polish"`,
      table.id,
      sql`lower(${table.surname})`,
      table.role,
      table.surname,
    ),
    // The `like` filters (`lower(column) like lower('%value%')`, which no b-tree serves): trigram indexes on the
    // lowered columns (pg_trgm, migration 0003; list-query.ts).
    index('users_surname_lower_trgm_idx').using('gin', sql`lower(${table.surname}) gin_trgm_ops`),
    index('users_first_name_lower_trgm_idx').using('gin', sql`lower(${table.firstName}) gin_trgm_ops`),
    index('users_email_lower_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
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
    // A user's networks (the coordinator's scope, an advisor's network ids) from the index alone.
    index('network_members_user_id_network_id_idx').on(table.userId, table.networkId),
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
 * Request counts of the rate limits (plugins/rate-limits.ts), one row per key and fixed window: every instance
 * counts in the same row (one atomic upsert per request). Keys hold an address, an operation group and a hash of
 * the token or the user id, never a token. Rows of past windows are deleted from time to time.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_expires_at_idx').on(table.expiresAt)],
);

/**
 * Outgoing e-mail, written in the same transaction as the change that causes it, together with its job on the
 * job queue (mail/outbox.ts), which sends it with retries. The row is the mail's state: `sending` is held by one
 * sender until `next_attempt_at` (a lease much longer than any SMTP conversation), `sent` is set once. At least
 * once: a crash between the SMTP server's answer and the status update can resend one message.
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
    /**
     * pending -> sending -> sent | pending (retried later) | failed (its last attempt failed; an operator may
     * queue it again).
     */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /**
     * smtp | dev: where it must go, fixed when it is written. Only an instance with SMTP sends `smtp` mail; only
     * a development instance (no SMTP, not production) delivers `dev` mail to its mailbox.
     */
    channel: text('channel', { enum: ['smtp', 'dev'] })
      .notNull()
      .default('smtp'),
    /** smtp | dev: where it went. */
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    /** When queued: the time it was written; while sending: the end of the sender's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    index('mail_outbox_status_next_attempt_at_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_tenant_created_at_idx').on(table.tenantId, table.createdAt),
  ],
);

// ---------------------------------------------------------------- campaigns, products, offers

/** money: numeric(18,2) read as a decimal string (never a float; docs/product/platform.md). */
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
/** A percentage with four decimals (8.5 = 8.5 %). */
const percentage = (name: string) => numeric(name, { precision: 7, scale: 4 });

/**
 * A fundraising campaign of a tenant, created by an operator. Its status is not stored: it follows the dates
 * (scheduled, active, completed) unless `suspended` (inactive); see modules/campaigns.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['debt', 'equity'] }).notNull(),
    /** The contract's CampaignData: texts per language (pl always). */
    data: jsonb('data').$type<CampaignData>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    targetAmount: money('target_amount').notNull(),
    currency: text('currency', { enum: ['PLN', 'EUR', 'USD'] }).notNull(),
    suspended: boolean('suspended').notNull().default(false),
    /** The campaign image in the storage provider (PNG/JPEG); null = the tenant's debt/equity placeholder. */
    imageKey: text('image_key'),
    imageContentType: text('image_content_type'),
    /** Where investors pay: the fund's IBAN, the recipient, the days allowed after acceptance. */
    paymentBankAccount: text('payment_bank_account').notNull(),
    paymentRecipient: text('payment_recipient').notNull(),
    paymentDays: integer('payment_days').notNull().default(7),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('campaigns_tenant_id_start_date_idx').on(table.tenantId, table.startDate, table.id),
    check('campaigns_dates', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

/** A product of a campaign (e.g. one bond series) with the terms agreements rest on. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    currency: text('currency', { enum: ['PLN', 'EUR', 'USD'] }).notNull(),
    interestType: text('interest_type', { enum: ['Fixed', 'Variable'] }),
    /** Fixed: the annual rate. Variable: null (the rate is reference + margin). */
    interestRate: percentage('interest_rate'),
    referenceRateName: text('reference_rate_name'),
    referenceRateValue: percentage('reference_rate_value'),
    margin: percentage('margin'),
    paymentFrequency: text('payment_frequency', {
      enum: ['Monthly', 'Quarterly', 'Semi-annually', 'Annually', 'At Maturity'],
    }),
    dayCountConvention: text('day_count_convention', { enum: ['ACT/365F', '30E/360', 'ACT/ACT'] })
      .notNull()
      .default('ACT/365F'),
    termMonths: integer('term_months'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    investmentValueMin: money('investment_value_min').notNull(),
    investmentValueMax: money('investment_value_max').notNull(),
    investmentValueStep: money('investment_value_step').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_campaign_id_code_idx').on(table.campaignId, table.code),
    check(
      'products_limits',
      sql`${table.investmentValueMin} <= ${table.investmentValueMax} and ${table.investmentValueStep} > 0`,
    ),
  ],
);

/** A public document (PDF) of a campaign; the bytes in the storage provider. */
export const campaignDocuments = pgTable(
  'campaign_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('campaign_documents_campaign_id_idx').on(table.campaignId, table.createdAt)],
);

// The one list of offer statuses is the transition policy's (shared with the SPA).
export { OFFER_STATUSES, type OfferStatus } from '#schemas/offers/offer-transitions';

export const AGREEMENT_STATUSES = [
  'New',
  'Unknown',
  'Draft',
  'Processing',
  'Completed',
  'Rejected',
  'Withdrawn',
  'Withdrawing',
  'Error',
] as const;

/**
 * An offer of one product made by an advisor (the owner) to an investor's e-mail in one of the owner's networks.
 * Its status changes only through the transition policy (modules/offers), each change one conditional UPDATE
 * plus an offer_events row in the same transaction. The public link's token is stored as its SHA-256 only.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    networkId: uuid('network_id')
      .notNull()
      .references(() => networks.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    /** The tenant's investor account of the invited e-mail (created or linked at invitation). */
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id),
    investorEmail: text('investor_email').notNull(),
    /** Null until the investor gives a name (the investment form). */
    investorName: text('investor_name'),
    message: text('message'),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('invited'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    tokenHash: text('token_hash').notNull().unique(),
    currency: text('currency', { enum: ['PLN', 'EUR', 'USD'] }).notNull(),
    investmentValue: money('investment_value'),
    /** The investment form as accepted (the agreement's data), validated by schemas/investment.schema.json. */
    investmentData: jsonb('investment_data').$type<Record<string, unknown>>(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The day the agreement was signed (e-signature Completed). */
    agreementDate: date('agreement_date', { mode: 'string' }),
    paymentDueDate: date('payment_due_date', { mode: 'string' }),
    /** The day the payment arrived (confirmed by the operator: accepted -> active). */
    paymentDate: date('payment_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    agreementStatus: text('agreement_status', { enum: AGREEMENT_STATUSES }),
    /** The e-signature provider's document id and the last sequence applied (events.ts applyEvent). */
    signatureDocumentId: text('signature_document_id').unique(),
    signatureSequence: integer('signature_sequence'),
    signedPdfKey: text('signed_pdf_key'),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The pipeline's lists, board and export (modules/investor-pipeline, docs/bench.md). The scopes: an
  // owner's offers, a coordinator's networks (counted network by network), the tenant.
  (table) => [
    index('offers_campaign_id_investor_email_idx').on(table.campaignId, table.investorEmail),
    index('offers_investor_id_idx').on(table.investorId),
    // Counts and status filters of a network (small: no unique column, so PostgreSQL deduplicates it).
    index('offers_tenant_id_network_id_status_idx').on(table.tenantId, table.networkId, table.status),
    // The board's sums per status and currency, index-only (numeric: not deduplicated).
    index('offers_tenant_id_network_id_status_currency_value_idx').on(
      table.tenantId,
      table.networkId,
      table.status,
      table.currency,
      table.investmentValue,
    ),
    index('offers_tenant_id_owner_id_status_currency_value_idx').on(
      table.tenantId,
      table.ownerId,
      table.status,
      table.currency,
      table.investmentValue,
    ),
    // An owner's table in the default order (newest status change first) and the stuck filter, index-only.
    index('offers_tenant_id_owner_id_status_changed_at_id_idx').on(
      table.tenantId,
      table.ownerId,
      table.statusChangedAt,
      table.id,
      table.status,
    ),
    // The board's first cards per status in the default order, and the stuck counts (status + its date).
    index('offers_tenant_id_status_status_changed_at_id_idx').on(
      table.tenantId,
      table.status,
      table.statusChangedAt,
      table.id,
      table.networkId,
      table.ownerId,
    ),
    // Network and tenant tables in the default order: an ordered scan that stops after the page.
    index('offers_tenant_id_status_changed_at_id_idx').on(
      table.tenantId,
      table.statusChangedAt,
      table.id,
      table.networkId,
      table.status,
    ),
    // The other sorts of large tables (text sorts in the Polish collation, as the list query sorts them).
    index('offers_tenant_id_investor_name_polish_id_idx').on(
      table.tenantId,
      sql`${table.investorName} collate "polish"`,
      table.id,
    ),
    index('offers_tenant_id_investor_email_polish_id_idx').on(
      table.tenantId,
      sql`${table.investorEmail} collate "polish"`,
      table.id,
    ),
    index('offers_tenant_id_investment_value_id_idx').on(table.tenantId, table.investmentValue, table.id),
    index('offers_tenant_id_agreement_date_id_idx').on(table.tenantId, table.agreementDate, table.id),
    index('offers_tenant_id_payment_date_id_idx').on(table.tenantId, table.paymentDate, table.id),
    index('offers_tenant_id_end_date_id_idx').on(table.tenantId, table.endDate, table.id),
    // `like` on the investor's name and e-mail (lower(column) like lower('%value%'), list-query.ts).
    index('offers_investor_name_lower_trgm_idx').using('gin', sql`lower(${table.investorName}) gin_trgm_ops`),
    index('offers_investor_email_lower_trgm_idx').using('gin', sql`lower(${table.investorEmail}) gin_trgm_ops`),
    check('offers_email_lower_case', sql`${table.investorEmail} = lower(${table.investorEmail})`),
  ],
);

/**
 * The offers counted and summed per tenant, network, owner, status and currency: the pipeline's totals and the
 * board's counts and sums read these rows instead of every offer of a scope (docs/decisions/0053). Kept by
 * triggers on `offers` (migration 0015) in the same transaction as each insert, change and delete of an offer,
 * so they are exact whichever code path writes; a row whose offers all left stays with zero counts. No foreign
 * keys: a tenant's deletion removes its offers (and so empties its rows) in one cascade whose order the triggers
 * cannot rely on.
 */
export const offerTotals = pgTable(
  'offer_totals',
  {
    tenantId: uuid('tenant_id').notNull(),
    networkId: uuid('network_id').notNull(),
    ownerId: uuid('owner_id').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull(),
    currency: text('currency', { enum: ['PLN', 'EUR', 'USD'] }).notNull(),
    offerCount: bigint('offer_count', { mode: 'number' }).notNull().default(0),
    /** Offers with an investment value (a sum over none is absent on the board, not zero). */
    valueCount: bigint('value_count', { mode: 'number' }).notNull().default(0),
    /** Exact (unbounded numeric): the sum of investment_value over the counted offers that have one. */
    valueSum: numeric('value_sum').notNull().default('0'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.networkId, table.ownerId, table.status, table.currency] }),
    // An owner's own totals (the advisor's page and own board).
    index('offer_totals_tenant_id_owner_id_idx').on(table.tenantId, table.ownerId),
  ],
);

/** The offer's timeline and audit trail: one row per change (who, role, what, from, to, when, why). */
export const offerEvents = pgTable(
  'offer_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: [
        'status_changed',
        'owner_changed',
        'agreement_status_changed',
        'payment_confirmation_uploaded',
        'invitation_sent',
        'payout_recorded',
        'payout_cancelled',
        'reference_rate_recorded',
      ],
    }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    actorRole: text('actor_role', {
      enum: ['investor', 'advisor', 'coordinator', 'operator', 'system', 'visitor'],
    }).notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    reason: text('reason'),
    /** Payout events: the schedule row's due date; reference_rate_recorded: the day the rate applies from. */
    relatedDate: date('related_date', { mode: 'string' }),
    /** payout_recorded: what was paid (net interest + principal), in the offer's currency. */
    amount: money('amount'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('offer_events_offer_id_occurred_at_idx').on(table.offerId, table.occurredAt)],
);

/**
 * What the fund paid (or will not pay) on one row of an active investment's payment schedule. The
 * schedule itself is computed (schemas/finance/payment-schedule.ts); a row is identified by its due date, which
 * does not change once the investment is active (the product's terms are locked, the payment date is set).
 * kind `payment`: the gross interest, the tax withheld and the principal paid on `paid_on`; `settles` = the row
 * is paid in full with it. kind `cancellation`: the rest of the row will not be paid (`reason`). Rows of one
 * investment are written under the offer's row lock (modules/investments).
 */
export const investmentPayouts = pgTable(
  'investment_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['payment', 'cancellation'] }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }),
    grossInterest: money('gross_interest').notNull().default('0'),
    tax: money('tax').notNull().default('0'),
    principal: money('principal').notNull().default('0'),
    settles: boolean('settles').notNull().default(false),
    reason: text('reason'),
    recordedBy: uuid('recorded_by').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('investment_payouts_offer_id_due_date_idx').on(table.offerId, table.dueDate),
    index('investment_payouts_tenant_id_paid_on_idx').on(table.tenantId, table.paidOn),
    check(
      'investment_payouts_amounts',
      sql`${table.grossInterest} >= 0 and ${table.tax} >= 0 and ${table.tax} <= ${table.grossInterest} and ${table.principal} >= 0`,
    ),
    check(
      'investment_payouts_kind',
      sql`(${table.kind} = 'payment' and ${table.paidOn} is not null) or (${table.kind} = 'cancellation' and ${table.reason} is not null)`,
    ),
  ],
);

/**
 * The recorded values of a Variable product's reference rate (e.g. WIBOR 6M), each applying from `fixing_date`
 * (the engine's fixings). The product's own reference_rate_value is the fixing of its start date unless one is
 * recorded on or before that date.
 */
export const referenceRateFixings = pgTable(
  'reference_rate_fixings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fixingDate: date('fixing_date', { mode: 'string' }).notNull(),
    value: percentage('value').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('reference_rate_fixings_product_id_fixing_date_idx').on(table.productId, table.fixingDate)],
);

/** Payment confirmations uploaded for an offer (PDF/PNG/JPEG by content, 10 MiB). */
export const offerAttachments = pgTable(
  'offer_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedByRole: text('uploaded_by_role', { enum: ['investor', 'visitor', 'operator'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('offer_attachments_offer_id_idx').on(table.offerId, table.createdAt)],
);

/**
 * Idempotency-Key records: the first answer of a mutation, replayed for a retry with the same key and body
 * (a different body is 422 IDEMPOTENCY_KEY_REUSED). Scoped by tenant, operation and subject (offer, user).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    operation: text('operation').notNull(),
    subject: text('subject').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.operation, table.subject, table.key] })],
);

/** Every e-signature webhook event received (idempotency by event id; audit of what the provider said). */
export const eSignatureEvents = pgTable('e_signature_events', {
  eventId: text('event_id').primaryKey(),
  documentId: text('document_id').notNull(),
  offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
  status: text('status').notNull(),
  sequence: integer('sequence').notNull(),
  /** applied | stale (older than what we hold) | unknown-document */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The SANDBOX e-signature provider's own storage (it imitates an outside service, so it keeps its documents as
 * that service would; a real provider keeps none of this here). PDFs live in the storage provider.
 */
export const sandboxSignatureDocuments = pgTable('sandbox_signature_documents', {
  id: text('id').primaryKey(),
  externalReference: text('external_reference').notNull(),
  title: text('title').notNull(),
  status: text('status').notNull(),
  sequence: integer('sequence').notNull().default(0),
  /** The parties as the provider describes them (ESignatureDocument.parties). */
  parties: jsonb('parties').$type<Record<string, unknown>[]>().notNull(),
  /** SHA-256 of each signer's link token (the sandbox signing page). */
  signerTokenHash: text('signer_token_hash').unique(),
  pdfKey: text('pdf_key'),
  signedPdfKey: text('signed_pdf_key'),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  /** Callbacks not yet delivered (the sandbox retries; the reconciler polls anyway). */
  pendingCallback: boolean('pending_callback').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CampaignRow = typeof campaigns.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type OfferEventRow = typeof offerEvents.$inferSelect;
export type InvestmentPayoutRow = typeof investmentPayouts.$inferSelect;
export type ReferenceRateFixingRow = typeof referenceRateFixings.$inferSelect;

export type UserRow = typeof users.$inferSelect;
export type NetworkRow = typeof networks.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

// ---------------------------------------------------------------- KYC invitations and onboarding

export const ONBOARDING_STATUSES = ['processing', 'sent', 'viewed', 'finished', 'rejected'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];
export const KYC_STATUSES = ['draft', 'sent', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const ONBOARDING_ACTOR_ROLES = ['investor', 'advisor', 'coordinator', 'operator', 'system', 'visitor'] as const;

/**
 * An investor's onboarding request (see docs/product/onboarding.md): who (the investor account and its e-mail), as what
 * (investor type, tax residence), where it came from (a KYC invitation of an advisor, or the investor), its status
 * (processing -> sent -> viewed -> finished | rejected) and its parts: the KYC (draft -> sent -> verified |
 * rejected, the data valid against schemas/kyc-natural-person.schema.json), then compliance forms and supporting
 * documents (their tables come with the onboarding screens). `name` and `tax_number` are copied from the KYC for
 * the review list. The human reference is `ONB/<year of created_at>/<number, 6 digits>`.
 */
export interface OnboardingClientData {
  id: string;
  type: 'natural-person' | 'legal-person';
  name: string;
  taxNumber: string | null;
  krsNumber: string | null;
  regon?: string | null;
  /** How the company was chosen; `representative` false means a power of attorney is required. */
  source: 'self' | 'own' | 'existing' | 'register' | 'company';
  representative: boolean;
  /** The VAT white list's answer for a Polish NIP (null: not checked / not found). */
  vatStatus?: string | null;
}

export interface OnboardingIdentityData {
  verificationId: string;
  status: 'pending' | 'approved' | 'rejected' | 'expired';
  redirectUrl: string;
  startedAt: string;
  expiresAt: string;
  decidedAt: string | null;
  rejectionReason: string | null;
  mismatchedField: string | null;
}

export interface OnboardingFormData {
  id: string;
  templateId: string;
  kind: 'aml-kyc-declaration' | 'investor-classification';
  status: 'processing' | 'verified';
  data: Record<string, unknown>;
  approvedAt: string | null;
  verifiedAt: string | null;
}

export interface OnboardingDocumentData {
  id: string;
  type: string;
  status: 'processing' | 'verified' | 'rejected';
  data: Record<string, unknown>;
  fileIds: string[];
  rejectionCode: string | null;
  rejectionReason: string | null;
  revised: boolean;
  sentAt: string | null;
  verifiedAt: string | null;
}

export interface OnboardingFileData {
  id: string;
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

export const onboardingRequests = pgTable(
  'onboarding_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    number: integer('number').generatedAlwaysAsIdentity().notNull(),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    investorType: text('investor_type', { enum: ['natural-person', 'legal-person'] }),
    taxResidenceCountry: text('tax_residence_country'),
    status: text('status', { enum: ONBOARDING_STATUSES }).notNull().default('processing'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source', { enum: ['kyc-invitation', 'investor'] }).notNull(),
    /** The advisor whose invitation started the request (the review list's advisor and network scope). */
    ownerId: uuid('owner_id').references(() => users.id),
    /** The list's sourceName as it was when the request started (the inviting advisor's name). */
    sourceName: text('source_name').notNull(),
    name: text('name'),
    taxNumber: text('tax_number'),
    kycStatus: text('kyc_status', { enum: KYC_STATUSES }).notNull().default('draft'),
    kycData: jsonb('kyc_data').$type<Record<string, unknown>>(),
    kycSentAt: timestamp('kyc_sent_at', { withTimezone: true }),
    /** The chosen client (the investor themself or a company), set on the primary-data step. */
    client: jsonb('client').$type<OnboardingClientData>(),
    /** The latest identity verification at the provider (a new one replaces it after rejected / expired). */
    identity: jsonb('identity').$type<OnboardingIdentityData>(),
    /** The compliance forms generated when the KYC was sent. */
    complianceForms: jsonb('compliance_forms').$type<OnboardingFormData[]>().notNull().default([]),
    complianceFormsSentAt: timestamp('compliance_forms_sent_at', { withTimezone: true }),
    /** The supporting documents, at most one per type. */
    documents: jsonb('documents').$type<OnboardingDocumentData[]>().notNull().default([]),
    /** Uploaded files (storage keys), attached to a document or not yet. */
    files: jsonb('files').$type<OnboardingFileData[]>().notNull().default([]),
    supportingDocumentsSentAt: timestamp('supporting_documents_sent_at', { withTimezone: true }),
    /**
     * SHA-256 of the link token of the newest e-mail about this request (`/app/onboarding/request/{token}`;
     * docs/decisions/0012): only the hash is kept, so every e-mail carries a fresh token and older links stop
     * resolving. Null until the first such e-mail.
     */
    linkTokenHash: text('link_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('onboarding_requests_number_idx').on(table.number),
    uniqueIndex('onboarding_requests_link_token_hash_idx').on(table.linkTokenHash),
    index('onboarding_requests_tenant_id_created_at_id_idx').on(table.tenantId, table.createdAt, table.id),
    index('onboarding_requests_tenant_id_owner_id_idx').on(table.tenantId, table.ownerId),
    index('onboarding_requests_investor_id_status_idx').on(table.investorId, table.status),
    check('onboarding_requests_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

/** The request's timeline and audit trail: one row per change or decision (who, role, what, from, to, when, why). */
export const onboardingRequestEvents = pgTable(
  'onboarding_request_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => onboardingRequests.id, { onDelete: 'cascade' }),
    /** created, kyc_sent, status_changed, ... (a text: the review adds its own decisions). */
    type: text('type').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    actorRole: text('actor_role', { enum: ONBOARDING_ACTOR_ROLES }).notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    reason: text('reason'),
    /** The document or form the event is about. */
    subjectId: uuid('subject_id'),
    /** The free text of a decision. */
    comment: text('comment'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('onboarding_request_events_request_id_occurred_at_idx').on(table.requestId, table.occurredAt)],
);

/**
 * A KYC invitation: an advisor (the owner) e-mailed an address a link to the public KYC form (/kyc-form?token=…).
 * The token is 256 random bits, stored as its SHA-256 only, and is good for this form alone. Open until
 * `expires_at`; submitted once (`submitted_at`, by one conditional UPDATE), the submitted form kept in `data` for
 * the read-only preview, and the investor's onboarding request it went to.
 */
export const kycRequests = pgTable(
  'kyc_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    /** The tenant's investor account of the address (linked or made at invitation). */
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id),
    investorEmail: text('investor_email').notNull(),
    message: text('message').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    data: jsonb('data').$type<Record<string, unknown>>(),
    onboardingRequestId: uuid('onboarding_request_id').references(() => onboardingRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('kyc_requests_tenant_id_investor_email_idx').on(table.tenantId, table.investorEmail),
    index('kyc_requests_tenant_id_owner_id_created_at_idx').on(table.tenantId, table.ownerId, table.createdAt),
    check('kyc_requests_email_lower_case', sql`${table.investorEmail} = lower(${table.investorEmail})`),
    check('kyc_requests_submitted_has_data', sql`(${table.submittedAt} is null) = (${table.data} is null)`),
  ],
);

export type OnboardingRequestRow = typeof onboardingRequests.$inferSelect;
export type OnboardingRequestEventRow = typeof onboardingRequestEvents.$inferSelect;
export type KycRequestRow = typeof kycRequests.$inferSelect;

/** Identity-verification webhook events already applied (replay safety: one row per provider event id). */
export const identityWebhookEvents = pgTable('identity_webhook_events', {
  eventId: text('event_id').primaryKey(),
  verificationId: text('verification_id').notNull(),
  status: text('status').notNull(),
  outcome: text('outcome'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
