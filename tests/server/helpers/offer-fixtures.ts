// Offers for the investor-side tests, written straight into the database: a campaign with one product, and
// offers of the demo advisor to an investor account with a known public token (only its SHA-256 is stored).
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/open-db';
import { campaigns, networkMembers, offers, products, users, type OfferStatus } from '../../../server/src/db/schema';
import { findTenantIdByConfigurationId } from '../../../server/src/modules/branding/branding.repository';
import { hashToken } from '../../../server/src/security/tokens';

export type TenantName = 'demo' | 'navy';

export interface CampaignFixture {
  tenantId: string;
  campaignId: string;
  productId: string;
}

export async function tenantIdOf(db: Database, tenant: TenantName): Promise<string> {
  return (await findTenantIdByConfigurationId(db, tenant))!;
}

export async function userIdOf(db: Database, tenant: TenantName, email: string): Promise<string> {
  const tenantId = await tenantIdOf(db, tenant);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  if (!row) throw new Error(`no user ${email} in ${tenant}`);
  return row.id;
}

export async function createCampaign(
  db: Database,
  options: {
    tenant?: TenantName;
    startDate?: string;
    endDate?: string;
    suspended?: boolean;
    targetAmount?: string;
    currency?: 'PLN' | 'EUR' | 'USD';
    paymentDays?: number;
    min?: string;
    max?: string;
    step?: string;
  } = {},
): Promise<CampaignFixture> {
  const tenantId = await tenantIdOf(db, options.tenant ?? 'demo');
  const currency = options.currency ?? 'PLN';
  const [campaign] = await db
    .insert(campaigns)
    .values({
      tenantId,
      type: 'debt',
      data: {
        translations: {
          pl: { name: 'Obligacje Zielona Energia', description: 'Opis', issuerName: 'Zielona Energia S.A.' },
          en: { name: 'Green Energy Bonds', description: 'Description', issuerName: 'Green Energy plc' },
        },
      },
      startDate: options.startDate ?? '2026-01-01',
      endDate: options.endDate ?? '2026-12-31',
      targetAmount: options.targetAmount ?? '10000000.00',
      currency,
      suspended: options.suspended ?? false,
      paymentBankAccount: 'PL61109010140000071219812874',
      paymentRecipient: 'Zielona Energia S.A.',
      paymentDays: options.paymentDays ?? 7,
    })
    .returning({ id: campaigns.id });
  const [product] = await db
    .insert(products)
    .values({
      tenantId,
      campaignId: campaign!.id,
      code: 'ZE-A-2029',
      name: { pl: 'Seria A', en: 'Series A' },
      currency,
      interestType: 'Fixed',
      interestRate: '9.5000',
      paymentFrequency: 'Quarterly',
      termMonths: 36,
      startDate: '2026-04-01',
      investmentValueMin: options.min ?? '1000.00',
      investmentValueMax: options.max ?? '100000.00',
      investmentValueStep: options.step ?? '100.00',
    })
    .returning({ id: products.id });
  return { tenantId, campaignId: campaign!.id, productId: product!.id };
}

export interface OfferFixture {
  offerId: string;
  token: string;
  investorId: string;
}

/** An offer of the tenant's demo advisor to `investorEmail` (an existing investor account of the tenant). */
export async function createOffer(
  db: Database,
  target: CampaignFixture,
  options: {
    tenant?: TenantName;
    investorEmail?: string;
    status?: OfferStatus;
    investmentValue?: string | null;
    createdAt?: Date;
  } = {},
): Promise<OfferFixture> {
  const tenant = options.tenant ?? 'demo';
  const investorEmail = options.investorEmail ?? `investor@${tenant}.test`;
  const ownerId = await userIdOf(db, tenant, `advisor@${tenant}.test`);
  const investorId = await userIdOf(db, tenant, investorEmail);
  const [membership] = await db
    .select({ networkId: networkMembers.networkId })
    .from(networkMembers)
    .where(eq(networkMembers.userId, ownerId))
    .limit(1);
  const token = randomBytes(32).toString('base64url');
  const status = options.status ?? 'invited';
  const accepted = status === 'accepted' || status === 'active';
  const [offer] = await db
    .insert(offers)
    .values({
      tenantId: target.tenantId,
      campaignId: target.campaignId,
      productId: target.productId,
      networkId: membership!.networkId,
      ownerId,
      investorId,
      investorEmail,
      message: 'Polecam tę emisję, proszę o kontakt.',
      status,
      tokenHash: hashToken(token),
      currency: 'PLN',
      investmentValue: options.investmentValue ?? (accepted ? '5000.00' : null),
      acceptedAt: accepted ? new Date('2026-03-01T10:00:00Z') : null,
      paymentDueDate: accepted ? '2026-03-08' : null,
      agreementStatus: accepted ? 'Processing' : null,
      ...(options.createdAt && { createdAt: options.createdAt, statusChangedAt: options.createdAt }),
    })
    .returning({ id: offers.id });
  return { offerId: offer!.id, token, investorId };
}

/** A complete valid investment form of a natural person (public test vectors for PESEL and IBAN). */
export function personForm(investmentValue: number): Record<string, unknown> {
  return {
    investmentValue,
    investorType: 'person',
    person: {
      firstName: 'Jan',
      surname: 'Kowalski',
      pesel: '44051401359',
      address: {
        street: 'Marszałkowska',
        house: '10',
        flat: '5',
        postalCode: '00-950',
        city: 'Warszawa',
        country: 'PL',
      },
      email: 'jan.kowalski@example.com',
      phone: '+48 600 700 800',
    },
    bankAccount: 'PL61109010140000071219812874',
    consents: { termsAccepted: true, risksAcknowledged: true },
  };
}
