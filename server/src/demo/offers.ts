// Demo offers (DEMO_DATA only): offers in every status across several advisors of both networks of the demo
// tenant, each with the events of a plausible history (invitation, views, interest, acceptance, e-signature,
// payment, rejection...), so the campaign pages, the timeline and the investor pipeline have something to
// show; the demo investor (investor@demo.test) has an invited, a signed and two active offers (one with a partly
// paid schedule); navy has two.
// Runs once per tenant (a tenant with any offer is left alone), after the demo accounts and campaigns.
import { randomBytes } from 'node:crypto';
import { couponDates } from '#schemas/finance/payment-schedule';
import { addDays, todayIso } from '#schemas/formats/date';
import type { Database } from '../db/open-db';
import { campaigns, products, type CampaignRow, type ProductRow } from '../db/schema';
import { addMembership, ensureNetwork, fillAdvisorDataIfMissing } from '../modules/advisors';
import { findUserByEmail, insertUserIfMissing } from '../modules/auth';
import { findTenantIdByConfigurationId } from '../modules/branding';
import { insertOfferHistory, listCampaignsWithProducts, tenantHasOffers, type NewOfferEvent } from '../modules/offers';
import { DEMO_CAMPAIGNS } from './campaigns';
import { seedDemoPayouts } from './payouts';
import { hashToken } from '../security/tokens';

type Status = 'invited' | 'viewed' | 'interested' | 'accepted' | 'active' | 'rejected' | 'declined' | 'archived';
type Role = 'advisor' | 'coordinator';

/** Advisors who own demo offers besides Anna and Piotr (no password: they do not sign in). */
export const DEMO_OFFER_ADVISORS = [
  { email: 'marek.zielinski@demo.test', firstName: 'Marek', surname: 'Zieliński', network: 'Sieć Północ' },
  { email: 'katarzyna.szymanska@demo.test', firstName: 'Katarzyna', surname: 'Szymańska', network: 'Sieć Południe' },
  { email: 'tomasz.kaminski@demo.test', firstName: 'Tomasz', surname: 'Kamiński', network: 'Sieć Południe' },
] as const;

interface OfferSpec {
  owner: string;
  network: string;
  /** Index into the campaigns used (active ones first) and into the campaign's products. */
  campaign: number;
  product: number;
  email: string;
  name: string;
  status: Status;
  /** Days before today of the invitation. */
  invitedDaysAgo: number;
  amount?: string;
  agreement?: 'Processing' | 'Completed';
  reason?: string;
  /** A demo campaign by id (DEMO_CAMPAIGNS) instead of the index; the index when that campaign is missing. */
  campaignId?: string;
}

const ANNA = 'advisor@demo.test';
const PIOTR = 'coordinator@demo.test';
const MAREK = DEMO_OFFER_ADVISORS[0].email;
const KATARZYNA = DEMO_OFFER_ADVISORS[1].email;
const TOMASZ = DEMO_OFFER_ADVISORS[2].email;
const NORTH = 'Sieć Północ';
const SOUTH = 'Sieć Południe';

