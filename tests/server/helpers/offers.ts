// Fixtures of the offer tests: campaigns and products inserted straight into the database (the campaign
// operations are another module's), the accounts of the object rules signed in through the real endpoints, and
// small helpers to call the API, invite, and read the outbox.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../../server/src/db/open-db';
import { campaigns, mailOutbox, offers, products, type OfferRow } from '../../../server/src/db/schema';
import { findTenantIdByConfigurationId } from '../../../server/src/modules/branding/branding.repository';
import { createAccount, loginAccount, networkId } from './accounts';
import { ADVISOR, COORDINATOR, HOSTS, headersFor, loginAdvisor, loginInvestorByMail, NAVY_ADVISOR } from './auth';
import type { TestApp, TestClock } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export async function insertCampaign(
  db: Database,
  input: {
    tenant: 'demo' | 'navy';
    name: string;
    nameEn?: string;
    startDate: string;
    endDate: string;
    suspended?: boolean;
    currency?: 'PLN' | 'EUR' | 'USD';
    products: { code: string; name: string; nameEn?: string; termMonths?: number | null; startDate?: string }[];
  },
): Promise<{ id: string; products: Record<string, string> }> {
  const tenantId = (await findTenantIdByConfigurationId(db, input.tenant))!;
  const currency = input.currency ?? 'PLN';
  const [campaign] = await db
    .insert(campaigns)
    .values({
      tenantId,
      type: 'debt',
      data: {
        translations: {
          pl: { name: input.name, description: 'Opis kampanii' },
          ...(input.nameEn && { en: { name: input.nameEn, description: 'Campaign description' } }),
        },
      },
      startDate: input.startDate,
      endDate: input.endDate,
      targetAmount: '1000000.00',
      currency,
      suspended: input.suspended ?? false,
      paymentBankAccount: 'PL61109010140000071219812874',
      paymentRecipient: 'Fundusz Demo S.A.',
    })
    .returning({ id: campaigns.id });
  const ids: Record<string, string> = {};
  for (const product of input.products) {
    const [row] = await db
      .insert(products)
      .values({
        tenantId,
        campaignId: campaign!.id,
        code: product.code,
        name: { pl: product.name, ...(product.nameEn && { en: product.nameEn }) },
        currency,
        interestType: 'Fixed',
        interestRate: '8.5',
        paymentFrequency: 'Quarterly',
        termMonths: product.termMonths === undefined ? 24 : product.termMonths,
        startDate: product.startDate ?? input.startDate,
        investmentValueMin: '1000.00',
        investmentValueMax: '500000.00',
        investmentValueStep: '1000.00',
      })
      .returning({ id: products.id });
    ids[product.code] = row!.id;
  }
  return { id: campaign!.id, products: ids };
}

export type Who =
  | 'advisor'
  | 'coordinator'
  | 'southAdvisor'
  | 'westAdvisor'
  | 'westCoordinator'
  | 'operator'
  | 'investor'
  | 'navyAdvisor'
  | 'navyOperator';

export interface OfferWorld {
  tokens: Record<Who, string>;
  users: Record<'anna' | 'piotr' | 'south' | 'west' | 'westCoordinator' | 'operator' | 'investor', string>;
  networks: Record<'north' | 'south' | 'west' | 'navy', string>;
  /** Active (2026-02-01..2026-04-30) with products B1 (24 months from 2026-03-01) and B2 (no term). */
  active: { id: string; products: Record<string, string> };
  scheduled: { id: string; products: Record<string, string> };
  completed: { id: string; products: Record<string, string> };
  suspended: { id: string; products: Record<string, string> };
  navy: { id: string; products: Record<string, string> };
}

/**
 * The accounts and campaigns of the offer tests (clock 2026-03-02 in Warsaw):
 * - Anna (advisor, Sieć Północ), Piotr (coordinator of Północ and Południe), a south advisor (Południe),
 *   a west advisor and a west coordinator (Sieć Zachód), a test operator, the demo investor, the navy advisor.
 */
