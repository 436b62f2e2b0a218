// PostgreSQL only (PGlite has one connection and cannot show a race): the public KYC form is submitted once, and
// an address has one open KYC invitation, whatever arrives in parallel.
// Without DATABASE_URL this file FAILS (it must never pass by skipping).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycRequests, onboardingRequestEvents, onboardingRequests } from '../../../server/src/db/schema';
import { createAccount, loginAccount } from '../helpers/accounts';
import { ADVISOR, HOSTS, headersFor, loginAdvisor } from '../helpers/auth';
import { kycLinkToken, latestMailTo, publicKyc, publicKycUrl, SEND_KYC_URL, validKycForm } from '../helpers/kyc';
import { createClock, createTestApp, usingPostgres, type TestApp } from '../helpers/test-app';

if (!usingPostgres) throw new Error('These tests need PostgreSQL: set DATABASE_URL (they must not be skipped).');

let t: TestApp;
const clock = createClock('2026-03-02T10:00:00.000Z');
let advisor: string;
let second: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  expect(t.handle.kind).toBe('postgres');
  await createAccount(t.db, {
    tenant: 'demo',
    email: 'race.advisor@demo.test',
    role: 'advisor',
    networks: ['Sieć Północ'],
  });
  advisor = (await loginAdvisor(t.app, clock, ADVISOR)).accessToken;
  second = await loginAccount(t.app, clock, 'race.advisor@demo.test');
});
afterAll(async () => {
  await t?.app.services.jobs.drain();
  await t?.close();
});

const send = (token: string, investorEmail: string) =>
  t.app.inject({
    method: 'POST',
    url: SEND_KYC_URL,
    headers: { ...headersFor(HOSTS.demo), authorization: `Bearer ${token}` },
    payload: { investorEmail, message: 'Proszę o wypełnienie formularza KYC.' },
  });

describe('on PostgreSQL, in parallel', () => {
  it('20 submits of one KYC form: exactly one 200, 19 × 409 FORM_ALREADY_SENT, one onboarding request, one event', async () => {
    const email = 'race.kyc@example.com';
    expect((await send(advisor, email)).statusCode).toBe(201);
    const token = kycLinkToken((await latestMailTo(t.db, email)).text);
    const forms = Array.from({ length: 20 }, (_, i) => {
      const form = validKycForm();
      form.personal.birthPlace = `Miasto ${i}`;
      return form;
    });
    const responses = await Promise.all(forms.map((form) => publicKyc(t.app, 'PUT', publicKycUrl.submit(token), form)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().code).toBe('FORM_ALREADY_SENT');
    }
    const winner = forms[statuses.indexOf(200)]!;
    const [row] = await t.db.select().from(kycRequests).where(eq(kycRequests.investorEmail, email));
    expect((row!.data as typeof winner).personal.birthPlace).toBe(winner.personal.birthPlace);
    const requests = await t.db.select().from(onboardingRequests).where(eq(onboardingRequests.email, email));
    expect(requests).toHaveLength(1);
    expect((requests[0]!.kycData as typeof winner).personal.birthPlace).toBe(winner.personal.birthPlace);
    const sent = (
      await t.db.select().from(onboardingRequestEvents).where(eq(onboardingRequestEvents.requestId, requests[0]!.id))
    ).filter((event) => event.type === 'kyc_sent');
    expect(sent).toHaveLength(1);
  });

  it('20 invitations of one address by two advisors: one advisor’s all succeed, the other’s all 409, one invitation', async () => {
    const email = 'race.invite@example.com';
    const callers = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? advisor : second));
    const responses = await Promise.all(callers.map((token) => send(token, email)));
    const byCaller = new Map<string, number[]>();
    responses.forEach((response, i) =>
      byCaller.set(callers[i]!, [...(byCaller.get(callers[i]!) ?? []), response.statusCode]),
    );
    const outcomes = [...byCaller.values()].map((codes) => [...new Set(codes)].sort());
    expect(outcomes).toEqual(expect.arrayContaining([[201], [409]]));
    const rows = await t.db.select().from(kycRequests).where(eq(kycRequests.investorEmail, email));
    expect(rows).toHaveLength(1);
    const ids = new Set(responses.filter((r) => r.statusCode === 201).map((r) => r.json().id));
    expect([...ids]).toEqual([rows[0]!.id]);
  });
});
