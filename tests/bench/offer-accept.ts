// The accept call's latency on PostgreSQL: the demo advisor invites N addresses to the demo
// debt campaign's fixed-rate series (through the app), the bench reads each invitation's link from the outbox,
// then accepts each offer once through the public link with a complete investment form, one after another, and
// times each answer. An accept locks the campaign row, checks the form with the per-offer schema and the
// amount in grosz, moves the offer with its event and writes the payment e-mail, in one transaction; the
// agreement PDF and its e-signature run after the answer (a background job), as in production.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { mailOutbox } from '../../server/src/db/schema';
import { openDatabase } from '../../server/src/db/open-db';
import { DEMO_CAMPAIGNS, seedDemoCampaigns, seedDemoData } from '../../server/src/demo/seed';
import { seedDemoUsers } from '../../server/src/demo/users';
import { createLocalStorage } from '../../server/src/providers/storage';
import { createSecretBox } from '../../server/src/security/secret-box';
import { DEMO_ADVISOR, DEMO_HEADERS, loginDemo } from './demo-login';

export interface OfferAcceptBench {
  n: number;
  p50: number;
  p95: number;
}

const OFFERS = Number(process.env.BENCH_ACCEPTS ?? 200);

const form = (email: string) => ({
  investmentValue: 1000,
  investorType: 'person',
  person: {
    firstName: 'Jan',
    surname: 'Kowalski',
    pesel: '44051401359',
    address: { street: 'Marszałkowska', house: '10', postalCode: '00-950', city: 'Warszawa', country: 'PL' },
    email,
    phone: '+48 600 700 800',
  },
  bankAccount: 'PL61109010140000071219812874',
  consents: { termsAccepted: true, risksAcknowledged: true },
});

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export async function offerAcceptBench(): Promise<OfferAcceptBench> {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const files = mkdtempSync(join(tmpdir(), 'fund-bench-files-'));
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    const storage = createLocalStorage(files);
    await seedDemoData(handle.db);
    // The demo TOTP secrets are sealed with the data key the app then opens them with.
    const secrets = { jwtSecret: randomBytes(32), dataKey: randomBytes(32) };
    await seedDemoUsers(handle.db, createSecretBox(secrets.dataKey));
    await seedDemoCampaigns(handle.db, storage);
    const app = await buildApp({ db: handle.db, storage, secrets });
    await app.ready();
    try {
      const token = await loginDemo(app, DEMO_ADVISOR);
      const auth = { ...DEMO_HEADERS, authorization: `Bearer ${token}` };
      const networks = (await app.inject({ method: 'GET', url: '/api/advisor/network', headers: auth })).json() as {
        id: string;
      }[];
      const { id: campaignId, products } = DEMO_CAMPAIGNS.demo.debt;
      const emails = Array.from({ length: OFFERS + 10 }, (_, i) => `bench-${i}@example.com`);
      for (const email of emails) {
        const invited = await app.inject({
          method: 'POST',
          url: `/api/advisor/campaign/${campaignId}/product/${products.fixed}/invite-investor`,
          headers: auth,
          payload: {
            investorEmail: email,
            message: 'Zapraszam do zapoznania się z ofertą.',
            networkId: networks[0]!.id,
          },
        });
        if (invited.statusCode !== 201) throw new Error(`invite answered ${invited.statusCode}: ${invited.body}`);
      }
      const samples: number[] = [];
      for (const [index, email] of emails.entries()) {
        const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
        const offerToken = /\/campaign\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
        if (!offerToken) throw new Error(`no offer link in the mail to ${email}`);
        const started = process.hrtime.bigint();
        const accepted = await app.inject({
          method: 'PATCH',
          url: `/public-api/campaign-offer/${offerToken}/accept`,
          headers: { host: 'localhost', 'idempotency-key': `bench-${index}-key` },
          payload: form(email),
        });
        const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
        if (accepted.statusCode !== 200) throw new Error(`accept answered ${accepted.statusCode}: ${accepted.body}`);
        if (index >= 10) samples.push(elapsed); // the first ones warm up the JIT, the pool and the plans
      }
      await app.services.jobs.drain();
      samples.sort((a, b) => a - b);
      return { n: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95) };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    rmSync(files, { recursive: true, force: true });
    await admin.query(`drop database "${name}" with (force)`);
    await admin.end();
  }
}
