// The admin commands (npm run admin): tenants and their first operator, outside demo mode. Plain functions on the
// database, so tests call them directly and cli.ts only parses arguments and prints.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/open-db';
import { tenantHosts, tenants, users, type StoredWhiteLabel } from '../db/schema';
import { insertOneTimeToken, TOKEN_MAILS } from '../modules/auth';
import { hashToken, newOpaqueToken } from '../security/tokens';

/** Bad input: the message says which argument and what is expected. */
export class AdminInputError extends Error {
  override name = 'AdminInputError';
}

export const THEMES = ['theme-default', 'theme-navy'] as const;
const CONFIGURATION_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
// A DNS name or an IPv4 address, lower case, no port.
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NewTenant {
  configurationId: string;
  name: string;
  hosts: string[];
  theme: string;
}

export interface TenantSummary {
  configurationId: string;
  name: string;
  theme: string;
  hosts: string[];
  operators: number;
}

/** A white-label configuration with the tenant's name and no images; operators change it in the app. */
function plainWhiteLabel(name: string): StoredWhiteLabel {
  const text = (pl: string, en: string) => ({ pl, en });
  const panel = (pl: string, en: string) => ({
    image: null,
    logo: null,
    headline: text(pl, en),
    description: text('', ''),
  });
  return {
    siteTitle: text(name, name),
    favicon: null,
    logo: null,
    menuLogo: null,
    horizontalLogo: null,
    bgImage: null,
    headline: text(name, name),
    description: text('', ''),
    subtext: text('', ''),
    issuerHeading: null,
    blockInvestorPanel: false,
    enableLegalPerson: false,
    regulations: null,
    privacyPolicy: null,
    inviteText: text('Zaproszenie do kampanii {campaignName}.', 'An invitation to the {campaignName} campaign.'),
    consent2: text('Akceptuję regulamin.', 'I accept the terms.'),
    consent3: text(
      'Zgoda na kontakt w sprawie kolejnych kampanii.',
      'I agree to be contacted about further campaigns.',
    ),
    campaignInvestButtonText: text('Inwestuję', 'Invest'),
    formInvestButtonText: text('Złóż deklarację', 'Submit the declaration'),
    debtPlaceholder: null,
    equityPlaceholder: null,
    advisorPanel: panel('Panel doradcy', 'Advisor panel'),
    investorPanel: panel('Panel inwestora', 'Investor panel'),
  } as StoredWhiteLabel;
}

export function checkNewTenant(input: Partial<NewTenant>): NewTenant {
  const configurationId = input.configurationId ?? '';
  if (!CONFIGURATION_ID.test(configurationId)) {
    throw new AdminInputError(
      `--id must be 1-64 characters of a-z, 0-9 and "-", starting with a letter or digit, got "${configurationId}"`,
    );
  }
  const name = (input.name ?? '').trim();
  if (!name || name.length > 200) throw new AdminInputError('--name is required (at most 200 characters)');
  const hosts = (input.hosts ?? []).map((host) => host.trim().toLowerCase()).filter(Boolean);
  if (hosts.length === 0) throw new AdminInputError('--hosts is required: host names separated by commas, no port');
  for (const host of hosts) {
    if (!HOST.test(host)) throw new AdminInputError(`--hosts: "${host}" is not a host name (no scheme, no port)`);
  }
  if (new Set(hosts).size !== hosts.length) throw new AdminInputError('--hosts: a host is listed twice');
  const theme = input.theme ?? 'theme-default';
  if (!(THEMES as readonly string[]).includes(theme)) {
    throw new AdminInputError(`--theme must be one of ${THEMES.join(', ')}, got "${theme}"`);
  }
  return { configurationId, name, hosts, theme };
}

