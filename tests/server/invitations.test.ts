// inviteInvestor through the real app: roles and networks, campaign states, the lead rule, the investor account,
// the token (hashed at rest only), the e-mail in the outbox (PL/EN, branding, invite text, escaped message,
// link), and the Idempotency-Key.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, offerEvents, offers, users } from '../../server/src/db/schema';
import { campaignStatusOn } from '../../server/src/modules/offers';
import { HOSTS } from './helpers/auth';
import {
  apiCaller,
  buildOfferWorld,
  inviteUrl,
  linkToken,
  mailsTo,
  offerById,
  setOffer,
  type OfferWorld,
} from './helpers/offers';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let w: OfferWorld;
let api: ReturnType<typeof apiCaller>;
const clock = createClock('2026-03-02T10:00:00.000Z');

const invitation = (overrides: Record<string, unknown> = {}) => ({
  investorEmail: `client.${Math.random().toString(36).slice(2, 10)}@example.com`,
  message: 'Dzień dobry, przesyłam ofertę zgodnie z rozmową.',
  networkId: w.networks.north,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  api = apiCaller(t);
  w = await buildOfferWorld(t, clock);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('who may invite, where, to what', () => {
  it('an advisor invites in their own network: 201, an invited offer owned by them, in the product currency', async () => {
    const body = invitation({ investorEmail: 'Nowy.Klient@Example.com' });
    const response = await api('POST', inviteUrl(w.active, 'B1'), w.tokens.advisor, body);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result).toMatchObject({ investorEmail: 'nowy.klient@example.com', status: 'invited' });
    const offer = await offerById(t.db, result.offerId);
    expect(offer).toMatchObject({
      ownerId: w.users.anna,
      networkId: w.networks.north,
      campaignId: w.active.id,
      productId: w.active.products.B1,
      investorEmail: 'nowy.klient@example.com',
      status: 'invited',
      currency: 'PLN',
      message: body.message,
    });
    const events = await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, offer.id));
    expect(events).toMatchObject([
      { type: 'invitation_sent', actorRole: 'advisor', actorId: w.users.anna, toValue: 'nowy.klient@example.com' },
    ]);
  });

  it('a network that is not the caller’s is 403; an operator may use any network of the tenant', async () => {
    const other = await api(
      'POST',
      inviteUrl(w.active, 'B1'),
      w.tokens.advisor,
      invitation({ networkId: w.networks.south }),
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('FORBIDDEN');
    const navyNet = await api(
      'POST',
      inviteUrl(w.active, 'B1'),
      w.tokens.operator,
      invitation({ networkId: w.networks.navy }),
    );
    expect(navyNet.statusCode).toBe(403);
    const operator = await api(
      'POST',
      inviteUrl(w.active, 'B1'),
      w.tokens.operator,
      invitation({ networkId: w.networks.west }),
    );
    expect(operator.statusCode, operator.body).toBe(201);
    const coordinator = await api(
      'POST',
      inviteUrl(w.active, 'B2'),
      w.tokens.coordinator,
      invitation({ networkId: w.networks.south }),
    );
    expect(coordinator.statusCode, coordinator.body).toBe(201);
  });

  it('an investor cannot invite (403, x-roles); another tenant’s campaign or product is 404', async () => {
    const investor = await api('POST', inviteUrl(w.active, 'B1'), w.tokens.investor, invitation());
    expect(investor.statusCode).toBe(403);
    const navy = await api(
      'POST',
      inviteUrl(w.active, 'B1'),
      w.tokens.navyAdvisor,
      invitation({ networkId: w.networks.navy }),
      {
        host: HOSTS.navy,
      },
    );
    expect(navy.statusCode).toBe(404);
    const foreignProduct = await api(
      'POST',
      `/api/advisor/campaign/${w.active.id}/product/${w.scheduled.products.S1}/invite-investor`,
      w.tokens.advisor,
      invitation(),
    );
    expect(foreignProduct.statusCode).toBe(404);
    const unknown = await api(
      'POST',
      `/api/advisor/campaign/${w.active.id}/product/00000000-0000-4000-8000-000000000000/invite-investor`,
      w.tokens.advisor,
      invitation(),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('only an active campaign takes invitations (422 with the code of its state, dates in Warsaw)', async () => {
    const cases = [
      [w.scheduled, 'S1', 'CAMPAIGN_NOT_STARTED'],
      [w.completed, 'C1', 'CAMPAIGN_FINISHED'],
      [w.suspended, 'X1', 'CAMPAIGN_INACTIVE'],
    ] as const;
    for (const [campaign, code, error] of cases) {
      const response = await api('POST', inviteUrl(campaign, code), w.tokens.advisor, invitation());
      expect(response.statusCode, code).toBe(422);
      expect(response.json().code).toBe(error);
    }
    // 23:30 UTC on 2026-03-02 is already 2026-03-03 in Warsaw: a campaign starting on the 3rd is active then.
    const dates = { startDate: '2026-03-03', endDate: '2026-03-31', suspended: false };
    expect(campaignStatusOn(dates, new Date('2026-03-02T22:59:59.000Z'))).toBe('scheduled');
    expect(campaignStatusOn(dates, new Date('2026-03-02T23:30:00.000Z'))).toBe('active');
    expect(campaignStatusOn(dates, new Date('2026-03-31T21:59:59.000Z'))).toBe('active'); // 23:59:59 CEST
    expect(campaignStatusOn(dates, new Date('2026-03-31T22:00:00.000Z'))).toBe('completed');
    expect(campaignStatusOn({ ...dates, suspended: true }, new Date('2026-03-10T10:00:00.000Z'))).toBe('inactive');
  });

  it('a too short message is 400 with a violation at the message', async () => {
    const response = await api('POST', inviteUrl(w.active, 'B1'), w.tokens.advisor, invitation({ message: 'Krótko' }));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().violations)).toContain('message');
  });
});

describe('the lead rule', () => {
  it('another advisor inviting the same e-mail to the same campaign gets 409 LEAD_OTHER_OWNER', async () => {
    const email = 'lead.owner@example.com';
    const first = await api('POST', inviteUrl(w.active, 'B1'), w.tokens.advisor, invitation({ investorEmail: email }));
    expect(first.statusCode).toBe(201);
    const other = await api(
      'POST',
      inviteUrl(w.active, 'B2'),
      w.tokens.southAdvisor,
      invitation({ investorEmail: 'LEAD.owner@example.com', networkId: w.networks.south }),
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'LEAD_OTHER_OWNER', label: 'Lead belongs to another advisor' });
    // Once the first offer is out of play (archived), the address is free for another advisor.
    await setOffer(t.db, first.json().offerId, { status: 'archived' });
    const after = await api(
      'POST',
      inviteUrl(w.active, 'B2'),
      w.tokens.southAdvisor,
      invitation({ investorEmail: email, networkId: w.networks.south }),
    );
    expect(after.statusCode, after.body).toBe(201);
  });

  it('the same owner inviting again to the same product gets the same offer with a fresh link (the old one dies)', async () => {
    const email = 'again@example.com';
    const first = await api('POST', inviteUrl(w.active, 'B1'), w.tokens.advisor, invitation({ investorEmail: email }));
    const firstToken = linkToken((await mailsTo(t.db, email))[0]!.text);
    const before = await offerById(t.db, first.json().offerId);
    clock.advance(1000);
    const second = await api(
      'POST',
      inviteUrl(w.active, 'B1'),
      w.tokens.advisor,
      invitation({ investorEmail: email, message: 'Przypominam o ofercie, pozdrawiam.' }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().offerId).toBe(first.json().offerId);
    const after = await offerById(t.db, first.json().offerId);
    const secondToken = linkToken((await mailsTo(t.db, email))[0]!.text);
    expect(secondToken).not.toBe(firstToken);
    expect(after.tokenHash).toBe(createHash('sha256').update(secondToken).digest('hex'));
    expect(after.tokenHash).not.toBe(before.tokenHash);
    expect(after.message).toBe('Przypominam o ofercie, pozdrawiam.');
    const count = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(offers)
      .where(and(eq(offers.investorEmail, email), eq(offers.campaignId, w.active.id)));
    expect(count[0]!.n).toBe(1);
    // Another product of the same campaign by the same owner: a second offer.
    const other = await api('POST', inviteUrl(w.active, 'B2'), w.tokens.advisor, invitation({ investorEmail: email }));
    expect(other.statusCode).toBe(201);
    expect(other.json().offerId).not.toBe(first.json().offerId);
    // After an active investment, a new invitation to the same product is a new offer (a further investment).
    await setOffer(t.db, first.json().offerId, { status: 'active' });
    const further = await api(
      'POST',
      inviteUrl(w.active, 'B1'),
      w.tokens.advisor,
      invitation({ investorEmail: email }),
    );
    expect(further.statusCode).toBe(201);
    expect(further.json()).toMatchObject({ status: 'invited' });
    expect(further.json().offerId).not.toBe(first.json().offerId);
    expect((await offerById(t.db, first.json().offerId)).tokenHash).toBe(after.tokenHash);
  });
});

describe('the investor account of the e-mail', () => {
  it('is made for a new address (investor, active, Polish) and linked to the offer', async () => {
    const email = 'fresh.investor@example.com';
    const response = await api(
      'POST',
      inviteUrl(w.active, 'B1'),
      w.tokens.advisor,
      invitation({ investorEmail: email }),
    );
    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ role: 'investor', status: 'active', locale: 'pl', passwordHash: null });
    expect((await offerById(t.db, response.json().offerId)).investorId).toBe(account!.id);
  });

  it('an existing investor is linked (no second account)', async () => {
    const response = await api(
      'POST',
      inviteUrl(w.active, 'B1'),
      w.tokens.advisor,
      invitation({ investorEmail: 'investor@demo.test' }),
    );
    expect(response.statusCode).toBe(201);
    expect((await offerById(t.db, response.json().offerId)).investorId).toBe(w.users.investor);
  });

  it('an advisor’s e-mail is 409 EMAIL_ALREADY_USED; nothing is created or sent', async () => {
    const response = await api(
      'POST',
      inviteUrl(w.active, 'B1'),
      w.tokens.advisor,
      invitation({ investorEmail: 'west@demo.test' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_ALREADY_USED');
    expect(await t.db.select().from(offers).where(eq(offers.investorEmail, 'west@demo.test'))).toHaveLength(0);
    expect(await mailsTo(t.db, 'west@demo.test')).toHaveLength(0);
  });
});

describe('the invitation e-mail and the token', () => {
  it('PL: the branding, the invite text with the campaign name, the advisor’s message escaped, the link', async () => {
    const email = 'pl.mail@example.com';
    const message = 'Polecam <script>alert("x")</script> & <b>ofertę</b> – pozdrawiam';
    const response = await api(
      'POST',
      inviteUrl(w.active, 'B1'),
      w.tokens.advisor,
      invitation({ investorEmail: email, message }),
    );
    expect(response.statusCode).toBe(201);
    const [mail] = await mailsTo(t.db, email);
    expect(mail!.locale).toBe('pl');
    expect(mail!.subject).toContain('Obligacje Zielone 2026');
    expect(mail!.text).toContain(
      'Zapraszam do zapoznania się z ofertą kampanii Obligacje Zielone 2026 w Funduszu Demo.',
    );
    expect(mail!.text).toContain(
      'Anna Nowak zaprasza Cię do zapoznania się z ofertą Seria B1 w kampanii Obligacje Zielone 2026.',
    );
    expect(mail!.text).toContain(message); // the plain text carries the words as written
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('<b>ofertę</b>');
    expect(mail!.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;ofertę&lt;/b&gt;');
    expect(mail!.html).toMatch(/<img src="https?:\/\/localhost[^"]*logo\.svg"/); // the tenant's logo
    const token = linkToken(mail!.text);
    expect(mail!.text).toMatch(new RegExp(`https?://localhost(:\\d+)?/campaign\\?token=${token}\n`));
    expect(mail!.html).toContain(`/campaign?token=${token}"`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // At rest: only the SHA-256 of the token; the token itself appears nowhere in the offers table.
    const offer = await offerById(t.db, response.json().offerId);
    expect(offer.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const found = await t.db.execute(
      sql`select count(*)::int as n from offers where offers::text like ${`%${token}%`}`,
    );
    expect((found as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });

  it('EN for an investor whose language is English', async () => {
    const email = 'en.mail@example.com';
    await api('POST', inviteUrl(w.active, 'B2'), w.tokens.advisor, invitation({ investorEmail: email }));
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.email, email));
    clock.advance(1000);
    // The second invitation (same owner, same product) is written in the account's language.
    await api('POST', inviteUrl(w.active, 'B2'), w.tokens.advisor, invitation({ investorEmail: email }));
    const [mail] = await mailsTo(t.db, email);
    expect(mail!.locale).toBe('en');
    expect(mail!.subject).toContain('Green Bonds 2026');
    expect(mail!.text).toContain(
      'You are invited to review the offer of the Green Bonds 2026 campaign at Fundusz Demo.',
    );
    expect(mail!.text).toContain(
      'Anna Nowak invites you to review the Series B2 offer of the Green Bonds 2026 campaign.',
    );
    expect(mail!.text).toContain('View the offer:');
    expect(mail!.html).toContain('lang="en"');
  });
});

describe('Idempotency-Key', () => {
  it('a retry with the same key and body returns the same offer and sends ONE e-mail', async () => {
    const body = invitation({ investorEmail: 'idem@example.com' });
    const headers = { 'idempotency-key': 'invite-key-0001' };
    const first = await api('POST', inviteUrl(w.active, 'B1'), w.tokens.advisor, body, { headers });
    const second = await api('POST', inviteUrl(w.active, 'B1'), w.tokens.advisor, body, { headers });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await mailsTo(t.db, 'idem@example.com')).toHaveLength(1);
    const events = await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, first.json().offerId));
    expect(events).toHaveLength(1);
    const stored = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'invite-key-0001'));
    expect(stored).toMatchObject([{ operation: 'inviteInvestor', subject: w.users.anna, statusCode: 201 }]);
  });

  it('the same key with another body is 422 IDEMPOTENCY_KEY_REUSED (nothing sent)', async () => {
    const headers = { 'idempotency-key': 'invite-key-0002' };
    await api('POST', inviteUrl(w.active, 'B1'), w.tokens.advisor, invitation({ investorEmail: 'idem2@example.com' }), {
      headers,
    });
    const reused = await api(
      'POST',
      inviteUrl(w.active, 'B1'),
      w.tokens.advisor,
      invitation({ investorEmail: 'idem3@example.com' }),
      { headers },
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await mailsTo(t.db, 'idem3@example.com')).toHaveLength(0);
  });

  it('keys are per caller: another advisor’s same key is a different request', async () => {
    const headers = { 'idempotency-key': 'invite-key-0001' };
    const response = await api(
      'POST',
      inviteUrl(w.active, 'B2'),
      w.tokens.southAdvisor,
      invitation({ investorEmail: 'idem.south@example.com', networkId: w.networks.south }),
      { headers },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().investorEmail).toBe('idem.south@example.com');
  });
});
