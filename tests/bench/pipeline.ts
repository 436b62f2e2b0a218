// The investor pipeline on PostgreSQL with 1 000 000 offers in two tenants (500 000 each; 200 bench advisors in
// five networks, 150 000 investors per tenant, statuses, dates, currencies and amounts spread as a live fund's
// would be). Through the real app (inject, signed in as a person does): p50/p95 of an advisor's filtered, sorted
// page with its total, of the coordinator's network page (about half the tenant) with its total, and of the board
// with its per-currency sums; the first byte and the peak memory of a 100 000-row CSV and XLSX export over real
// HTTP. The baseline of each list is the same SQL statement sent straight to the pool in the same run (what the
// app adds on top of the database). A fresh database is created and dropped; needs DATABASE_URL or a PostgreSQL
// at 127.0.0.1:5432 (user postgres, trust).
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import pg from 'pg';
import qs from 'qs';
import { buildApp } from '../../server/src/app';
import { openDatabase } from '../../server/src/db/open-db';
import { seedDemoCampaigns, seedDemoData } from '../../server/src/demo/seed';
import { seedDemoUsers } from '../../server/src/demo/users';
import { createLocalStorage } from '../../server/src/providers/storage';
import { createSecretBox } from '../../server/src/security/secret-box';
import { DEMO_ADVISOR, DEMO_HEADERS, loginDemo, loginDemoCoordinator } from './demo-login';

interface Latency {
  p50: number;
  p95: number;
}

export interface PipelineListResult {
  name: string;
  query: string;
  total: number;
  /** Through the app (inject, signed in). */
  app: Latency;
  /** The baseline: a bare Fastify route (inject) sending the same statement(s) through pg, no checks. */
  bare: Latency;
  /** The statement(s) the app sent, run straight on the pool: the floor the database sets. */
  sql: Latency;
  /** EXPLAIN (ANALYZE, BUFFERS) of each statement, as the app runs it. */
  plan: string;
}

/** One export over HTTP. */
export interface ExportTransfer {
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  /** Peak RSS growth over the RSS before the request, sampled every 10 ms while the body streamed. */
  peakRssGrowthMb: number;
  /** Peak growth of the V8 heap in use (garbage included until it is collected). */
  peakHeapGrowthMb: number;
  /** The same peak within the first and within the second half of the transfer (by time). */
  firstHalfRssGrowthMb: number;
  secondHalfRssGrowthMb: number;
}

export interface ExportResult extends ExportTransfer {
  format: 'csv' | 'xlsx';
  rows: number;
  /** The bare route: the same cursor over the same SELECT, written by hand (CSV) or by exceljs alone (XLSX). */
  bare: ExportTransfer;
  /** The same export of a fifth of the rows (currency in [EUR] added): flat memory = about the same peak. */
  small: ExportTransfer & { rows: number };
}

export interface PipelineBench {
  offers: number;
  seedSeconds: number;
  n: number;
  lists: PipelineListResult[];
  exports: ExportResult[];
  /** The machine's load average (1 minute) when the measurements started and when they ended. */
  load: [number, number];
  /** EXPLAIN (ANALYZE, BUFFERS) of the export's SELECT (as a whole; the cursor may plan for the first rows). */
  exportPlan: string;
}

// Smaller runs (BENCH_OFFERS_PER_TENANT) only to try the script; docs/bench.md figures are at 500 000.
const PER_TENANT = Number(process.env.BENCH_OFFERS_PER_TENANT ?? 500_000);
const INVESTORS_PER_TENANT = 150_000;
const ADVISORS_PER_TENANT = 100;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARM_UP = 30;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function measure(run: () => Promise<void>, samples = SAMPLES): Promise<Latency> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

