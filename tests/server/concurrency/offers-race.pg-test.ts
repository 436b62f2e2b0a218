// PostgreSQL only (PGlite has one connection and cannot show a race): the offer's status changes once under 20
// parallel calls, one Idempotency-Key makes one offer and one e-mail, and the lead of an address has one owner.
// Not matched by the `server` project (`*.test.ts`); the `server-pg` project runs it. Without DATABASE_URL this
// file FAILS (it must never pass by skipping).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerEvents, offers } from '../../../server/src/db/schema';
import {
  apiCaller,
  buildOfferWorld,
  inviteUrl,
  mailsTo,
  offerById,
  setOffer,
  type OfferWorld,
} from '../helpers/offers';
import { buildSignedWebhook } from '../../../server/src/providers/webhooks/signature';
import { createClock, createTestApp, usingPostgres, type TestApp } from '../helpers/test-app';

if (!usingPostgres) throw new Error('These tests need PostgreSQL: set DATABASE_URL (they must not be skipped).');

let t: TestApp;
let w: OfferWorld;
let api: ReturnType<typeof apiCaller>;
const clock = createClock('2026-03-02T10:00:00.000Z');

async function newOffer(email: string): Promise<string> {
  const response = await api('POST', inviteUrl(w.active, 'B1'), w.tokens.advisor, {
    investorEmail: email,
    message: 'Zapraszam do zapoznania się z ofertą.',
    networkId: w.networks.north,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().offerId as string;
}

const statusEvents = async (id: string) =>
  (await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, id))).filter((e) => e.type === 'status_changed');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  expect(t.handle.kind).toBe('postgres');
  api = apiCaller(t);
  w = await buildOfferWorld(t, clock);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('on PostgreSQL, 20 parallel calls', () => {
  it('confirm-payment of one offer: exactly one 200, nineteen 409 OFFER_TRANSITION_NOT_ALLOWED, one event', async () => {
    const id = await newOffer('race.confirm@example.com');
    await setOffer(t.db, id, {
      status: 'accepted',
      investmentValue: '10000.00',
      acceptedAt: new Date('2026-03-01T09:00:00Z'),
      agreementStatus: 'Completed',
    });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('PATCH', `/api/operator/offer/${id}/confirm-payment`, w.tokens.operator, { paymentDate: '2026-03-02' }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(
      responses.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'OFFER_TRANSITION_NOT_ALLOWED'),
    ).toBe(true);
    expect((await offerById(t.db, id)).status).toBe('active');
    expect(await statusEvents(id)).toHaveLength(1);
  });

  it('archive of one offer: exactly one 200, one event', async () => {
    const id = await newOffer('race.archive@example.com');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => api('PATCH', `/api/operator/offer/${id}/archive`, w.tokens.operator)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await statusEvents(id)).toMatchObject([{ fromValue: 'invited', toValue: 'archived' }]);
  });

  it('one Idempotency-Key: the same offer to all twenty, ONE offer and ONE e-mail', async () => {
    const body = {
      investorEmail: 'race.idem@example.com',
      message: 'Zapraszam do zapoznania się z ofertą.',
      networkId: w.networks.north,
    };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('POST', inviteUrl(w.active, 'B1'), w.tokens.advisor, body, {
          headers: { 'idempotency-key': 'race-key-1' },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    expect(new Set(responses.map((r) => r.json().offerId)).size).toBe(1);
    expect(await mailsTo(t.db, 'race.idem@example.com')).toHaveLength(1);
    expect(await t.db.select().from(offers).where(eq(offers.investorEmail, 'race.idem@example.com'))).toHaveLength(1);
  });

  it('two advisors inviting one address at once: one owns the lead, the others get 409 LEAD_OTHER_OWNER', async () => {
    const email = 'race.lead@example.com';
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? api('POST', inviteUrl(w.active, 'B1'), w.tokens.advisor, {
            investorEmail: email,
            message: 'Zapraszam do zapoznania się z ofertą.',
            networkId: w.networks.north,
          })
        : api('POST', inviteUrl(w.active, 'B2'), w.tokens.southAdvisor, {
            investorEmail: email,
            message: 'Zapraszam do zapoznania się z ofertą.',
            networkId: w.networks.south,
          }),
    );
    const responses = await Promise.all(calls);
    const owners = await t.db
      .select({ ownerId: offers.ownerId })
      .from(offers)
      .where(and(eq(offers.investorEmail, email), eq(offers.campaignId, w.active.id)));
    expect(new Set(owners.map((o) => o.ownerId)).size).toBe(1);
    expect(owners).toHaveLength(1); // the winner's re-invitations reuse the same offer
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused.length).toBe(10);
    expect(refused.every((r) => r.json().code === 'LEAD_OTHER_OWNER')).toBe(true);
  });
});

describe('a provider callback racing the offer letting go of its document', () => {
  /** Resolves once another connection waits for a row lock (the webhook reached its locked read). */
  async function someoneWaitsForALock(): Promise<void> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const result = await t.db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock'`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { waiting: number }[];
      if (rows[0]!.waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the webhook never waited for the offer row');
  }

  it('read while the document was bound, applied after it was cleared: the offer keeps no agreement status', async () => {
    const id = await newOffer('race.webhook@example.com');
    const documentId = `doc-race-${id}`;
    await setOffer(t.db, id, {
      status: 'accepted',
      investmentValue: '10000.00',
      acceptedAt: new Date('2026-03-01T09:00:00Z'),
      agreementStatus: 'Processing',
      signatureDocumentId: documentId,
      signatureSequence: 1,
    });
    const webhook = buildSignedWebhook(
      t.app.services.webhookSecret,
      {
        id: `evt-race-${id}`,
        type: 'document.updated',
        documentId,
        externalReference: id,
        sequence: 5,
        occurredAt: clock.now().toISOString(),
        status: 'Withdrawn',
        parties: [],
      },
      clock.now(),
    );
    let delivery: Promise<{ statusCode: number }> | undefined;
    // The withdrawal's transaction holds the row while the callback arrives, then clears the agreement.
    await t.db.transaction(async (tx) => {
      await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, id)).for('update');
      delivery = Promise.resolve(
        t.app.inject({
          method: 'POST',
          url: '/public-api/webhooks/e-signature',
          headers: webhook.headers,
          payload: webhook.rawBody,
        }),
      );
      await someoneWaitsForALock();
      await tx
        .update(offers)
        .set({ status: 'interested', agreementStatus: null, signatureDocumentId: null, signatureSequence: null })
        .where(eq(offers.id, id));
    });
    expect((await delivery!).statusCode).toBe(200);
    expect(await offerById(t.db, id)).toMatchObject({
      status: 'interested',
      agreementStatus: null,
      signatureDocumentId: null,
      signatureSequence: null,
    });
  });
});