const DEMO_OFFERS: OfferSpec[] = [
  // The demo investor: invited, accepted and signed, active.
  {
    owner: ANNA,
    network: NORTH,
    campaign: 0,
    product: 0,
    email: 'investor@demo.test',
    name: 'Jan Wiśniewski',
    status: 'invited',
    invitedDaysAgo: 2,
  },
  {
    owner: ANNA,
    network: NORTH,
    campaign: 0,
    product: 1,
    email: 'investor@demo.test',
    name: 'Jan Wiśniewski',
    status: 'accepted',
    invitedDaysAgo: 12,
    amount: '20000.00',
    agreement: 'Completed',
  },
  {
    owner: ANNA,
    network: NORTH,
    campaign: 1,
    product: 0,
    email: 'investor@demo.test',
    name: 'Jan Wiśniewski',
    status: 'active',
    invitedDaysAgo: 25,
    amount: '15000.00',
    agreement: 'Completed',
  },
  // An active investment of the completed campaign (AGRO-18, 10 % monthly, from 150 days ago): its past rows are
  // paid, the last past one in part (demo/payouts.ts), so the investor panel's schedule shows every status.
  {
    owner: ANNA,
    network: NORTH,
    campaign: 2,
    product: 0,
    campaignId: DEMO_CAMPAIGNS.demo.completed.id,
    email: 'investor@demo.test',
    name: 'Jan Wiśniewski',
    status: 'active',
    invitedDaysAgo: 150,
    amount: '12000.00',
    agreement: 'Completed',
  },
  // Sieć Północ.
  {
    owner: ANNA,
    network: NORTH,
    campaign: 0,
    product: 0,
    email: 'zofia.lis@example.com',
    name: 'Zofia Lis',
    status: 'invited',
    invitedDaysAgo: 1,
  },
  {
    owner: ANNA,
    network: NORTH,
    campaign: 1,
    product: 0,
    email: 'krzysztof.mazur@example.com',
    name: 'Krzysztof Mazur',
    status: 'interested',
    invitedDaysAgo: 6,
  },
  {
    owner: MAREK,
    network: NORTH,
    campaign: 0,
    product: 0,
    email: 'ewa.krol@example.com',
    name: 'Ewa Król',
    status: 'viewed',
    invitedDaysAgo: 4,
  },
  {
    owner: MAREK,
    network: NORTH,
    campaign: 1,
    product: 0,
    email: 'pawel.wrobel@example.com',
    name: 'Paweł Wróbel',
    status: 'accepted',
    invitedDaysAgo: 9,
    amount: '100000.00',
    agreement: 'Completed',
  },
  {
    owner: MAREK,
    network: NORTH,
    campaign: 0,
    product: 1,
    email: 'alicja.pawlak@example.com',
    name: 'Alicja Pawlak',
    status: 'declined',
    invitedDaysAgo: 15,
  },
  {
    owner: PIOTR,
    network: NORTH,
    campaign: 0,
    product: 1,
    email: 'lucyna.michalska@example.com',
    name: 'Lucyna Michalska',
    status: 'active',
    invitedDaysAgo: 30,
    amount: '30000.00',
    agreement: 'Completed',
  },
  // Sieć Południe.
  {
    owner: PIOTR,
    network: SOUTH,
    campaign: 0,
    product: 0,
    email: 'magdalena.nowicka@example.com',
    name: 'Magdalena Nowicka',
    status: 'interested',
    invitedDaysAgo: 5,
  },
  {
    owner: KATARZYNA,
    network: SOUTH,
    campaign: 0,
    product: 0,
    email: 'adam.kaczmarek@example.com',
    name: 'Adam Kaczmarek',
    status: 'invited',
    invitedDaysAgo: 3,
  },
  {
    owner: KATARZYNA,
    network: SOUTH,
    campaign: 0,
    product: 1,
    email: 'monika.grabowska@example.com',
    name: 'Monika Grabowska',
    status: 'accepted',
    invitedDaysAgo: 7,
    amount: '50000.00',
    agreement: 'Processing',
  },
  {
    owner: KATARZYNA,
    network: SOUTH,
    campaign: 1,
    product: 0,
    email: 'grzegorz.baran@example.com',
    name: 'Grzegorz Baran',
    status: 'rejected',
    invitedDaysAgo: 20,
    amount: '250000.00',
    agreement: 'Processing',
    reason: 'Brak potwierdzenia źródła pochodzenia środków.',
  },
  {
    owner: TOMASZ,
    network: SOUTH,
    campaign: 0,
    product: 1,
    email: 'robert.sikora@example.com',
    name: 'Robert Sikora',
    status: 'viewed',
    invitedDaysAgo: 2,
  },
  {
    owner: TOMASZ,
    network: SOUTH,
    campaign: 0,
    product: 0,
    email: 'jacek.olszewski@example.com',
    name: 'Jacek Olszewski',
    status: 'active',
    invitedDaysAgo: 28,
    amount: '75000.00',
    agreement: 'Completed',
  },
  {
    owner: TOMASZ,
    network: SOUTH,
    campaign: 1,
    product: 0,
    email: 'dorota.zajac@example.com',
    name: 'Dorota Zając',
    status: 'archived',
    invitedDaysAgo: 18,
  },
];

