// The investor pipeline on PostgreSQL with 1 000 000 offers in two tenants (500 000 each; 200 bench advisors in
// five networks, 150 000 investors per tenant, statuses, dates, currencies and amounts spread as a live fund's
// would be). Through the real app (inject, signed in as a person does): p50/p95 of an advisor's filtered, sorted
// page with its total, of the coordinator's network page (about half the tenant) with its total, and of the board
// with its per-currency sums; the first byte and the peak memory of a 100 000-row CSV and XLSX export over real
// HTTP. The baseline of each list is the same SQL statement sent straight to the pool in the same run (what the
// app adds on top of the database). A fresh database is created and dropped; needs DATABASE_URL or a PostgreSQL
// at 127.0.0.1:5432 (user postgres, trust).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  app: Latency;
  /** The statement(s) the app sent, run straight on the pool: the floor the database sets. */
  sql: Latency;
  plan: string;
}

export interface ExportResult {
  format: 'csv' | 'xlsx';
  rows: number;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  /** Peak RSS growth over the RSS before the request, sampled every 10 ms while the body streamed. */
  peakRssGrowthMb: number;
}

export interface PipelineBench {
  offers: number;
  seedSeconds: number;
  n: number;
  lists: PipelineListResult[];
  exports: ExportResult[];
}

// Smaller runs (BENCH_OFFERS_PER_TENANT) only to try the script; docs/bench.md figures are at 500 000.
const PER_TENANT = Number(process.env.BENCH_OFFERS_PER_TENANT ?? 500_000);
const INVESTORS_PER_TENANT = 150_000;
const ADVISORS_PER_TENANT = 100;
const SAMPLES = 200;
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

