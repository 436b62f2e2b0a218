// The operators' view of outgoing mail: the tenant's mail with status, attempts and last error (20 a page,
// x-total-count), a mail whose every attempt failed ends `failed` (never dropped) and an operator queues it again;
// operators only, their own tenant only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport } from '../../server/src/providers/mail';
import { MAIL_RETRY_LIMIT } from '../../server/src/mail/outbox';
import { findTenantByHost } from '../../server/src/modules/branding';
import { ADVISOR, COORDINATOR, headersFor, HOSTS, loginAdvisor, OPERATOR, post } from './helpers/auth';
import { advanceJobQueue } from './helpers/jobs';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

const NAVY_OPERATOR = { email: 'operator@navy.test', password: 'Operator-navy-1', secret: 'N5YGK4TBORXXEMJS' };

let t: TestApp;
const clock = createClock();
let smtpDown = true;
const delivered: string[] = [];
// An SMTP transport that refuses while `smtpDown`.
const transport: MailTransport = {
  kind: 'smtp',
  async send(mail) {
    if (smtpDown) throw new Error('421 4.3.2 Service not available');
    delivered.push(mail.to);
  },
  close() {},
};
const tokens = { operator: '', advisor: '', coordinator: '', navyOperator: '' };

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, mailTransport: transport, devMailbox: false });
  tokens.operator = (await loginAdvisor(t.app, clock, OPERATOR)).accessToken;
  tokens.advisor = (await loginAdvisor(t.app, clock, ADVISOR)).accessToken;
  tokens.coordinator = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
  tokens.navyOperator = (await loginAdvisor(t.app, clock, NAVY_OPERATOR, { host: HOSTS.navy })).accessToken;
});
afterAll(async () => {
  await t?.close();
});

const list = (token: string, query = '', host: string = HOSTS.demo) =>
  t.app.inject({
    method: 'GET',
    url: `/api/operator/mail${query}`,
    headers: { ...headersFor(host), authorization: `Bearer ${token}` },
  });
const retry = (token: string, id: string, host: string = HOSTS.demo) =>
  post(t.app, `/api/operator/mail/${id}/retry`, undefined, { token, host });

interface Mail {
  id: string;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

/** Every attempt of the queued mail fails: each retry's back-off passes at once. */
async function failEveryAttempt(): Promise<void> {
  for (let attempt = 0; attempt <= MAIL_RETRY_LIMIT; attempt += 1) {
    await t.app.services.outbox.flushOutbox();
    await advanceJobQueue(t.db, 24 * 3600);
  }
  await t.app.services.outbox.flushOutbox();
}

describe('outgoing mail for operators', () => {
  it('a mail that keeps failing ends failed with its attempts and error; the operator queues it again and it goes out once', async () => {
    expect((await post(t.app, '/auth/investor/send-token', { email: 'investor@demo.test' })).statusCode).toBe(202);
    await failEveryAttempt();
    const failed = await list(tokens.operator, '?status=failed');
    expect(failed.statusCode).toBe(200);
    expect(failed.headers['x-total-count']).toBe('1');
    const [mail] = (failed.json() as { items: Mail[] }).items;
    expect(mail).toMatchObject({
      recipient: 'investor@demo.test',
      subject: 'Demo Invest: link do logowania',
      status: 'failed',
      attempts: MAIL_RETRY_LIMIT + 1,
      lastError: '421 4.3.2 Service not available',
      sentAt: null,
    });
    expect(delivered).toEqual([]);

    // Nothing more happens by itself: it waits for the operator.
    await advanceJobQueue(t.db, 7 * 24 * 3600);
    await t.app.services.outbox.flushOutbox();
    expect(((await list(tokens.operator, '?status=failed')).json() as { totalCount: number }).totalCount).toBe(1);

    smtpDown = false;
    const queued = await retry(tokens.operator, mail!.id);
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json()).toMatchObject({ id: mail!.id, status: 'pending' });
    expect(await t.app.services.outbox.flushOutbox()).toBe(1);
    expect(delivered).toEqual(['investor@demo.test']);
    const sent = (await list(tokens.operator)).json() as { items: Mail[] };
    expect(sent.items.find((item) => item.id === mail!.id)).toMatchObject({
      status: 'sent',
      attempts: MAIL_RETRY_LIMIT + 2,
    });

    // Only a failed mail can be queued again.
    const again = await retry(tokens.operator, mail!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
  });

  it('pages 20 at a time, newest first, with the total in x-total-count', async () => {
    const tenant = (await findTenantByHost(t.db, HOSTS.demo))!;
    for (let i = 0; i < 22; i += 1) {
      clock.advance(1000);
      await t.app.services.outbox.enqueue(t.db, {
        tenantId: tenant.id,
        recipient: `client${i}@demo.test`,
        locale: 'pl',
        subject: `Notice ${i}`,
        html: '<p>Notice</p>',
        text: 'Notice',
      });
    }
    await t.app.services.outbox.flushOutbox();
    const first = await list(tokens.operator);
    const total = Number(first.headers['x-total-count']);
    expect(total).toBe(23);
    const page = first.json() as { items: Mail[]; totalCount: number };
    expect(page.items).toHaveLength(20);
    expect(page.totalCount).toBe(23);
    expect(page.items[0]!.recipient).toBe('client21@demo.test');
    const second = (await list(tokens.operator, '?offset=20')).json() as { items: Mail[] };
    expect(second.items).toHaveLength(3);
    expect(second.items.at(-1)!.attempts).toBe(MAIL_RETRY_LIMIT + 2); // the oldest: the retried one
  });

  it('is for operators only', async () => {
    for (const token of [tokens.advisor, tokens.coordinator]) {
      expect((await list(token)).statusCode).toBe(403);
      const [mail] = ((await list(tokens.operator)).json() as { items: Mail[] }).items;
      expect((await retry(token, mail!.id)).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/operator/mail', headers: headersFor(HOSTS.demo) })).statusCode,
    ).toBe(401);
  });

  it("shows an operator only their tenant's mail; another tenant's mail is 404", async () => {
    await post(t.app, '/auth/investor/send-token', { email: 'investor@navy.test' }, { host: HOSTS.navy });
    await t.app.services.outbox.flushOutbox();
    const navy = await list(tokens.navyOperator, '', HOSTS.navy);
    expect(navy.statusCode).toBe(200);
    expect((navy.json() as { items: Mail[] }).items.map((mail) => mail.recipient)).toEqual(['investor@navy.test']);
    const [demoMail] = ((await list(tokens.operator)).json() as { items: Mail[] }).items;
    const foreign = await retry(tokens.navyOperator, demoMail!.id, HOSTS.navy);
    expect(foreign.statusCode).toBe(404);
    // A demo token on the navy host is refused before anything is read.
    expect((await list(tokens.operator, '', HOSTS.navy)).statusCode).toBe(403);
  });

  it('refuses a bad status filter with 400', async () => {
    const response = await list(tokens.operator, '?status=lost');
    expect(response.statusCode).toBe(400);
  });
});