// A collection before each export, so that its baseline is the live memory, not the previous export's garbage.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Runs one step of the load and logs how long it took. */
async function timed<T>(step: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  console.log(`pipeline bench: ${step} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Seeds the offers with set-based SQL (minutes, not hours): every row derived from its number `g`. */
export async function seedOffers(pool: pg.Pool, perTenant = PER_TENANT): Promise<void> {
  // One connection for the whole load: the numbered helpers are temporary tables (they live on one connection).
  const client = await pool.connect();
  try {
    await seedOn(client, perTenant);
  } finally {
    client.release(true);
  }
  // VACUUM, not only ANALYZE: the visibility map lets index-only scans skip the heap (what autovacuum does after
  // a load like this one on a real system).
  await timed('vacuum analyze', () => pool.query('vacuum analyze'));
}

async function seedOn(client: pg.PoolClient, perTenant: number): Promise<void> {
  await client.query(`
    insert into networks (tenant_id, name)
    select id, 'Sieć Zachód' from tenants where configuration_id = 'demo'
    union all select id, 'Navy Atlantic Network' from tenants where configuration_id = 'navy'
    on conflict do nothing`);
  await client.query(`
    insert into users (tenant_id, email, first_name, surname, role, status, created_at, updated_at)
    select t.id, 'pipe' || g || '@' || t.configuration_id || '.bench',
      (array['Anna','Piotr','Maria','Jan','Ewa','Tomasz','Agnieszka','Krzysztof'])[1 + g % 8],
      (array['Kowalski','Nowak','Wiśniewski','Wójcik','Kowalczyk','Kamiński','Lewandowski','Zieliński'])[1 + g % 8],
      'advisor', 'active', now() - (g % 700) * interval '1 day', now()
    from tenants t cross join generate_series(1, ${ADVISORS_PER_TENANT}) g
    where t.configuration_id in ('demo', 'navy')`);
  // demo: a quarter of the bench advisors in each of the coordinator's two networks, half in the third, so the
  // coordinator's network view holds about half the tenant; navy: two networks, half each.
  await client.query(`
    insert into network_members (network_id, user_id)
    select n.id, u.id
    from users u join tenants t on t.id = u.tenant_id
    join networks n on n.tenant_id = u.tenant_id and n.name = case
      when t.configuration_id = 'demo' then (array['Sieć Północ','Sieć Południe','Sieć Zachód','Sieć Zachód'])[1 + (substring(u.email from '[0-9]+')::int % 4)]
      else (array['Navy Capital Network','Navy Atlantic Network'])[1 + (substring(u.email from '[0-9]+')::int % 2)] end
    where u.email like 'pipe%.bench'
    on conflict do nothing`);
  await timed('investors', () =>
    client.query(`
    insert into users (tenant_id, email, first_name, surname, role, status, created_at, updated_at)
    select t.id, 'inv' || g || '@' || t.configuration_id || '.bench',
      (array['Adam','Barbara','Celina','Damian','Elżbieta','Filip','Grażyna','Henryk','Irena','Jacek'])[1 + g % 10],
      (array['Mazur','Krawczyk','Piotrowski','Grabowski','Pawłowski','Michalski','Król','Wieczorek','Jabłoński','Wróbel'])[1 + (g / 10) % 10] || '-' || g,
      'investor', 'active', now() - (g % 900) * interval '1 day', now()
    from tenants t cross join generate_series(1, ${INVESTORS_PER_TENANT}) g
    where t.configuration_id in ('demo', 'navy')`),
  );
  // Numbered helpers: the owners (every active advisor or coordinator with a network), investors and products.
  await client.query(`
    create temp table bench_owners as
    select (row_number() over (partition by u.tenant_id order by u.email) - 1)::int as idx, u.tenant_id, u.id as owner_id,
      (select network_id from network_members m where m.user_id = u.id order by network_id limit 1) as network_id
    from users u
    where u.role in ('advisor', 'coordinator') and u.status = 'active'
      and exists (select 1 from network_members m where m.user_id = u.id)`);
  await client.query(`
    create temp table bench_investors as
    select (row_number() over (partition by tenant_id order by id) - 1)::int as idx, tenant_id, id, email, first_name, surname
    from users where role = 'investor' and email like 'inv%.bench'`);
  await client.query(`
    create temp table bench_products as
    select (row_number() over (partition by p.tenant_id order by p.id) - 1)::int as idx, p.tenant_id, p.id as product_id,
      p.campaign_id, p.currency, p.code
    from products p`);
  await client.query(`
    create temp table bench_counts as
    select t.id as tenant_id, t.configuration_id,
      (select count(*) from bench_owners o where o.tenant_id = t.id)::int as owners,
      (select count(*) from bench_investors i where i.tenant_id = t.id)::int as investors,
      (select count(*) from bench_products p where p.tenant_id = t.id)::int as products
    from tenants t where t.configuration_id in ('demo', 'navy')`);
  console.log('pipeline bench: per tenant', (await client.query('select * from bench_counts')).rows);
  for (const table of ['bench_owners', 'bench_investors', 'bench_products']) {
    await client.query(`create index on ${table} (tenant_id, idx)`);
    await client.query(`analyze ${table}`);
  }
  // The offers table's own indexes (not those of its constraints) are dropped for the load and built again after
  // it: one sort per index instead of 1 000 000 insertions into each of ~19 indexes (minutes instead of most of
  // an hour on 2 CPUs). The definitions are read back from the catalogue, so the bench measures exactly the
  // migrations' indexes.
  const indexes = (
    await client.query<{ name: string; definition: string }>(`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
      where i.indrelid = 'offers'::regclass
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`)
  ).rows;
  for (const index of indexes) await client.query(`drop index ${index.name}`);
  // Status spread of a live fund: most invitations never get past viewed; a fifth are active investments. Every
  // date lies in the past two years (the status changed 0-19 days after the invitation, never in the future).
  // The rows are consistent by construction (owners, investors, products and networks read from the tables), so
  // the load skips the foreign-key triggers (session_replication_role, on this connection only).
  await client.query(`set session_replication_role = replica`);
  await timed('offers', () =>
    client.query(`
    insert into offers (tenant_id, campaign_id, product_id, network_id, owner_id, investor_id, investor_email,
      investor_name, status, status_changed_at, token_hash, currency, investment_value, accepted_at, agreement_date,
      payment_date, end_date, agreement_status, created_at, updated_at)
    select c.tenant_id, p.campaign_id, p.product_id, o.network_id, o.owner_id, i.id, i.email,
      case when s.status in ('invited', 'viewed') then null else i.first_name || ' ' || i.surname end,
      s.status, s.created + (g % 20) * interval '1 day', 'bench-' || c.configuration_id || '-' || g, p.currency,
      case when s.status in ('interested', 'accepted', 'active', 'rejected') then (1000 + (g::bigint * 7919 % 4990) * 100)::numeric end,
      case when s.status in ('accepted', 'active') then s.created + (g % 10) * interval '1 day' end,
      case when s.status = 'active' then (s.created + (g % 12) * interval '1 day')::date end,
      case when s.status = 'active' then (s.created + (g % 14) * interval '1 day')::date end,
      case when s.status = 'active' then (s.created + interval '2 years')::date end,
      case when s.status = 'active' then 'Completed' when s.status = 'accepted' then 'Processing' end,
      s.created, s.created
    from bench_counts c
    cross join generate_series(1, ${perTenant}) g
    cross join lateral (select
      case when g % 100 < 30 then 'invited' when g % 100 < 45 then 'viewed' when g % 100 < 57 then 'interested'
           when g % 100 < 65 then 'accepted' when g % 100 < 85 then 'active' when g % 100 < 88 then 'rejected'
           when g % 100 < 95 then 'declined' else 'archived' end as status,
      now() - (20 + (g::bigint * 31) % 710) * interval '1 day' - (g % 86400) * interval '1 second' as created) s
    join bench_owners o on o.tenant_id = c.tenant_id and o.idx = (g::bigint * 7919) % c.owners
    join bench_investors i on i.tenant_id = c.tenant_id and i.idx = (g::bigint * 104729) % c.investors
    join bench_products p on p.tenant_id = c.tenant_id and p.idx = (g * 13) % c.products`),
  );
  await client.query(`reset session_replication_role`);
  // The load skipped the triggers too (replica): the totals of the pipeline's counts (offer_totals) are counted
  // again from the offers, as migration 0015 does for the offers before it.
  await timed('offer totals', async () => {
    await client.query(`delete from offer_totals`);
    await client.query(`
      insert into offer_totals (tenant_id, network_id, owner_id, status, currency, offer_count, value_count, value_sum)
      select tenant_id, network_id, owner_id, status, currency, count(*), count(investment_value),
        coalesce(sum(investment_value), 0)
      from offers group by tenant_id, network_id, owner_id, status, currency`);
  });
  await client.query(`set maintenance_work_mem = '256MB'`);
  await timed(`${indexes.length} offers indexes`, async () => {
    for (const index of indexes) await client.query(index.definition);
  });
}

/** A statement as the app sent it: its text, values and, for a kept query shape, its prepared name. */
interface Statement {
  name?: string;
  text: string;
  values: unknown[];
}

/** Captures the offers statements the app sends on `pool` while `run` executes (to replay and explain them). */
async function captureStatements(pool: pg.Pool, run: () => Promise<void>): Promise<Statement[]> {
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const seen: Statement[] = [];
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    const [first, second] = args as [string | { name?: string; text: string; values?: unknown[] }, unknown[]?];
    const text = typeof first === 'string' ? first : first.text;
    const values = second ?? (typeof first === 'string' ? [] : (first.values ?? []));
    const name = typeof first === 'string' ? undefined : first.name;
    if (/\boffers\b/.test(text)) seen.push({ ...(name && { name }), text, values });
    return original(...args);
  };
  try {
    await run();
  } finally {
    (pool as unknown as { query: unknown }).query = original;
  }
  return seen;
}

/** Captures the export's cursor (`declare pipeline_export ... for <select>`), sent on a transaction's client. */
async function captureCursor(run: () => Promise<void>): Promise<Statement> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  let cursor: Statement | null = null;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[]?];
    const text = typeof first === 'string' ? first : first?.text;
    if (typeof text === 'string' && text.startsWith('declare pipeline_export')) {
      cursor = { text, values: second ?? (typeof first === 'string' ? [] : (first.values ?? [])) };
    }
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    prototype.query = original;
  }
  if (!cursor) throw new Error("the export's cursor was not seen");
  return cursor;
}

/** Runs statements as the app did: side by side (the board sends its aggregates and its cards at once). */
function replay(pool: pg.Pool, statements: Statement[], prefix: string): Promise<pg.QueryResult[]> {
  return Promise.all(
    statements.map((statement) =>
      pool.query({
        ...(statement.name && { name: `${prefix}${statement.name}` }),
        text: statement.text,
        values: statement.values,
      }),
    ),
  );
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a statement as the app runs it. A statement the app keeps as a named prepared
 * statement is explained through PREPARE/EXECUTE after five executions: the plan it gets from then on (PostgreSQL
 * may switch it to a generic plan), not the plan of one custom-planned run.
 */
async function explain(pool: pg.Pool, statement: Statement): Promise<string> {
  const client = await pool.connect();
  try {
    const lines = (result: pg.QueryResult) =>
      result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
    if (!statement.name) {
      return lines(await client.query(`explain (analyze, buffers, costs off) ${statement.text}`, statement.values));
    }
    await client.query(`prepare bench_explained as ${statement.text}`);
    const literals = statement.values
      .map((value) => (value === null ? 'null' : client.escapeLiteral(String(value))))
      .join(', ');
    const execute = `execute bench_explained${literals ? `(${literals})` : ''}`;
    for (let i = 0; i < 5; i++) await client.query(execute);
    const plan = lines(await client.query(`explain (analyze, buffers, costs off) ${execute}`));
    await client.query('deallocate bench_explained');
    return plan;
  } finally {
    client.release();
  }
}

/**
 * Streams an export over real HTTP: the first byte, the whole body, and the RSS sampled every 10 ms while it
 * flows. The peak of the first and of the second half of the transfer tell a flat profile (the same in both)
 * from one that grows with the rows.
 */
function streamExport(port: number, path: string, headers: Record<string, string>): Promise<ExportTransfer> {
  return new Promise((resolve, reject) => {
    collectGarbage();
    const baseline = process.memoryUsage().rss;
    const heapBaseline = process.memoryUsage().heapUsed;
    let heapPeak = heapBaseline;
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    const samples: { at: number; rss: number }[] = [];
    const sampler = setInterval(() => {
      const memory = process.memoryUsage();
      samples.push({ at: elapsed(), rss: memory.rss });
      heapPeak = Math.max(heapPeak, memory.heapUsed);
    }, 10);
    let firstByteMs = 0;
    let bytes = 0;
    const request = get({ host: '127.0.0.1', port, path, headers }, (response) => {
      if (response.statusCode !== 200) {
        clearInterval(sampler);
        reject(new Error(`export ${path} answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstByteMs = elapsed();
        bytes += chunk.length;
      });
      response.on('end', () => {
        clearInterval(sampler);
        const totalMs = elapsed();
        samples.push({ at: totalMs, rss: process.memoryUsage().rss });
        const growth = (part: { rss: number }[]) =>
          (Math.max(baseline, ...part.map((x) => x.rss)) - baseline) / 2 ** 20;
        resolve({
          firstByteMs,
          totalMs,
          bytes,
          peakRssGrowthMb: growth(samples),
          peakHeapGrowthMb: (heapPeak - heapBaseline) / 2 ** 20,
          firstHalfRssGrowthMb: growth(samples.filter((x) => x.at <= totalMs / 2)),
          secondHalfRssGrowthMb: growth(samples.filter((x) => x.at > totalMs / 2)),
        });
      });
      response.on('error', reject);
    });
    request.on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
  });
}

