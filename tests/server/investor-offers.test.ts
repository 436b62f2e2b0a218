// The investor panel's offers (/investor-api/...): the signed-in investor's offers only (someone else's and
// another tenant's are 404), the list with its filters and sorting, the same actions as the public page with
// the actor `investor`, and the roles (an advisor token is refused before the handler).
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerAttachments, offerEvents, offers, users } from '../../server/src/db/schema';
import { ADVISOR, HOSTS, loginAdvisor, loginInvestorByMail } from './helpers/auth';
import { createCampaign, createOffer, personForm, tenantIdOf, type CampaignFixture } from './helpers/offer-fixtures';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';
import { JPEG } from '../fixtures/files';

const clock = createClock('2026-03-02T10:00:00.000Z');
let t: TestApp;
let campaign: CampaignFixture;
let investorToken: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  campaign = await createCampaign(t.db);
  await t.db.insert(users).values({
    tenantId: await tenantIdOf(t.db, 'demo'),
    email: 'other.investor@demo.test',
    firstName: 'Olga',
    surname: 'Inna',
    role: 'investor',
    status: 'active',
  });
  investorToken = (await loginInvestorByMail(t.app, 'investor@demo.test')).accessToken;
  otherToken = (await loginInvestorByMail(t.app, 'other.investor@demo.test')).accessToken;
});
afterAll(async () => {
  await t?.close();
});

