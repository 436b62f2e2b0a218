// The offers core on a real database: the object rule (owner, coordinator of the offer's network, operator,
// linked investor; others 404), the campaign offers list (rows, owner names, sorting, filters, x-total-count),
// the timeline, and the transition service (policy codes, one conditional update + event, a lost race).
import { eq } from 'drizzle-orm';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PIPELINE_STUCK_DAYS, offerEvents } from '../../server/src/db/schema';
import { findTenantByHost } from '../../server/src/modules/branding';
import {
  applyOfferAction,
  findVisibleOffer,
  stuckCutoffs,
  toInvestorOfferRow,
  type OfferListRecord,
} from '../../server/src/modules/offers';
import type { Caller, UserCaller } from '../../server/src/modules/shared';
import { HOSTS } from './helpers/auth';
import { apiCaller, buildOfferWorld, inviteUrl, offerById, setOffer, type OfferWorld } from './helpers/offers';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let w: OfferWorld;
let api: ReturnType<typeof apiCaller>;
const clock = createClock('2026-03-02T10:00:00.000Z');
/** Offers made in beforeAll: Anna's (north), the south advisor's (south), the west advisor's (west). */
const offer = {} as Record<'anna' | 'annaInvestor' | 'south' | 'west', string>;

async function invite(token: string, code: 'B1' | 'B2', email: string, networkId: string): Promise<string> {
  const response = await api('POST', inviteUrl(w.active, code), token, {
    investorEmail: email,
    message: 'Zapraszam do zapoznania się z ofertą.',
    networkId,
  });
  expect(response.statusCode, response.body).toBe(201);
  clock.advance(60_000);
  return response.json().offerId as string;
}

async function callerAs(role: 'advisor' | 'operator' | null, userId: string | null): Promise<Caller> {
  const tenant = (await findTenantByHost(t.db, HOSTS.demo))!;
  return {
    db: t.db,
    services: t.app.services,
    tenant,
    user:
      role && userId
        ? {
            userId,
            tenantId: tenant.id,
            sessionId: '00000000-0000-4000-8000-000000000000',
            panel: 'advisor-panel',
            contextId: 'demo',
            email: 'x@demo.test',
            role,
            firstName: 'X',
            surname: 'Y',
          }
        : null,
    ip: '127.0.0.1',
    baseUrl: 'http://localhost',
  };
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  api = apiCaller(t);
  w = await buildOfferWorld(t, clock);
  offer.anna = await invite(w.tokens.advisor, 'B1', 'zofia@example.com', w.networks.north);
  offer.annaInvestor = await invite(w.tokens.advisor, 'B2', 'investor@demo.test', w.networks.north);
  offer.south = await invite(w.tokens.southAdvisor, 'B1', 'adam@example.com', w.networks.south);
  offer.west = await invite(w.tokens.westAdvisor, 'B2', 'beata@example.com', w.networks.west);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const listUrl = (campaignId: string, query: Record<string, unknown> = {}) =>
  `/api/advisor/campaign/${campaignId}/offers?${qs.stringify(query)}`;

describe('listCampaignOffers: whose offers', () => {
  it('an advisor sees their own offers, without owner names', async () => {
    const response = await api('GET', listUrl(w.active.id), w.tokens.advisor);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.items.map((o: { id: string }) => o.id).sort()).toEqual([offer.anna, offer.annaInvestor].sort());
    expect(page.totalCount).toBe(2);
    expect(response.headers['x-total-count']).toBe('2');
    expect(page.items.every((o: { ownerName: string | null }) => o.ownerName === null)).toBe(true);
  });

  it('a coordinator sees the offers of their networks with the owner’s name; operator all; west only west', async () => {
    const coordinator = (await api('GET', listUrl(w.active.id), w.tokens.coordinator)).json();
    expect(coordinator.items.map((o: { id: string }) => o.id).sort()).toEqual(
      [offer.anna, offer.annaInvestor, offer.south].sort(),
    );
    const annaRow = coordinator.items.find((o: { id: string }) => o.id === offer.anna);
    expect(annaRow).toMatchObject({
      ownerId: w.users.anna,
      ownerName: 'Anna Nowak',
      investorEmail: 'zofia@example.com',
      investorName: null,
      status: 'invited',
      currency: 'PLN',
      investmentValue: null,
      campaignId: w.active.id,
      campaignName: 'Obligacje Zielone 2026',
      productId: w.active.products.B1,
      productCode: 'B1',
      productAutentiStatus: null,
      agreementDate: null,
      paymentDate: null,
      endDate: null,
      networkId: w.networks.north,
      paymentConfirmations: [],
    });
    const operator = (await api('GET', listUrl(w.active.id), w.tokens.operator)).json();
    expect(operator.totalCount).toBe(4);
    expect(operator.items.find((o: { id: string }) => o.id === offer.west).ownerName).toBe('Wiktor Zachodni');
    const west = (await api('GET', listUrl(w.active.id), w.tokens.westCoordinator)).json();
    expect(west.items.map((o: { id: string }) => o.id)).toEqual([offer.west]);
  });

  it('another tenant’s campaign is 404; an investor is 403 (x-roles)', async () => {
    const navy = await api('GET', listUrl(w.active.id), w.tokens.navyAdvisor, undefined, { host: HOSTS.navy });
    expect(navy.statusCode).toBe(404);
    const unknown = await api('GET', listUrl('not-a-uuid'), w.tokens.advisor);
    expect([400, 404]).toContain(unknown.statusCode);
    const investor = await api('GET', listUrl(w.active.id), w.tokens.investor);
    expect(investor.statusCode).toBe(403);
  });

  it('the campaign name follows the account’s language (EN with a fallback to PL)', async () => {
    const { users } = await import('../../server/src/db/schema');
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.id, w.users.anna));
    try {
      const page = (await api('GET', listUrl(w.active.id), w.tokens.advisor)).json();
      expect(page.items[0].campaignName).toBe('Green Bonds 2026');
    } finally {
      await t.db.update(users).set({ locale: 'pl' }).where(eq(users.id, w.users.anna));
    }
  });
});