export async function createTenant(db: Database, input: Partial<NewTenant>): Promise<TenantSummary> {
  const tenant = checkNewTenant(input);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.configurationId, tenant.configurationId));
    if (taken) throw new AdminInputError(`--id: a tenant "${tenant.configurationId}" exists already`);
    for (const host of tenant.hosts) {
      const [bound] = await tx
        .select({ configurationId: tenants.configurationId })
        .from(tenantHosts)
        .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
        .where(eq(tenantHosts.host, host));
      if (bound) throw new AdminInputError(`--hosts: "${host}" already belongs to tenant "${bound.configurationId}"`);
    }
    const [row] = await tx
      .insert(tenants)
      .values({
        configurationId: tenant.configurationId,
        name: tenant.name,
        theme: tenant.theme as (typeof THEMES)[number],
        whiteLabel: plainWhiteLabel(tenant.name),
      })
      .returning({ id: tenants.id });
    // One at a time, in order: the first host is the primary one (links in e-mails), by created_at then name.
    for (const host of tenant.hosts) await tx.insert(tenantHosts).values({ host, tenantId: row!.id });
    return { ...tenant, operators: 0 };
  });
}

export async function listTenants(db: Database): Promise<TenantSummary[]> {
  const rows = await db
    .select({ id: tenants.id, configurationId: tenants.configurationId, name: tenants.name, theme: tenants.theme })
    .from(tenants)
    .orderBy(asc(tenants.configurationId));
  const hosts = await db.select().from(tenantHosts).orderBy(asc(tenantHosts.createdAt), asc(tenantHosts.host));
  const people = await db.select({ tenantId: users.tenantId, role: users.role, status: users.status }).from(users);
  return rows.map((row) => ({
    configurationId: row.configurationId,
    name: row.name,
    theme: row.theme,
    hosts: hosts.filter((host) => host.tenantId === row.id).map((host) => host.host),
    operators: people.filter((p) => p.tenantId === row.id && p.role === 'operator' && p.status !== 'deleted').length,
  }));
}

export interface OperatorInvitation {
  tenant: string;
  email: string;
  firstName: string;
  surname: string;
  locale: 'pl' | 'en';
}

/**
 * A new operator of the tenant (status initial) and an activation token; returns the activation link (valid for
 * 72 hours), which the caller prints instead of mailing it (the first operator may be the one to set up mail).
 */
export async function inviteOperator(
  db: Database,
  input: Partial<OperatorInvitation>,
  publicOriginTemplate: string,
  now: Date = new Date(),
): Promise<string> {
  const email = (input.email ?? '').trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254)
    throw new AdminInputError(`--email: "${email}" is not an e-mail address`);
  const firstName = (input.firstName ?? '').trim();
  const surname = (input.surname ?? '').trim();
  if (!firstName || !surname) throw new AdminInputError('--first-name and --surname are required');
  const locale = input.locale ?? 'pl';
  if (locale !== 'pl' && locale !== 'en') throw new AdminInputError(`--locale must be pl or en, got "${locale}"`);
  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.configurationId, input.tenant ?? ''));
    if (!tenant)
      throw new AdminInputError(`--tenant: no tenant "${input.tenant ?? ''}" (npm run admin -- tenant list)`);
    const [host] = await tx
      .select({ host: tenantHosts.host })
      .from(tenantHosts)
      .where(eq(tenantHosts.tenantId, tenant.id))
      .orderBy(asc(tenantHosts.createdAt), asc(tenantHosts.host))
      .limit(1);
    if (!host) throw new AdminInputError(`--tenant: "${input.tenant}" has no host`);
    const existing = await tx.select({ email: users.email }).from(users).where(eq(users.tenantId, tenant.id));
    if (existing.some((user) => user.email.toLowerCase() === email)) {
      throw new AdminInputError(`--email: ${email} already has an account at "${input.tenant}"`);
    }
    const [user] = await tx
      .insert(users)
      .values({ tenantId: tenant.id, email, firstName, surname, role: 'operator', status: 'initial', locale })
      .returning({ id: users.id });
    const token = newOpaqueToken();
    const { ttlMs, linkPath } = TOKEN_MAILS.activation;
    await insertOneTimeToken(tx, {
      tenantId: tenant.id,
      userId: user!.id,
      purpose: 'activation',
      tokenHash: hashToken(token),
      now,
      expiresAt: new Date(now.getTime() + ttlMs),
    });
    return `${publicOriginTemplate.replace('{host}', host.host)}${linkPath(token)}`;
  });
}