/** Seeds the offers with set-based SQL (minutes, not hours): every row derived from its number `g`. */
async function seedOffers(pool: pg.Pool): Promise<void> {
  await pool.query(`
    insert into networks (tenant_id, name)
    select id, 'Sieć Zachód' from tenants where configuration_id = 'demo'
    union all select id, 'Navy Atlantic Network' from tenants where configuration_id = 'navy'
    on conflict do nothing`);
  await pool.query(`
    insert into users (tenant_id, email, first_name, surname, role, status, created_at, updated_at)
    select t.id, 'pipe' || g || '@' || t.configuration_id || '.bench',
      (array['Anna','Piotr','Maria','Jan','Ewa','Tomasz','Agnieszka','Krzysztof'])[1 + g % 8],
      (array['Kowalski','Nowak','Wiśniewski','Wójcik','Kowalczyk','Kamiński','Lewandowski','Zieliński'])[1 + g % 8],
      'advisor', 'active', now() - (g % 700) * interval '1 day', now()
    from tenants t cross join generate_series(1, ${ADVISORS_PER_TENANT}) g
    where t.configuration_id in ('demo', 'navy')`);
  // demo: a quarter of the bench advisors in each of the coordinator's two networks, half in the third, so the
  // coordinator's network view holds about half the tenant; navy: two networks, half each.
  await pool.query(`
    insert into network_members (network_id, user_id)
    select n.id, u.id
    from users u join tenants t on t.id = u.tenant_id
    join networks n on n.tenant_id = u.tenant_id and n.name = case
      when t.configuration_id = 'demo' then (array['Sieć Północ','Sieć Południe','Sieć Zachód','Sieć Zachód'])[1 + (substring(u.email from '[0-9]+')::int % 4)]
      else (array['Navy Capital Network','Navy Atlantic Network'])[1 + (substring(u.email from '[0-9]+')::int % 2)] end
    where u.email like 'pipe%.bench'
    on conflict do nothing`);
  await pool.query(`
    insert into users (tenant_id, email, first_name, surname, role, status, created_at, updated_at)
    select t.id, 'inv' || g || '@' || t.configuration_id || '.bench',
      (array['Adam','Barbara','Celina','Damian','Elżbieta','Filip','Grażyna','Henryk','Irena','Jacek'])[1 + g % 10],
      (array['Mazur','Krawczyk','Piotrowski','Grabowski','Pawłowski','Michalski','Król','Wieczorek','Jabłoński','Wróbel'])[1 + (g / 10) % 10] || '-' || g,
      'investor', 'active', now() - (g % 900) * interval '1 day', now()
    from tenants t cross join generate_series(1, ${INVESTORS_PER_TENANT}) g
    where t.configuration_id in ('demo', 'navy')`);
  // Numbered helpers: the owners (every active advisor or coordinator with a network), investors and products.
  await pool.query(`
    create temp table bench_owners as
    select (row_number() over (partition by u.tenant_id order by u.email) - 1)::int as idx, u.tenant_id, u.id as owner_id,
      (select network_id from network_members m where m.user_id = u.id order by network_id limit 1) as network_id
    from users u
    where u.role in ('advisor', 'coordinator') and u.status = 'active'
      and exists (select 1 from network_members m where m.user_id = u.id)`);
  await pool.query(`
    create temp table bench_investors as
    select (row_number() over (partition by tenant_id order by id) - 1)::int as idx, tenant_id, id, email, first_name, surname
    from users where role = 'investor' and email like 'inv%.bench'`);
  await pool.query(`
    create temp table bench_products as
    select (row_number() over (partition by p.tenant_id order by p.id) - 1)::int as idx, p.tenant_id, p.id as product_id,
      p.campaign_id, p.currency, p.code
    from products p`);
  await pool.query(`
    create temp table bench_counts as
    select t.id as tenant_id, t.configuration_id,
      (select count(*) from bench_owners o where o.tenant_id = t.id)::int as owners,
      (select count(*) from bench_investors i where i.tenant_id = t.id)::int as investors,
      (select count(*) from bench_products p where p.tenant_id = t.id)::int as products
    from tenants t where t.configuration_id in ('demo', 'navy')`);
  console.log('pipeline bench: per tenant', (await pool.query('select * from bench_counts')).rows);
  for (const table of ['bench_owners', 'bench_investors', 'bench_products']) {
    await pool.query(`create index on ${table} (tenant_id, idx)`);
    await pool.query(`analyze ${table}`);
  }
  // Status spread of a live fund: most invitations never get past viewed; a fifth are active investments.
  await pool.query(`
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
    cross join generate_series(1, ${PER_TENANT}) g
    cross join lateral (select
      case when g % 100 < 30 then 'invited' when g % 100 < 45 then 'viewed' when g % 100 < 57 then 'interested'
           when g % 100 < 65 then 'accepted' when g % 100 < 85 then 'active' when g % 100 < 88 then 'rejected'
           when g % 100 < 95 then 'declined' else 'archived' end as status,
      now() - ((g::bigint * 31) % 730) * interval '1 day' - (g % 86400) * interval '1 second' as created) s
    join bench_owners o on o.tenant_id = c.tenant_id and o.idx = (g::bigint * 7919) % c.owners
    join bench_investors i on i.tenant_id = c.tenant_id and i.idx = (g::bigint * 104729) % c.investors
    join bench_products p on p.tenant_id = c.tenant_id and p.idx = (g * 13) % c.products`);
  // VACUUM, not only ANALYZE: the visibility map lets index-only scans skip the heap (what autovacuum does after
  // a load like this one on a real system).
  await pool.query('vacuum analyze');
}

/** Captures the statements the app sends while `run` executes, to replay them on the pool and explain them. */
async function captureStatements(
  pool: pg.Pool,
  run: () => Promise<void>,
): Promise<{ text: string; values: unknown[] }[]> {
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const seen: { text: string; values: unknown[] }[] = [];
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof first === 'string' ? first : first.text;
    const values = second ?? (typeof first === 'string' ? [] : (first.values ?? []));
    if (/\boffers\b/.test(text)) seen.push({ text, values });
    return original(...args);
  };
  try {
    await run();
  } finally {
    (pool as unknown as { query: unknown }).query = original;
  }
  return seen;
}

