// Helpers of the campaign and back-office tests: multipart bodies with fields, offers inserted straight into the
// database (the offers module makes them for real), and a campaign body for the back office.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/open-db';

export function multipart(
  parts: (
    { field: string; value: string } | { field: string; fileName: string; bytes: Buffer; contentType?: string }
  )[],
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function selectRows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** An offer as the offers module would store it (owner = an advisor of the network, investor = an account). */
export async function insertOffer(
  db: Database,
  offer: {
    campaignId: string;
    productId: string;
    ownerEmail: string;
    status: string;
    investmentValue?: string | null;
    investorEmail?: string;
  },
): Promise<string> {
  const [owner] = await selectRows<{ id: string; tenant_id: string; network_id: string }>(
    db,
    sql`select u.id, u.tenant_id, nm.network_id from users u join network_members nm on nm.user_id = u.id where u.email = ${offer.ownerEmail} limit 1`,
  );
  const [investor] = await selectRows<{ id: string }>(
    db,
    sql`select id from users where tenant_id = ${owner!.tenant_id} and role = 'investor' limit 1`,
  );
  const [campaign] = await selectRows<{ currency: string }>(
    db,
    sql`select currency from campaigns where id = ${offer.campaignId}`,
  );
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`insert into offers (tenant_id, campaign_id, product_id, network_id, owner_id, investor_id, investor_email, status, token_hash, currency, investment_value)
        values (${owner!.tenant_id}, ${offer.campaignId}, ${offer.productId}, ${owner!.network_id}, ${owner!.id}, ${investor!.id},
                ${offer.investorEmail ?? 'investor@demo.test'}, ${offer.status}, ${randomBytes(16).toString('hex')}, ${campaign!.currency},
                ${offer.investmentValue ?? null})
        returning id`,
  );
  return row!.id;
}

export { JPEG, PDF, PNG } from '../../fixtures/files';

export function campaignBody(overrides: Record<string, unknown> = {}) {
  return {
    type: 'debt',
    data: {
      translations: {
        pl: { name: 'Obligacje Testowe', description: '## Opis\n\nTekst.', highlights: ['8%'] },
        en: { name: 'Test Bonds', description: '## About\n\nText.' },
      },
    },
    startDate: '2026-03-01',
    endDate: '2026-06-30',
    targetAmount: 1000000,
    currency: 'PLN',
    paymentAccount: {
      bankAccount: 'PL61109010140000071219812874',
      recipient: 'Test Issuer sp. z o.o.',
      paymentDays: 7,
    },
    ...overrides,
  };
}

export function fixedProductBody(overrides: Record<string, unknown> = {}) {
  return {
    code: `FX-${Math.random().toString(36).slice(2, 8)}`,
    name: { pl: 'Seria stała', en: 'Fixed series' },
    currency: 'PLN',
    interestType: 'Fixed',
    interestRate: 9,
    paymentFrequency: 'Quarterly',
    dayCountConvention: 'ACT/365F',
    termMonths: 24,
    startDate: '2026-03-01',
    investmentValueMin: 1000,
    investmentValueMax: 500000,
    investmentValueStep: 1000,
    ...overrides,
  };
}
