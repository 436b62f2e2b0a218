// The demo offers (server/src/demo/offers.ts): every status across several advisors of both demo networks, the
// demo investor's offers, navy's, a timeline that ends in each offer's status, once only, and readable through
// the API (the responses are checked against the contract by the test app).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOffers } from '../../server/src/demo/offers';
import { offerEvents, offers, tenants } from '../../server/src/db/schema';
import { COORDINATOR, headersFor, HOSTS, loginAdvisor, loginInvestorByMail } from './helpers/auth';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const clock = createClock('2026-03-02T10:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const offersOf = async (configurationId: string) =>
  t.db
    .select({
      id: offers.id,
      status: offers.status,
      email: offers.investorEmail,
      ownerId: offers.ownerId,
      networkId: offers.networkId,
      campaignId: offers.campaignId,
      agreementStatus: offers.agreementStatus,
      investmentValue: offers.investmentValue,
      paymentDate: offers.paymentDate,
    })
    .from(offers)
    .innerJoin(tenants, eq(tenants.id, offers.tenantId))
    .where(eq(tenants.configurationId, configurationId));

describe('seedDemoOffers', () => {
  it('makes offers in every status across advisors of both networks, once', async () => {
    const made = await seedDemoOffers(t.db, clock.now());
    expect(made).toBe(19);
    expect(await seedDemoOffers(t.db, clock.now())).toBe(0);
    const demo = await offersOf('demo');
    expect(new Set(demo.map((o) => o.status))).toEqual(
      new Set(['invited', 'viewed', 'interested', 'accepted', 'active', 'rejected', 'declined', 'archived']),
    );
    expect(new Set(demo.map((o) => o.ownerId)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(demo.map((o) => o.networkId)).size).toBe(2);
    expect(new Set(demo.filter((o) => o.status === 'accepted').map((o) => o.agreementStatus))).toEqual(
      new Set(['Processing', 'Completed']),
    );
    for (const offer of demo.filter((o) => o.status === 'accepted' || o.status === 'active')) {
      expect(offer.investmentValue).not.toBeNull();
    }
    for (const offer of demo.filter((o) => o.status === 'active')) expect(offer.paymentDate).not.toBeNull();
    const investor = demo.filter((o) => o.email === 'investor@demo.test');
    expect(investor.map((o) => [o.status, o.agreementStatus]).sort()).toEqual([
      ['accepted', 'Completed'],
      ['active', 'Completed'],
      ['active', 'Completed'],
      ['invited', null],
    ]);
    expect(await offersOf('navy')).toHaveLength(2);
  });

  it('the demo investor’s investment of the completed campaign has a partly paid schedule', async () => {
    // AGRO-18 (10 % monthly, 18 months) started 150 days before 2 March 2026 (3 Oct 2025), paid 8 Oct 2025: the
    // coupons of 3 Nov, 3 Dec, 3 Jan and 3 Feb have passed - three paid, the last in part - the rest scheduled.
    const token = (await loginInvestorByMail(t.app)).accessToken;
    const headers = { ...headersFor(HOSTS.demo), authorization: `Bearer ${token}` };
    const list = await t.app.inject({
      method: 'GET',
      url: '/investor-api/products?filters[status][type]=array&filters[status][operator]=in&filters[status][values][0]=active',
      headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const agro = (list.json().items as Array<{ id: string; product: { code: string } }>).find(
      (item) => item.product.code === 'AGRO-18',
    );
    expect(agro).toBeDefined();
    const details = await t.app.inject({ method: 'GET', url: `/investor-api/product/${agro!.id}`, headers });
    expect(details.statusCode, details.body).toBe(200);
    const rows = details.json().schedule.rows as Array<{ dueDate: string; status: string }>;
    expect(rows.slice(0, 5).map((row) => [row.dueDate, row.status])).toEqual([
      ['2025-11-03', 'paid'],
      ['2025-12-03', 'paid'],
      ['2026-01-03', 'paid'],
      ['2026-02-03', 'partially-paid'],
      ['2026-03-03', 'scheduled'],
    ]);
    expect(rows).toHaveLength(18);
    const summary = await t.app.inject({ method: 'GET', url: '/investor-api/investor/summary', headers });
    const pln = (
      summary.json().currencies as Array<{ currency: string; interestPaid: { grossInterest: number } }>
    ).find((entry) => entry.currency === 'PLN');
    expect(pln!.interestPaid.grossInterest).toBeGreaterThan(0);
  });

  it('each offer’s timeline starts with the invitation and ends in its status', async () => {
    for (const offer of await offersOf('demo')) {
      const events = await t.db
        .select()
        .from(offerEvents)
        .where(eq(offerEvents.offerId, offer.id))
        .orderBy(offerEvents.occurredAt);
      expect(events[0]!.type).toBe('invitation_sent');
      const moves = events.filter((e) => e.type === 'status_changed');
      expect(moves.at(-1)?.toValue ?? 'invited').toBe(offer.status);
      for (let i = 1; i < moves.length; i++) expect(moves[i]!.fromValue).toBe(moves[i - 1]!.toValue);
    }
  });

  it('the coordinator reads a demo campaign’s offers and a timeline through the API', async () => {
    const token = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
    const [first] = await offersOf('demo');
    const headers = { ...headersFor(HOSTS.demo), authorization: `Bearer ${token}` };
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/advisor/campaign/${first!.campaignId}/offers`,
      headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().totalCount).toBeGreaterThan(0);
    const visible = list.json().items[0];
    const timeline = await t.app.inject({ method: 'GET', url: `/api/advisor/investor/${visible.id}/events`, headers });
    expect(timeline.statusCode).toBe(200);
    expect(timeline.json()[0].type).toBe('invitation_sent');
    const names = await t.db.execute(
      sql`select count(*)::int as n from users where email like '%@demo.test' and role = 'advisor'`,
    );
    expect((names as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBeGreaterThanOrEqual(4);
  });
});
