// PostgreSQL only (PGlite has one connection and cannot show a race): parallel payouts of one schedule row are
// serialised by the offer's row lock, so a row is paid once (one payout row, one event, one e-mail) and the
// others get 409 SCHEDULE_ROW_CLOSED; parallel partial payouts never pay more than the row's gross.
// Without DATABASE_URL this file FAILS (it must never pass by skipping).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investmentPayouts, offerEvents } from '../../../server/src/db/schema';
import { loginAdvisor, OPERATOR } from '../helpers/auth';
import { createOffer, createCampaign, personForm } from '../helpers/offer-fixtures';
import { apiCaller, mailsTo, setOffer } from '../helpers/offers';
import { createClock, createTestApp, usingPostgres, type TestApp } from '../helpers/test-app';

if (!usingPostgres) throw new Error('These tests need PostgreSQL: set DATABASE_URL (they must not be skipped).');

let t: TestApp;
let api: ReturnType<typeof apiCaller>;
let operator: string;
const clock = createClock('2026-08-01T10:00:00.000Z');

/** An active investment of the fixtures' product (9.5 % Quarterly, 36 months from 2026-04-01), paid 1 April. */
async function activeInvestment(): Promise<string> {
  const campaign = await createCampaign(t.db);
  const { offerId } = await createOffer(t.db, campaign, { status: 'active', investmentValue: '10000.00' });
  await setOffer(t.db, offerId, {
    paymentDate: '2026-04-01',
    agreementStatus: 'Completed',
    investmentData: personForm(10000),
  });
  return offerId;
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  expect(t.handle.kind).toBe('postgres');
  api = apiCaller(t);
  operator = (await loginAdvisor(t.app, clock, OPERATOR)).accessToken;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('on PostgreSQL, 10 parallel payouts of one row', () => {
  it('paid in full: one 200, nine 409 SCHEDULE_ROW_CLOSED, one payout, one event, one e-mail', async () => {
    const id = await activeInvestment();
    const mailsBefore = (await mailsTo(t.db, 'investor@demo.test')).length;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        api('POST', `/api/operator/investment/${id}/payout`, operator, {
          dueDate: '2026-07-01',
          outcome: 'paid',
          paidOn: '2026-07-01',
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().code).toBe('SCHEDULE_ROW_CLOSED');
    }
    expect(await t.db.select().from(investmentPayouts).where(eq(investmentPayouts.offerId, id))).toHaveLength(1);
    const events = await t.db
      .select()
      .from(offerEvents)
      .where(and(eq(offerEvents.offerId, id), eq(offerEvents.type, 'payout_recorded')));
    expect(events).toHaveLength(1);
    expect((await mailsTo(t.db, 'investor@demo.test')).length).toBe(mailsBefore + 1);
  });

  it('partial payouts of 100.00 gross: never more than the row’s gross (10 000 × 9.5 % × 91/365 = 236.85)', async () => {
    const id = await activeInvestment();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        api('POST', `/api/operator/investment/${id}/payout`, operator, {
          dueDate: '2026-07-01',
          outcome: 'partially-paid',
          paidOn: '2026-07-01',
          grossInterest: 100,
        }),
      ),
    );
    // 100 + 100 fit (200.00 ≤ 236.85), the third would exceed: 422 for the rest.
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, ...Array<number>(8).fill(422)]);
    const payouts = await t.db.select().from(investmentPayouts).where(eq(investmentPayouts.offerId, id));
    expect(payouts.map((p) => [p.grossInterest, p.tax])).toEqual([
      ['100.00', '19.00'],
      ['100.00', '19.00'],
    ]);
  });
});