/** Streams an export over real HTTP: the first byte, the whole body, and RSS sampled while it flows. */
function streamExport(port: number, path: string, token: string): Promise<Omit<ExportResult, 'format' | 'rows'>> {
  return new Promise((resolve, reject) => {
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const started = process.hrtime.bigint();
    let firstByteMs = 0;
    let bytes = 0;
    const request = get(
      { host: '127.0.0.1', port, path, headers: { ...DEMO_HEADERS, authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) {
          clearInterval(sampler);
          reject(new Error(`export answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.on('data', (chunk: Buffer) => {
          if (bytes === 0) firstByteMs = Number(process.hrtime.bigint() - started) / 1e6;
          bytes += chunk.length;
        });
        response.on('end', () => {
          clearInterval(sampler);
          peak = Math.max(peak, process.memoryUsage().rss);
          resolve({
            firstByteMs,
            totalMs: Number(process.hrtime.bigint() - started) / 1e6,
            bytes,
            peakRssGrowthMb: (peak - baseline) / 2 ** 20,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
  });
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
            'own offers, status in [interested, accepted, active], investorName like "kow", sort investmentValue desc, page 2, total',
          token: advisorToken,
          url: `/api/advisor/investor/offers?${qs.stringify({
            sort: { name: 'investmentValue', order: 'desc' },
            filters: {
              status: { type: 'array', operator: 'in', values: ['interested', 'accepted', 'active'] },
              investorName: { type: 'string', operator: 'like', value: 'kr' },
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
          name: 'network page filtered',
          query: 'network view, currency in [EUR], investmentValue from 100000, sort investorName asc, total',
          token: coordinatorToken,
          url: `/api/advisor/investor/offers-by-network?${qs.stringify({
            sort: { name: 'investorName', order: 'asc' },
            filters: {
              currency: { type: 'array', operator: 'in', values: ['EUR'] },
              investmentValue: { type: 'number', operator: 'from', value: 100000 },
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
      const lists: PipelineListResult[] = [];
      for (const entry of cases) {
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
        let total = NaN;
        const appLatency = await measure(call);
        const statements = await captureStatements(pool, call);
        const sqlLatency = await measure(async () => {
          for (const statement of statements) await pool.query(statement.text, statement.values);
        });
        const plans: string[] = [];
        for (const statement of statements) {
          const explained = await pool.query(`explain (analyze, costs off) ${statement.text}`, statement.values);
          plans.push(explained.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
        }
        lists.push({
          name: entry.name,
          query: entry.query,
          total,
          app: appLatency,
          sql: sqlLatency,
          plan: plans.join('\n\n'),
        });
        console.log(
          `${entry.name}: p95 ${appLatency.p95.toFixed(1)} ms (SQL ${sqlLatency.p95.toFixed(1)} ms), total ${total}`,
        );
      }

      // About 100 000 rows: the coordinator's networks, status in [invited, viewed].
      const exportQuery = qs.stringify({
        sort: { name: 'statusDate', order: 'desc' },
        filters: { status: { type: 'array', operator: 'in', values: ['invited', 'viewed'] } },
      });
      const countResponse = await app.inject({
        method: 'GET',
        url: `/api/advisor/investor/offers-by-network?${exportQuery}&limit=1&offset=0`,
        headers: { ...DEMO_HEADERS, authorization: `Bearer ${coordinatorToken}` },
      });
      const rows = Number(countResponse.headers['x-total-count']);
      const port = (app.server.address() as AddressInfo).port;
      const exports: ExportResult[] = [];
      for (const format of ['csv', 'xlsx'] as const) {
        const result = await streamExport(
          port,
          `/api/advisor/investor/offers-by-network/export?${exportQuery}&format=${format}`,
          coordinatorToken,
        );
        exports.push({ format, rows, ...result });
        console.log(
          `export ${format}: ${rows} rows, first byte ${result.firstByteMs.toFixed(0)} ms, peak +${result.peakRssGrowthMb.toFixed(0)} MB`,
        );
      }
      return { offers, seedSeconds, n: SAMPLES, lists, exports };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    rmSync(files, { recursive: true, force: true });
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

// `npx tsx tests/bench/pipeline.ts`: this measurement alone, printed.
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await pipelineBench();
  console.log(JSON.stringify(result, null, 2));
}