/**
 * The bare export: the app's cursor (the same SELECT and values) in a read-only REPEATABLE READ transaction,
 * 500 rows a fetch, each batch written before the next is fetched; CSV joined by hand, XLSX by exceljs's
 * streaming writer with the values as they come (amounts as numbers). No labels, headers or formats.
 */
export async function bareExport(pool: pg.Pool, cursor: Statement, format: 'csv' | 'xlsx', out: PassThrough) {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query(cursor.text, cursor.values);
    const workbook =
      format === 'xlsx' ? new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false }) : null;
    const sheet = workbook?.addWorksheet('bare');
    for (;;) {
      const { rows } = await client.query<Record<string, string | null>>('fetch forward 500 from pipeline_export');
      if (rows.length === 0) break;
      if (sheet) {
        for (const row of rows) {
          const values = Object.values(row);
          sheet.addRow(values.map((value, i) => (i === 7 && value !== null ? Number(value) : value))).commit();
        }
      } else {
        out.write(
          rows
            .map(
              (row) =>
                `${Object.values(row)
                  .map((value) => JSON.stringify(value ?? ''))
                  .join(',')}\r\n`,
            )
            .join(''),
        );
      }
      if (out.writableNeedDrain) await once(out, 'drain');
      if (rows.length < 500) break;
    }
    await client.query('commit');
    if (workbook && sheet) {
      sheet.commit();
      await workbook.commit();
    } else out.end();
  } finally {
    client.release();
  }
}