describe('listCampaignOffers: the list query language', () => {
  it('sorts by investorEmail and filters by status, e-mail, network and dates; money is a JSON number', async () => {
    await setOffer(t.db, offer.south, {
      investmentValue: '25000.50',
      status: 'accepted',
      agreementStatus: 'Processing',
    });
    const sorted = (
      await api('GET', listUrl(w.active.id, { sort: { name: 'investorEmail', order: 'asc' } }), w.tokens.operator)
    ).json();
    expect(sorted.items.map((o: { investorEmail: string }) => o.investorEmail)).toEqual([
      'adam@example.com',
      'beata@example.com',
      'investor@demo.test',
      'zofia@example.com',
    ]);
    const accepted = await api(
      'GET',
      listUrl(w.active.id, { filters: { status: { type: 'array', operator: 'in', values: ['accepted'] } } }),
      w.tokens.operator,
    );
    expect(accepted.json().items).toMatchObject([
      { id: offer.south, investmentValue: 25000.5, productAutentiStatus: 'Processing' },
    ]);
    expect(accepted.headers['x-total-count']).toBe('1');
    const like = (
      await api(
        'GET',
        listUrl(w.active.id, { filters: { investorEmail: { type: 'string', operator: 'like', value: 'BEATA' } } }),
        w.tokens.operator,
      )
    ).json();
    expect(like.items.map((o: { id: string }) => o.id)).toEqual([offer.west]);
    const network = (
      await api(
        'GET',
        listUrl(w.active.id, { filters: { networkId: { type: 'array', operator: 'in', values: [w.networks.south] } } }),
        w.tokens.operator,
      )
    ).json();
    expect(network.items.map((o: { id: string }) => o.id)).toEqual([offer.south]);
    const value = (
      await api(
        'GET',
        listUrl(w.active.id, { filters: { investmentValue: { type: 'number', from: '25000', to: '30000' } } }),
        w.tokens.operator,
      )
    ).json();
    expect(value.items.map((o: { id: string }) => o.id)).toEqual([offer.south]);
    const page = await api('GET', listUrl(w.active.id, { limit: 1, offset: 1 }), w.tokens.operator);
    expect(page.json().items).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('4');
  });

  it('networkId, status and paymentConfirmations are not sortable (400 at query.sort.name)', async () => {
    for (const name of ['networkId', 'status', 'paymentConfirmations']) {
      const response = await api('GET', listUrl(w.active.id, { sort: { name, order: 'asc' } }), w.tokens.operator);
      expect(response.statusCode, name).toBe(400);
      expect(JSON.stringify(response.json().violations)).toContain('query.sort.name');
    }
    const ownerName = await api(
      'GET',
      listUrl(w.active.id, { sort: { name: 'ownerName', order: 'desc' } }),
      w.tokens.operator,
    );
    expect(ownerName.statusCode).toBe(200);
  });
});

