// The link in the investor's e-mails about an onboarding request (getOnboardingRequestByToken, decision 0012): a
// reviewer's decision e-mails `/app/onboarding/request/{token}`; the token opens that request for the investor who
// owns it, in its tenant, and for nobody else (the same 404 NOT_FOUND as an unknown token); the database keeps
// only the token's SHA-256; the next e-mail's link replaces it.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingRequests, users } from '../../server/src/db/schema';
import { ADVISOR, HOSTS, headersFor, loginAdvisor, loginInvestorByMail, OPERATOR } from './helpers/auth';
import { latestMailTo } from './helpers/kyc';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const clock = createClock('2026-03-02T10:00:00.000Z');
const tokens = {} as Record<'investor' | 'otherInvestor' | 'navyInvestor' | 'advisor' | 'operator', string>;
let requestId = '';
let documentId = '';

const byToken = (token: string) => `/investor-api/onboarding/request/by-token/${token}`;
const review = (id: string) => `/api/advisor/onboarding/request/${id}`;

function call(token: string, method: 'GET' | 'PATCH', url: string, payload?: object, host: string = HOSTS.demo) {
  return t.app.inject({
    method,
    url,
    headers: { ...headersFor(host), authorization: `Bearer ${token}` },
    ...(payload !== undefined && { payload }),
  });
}

/** The link token of the newest e-mail to the demo investor, and the whole link. */
async function linkOfLatestMail(): Promise<{ token: string; link: string; subject: string }> {
  const mail = await latestMailTo(t.db, 'investor@demo.test');
  const match = /(http:\/\/[^\s/]+\/app\/onboarding\/request\/([A-Za-z0-9_-]+))/.exec(mail.text);
  if (!match) throw new Error(`no onboarding link in:\n${mail.text}`);
  expect(mail.html).toContain(match[1]);
  return { link: match[1]!, token: match[2]!, subject: mail.subject };
}

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  const investor = (await t.db.select().from(users).where(eq(users.email, 'investor@demo.test')))[0]!;
  const advisor = (await t.db.select().from(users).where(eq(users.email, ADVISOR.email)))[0]!;
  await t.db.insert(users).values({
    tenantId: investor.tenantId,
    email: 'druga.inwestorka@demo.test',
    firstName: 'Anna',
    surname: 'Druga',
    role: 'investor',
    status: 'active',
  });
  // A request waiting for the review, with one document sent: the reviewer's decisions e-mail the investor.
  documentId = '7d1f0c2e-0000-4000-8000-000000000001';
  const sentAt = clock.now();
  const [row] = await t.db
    .insert(onboardingRequests)
    .values({
      tenantId: investor.tenantId!,
      investorId: investor.id,
      email: 'investor@demo.test',
      source: 'kyc-invitation',
      ownerId: advisor.id,
      sourceName: 'Doradca Demo',
      status: 'sent',
      kycStatus: 'sent',
      supportingDocumentsSentAt: sentAt,
      documents: [
        {
          id: documentId,
          type: 'identity-document',
          status: 'processing',
          data: {},
          fileIds: [],
          rejectionCode: null,
          rejectionReason: null,
          revised: false,
          sentAt: sentAt.toISOString(),
          verifiedAt: null,
        },
      ],
      createdAt: sentAt,
    })
    .returning();
  requestId = row!.id;
  tokens.investor = (await loginInvestorByMail(t.app)).accessToken;
  tokens.otherInvestor = (await loginInvestorByMail(t.app, 'druga.inwestorka@demo.test')).accessToken;
  tokens.navyInvestor = (await loginInvestorByMail(t.app, 'investor@navy.test', HOSTS.navy)).accessToken;
  tokens.advisor = (await loginAdvisor(t.app, clock, ADVISOR)).accessToken;
  tokens.operator = (await loginAdvisor(t.app, clock, OPERATOR)).accessToken;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the link of an onboarding e-mail (getOnboardingRequestByToken)', () => {
  let first = '';

  it("a reviewer's decision e-mails a link on the tenant's origin that opens the request for its investor", async () => {
    expect((await t.db.select().from(onboardingRequests).where(eq(onboardingRequests.id, requestId)))[0]).toMatchObject(
      { linkTokenHash: null },
    );
    clock.advance(60_000); // the newest e-mail is the newest by its time
    const rejected = await call(
      tokens.advisor,
      'PATCH',
      `${review(requestId)}/supporting-document/${documentId}/reject`,
      {
        code: 'bad-image-quality',
        comment: 'Nieczytelny skan',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);

    const mail = await linkOfLatestMail();
    expect(mail.subject).toContain('Dokument do poprawienia');
    expect(mail.link).toBe(`http://localhost/app/onboarding/request/${mail.token}`);
    // 256 random bits, base64url.
    expect(Buffer.from(mail.token, 'base64url')).toHaveLength(32);
    first = mail.token;

    const opened = await call(tokens.investor, 'GET', byToken(first));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      id: requestId,
      status: 'processing',
      supportingDocuments: [{ id: documentId, status: 'rejected', rejectionReason: 'Nieczytelny skan' }],
    });
    expect(opened.json().requestId).toMatch(/^ONB\/2026\/\d{6}$/);
  });

  it('the database holds only the SHA-256 of the token', async () => {
    const [row] = await t.db.select().from(onboardingRequests).where(eq(onboardingRequests.id, requestId));
    expect(row!.linkTokenHash).toBe(sha256(first));
    expect(JSON.stringify(row)).not.toContain(first);
  });

  it('an unknown token, another investor, another tenant: the same 404 NOT_FOUND; an advisor 403', async () => {
    const unknown = await call(tokens.investor, 'GET', byToken(randomBytes(32).toString('base64url')));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    // The hash itself is no token.
    expect((await call(tokens.investor, 'GET', byToken(sha256(first)))).statusCode).toBe(404);

    const otherInvestor = await call(tokens.otherInvestor, 'GET', byToken(first));
    expect(otherInvestor.statusCode).toBe(404);
    expect(otherInvestor.json()).toEqual(unknown.json());

    const otherTenant = await call(tokens.navyInvestor, 'GET', byToken(first), undefined, HOSTS.navy);
    expect(otherTenant.statusCode).toBe(404);
    expect(otherTenant.json().code).toBe('NOT_FOUND');

    const advisor = await call(tokens.advisor, 'GET', byToken(first));
    expect(advisor.statusCode).toBe(403);
    expect(JSON.stringify(advisor.json())).not.toContain(requestId);

    const tooShort = await call(tokens.investor, 'GET', byToken('abc'));
    expect(tooShort.statusCode).toBe(400);
  });

  it("the next e-mail's link replaces the previous one; a closed request still opens from it", async () => {
    clock.advance(60_000); // the newest e-mail is the newest by its time
    const rejected = await call(tokens.operator, 'PATCH', `${review(requestId)}/reject`, { reason: 'Brak zgody' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mail = await linkOfLatestMail();
    expect(mail.subject).toContain('Wniosek odrzucony');
    expect(mail.token).not.toBe(first);

    const opened = await call(tokens.investor, 'GET', byToken(mail.token));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ id: requestId, status: 'rejected' });

    const old = await call(tokens.investor, 'GET', byToken(first));
    expect(old.statusCode).toBe(404);
    expect(old.json().code).toBe('NOT_FOUND');
    const [row] = await t.db.select().from(onboardingRequests).where(eq(onboardingRequests.id, requestId));
    expect(row!.linkTokenHash).toBe(sha256(mail.token));
  });
});
