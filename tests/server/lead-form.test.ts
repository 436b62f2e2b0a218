// The investor's last lead form (GET /investor-api/lead-form/last): the contact data of the investment form the
// investor submitted with their most recent acceptance, accepted here through the real API (the public link and
// the investor panel); null before any acceptance (not a 404, which the browser logs as an error); only the investor's own, only in their tenant; investors only.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/src/db/schema';
import { ADVISOR, HOSTS, loginAdvisor, loginInvestorByMail } from './helpers/auth';
import {
  createCampaign,
  createOffer,
  personForm,
  tenantIdOf,
  type CampaignFixture,
  type TenantName,
} from './helpers/offer-fixtures';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

const clock = createClock('2026-03-02T10:00:00.000Z');
let t: TestApp;
const campaigns = {} as Record<TenantName, CampaignFixture>;
const tokens = {} as Record<'lead' | 'other' | 'navyLead' | 'advisor', string>;

// The same address in both tenants: two accounts that must never see each other's forms.
const LEAD = 'lead.investor@example.com';
const OTHER = 'other.investor@example.com';

async function addInvestor(tenant: TenantName, email: string) {
  await t.db.insert(users).values({
    tenantId: await tenantIdOf(t.db, tenant),
    email,
    firstName: 'Konto',
    surname: 'Inwestora',
    role: 'investor',
    status: 'active',
  });
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  campaigns.demo = await createCampaign(t.db);
  campaigns.navy = await createCampaign(t.db, { tenant: 'navy' });
  await addInvestor('demo', LEAD);
  await addInvestor('demo', OTHER);
  await addInvestor('navy', LEAD);
  tokens.advisor = (await loginAdvisor(t.app, clock, ADVISOR)).accessToken;
  // Signed in before any acceptance: the newest e-mail to an address is then its sign-in link, not the payment
  // instructions an acceptance sends (the clock stays within the access tokens' 15 minutes below).
  tokens.lead = await investorToken(LEAD);
  tokens.navyLead = await investorToken(LEAD, 'navy');
  tokens.other = await investorToken(OTHER);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const headers = (host: string, contextType: string) => ({
  host,
  'context-id': host === HOSTS.navy ? 'navy' : 'demo',
  'context-type': contextType,
});

function lastLeadForm(token: string, host: string = HOSTS.demo): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url: '/investor-api/lead-form/last',
    headers: { ...headers(host, 'investor-panel'), authorization: `Bearer ${token}` },
  });
}

async function investorToken(email: string, tenant: TenantName = 'demo'): Promise<string> {
  // The mailbox shows the newest message first: a second later than the last one sent to the same address.
  clock.advance(1000);
  return (await loginInvestorByMail(t.app, email, HOSTS[tenant])).accessToken;
}

/** Accepts a new offer to `email` through the public link, as the investment form page does. */
async function acceptByLink(tenant: TenantName, email: string, form: Record<string, unknown>) {
  const { token, offerId } = await createOffer(t.db, campaigns[tenant], { tenant, investorEmail: email });
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/public-api/campaign-offer/${token}/accept`,
    headers: headers(HOSTS[tenant], 'investor-panel'),
    payload: form,
  });
  expect(response.statusCode, response.body).toBe(200);
  return offerId;
}

function companyForm(investmentValue: number): Record<string, unknown> {
  const { person: _person, ...rest } = personForm(investmentValue);
  return {
    ...rest,
    investorType: 'company',
    company: {
      name: 'Przykład sp. z o.o.',
      nip: '5260250274',
      address: { street: 'Prosta', house: '1', postalCode: '00-950', city: 'Warszawa', country: 'PL' },
      representative: { firstName: 'Anna', surname: 'Nowak', function: 'Prezes zarządu' },
      email: 'biuro@example.com',
      phone: '+48 22 123 45 67',
    },
  };
}

describe('the last lead form', () => {
  it('null before any accepted offer; then the form of the most recent acceptance, by the link or in the panel', async () => {
    const token = tokens.lead;
    const none = await lastLeadForm(token);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toBeNull();

    // An offer that is only invited (no form submitted) is no lead form either.
    await createOffer(t.db, campaigns.demo, { investorEmail: LEAD });
    expect((await lastLeadForm(token)).json()).toBeNull();

    clock.set('2026-03-02T10:01:00.000Z');
    const first = await acceptByLink('demo', LEAD, personForm(5000));
    const found = await lastLeadForm(token);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({
      id: first,
      submittedAt: '2026-03-02T10:01:00.000Z',
      firstName: 'Jan',
      lastName: 'Kowalski',
      email: 'jan.kowalski@example.com',
      phone: '+48 600 700 800',
      campaignId: campaigns.demo.campaignId,
    });

    // Minutes later the investor accepts another offer in their panel, with other contact data: that one is last.
    clock.advance(5 * 60_000);
    const { offerId: second } = await createOffer(t.db, campaigns.demo, { investorEmail: LEAD });
    const form = personForm(2000) as { person: Record<string, unknown> };
    form.person = { ...form.person, firstName: ' Janina ', surname: 'Kowalska', email: 'janina@example.com' };
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/investor-api/offer/${second}/accept`,
      headers: { ...headers(HOSTS.demo, 'investor-panel'), authorization: `Bearer ${token}` },
      payload: form,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await lastLeadForm(token)).json()).toEqual({
      id: second,
      submittedAt: '2026-03-02T10:06:00.000Z',
      firstName: 'Janina',
      lastName: 'Kowalska',
      email: 'janina@example.com',
      phone: '+48 600 700 800',
      campaignId: campaigns.demo.campaignId,
    });
  });

  it('another investor of the tenant, and the same address in another tenant, never see it', async () => {
    await acceptByLink('demo', LEAD, personForm(3000));
    const other = await lastLeadForm(tokens.other);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json()).toBeNull();

    expect((await lastLeadForm(tokens.navyLead, HOSTS.navy)).json()).toBeNull();
    // The demo account's token is refused on the navy tenant's host.
    const crossed = await lastLeadForm(tokens.lead, HOSTS.navy);
    expect(crossed.statusCode, crossed.body).toBe(403);
  });

  it('a company form gives its representative’s names with the company’s e-mail and phone', async () => {
    // The navy tenant accepts legal persons. The same address accepts in both tenants: each sees its own form.
    clock.advance(60_000);
    const demoOffer = await acceptByLink('demo', LEAD, personForm(4000));
    const navyOffer = await acceptByLink('navy', LEAD, companyForm(5000));
    const response = await lastLeadForm(tokens.navyLead, HOSTS.navy);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: navyOffer,
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'biuro@example.com',
      phone: '+48 22 123 45 67',
      campaignId: campaigns.navy.campaignId,
    });
    expect((await lastLeadForm(tokens.lead)).json()).toMatchObject({ id: demoOffer, firstName: 'Jan' });
  });

  it('refuses a non-investor with 403 and a call without a token with 401', async () => {
    const refused = await t.app.inject({
      method: 'GET',
      url: '/investor-api/lead-form/last',
      headers: { ...headers(HOSTS.demo, 'advisor-panel'), authorization: `Bearer ${tokens.advisor}` },
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');

    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/investor-api/lead-form/last',
      headers: headers(HOSTS.demo, 'investor-panel'),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