const NAVY_OFFERS: OfferSpec[] = [
  {
    owner: 'advisor@navy.test',
    network: 'Navy Capital Network',
    campaign: 0,
    product: 0,
    email: 'oliver.hart@example.com',
    name: 'Oliver Hart',
    status: 'invited',
    invitedDaysAgo: 3,
  },
  {
    owner: 'advisor@navy.test',
    network: 'Navy Capital Network',
    campaign: 0,
    product: 0,
    email: 'investor@navy.test',
    name: 'Nina Navy',
    status: 'accepted',
    invitedDaysAgo: 8,
    amount: '10000.00',
    agreement: 'Completed',
  },
];

/**
 * The campaigns the demo offers use: the tenant's own (the campaigns module's demo data) when it has some;
 * otherwise a debt campaign in PLN with two series and an equity one (demo only). The campaigns module's demo
 * seeding replaces the fallback simply by running first.
 */
export async function demoCampaignsFor(
  db: Database,
  tenantId: string,
  tenant: 'demo' | 'navy',
  today: string,
): Promise<{ campaign: CampaignRow; products: ProductRow[] }[]> {
  let found = await listCampaignsWithProducts(db, tenantId);
  if (found.length === 0) {
    await insertFallbackCampaigns(db, tenantId, tenant, today);
    found = await listCampaignsWithProducts(db, tenantId);
  }
  // Offers are made in campaigns that have started (active first, then finished ones).
  const started = found.filter((entry) => entry.campaign.startDate <= today);
  const active = started.filter((entry) => entry.campaign.endDate >= today && !entry.campaign.suspended);
  const rest = started.filter((entry) => !active.includes(entry));
  return [...active, ...rest];
}

async function insertFallbackCampaigns(db: Database, tenantId: string, tenant: 'demo' | 'navy', today: string) {
  const start = addDays(today, -45);
  const end = addDays(today, 60);
  const specs =
    tenant === 'demo'
      ? [
          {
            type: 'debt' as const,
            currency: 'PLN' as const,
            name: { pl: 'Obligacje Demo 2026', en: 'Demo Bonds 2026' },
            products: [
              { code: 'OBL-A', name: { pl: 'Seria A', en: 'Series A' }, rate: '8.5', term: 24 },
              { code: 'OBL-B', name: { pl: 'Seria B', en: 'Series B' }, rate: '9.25', term: 36 },
            ],
          },
          {
            type: 'equity' as const,
            currency: 'EUR' as const,
            name: { pl: 'Akcje Demo Tech', en: 'Demo Tech Shares' },
            products: [{ code: 'AKC-1', name: { pl: 'Akcje serii C', en: 'Series C shares' }, rate: null, term: null }],
          },
        ]
      : [
          {
            type: 'debt' as const,
            currency: 'EUR' as const,
            name: { pl: 'Navy Notes 2026', en: 'Navy Notes 2026' },
            products: [{ code: 'NN-1', name: { pl: 'Seria 1', en: 'Series 1' }, rate: '7', term: 12 }],
          },
        ];
  for (const spec of specs) {
    const [campaign] = await db
      .insert(campaigns)
      .values({
        tenantId,
        type: spec.type,
        data: {
          translations: {
            pl: { name: spec.name.pl, description: `Kampania demonstracyjna ${spec.name.pl}.` },
            en: { name: spec.name.en, description: `The demonstration campaign ${spec.name.en}.` },
          },
        },
        startDate: start,
        endDate: end,
        targetAmount: '5000000.00',
        currency: spec.currency,
        paymentBankAccount: 'PL61109010140000071219812874',
        paymentRecipient: tenant === 'demo' ? 'Fundusz Demo S.A.' : 'Navy Capital S.A.',
      })
      .returning({ id: campaigns.id });
    for (const product of spec.products) {
      await db.insert(products).values({
        tenantId,
        campaignId: campaign!.id,
        code: product.code,
        name: product.name,
        currency: spec.currency,
        interestType: product.rate ? 'Fixed' : null,
        interestRate: product.rate,
        paymentFrequency: product.rate ? 'Quarterly' : null,
        termMonths: product.term,
        startDate: start,
        investmentValueMin: '1000.00',
        investmentValueMax: '1000000.00',
        investmentValueStep: '1000.00',
      });
    }
  }
}

