// The whole investor-side path on the real app, joined with the other modules: an advisor invites an address
// (modules/offers), the invitee opens the e-mailed link (viewed), shows interest, is refused below the minimum
// and off the step, accepts (payment instructions and their e-mail), the agreement goes to the sandbox
// e-signature, the investor signs in and finds the same offer in the panel, and the advisor's row shows it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../server/src/db/schema';
import { HOSTS, loginInvestorByMail } from './helpers/auth';
import { personForm } from './helpers/offer-fixtures';
import { apiCaller, buildOfferWorld, inviteUrl, linkToken, mailsTo, type OfferWorld } from './helpers/offers';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let w: OfferWorld;
let api: ReturnType<typeof apiCaller>;
const clock = createClock('2026-03-02T10:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  api = apiCaller(t);
  w = await buildOfferWorld(t, clock);
}, 60_000);
afterAll(async () => {
  await t?.app.services.jobs.drain();
  await t?.close();
});

const publicApi = (method: 'GET' | 'PATCH' | 'POST', path: string, payload?: unknown) =>
  api(method, `/public-api/campaign-offer/${path}`, null, payload, {
    headers: { 'context-type': 'investor-panel' },
  });

describe('invitation to investment', () => {
  it('goes from the e-mailed link to an accepted offer in the investor panel', async () => {
    const email = 'journey.client@example.com';
    const invited = await api('POST', inviteUrl(w.active, 'B1'), w.tokens.advisor, {
      investorEmail: email,
      message: 'Dzień dobry, przesyłam ofertę zgodnie z rozmową.',
      networkId: w.networks.north,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const { offerId } = invited.json();
    const [invitation] = await mailsTo(t.db, email);
    const token = linkToken(invitation!.text);

    const opened = await publicApi('GET', token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      id: offerId,
      status: 'viewed',
      investmentValueMin: 1000,
      investmentValueStep: 1000,
    });
    expect((await publicApi('PATCH', `${token}/interest`)).json().status).toBe('interested');

    const below = await publicApi('PATCH', `${token}/accept`, personForm(500));
    expect(below.json()).toMatchObject({ code: 'OFFER_BELOW_MINIMUM', parameters: { investmentValueMin: 1000 } });
    const offStep = await publicApi('PATCH', `${token}/accept`, personForm(1500));
    expect(offStep.json().code).toBe('OFFER_NOT_MULTIPLE_OF_STEP');

    const accepted = await publicApi('PATCH', `${token}/accept`, personForm(12000));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().paymentInstructions).toMatchObject({ amount: { value: 12000, currency: 'PLN' } });
    const payment = (await mailsTo(t.db, email)).find((m) => m.text.includes('Tytuł przelewu'));
    expect(payment?.text).toContain('Kwota: 12\u00a0000,00 PLN');

    await t.app.services.jobs.drain();
    const [row] = await t.db.select().from(offers).where(eq(offers.id, offerId));
    expect(row).toMatchObject({ status: 'accepted', agreementStatus: 'Processing' });

    // The invitation created the investor account: the invitee signs in and sees the same offer.
    clock.advance(60_000); // the login e-mail is the newest one
    const investor = await loginInvestorByMail(t.app, email, HOSTS.demo);
    const panel = await api('GET', '/investor-api/offers', investor.accessToken, undefined, {
      headers: { 'context-type': 'investor-panel' },
    });
    expect(panel.statusCode, panel.body).toBe(200);
    expect(panel.json().items).toEqual([
      expect.objectContaining({ id: offerId, status: 'accepted', agreementStatus: 'Processing' }),
    ]);

    // The advisor's row shows the amount and the agreement sent.
    const advisorRow = await api('GET', `/api/advisor/campaign/${w.active.id}/offers`, w.tokens.advisor);
    expect(advisorRow.statusCode, advisorRow.body).toBe(200);
    const item = (advisorRow.json().items as { id: string }[]).find((o) => o.id === offerId);
    expect(item).toMatchObject({
      investmentValue: 12000,
      productAutentiStatus: 'Processing',
      investorName: 'Jan Kowalski',
    });
  });
});
