// PostgreSQL only (PGlite has one connection and cannot show a race): the maintained totals of the pipeline
// (offer_totals) stay exact when many transactions write offers at once: parallel creates whose key has no row
// yet (one of them inserts it, the others add to it), parallel moves of different offers in opposite directions
// between the same two statuses (each statement locks the totals rows in key order), parallel deletes.
// Not matched by the `server` project (`*.test.ts`); the `server-pg` project runs it. Without DATABASE_URL this
// file FAILS (it must never pass by skipping).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOfferWorld, type OfferWorld } from '../helpers/offers';
import { createClock, createTestApp, usingPostgres, type TestApp } from '../helpers/test-app';

if (!usingPostgres) throw new Error('These tests need PostgreSQL: set DATABASE_URL (they must not be skipped).');

let t: TestApp;
let w: OfferWorld;
const clock = createClock('2026-03-02T10:00:00.000Z');
const PARALLEL = 20;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  expect(t.handle.kind).toBe('postgres');
  w = await buildOfferWorld(t, clock);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Each statement in its own transaction on its own connection of the pool, all started at once. */
async function inParallel(statements: { text: string; values: unknown[] }[]): Promise<void> {
  const pool = t.handle.pool!;
  await Promise.all(
    statements.map(async ({ text, values }) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(text, values);
        // Hold the totals rows' locks a moment, so that the others queue behind them.
        await client.query('select pg_sleep(0.02)');
        await client.query('commit');
      } finally {
        client.release();
      }
    }),
  );
}

/** Keys whose totals differ from a plain COUNT/SUM over the offers. */
async function differences(): Promise<unknown[]> {
  const result = await t.db.execute(sql`
    select coalesce(a.status, o.status) as status, a.offer_count::text as kept, o.offer_count::text as expected
    from offer_totals a
    full join (
      select tenant_id, network_id, owner_id, status, currency, count(*) as offer_count,
        count(investment_value) as value_count, coalesce(sum(investment_value), 0) as value_sum
      from offers group by tenant_id, network_id, owner_id, status, currency
    ) o using (tenant_id, network_id, owner_id, status, currency)
    where coalesce(a.offer_count, 0) <> coalesce(o.offer_count, 0)
      or coalesce(a.value_count, 0) <> coalesce(o.value_count, 0)
      or coalesce(a.value_sum, 0) <> coalesce(o.value_sum, 0)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

async function countOf(status: string): Promise<number> {
  const result = await t.db.execute(sql`
    select coalesce(sum(offer_count), 0)::int as count from offer_totals
    where owner_id = ${w.users.anna} and status = ${status} and currency = 'USD'`);
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]!.count);
}

describe(`on PostgreSQL, ${PARALLEL} parallel transactions`, () => {
  it('creates, opposite moves and deletes leave the totals equal to a plain count', async () => {
    const tenant = sql`(select id from tenants where configuration_id = 'demo')`;
    const insert = (status: string) => ({
      text: `insert into offers (tenant_id, campaign_id, product_id, network_id, owner_id, investor_id, investor_email,
               status, token_hash, currency, investment_value)
             values ((select id from tenants where configuration_id = 'demo'), $1, $2, $3, $4, $5, $6, $7, $8, 'USD', $9)`,
      values: [
        w.active.id,
        w.active.products.B1,
        w.networks.north,
        w.users.anna,
        w.users.investor,
        `race.${randomBytes(4).toString('hex')}@example.com`,
        status,
        randomBytes(16).toString('hex'),
        '1000.25',
      ],
    });
    // A key nobody has counted yet (USD offers of Anna): every transaction races to create its row.
    await inParallel(Array.from({ length: PARALLEL }, (_, i) => insert(i % 2 === 0 ? 'invited' : 'viewed')));
    expect(await differences()).toEqual([]);
    expect([await countOf('invited'), await countOf('viewed')]).toEqual([PARALLEL / 2, PARALLEL / 2]);

    const ids = (
      (await t.db.execute(
        sql`select id, status from offers where owner_id = ${w.users.anna} and currency = 'USD' and tenant_id = ${tenant} order by id`,
      )) as unknown as { rows: { id: string; status: string }[] }
    ).rows;
    // Every invited one to viewed and every viewed one to invited, all at once.
    await inParallel(
      ids.map(({ id, status }) => ({
        text: `update offers set status = $2 where id = $1`,
        values: [id, status === 'invited' ? 'viewed' : 'invited'],
      })),
    );
    expect(await differences()).toEqual([]);
    expect([await countOf('invited'), await countOf('viewed')]).toEqual([PARALLEL / 2, PARALLEL / 2]);

    await inParallel(
      ids.slice(0, PARALLEL / 2).map(({ id }) => ({ text: `delete from offers where id = $1`, values: [id] })),
    );
    expect(await differences()).toEqual([]);
    expect((await countOf('invited')) + (await countOf('viewed'))).toBe(PARALLEL / 2);
  }, 60_000);
});
