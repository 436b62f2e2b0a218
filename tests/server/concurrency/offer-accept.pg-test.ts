// PostgreSQL only (PGlite has one connection and cannot show a race): accepting an offer is once-only.
// Without DATABASE_URL this file FAILS (it must never pass by skipping).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, offerEvents, offers } from '../../../server/src/db/schema';
import { HOSTS } from '../helpers/auth';
import { createCampaign, createOffer, personForm } from '../helpers/offer-fixtures';
import { createClock, createTestApp, usingPostgres, type TestApp } from '../helpers/test-app';

if (!usingPostgres) throw new Error('These tests need PostgreSQL: set DATABASE_URL (they must not be skipped).');

let t: TestApp;
const clock = createClock('2026-03-02T10:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  expect(t.handle.kind).toBe('postgres');
});
afterAll(async () => {
  await t?.app.services.jobs.drain();
  await t?.close();
});

const accept = (token: string, value: number, key?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/public-api/campaign-offer/${token}/accept`,
    headers: {
      host: HOSTS.demo,
      'context-id': 'demo',
      'context-type': 'investor-panel',
      ...(key && { 'idempotency-key': key }),
    },
    payload: personForm(value),
  });

describe('on PostgreSQL, 20 parallel accepts', () => {
  it('of one offer: exactly one 200, the others 409 OFFER_OUT_OF_DATE, one event, one e-mail', async () => {
    const campaign = await createCampaign(t.db);
    const { token, offerId } = await createOffer(t.db, campaign, { status: 'interested' });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => accept(token, 1000 + i * 100)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().code).toBe('OFFER_OUT_OF_DATE');
    }
    const winner = responses.find((r) => r.statusCode === 200)!.json();
    const [row] = await t.db.select().from(offers).where(eq(offers.id, offerId));
    expect(Number(row!.investmentValue)).toBe(winner.investmentValue);
    const accepted = (await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId))).filter(
      (e) => e.toValue === 'accepted',
    );
    expect(accepted).toHaveLength(1);
    const reference = offerId.replace(/-/g, '').slice(0, 8).toUpperCase();
    const mails = (await t.db.select().from(mailOutbox)).filter((m) => m.subject.includes(reference));
    expect(mails).toHaveLength(1);
  });

  it('with one Idempotency-Key: every answer is the same 200 body, the offer accepted once', async () => {
    const campaign = await createCampaign(t.db);
    const { token, offerId } = await createOffer(t.db, campaign);
    const responses = await Promise.all(Array.from({ length: 20 }, () => accept(token, 5000, 'same-key-123456')));
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const bodies = new Set(responses.map((r) => r.body));
    expect(bodies.size).toBe(1);
    const accepted = (await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId))).filter(
      (e) => e.toValue === 'accepted',
    );
    expect(accepted).toHaveLength(1);
  });

  it('of different offers of one campaign never raise more than its target', async () => {
    const campaign = await createCampaign(t.db, { targetAmount: '10000.00' });
    const tokens = [];
    for (let i = 0; i < 20; i += 1) tokens.push((await createOffer(t.db, campaign)).token);
    const responses = await Promise.all(tokens.map((token) => accept(token, 3000)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(17);
    const raised = (await t.db.select().from(offers).where(eq(offers.campaignId, campaign.campaignId)))
      .filter((o) => o.status === 'accepted')
      .reduce((sum, o) => sum + Number(o.investmentValue), 0);
    expect(raised).toBe(9000);
  });
});