export async function pipelineBench(): Promise<PipelineBench> {
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
    const secrets = { jwtSecret: randomBytes(32), dataKey: randomBytes(32) };
    await seedDemoData(handle.db);
    await seedDemoUsers(handle.db, createSecretBox(secrets.dataKey));
    await seedDemoCampaigns(handle.db, storage);
    const pool = handle.pool!;
    const seedStarted = Date.now();
    await seedOffers(pool);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const offers = Number((await pool.query('select count(*) from offers')).rows[0].count);
    console.log(`pipeline bench: ${offers} offers seeded in ${seedSeconds.toFixed(0)} s`);

    const app = await buildApp({ db: handle.db, storage, secrets });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const advisorToken = await loginDemo(app, DEMO_ADVISOR);
      const coordinatorToken = await loginDemoCoordinator(app);
      const cases = [
        {
          name: 'advisor page (listInvestorOffers)',
          query:
            'own offers, status in [interested, accepted, active], investorName like "krawczyk", sort investmentValue desc, page 2, total',
          token: advisorToken,
          url: `/api/advisor/investor/offers?${qs.stringify({
            sort: { name: 'investmentValue', order: 'desc' },
            filters: {
              status: { type: 'array', operator: 'in', values: ['interested', 'accepted', 'active'] },
              investorName: { type: 'string', operator: 'like', value: 'krawczyk' },
            },
            limit: 20,
            offset: 20,
          })}`,
        },
        {
          name: 'network page (listNetworkInvestorOffers)',
          query: "coordinator's two networks (about half the tenant), sort statusDate desc, page 3, total",
          token: coordinatorToken,
          url: `/api/advisor/investor/offers-by-network?${qs.stringify({
            sort: { name: 'statusDate', order: 'desc' },
            limit: 20,
            offset: 40,
          })}`,
        },
        {
          name: 'network page searched',
          query:
            'network view, investorName like "wróbel-42" (one investor\'s name being typed), sort statusDate desc, total',
          token: coordinatorToken,
          url: `/api/advisor/investor/offers-by-network?${qs.stringify({
            sort: { name: 'statusDate', order: 'desc' },
            filters: { investorName: { type: 'string', operator: 'like', value: 'wróbel-42' } },
            limit: 20,
            offset: 0,
          })}`,
        },
        {
          name: 'network page filtered',
          query: 'network view, currency in [EUR], investmentValue from 100000, sort investorName asc, total',
          token: coordinatorToken,
          url: `/api/advisor/investor/offers-by-network?${qs.stringify({
            sort: { name: 'investorName', order: 'asc' },
            filters: {
              currency: { type: 'array', operator: 'in', values: ['EUR'] },
              investmentValue: { type: 'number', from: '100000' },
            },
            limit: 20,
            offset: 0,
          })}`,
        },
        {
          name: 'board (getInvestorOffersBoard, network)',
          query: 'network scope, 7 columns with counts, 3 with per-currency sums, 20 cards each',
          token: coordinatorToken,
          url: `/api/advisor/investor/offers/board?${qs.stringify({ scope: 'network', limit: 20 })}`,
        },
      ];
      // The baseline: a bare Fastify server on its own pg pool (the app's size) whose routes send the statements
      // the app sent for each case, with the same values, and answer their rows as JSON: no tenant, session,
      // validation, scope or mapping. What the app adds is the difference.
      const bare = Fastify({ logger: false });
      const barePool = new pg.Pool({
        connectionString: url.toString(),
        max: Number(process.env.DATABASE_POOL_MAX ?? 10),
      });
      barePool.on('error', () => undefined);
      const bareStatements = new Map<string, Statement[]>();
      bare.get<{ Params: { index: string } }>('/case/:index', async (request) => {
        const results = await replay(barePool, bareStatements.get(request.params.index)!, 'bare_');
        return results.map((result) => result.rows);
      });
      let exportCursor: Statement | null = null;
      bare.get<{ Params: { format: 'csv' | 'xlsx' } }>('/export/:format', async (request, reply) => {
        const stream = new PassThrough();
        void bareExport(barePool, exportCursor!, request.params.format, stream).catch((error: unknown) =>
          stream.destroy(error as Error),
        );
        reply.header('content-type', request.params.format === 'csv' ? 'text/csv' : 'application/octet-stream');
        return stream;
      });
      await bare.listen({ host: '127.0.0.1', port: 0 });
      try {
        const loadAtStart = loadavg()[0]!;
        const lists: PipelineListResult[] = [];
        for (const [index, entry] of cases.entries()) {
          let total = NaN;
          const call = async () => {
            const response = await app.inject({
              method: 'GET',
              url: entry.url,
              headers: { ...DEMO_HEADERS, authorization: `Bearer ${entry.token}` },
            });
            if (response.statusCode !== 200)
              throw new Error(`${entry.name} answered ${response.statusCode}: ${response.body}`);
            total = Number(response.headers['x-total-count'] ?? NaN);
          };
          // Captured first (it also warms the app up): the bare route and the floor replay these statements.
          const statements = await captureStatements(pool, call);
          if (statements.length === 0) throw new Error(`${entry.name}: no offers statement seen`);
          bareStatements.set(String(index), statements);
          const appLatency = await measure(call);
          const bareLatency = await measure(async () => {
            const response = await bare.inject({ method: 'GET', url: `/case/${index}` });
            if (response.statusCode !== 200) throw new Error(`bare ${entry.name} answered ${response.statusCode}`);
          });
          const sqlLatency = await measure(async () => {
            await replay(pool, statements, '');
          });
          const plans: string[] = [];
          for (const statement of statements) plans.push(await explain(pool, statement));
          lists.push({
            name: entry.name,
            query: entry.query,
            total,
            app: appLatency,
            bare: bareLatency,
            sql: sqlLatency,
            plan: plans.join('\n\n'),
          });
          console.log(
            `${entry.name}: p50/p95 app ${appLatency.p50.toFixed(1)}/${appLatency.p95.toFixed(1)} ms, bare ${bareLatency.p50.toFixed(1)}/${bareLatency.p95.toFixed(1)} ms, SQL ${sqlLatency.p50.toFixed(1)}/${sqlLatency.p95.toFixed(1)} ms, total ${total}`,
          );
        }

        // About 100 000 rows: the coordinator's networks, status in [invited, viewed]; and a fifth of them.
        const exportFilters = { status: { type: 'array', operator: 'in', values: ['invited', 'viewed'] } };
        const exportQuery = (small: boolean) =>
          qs.stringify({
            sort: { name: 'statusDate', order: 'desc' },
            filters: small
              ? { ...exportFilters, currency: { type: 'array', operator: 'in', values: ['EUR'] } }
              : exportFilters,
          });
        const headers = { ...DEMO_HEADERS, authorization: `Bearer ${coordinatorToken}` };
        const countOf = async (small: boolean) => {
          const response = await app.inject({
            method: 'GET',
            url: `/api/advisor/investor/offers-by-network?${exportQuery(small)}&limit=1&offset=0`,
            headers,
          });
          return Number(response.headers['x-total-count']);
        };
        const rows = await countOf(false);
        const smallRows = await countOf(true);
        const port = (app.server.address() as AddressInfo).port;
        const barePort = (bare.server.address() as AddressInfo).port;
        const exportPath = (format: string, small = false) =>
          `/api/advisor/investor/offers-by-network/export?${exportQuery(small)}&format=${format}`;
        const appTransfers: Partial<Record<'csv' | 'xlsx', ExportTransfer>> = {};
        const smallTransfers: Partial<Record<'csv' | 'xlsx', ExportTransfer>> = {};
        for (const format of ['csv', 'xlsx'] as const) {
          smallTransfers[format] = await streamExport(port, exportPath(format, true), headers);
          let transfer: ExportTransfer | null = null;
          const run = async () => {
            transfer = await streamExport(port, exportPath(format), headers);
          };
          if (format === 'csv') exportCursor = await captureCursor(run);
          else await run();
          appTransfers[format] = transfer!;
        }
        const exportPlan = await explain(pool, {
          text: exportCursor!.text.replace(/^declare pipeline_export no scroll cursor for /, ''),
          values: exportCursor!.values,
        });
        const exports: ExportResult[] = [];
        for (const format of ['csv', 'xlsx'] as const) {
          const bareTransfer = await streamExport(barePort, `/export/${format}`, {});
          const result = {
            format,
            rows,
            ...appTransfers[format]!,
            bare: bareTransfer,
            small: { rows: smallRows, ...smallTransfers[format]! },
          };
          exports.push(result);
          console.log(
            `export ${format}: ${rows} rows, first byte ${result.firstByteMs.toFixed(0)} ms (bare ${bareTransfer.firstByteMs.toFixed(0)}), whole ${result.totalMs.toFixed(0)} ms (bare ${bareTransfer.totalMs.toFixed(0)}), peak RSS +${result.peakRssGrowthMb.toFixed(0)} MiB (halves +${result.firstHalfRssGrowthMb.toFixed(0)}/+${result.secondHalfRssGrowthMb.toFixed(0)}; bare +${bareTransfer.peakRssGrowthMb.toFixed(0)}; ${smallRows} rows +${result.small.peakRssGrowthMb.toFixed(0)}), heap +${result.peakHeapGrowthMb.toFixed(0)} (${smallRows} rows +${result.small.peakHeapGrowthMb.toFixed(0)})`,
          );
        }
        return { offers, seedSeconds, n: SAMPLES, lists, exports, exportPlan, load: [loadAtStart, loadavg()[0]!] };
      } finally {
        await bare.close();
        await barePool.end();
      }
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    rmSync(files, { recursive: true, force: true });
    // BENCH_KEEP_DATABASE=1 keeps the loaded database to study its plans (psql), named in the log.
    if (process.env.BENCH_KEEP_DATABASE) console.log(`pipeline bench: database ${name} kept`);
    else await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

// `npx tsx tests/bench/pipeline.ts`: this measurement alone, printed.
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await pipelineBench();
  console.log(JSON.stringify(result, null, 2));
}