export async function buildOfferWorld(t: TestApp, clock: TestClock): Promise<OfferWorld> {
  const users = {} as OfferWorld['users'];
  users.operator = await createAccount(t.db, { tenant: 'demo', email: 'test.operator@demo.test', role: 'operator' });
  users.south = await createAccount(t.db, {
    tenant: 'demo',
    email: 'south@demo.test',
    role: 'advisor',
    networks: ['Sieć Południe'],
    firstName: 'Sara',
    surname: 'Południowa',
  });
  users.west = await createAccount(t.db, {
    tenant: 'demo',
    email: 'west@demo.test',
    role: 'advisor',
    networks: ['Sieć Zachód'],
    firstName: 'Wiktor',
    surname: 'Zachodni',
  });
  users.westCoordinator = await createAccount(t.db, {
    tenant: 'demo',
    email: 'west.coordinator@demo.test',
    role: 'coordinator',
    networks: ['Sieć Zachód'],
  });
  await createAccount(t.db, { tenant: 'navy', email: 'test.operator@navy.test', role: 'operator' });
  const networks = {
    north: await networkId(t.db, 'Sieć Północ'),
    south: await networkId(t.db, 'Sieć Południe'),
    west: await networkId(t.db, 'Sieć Zachód'),
    navy: await networkId(t.db, 'Navy Capital Network'),
  };
  const tokens = {} as OfferWorld['tokens'];
  const anna = await loginAdvisor(t.app, clock, ADVISOR);
  tokens.advisor = anna.accessToken;
  tokens.coordinator = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
  tokens.southAdvisor = await loginAccount(t.app, clock, 'south@demo.test');
  tokens.westAdvisor = await loginAccount(t.app, clock, 'west@demo.test');
  tokens.westCoordinator = await loginAccount(t.app, clock, 'west.coordinator@demo.test');
  tokens.operator = await loginAccount(t.app, clock, 'test.operator@demo.test');
  tokens.investor = (await loginInvestorByMail(t.app)).accessToken;
  tokens.navyAdvisor = (await loginAdvisor(t.app, clock, NAVY_ADVISOR, { host: HOSTS.navy })).accessToken;
  tokens.navyOperator = await loginAccount(t.app, clock, 'test.operator@navy.test', 'navy');
  const idOf = async (email: string) => {
    const result = await t.db.execute(
      sql`select id from users where email = ${email} and tenant_id = (select id from tenants where configuration_id = 'demo')`,
    );
    return (result as unknown as { rows: Array<{ id: string }> }).rows[0]!.id;
  };
  users.anna = await idOf('advisor@demo.test');
  users.piotr = await idOf('coordinator@demo.test');
  users.investor = await idOf('investor@demo.test');

  const active = await insertCampaign(t.db, {
    tenant: 'demo',
    name: 'Obligacje Zielone 2026',
    nameEn: 'Green Bonds 2026',
    startDate: '2026-02-01',
    endDate: '2026-04-30',
    products: [
      { code: 'B1', name: 'Seria B1', nameEn: 'Series B1', termMonths: 24, startDate: '2026-03-01' },
      { code: 'B2', name: 'Seria B2', nameEn: 'Series B2', termMonths: null },
    ],
  });
  const scheduled = await insertCampaign(t.db, {
    tenant: 'demo',
    name: 'Kampania przyszła',
    startDate: '2026-03-03',
    endDate: '2026-06-30',
    products: [{ code: 'S1', name: 'Seria S1' }],
  });
  const completed = await insertCampaign(t.db, {
    tenant: 'demo',
    name: 'Kampania zakończona',
    startDate: '2025-10-01',
    endDate: '2026-03-01',
    products: [{ code: 'C1', name: 'Seria C1' }],
  });
  const suspended = await insertCampaign(t.db, {
    tenant: 'demo',
    name: 'Kampania wstrzymana',
    startDate: '2026-02-01',
    endDate: '2026-04-30',
    suspended: true,
    products: [{ code: 'X1', name: 'Seria X1' }],
  });
  const navy = await insertCampaign(t.db, {
    tenant: 'navy',
    name: 'Navy Notes',
    startDate: '2026-02-01',
    endDate: '2026-04-30',
    currency: 'EUR',
    products: [{ code: 'N1', name: 'Navy N1' }],
  });
  return { tokens, users, networks, active, scheduled, completed, suspended, navy };
}

export function apiCaller(t: TestApp) {
  return async function api(
    method: Method,
    url: string,
    token: string | null,
    payload?: unknown,
    options: { host?: string; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method,
      url,
      headers: {
        ...headersFor(options.host ?? HOSTS.demo),
        ...(token && { authorization: `Bearer ${token}` }),
        ...options.headers,
      },
      ...(payload !== undefined && { payload: payload as object }),
    });
  };
}

export const inviteUrl = (campaign: { id: string; products: Record<string, string> }, code: string) =>
  `/api/advisor/campaign/${campaign.id}/product/${campaign.products[code]}/invite-investor`;

export async function offerById(db: Database, id: string): Promise<OfferRow> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  if (!row) throw new Error(`no offer ${id}`);
  return row;
}

/** Changes columns of an offer directly (a state other modules would reach: accepted, signed...). */
export async function setOffer(db: Database, id: string, set: Partial<typeof offers.$inferInsert>): Promise<void> {
  await db.update(offers).set(set).where(eq(offers.id, id));
}

export async function mailsTo(db: Database, recipient: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
}

/** The token of the offer link in a message's text. */
export function linkToken(text: string): string {
  const match = /\/campaign\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no offer link in:\n${text}`);
  return match[1]!;
}