async function ensureDemoAdvisors(db: Database, tenantId: string, now: Date): Promise<void> {
  for (const advisor of DEMO_OFFER_ADVISORS) {
    await insertUserIfMissing(db, {
      tenantId,
      email: advisor.email,
      firstName: advisor.firstName,
      surname: advisor.surname,
      role: 'advisor',
      status: 'active',
      locale: 'pl',
      createdAt: now,
      updatedAt: now,
    });
    const account = await findUserByEmail(db, tenantId, advisor.email);
    if (!account) continue;
    await addMembership(db, await ensureNetwork(db, tenantId, advisor.network), account.id);
    await fillAdvisorDataIfMissing(db, account.id, {
      externalId: null,
      documentType: 'ID_CARD',
      documentNumber: `DEM${String(DEMO_OFFER_ADVISORS.indexOf(advisor) + 1).padStart(6, '0')}`,
      documentExpiryDate: `${now.getUTCFullYear() + 5}-01-01`,
      documentCountry: 'PL',
      powerOfAttorneyStartDate: `${now.getUTCFullYear() - 1}-01-01`,
      powerOfAttorneyEndDate: null,
    });
  }
}

const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`);

/** The history of one demo offer: the offer's columns and its events, oldest first. */
function history(spec: OfferSpec, ownerRole: Role, product: ProductRow, today: string) {
  const order: Status[] = ['invited', 'viewed', 'interested', 'accepted', 'active'];
  const reached = (status: Status) =>
    spec.status === status ||
    order.indexOf(spec.status) > order.indexOf(status) ||
    (spec.status === 'rejected' && spec.amount !== undefined && order.indexOf(status) <= order.indexOf('accepted'));
  const investorRole = spec.email.startsWith('investor@') ? ('investor' as const) : ('visitor' as const);
  const day = (offset: number) => addDays(today, -spec.invitedDaysAgo + offset);
  const events: Omit<NewOfferEvent, 'offerId' | 'tenantId'>[] = [];
  const push = (
    type: NewOfferEvent['type'],
    from: string | null,
    to: string | null,
    actorRole: NewOfferEvent['actorRole'],
    occurredAt: Date,
    reason: string | null = null,
  ) => events.push({ type, fromValue: from, toValue: to, actorRole, actorId: null, reason, occurredAt });

  const invitedAt = at(day(0), 8);
  push('invitation_sent', null, spec.email, ownerRole, invitedAt);
  let status: Status = 'invited';
  let statusAt = invitedAt;
  const move = (to: Status, actor: NewOfferEvent['actorRole'], when: Date, reason: string | null = null) => {
    push('status_changed', status, to, actor, when, reason);
    status = to;
    statusAt = when;
  };
  if (reached('viewed') || spec.status === 'declined') move('viewed', investorRole, at(day(1), 9));
  if (reached('interested')) move('interested', investorRole, at(day(1), 10));
  let acceptedAt: Date | null = null;
  let agreementDate: string | null = null;
  let paymentDate: string | null = null;
  let endDate: string | null = null;
  if (reached('accepted')) {
    acceptedAt = at(day(2), 11);
    move('accepted', investorRole, acceptedAt);
    push('agreement_status_changed', null, 'Processing', 'system', at(day(2), 12));
    if (spec.agreement === 'Completed') {
      agreementDate = day(3);
      push('agreement_status_changed', 'Processing', 'Completed', 'system', at(day(3), 13));
    }
  }
  if (spec.status === 'active') {
    paymentDate = day(5);
    move('active', 'operator', at(day(6), 9));
    endDate = product.termMonths
      ? (couponDates(product.startDate, product.termMonths, 'At Maturity').at(-1) ?? null)
      : null;
  }
  if (spec.status === 'rejected') move('rejected', 'operator', at(day(4), 14), spec.reason ?? null);
  if (spec.status === 'declined') move('declined', investorRole, at(day(2), 16));
  if (spec.status === 'archived') move('archived', ownerRole, at(day(8), 15));
  return {
    events,
    columns: {
      status,
      statusChangedAt: statusAt,
      investorName: acceptedAt ? spec.name : null,
      investmentValue: acceptedAt ? (spec.amount ?? null) : null,
      acceptedAt,
      paymentDueDate: acceptedAt ? day(9) : null,
      agreementDate,
      agreementStatus: acceptedAt ? (spec.agreement ?? 'Processing') : null,
      paymentDate,
      endDate,
      decisionReason: spec.reason ?? null,
      createdAt: invitedAt,
      updatedAt: statusAt,
    },
  };
}

async function seedTenantOffers(db: Database, tenant: 'demo' | 'navy', specs: OfferSpec[], now: Date): Promise<number> {
  const tenantId = await findTenantIdByConfigurationId(db, tenant);
  if (!tenantId || (await tenantHasOffers(db, tenantId))) return 0;
  const today = todayIso(now);
  if (tenant === 'demo') await ensureDemoAdvisors(db, tenantId, now);
  const used = await demoCampaignsFor(db, tenantId, tenant, today);
  if (used.length === 0) return 0;
  const operator = await findUserByEmail(db, tenantId, `operator@${tenant}.test`);
  let made = 0;
  for (const spec of specs) {
    const entry =
      used.find((candidate) => candidate.campaign.id === spec.campaignId) ?? used[spec.campaign % used.length]!;
    const product = entry.products[spec.product % entry.products.length]!;
    const owner = await findUserByEmail(db, tenantId, spec.owner);
    if (!owner || (owner.role !== 'advisor' && owner.role !== 'coordinator')) continue;
    await insertUserIfMissing(db, {
      tenantId,
      email: spec.email,
      firstName: spec.name.split(' ')[0]!,
      surname: spec.name.split(' ').slice(1).join(' '),
      role: 'investor',
      status: 'active',
      locale: 'pl',
    });
    const investor = await findUserByEmail(db, tenantId, spec.email);
    if (!investor || investor.role !== 'investor') continue;
    const networkId = await ensureNetwork(db, tenantId, spec.network);
    const { events, columns } = history(spec, owner.role, product, today);
    await insertOfferHistory(
      db,
      {
        tenantId,
        campaignId: entry.campaign.id,
        productId: product.id,
        networkId,
        ownerId: owner.id,
        investorId: investor.id,
        investorEmail: spec.email,
        message: 'Dzień dobry, przesyłam ofertę, o której rozmawialiśmy. Pozdrawiam serdecznie.',
        tokenHash: hashToken(randomBytes(32).toString('base64url')),
        currency: product.currency,
        ...columns,
      },
      events.map((event) => ({
        ...event,
        actorId:
          event.actorRole === 'advisor' || event.actorRole === 'coordinator'
            ? owner.id
            : event.actorRole === 'investor'
              ? investor.id
              : event.actorRole === 'operator'
                ? (operator?.id ?? null)
                : null,
      })),
    );
    made += 1;
  }
  if (tenant === 'demo' && made > 0) {
    const investor = await findUserByEmail(db, tenantId, 'investor@demo.test');
    if (investor)
      await seedDemoPayouts(db, { tenantId, investorId: investor.id, operatorId: operator?.id ?? null, now });
  }
  return made;
}

/** Seeds the demo offers of both demo tenants (once); returns how many offers were made. */
export async function seedDemoOffers(db: Database, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const demo = await seedTenantOffers(tx, 'demo', DEMO_OFFERS, now);
    const navy = await seedTenantOffers(tx, 'navy', NAVY_OFFERS, now);
    return demo + navy;
  });
}