describe('listInvestorOfferEvents and the object rule', () => {
  const eventsUrl = (id: string) => `/api/advisor/investor/${id}/events`;

  it('the owner, the coordinator of the network and the operator read it; others get 404 (not 403)', async () => {
    for (const who of ['advisor', 'coordinator', 'operator'] as const) {
      const response = await api('GET', eventsUrl(offer.anna), w.tokens[who]);
      expect(response.statusCode, who).toBe(200);
    }
    for (const who of ['westAdvisor', 'westCoordinator', 'southAdvisor'] as const) {
      const response = await api('GET', eventsUrl(offer.anna), w.tokens[who]);
      expect(response.statusCode, who).toBe(404);
    }
    const navy = await api('GET', eventsUrl(offer.anna), w.tokens.navyOperator, undefined, { host: HOSTS.navy });
    expect(navy.statusCode).toBe(404);
    const investor = await api('GET', eventsUrl(offer.annaInvestor), w.tokens.investor);
    expect(investor.statusCode).toBe(403); // the investor panel reads offers elsewhere; x-roles
  });

  it('the timeline is oldest first with the actor’s name and role', async () => {
    clock.advance(60_000);
    const archived = await api('PATCH', `/api/operator/offer/${offer.anna}/archive`, w.tokens.operator);
    expect(archived.statusCode, archived.body).toBe(200);
    const events = (await api('GET', eventsUrl(offer.anna), w.tokens.advisor)).json();
    expect(events).toMatchObject([
      {
        type: 'invitation_sent',
        actorRole: 'advisor',
        actorName: 'Anna Nowak',
        fromValue: null,
        toValue: 'zofia@example.com',
      },
      {
        type: 'status_changed',
        actorRole: 'operator',
        actorName: 'Test operator',
        fromValue: 'invited',
        toValue: 'archived',
      },
    ]);
    expect(Date.parse(events[0].occurredAt)).toBeLessThan(Date.parse(events[1].occurredAt));
  });

  it('findVisibleOffer: the linked investor sees their offer, not another one', async () => {
    const investorCaller = { ...(await callerAs(null, null)) } as UserCaller;
    const tenant = investorCaller.tenant;
    investorCaller.user = {
      userId: w.users.investor,
      tenantId: tenant.id,
      sessionId: '00000000-0000-4000-8000-000000000000',
      panel: 'investor-panel',
      contextId: 'demo',
      email: 'investor@demo.test',
      role: 'investor',
      firstName: 'Jan',
      surname: 'Wiśniewski',
    };
    expect((await findVisibleOffer(investorCaller, offer.annaInvestor)).id).toBe(offer.annaInvestor);
    await expect(findVisibleOffer(investorCaller, offer.west)).rejects.toMatchObject({ statusCode: 404 });
    await expect(findVisibleOffer(investorCaller, 'nonsense')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('applyOfferAction: the one way to change a status', () => {
  it('a visitor views an invited offer: one update, one event with from/to and the visitor role', async () => {
    const id = await invite(w.tokens.westAdvisor, 'B1', 'visitor.view@example.com', w.networks.west);
    const updated = await applyOfferAction(await callerAs(null, null), { offer: id, action: 'view' });
    expect(updated.status).toBe('viewed');
    expect(updated.statusChangedAt.toISOString()).toBe(clock.now().toISOString());
    const events = await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, id));
    expect(events.filter((e) => e.type === 'status_changed')).toMatchObject([
      { fromValue: 'invited', toValue: 'viewed', actorRole: 'visitor', actorId: null },
    ]);
    // Viewing again is out of date for the investor side (409 OFFER_OUT_OF_DATE); nothing more is written.
    await expect(applyOfferAction(await callerAs(null, null), { offer: id, action: 'view' })).rejects.toMatchObject({
      statusCode: 409,
      code: 'OFFER_OUT_OF_DATE',
    });
    expect((await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, id))).length).toBe(events.length);
  });

  it('an actor who may never do the action is 403; a move the policy refuses to the back office is 409', async () => {
    const id = await invite(w.tokens.westAdvisor, 'B2', 'policy@example.com', w.networks.west);
    await expect(
      applyOfferAction(await callerAs('advisor', w.users.west), { offer: id, action: 'confirm-payment' }),
    ).rejects.toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    await expect(
      applyOfferAction(await callerAs('operator', w.users.operator), { offer: id, action: 'confirm-payment' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'OFFER_TRANSITION_NOT_ALLOWED' });
    await expect(
      applyOfferAction(await callerAs('operator', w.users.operator), {
        offer: '00000000-0000-4000-8000-000000000000',
        action: 'archive',
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect((await offerById(t.db, id)).status).toBe('invited');
  });

  it('a lost race: the row changed after it was read is judged again on what it is now (409, no event)', async () => {
    const id = await invite(w.tokens.westAdvisor, 'B1', 'race@example.com', w.networks.west);
    const stale = await offerById(t.db, id); // read while invited
    await applyOfferAction(await callerAs('operator', w.users.operator), { offer: id, action: 'archive' });
    await expect(
      applyOfferAction(await callerAs(null, null), { offer: stale, action: 'express-interest' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'OFFER_OUT_OF_DATE' });
    const statusEvents = (await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, id))).filter(
      (e) => e.type === 'status_changed',
    );
    expect(statusEvents).toHaveLength(1);
    expect((await offerById(t.db, id)).status).toBe('archived');
  });

  it('a benign race (viewed meanwhile) is retried on the new status and succeeds', async () => {
    const id = await invite(w.tokens.westAdvisor, 'B2', 'benign@example.com', w.networks.west);
    const stale = await offerById(t.db, id);
    await applyOfferAction(await callerAs(null, null), { offer: id, action: 'view' });
    const updated = await applyOfferAction(await callerAs(null, null), { offer: stale, action: 'express-interest' });
    expect(updated.status).toBe('interested');
    const statusEvents = (await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, id)))
      .filter((e) => e.type === 'status_changed')
      .map((e) => [e.fromValue, e.toValue]);
    expect(statusEvents).toEqual([
      ['invited', 'viewed'],
      ['viewed', 'interested'],
    ]);
  });

  it('toInvestorOfferRow turns numeric text into an exact JSON number and marks an offer stuck after the threshold', () => {
    const cutoffsAt = (now: string) => stuckCutoffs({ pipelineStuckDays: DEFAULT_PIPELINE_STUCK_DAYS }, new Date(now));
    const record: OfferListRecord = {
      id: 'x',
      investorName: null,
      investorEmail: 'a@b.c',
      ownerId: 'o',
      ownerName: 'Anna Nowak',
      agreementDate: null,
      paymentDate: null,
      endDate: null,
      networkId: 'n',
      investmentValue: '1234567890123.10',
      currency: 'PLN',
      status: 'accepted',
      statusDate: new Date('2026-03-02T10:00:00Z'),
      campaignId: 'c',
      campaignName: 'C',
      productId: 'p',
      productAutentiStatus: null,
      productCode: 'B1',
      paymentConfirmations: [],
    };
    const row = toInvestorOfferRow(record, { ownerName: false, stuck: cutoffsAt('2026-03-05T10:00:00Z') });
    expect(row.investmentValue).toBe(1234567890123.1);
    expect(row.ownerName).toBeNull();
    // Accepted on 2026-03-02T10:00Z: stuck once more than 3 days (of 24 h) have passed.
    expect(row.stuck).toBe(false);
    expect(toInvestorOfferRow(record, { ownerName: false, stuck: cutoffsAt('2026-03-05T10:00:01Z') }).stuck).toBe(true);
    expect(
      toInvestorOfferRow(
        { ...record, status: 'active' },
        { ownerName: false, stuck: cutoffsAt('2027-01-01T00:00:00Z') },
      ).stuck,
    ).toBe(false);
  });
});