function call(
  method: 'GET' | 'PATCH' | 'POST',
  path: string,
  options: { token?: string; payload?: unknown; host?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const host = options.host ?? HOSTS.demo;
  return t.app.inject({
    method,
    url: `/investor-api/${path}`,
    headers: {
      host,
      'context-id': host === HOSTS.navy ? 'navy' : 'demo',
      'context-type': 'investor-panel',
      authorization: `Bearer ${options.token ?? investorToken}`,
      ...options.headers,
    },
    ...(options.payload !== undefined && { payload: options.payload as object }),
  });
}

describe('the investor panel’s offers', () => {
  it('answers the dictionary', async () => {
    const response = await call('GET', 'dictionary');
    expect(response.statusCode).toBe(200);
    expect(response.json().interestTypes).toEqual([
      { value: 'Fixed', label: { pl: 'Stałe', en: 'Fixed' } },
      { value: 'Variable', label: { pl: 'Zmienne', en: 'Variable' } },
    ]);
  });

  it('opens the investor’s own offer (viewed on the first open) and 404 for someone else’s', async () => {
    const { offerId } = await createOffer(t.db, campaign);
    const mine = await call('GET', `offer/${offerId}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ id: offerId, status: 'viewed' });
    const [event] = await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId));
    expect(event).toMatchObject({ fromValue: 'invited', toValue: 'viewed', actorRole: 'investor' });

    const notMine = await call('GET', `offer/${offerId}`, { token: otherToken });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe('NOT_FOUND');
    for (const [method, path] of [
      ['PATCH', `offer/${offerId}/interest`],
      ['POST', `offer/${offerId}/pdf`],
    ] as const) {
      expect((await call(method, path, { token: otherToken })).statusCode).toBe(404);
    }
    const accept = await call('PATCH', `offer/${offerId}/accept`, { token: otherToken, payload: personForm(5000) });
    expect(accept.statusCode).toBe(404);
    expect((await call('GET', 'offer/not-a-uuid')).statusCode).toBe(400);
  });

  it('lists only the investor’s offers in this tenant, filtered and sorted', async () => {
    const other = await createCampaign(t.db);
    const navy = await createCampaign(t.db, { tenant: 'navy' });
    await createOffer(t.db, navy, { tenant: 'navy' });
    const a = await createOffer(t.db, other, { createdAt: new Date('2026-02-01T10:00:00Z') });
    const b = await createOffer(t.db, other, { status: 'accepted', createdAt: new Date('2026-02-02T10:00:00Z') });
    await createOffer(t.db, other, { investorEmail: 'other.investor@demo.test' });

    const all = await call('GET', 'offers?limit=100');
    expect(all.statusCode, all.body).toBe(200);
    const ids = (all.json().items as { id: string }[]).map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([a.offerId, b.offerId]));
    expect(all.headers['x-total-count']).toBe(String(all.json().totalCount));
    const [investorId] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'investor@demo.test'));
    const rows = await t.db.select().from(offers).where(eq(offers.investorId, investorId!.id));
    expect(all.json().totalCount).toBe(rows.length);

    const filters = 'filters[status][type]=array&filters[status][operator]=in&filters[status][values][0]=accepted';
    const accepted = await call('GET', `offers?${filters}&limit=100`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json().items as { status: string }[]).every((o) => o.status === 'accepted')).toBe(true);
    expect((accepted.json().items as { id: string }[]).map((o) => o.id)).toContain(b.offerId);
    expect(accepted.json().items[0].paymentInstructions).not.toBeNull();

    const sorted = await call('GET', 'offers?sort[name]=invitedAt&sort[order]=asc&limit=100');
    expect(sorted.statusCode, sorted.body).toBe(200);
    const order = (sorted.json().items as { id: string }[]).map((o) => o.id);
    expect(order.indexOf(a.offerId)).toBeLessThan(order.indexOf(b.offerId));

    const others = await call('GET', 'offers?limit=100', { token: otherToken });
    expect(others.json().totalCount).toBe(1);
  });

  it('shows interest, accepts (actor investor) and uploads a confirmation', async () => {
    const { offerId } = await createOffer(t.db, campaign);
    const interest = await call('PATCH', `offer/${offerId}/interest`);
    expect(interest.statusCode).toBe(200);
    expect(interest.json().status).toBe('interested');
    const below = await call('PATCH', `offer/${offerId}/accept`, { payload: personForm(500) });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({
      code: 'OFFER_BELOW_MINIMUM',
      parameters: { investmentValueMin: 1000, investmentValueMax: 100000 },
    });
    const key = { 'idempotency-key': 'investor-accept-0001' };
    const accepted = await call('PATCH', `offer/${offerId}/accept`, { payload: personForm(3000), headers: key });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', investmentValue: 3000 });
    const replay = await call('PATCH', `offer/${offerId}/accept`, { payload: personForm(3000), headers: key });
    expect(replay.json()).toEqual(accepted.json());
    const again = await call('PATCH', `offer/${offerId}/accept`, { payload: personForm(3000) });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('OFFER_OUT_OF_DATE');
    const events = await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId));
    expect(events.find((e) => e.toValue === 'accepted')).toMatchObject({ actorRole: 'investor' });

    const boundary = '----investor-upload';
    const upload = await t.app.inject({
      method: 'POST',
      url: `/investor-api/offer/${offerId}/upload`,
      headers: {
        host: HOSTS.demo,
        'context-id': 'demo',
        'context-type': 'investor-panel',
        authorization: `Bearer ${investorToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="wplata.jpg"\r\n\r\n`),
        JPEG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const [row] = await t.db.select().from(offerAttachments).where(eq(offerAttachments.offerId, offerId));
    expect(row).toMatchObject({ uploadedByRole: 'investor', contentType: 'image/jpeg', fileName: 'wplata.jpg' });
    await t.app.services.jobs.drain();
  });

  it('renders the agreement preview for the investor', async () => {
    const { offerId } = await createOffer(t.db, campaign);
    const response = await call('POST', `offer/${offerId}/pdf`, { payload: { investmentValue: 2000 } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="umowa-[0-9A-F]{8}-podglad\.pdf"/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an advisor’s token with 403 and the token on another tenant’s host', async () => {
    const tokens = await loginAdvisor(t.app, clock, ADVISOR);
    const advisor = await call('GET', 'offers', { token: tokens.accessToken });
    expect(advisor.statusCode).toBe(403);
    const { offerId } = await createOffer(t.db, campaign);
    const elsewhere = await call('GET', `offer/${offerId}`, { host: HOSTS.navy });
    expect([401, 403]).toContain(elsewhere.statusCode);
    expect(await t.db.select().from(offers).where(eq(offers.id, offerId))).toMatchObject([{ status: 'invited' }]);
  });
});
