// The advisor list on PostgreSQL with 100 000 advisors in two tenants (50 000 each): p50/p95 of a filtered,
// sorted page through the real app (inject, as the demo coordinator: network scope + filters + sort + count),
// and of the total count alone. A fresh database is created and dropped; needs DATABASE_URL or a PostgreSQL at
// 127.0.0.1:5432 (user postgres, trust).
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import pg from 'pg';
import qs from 'qs';
import { buildApp } from '../../server/src/app';
import { buildListQuery } from '../../server/src/db/list-query';
import { openDatabase } from '../../server/src/db/open-db';
import { users } from '../../server/src/db/schema';
import { seedDemoData } from '../../server/src/demo/seed';
import { seedDemoUsers } from '../../server/src/demo/users';
import { ADVISOR_LIST } from '../../server/src/modules/advisors/advisors.repository';
import { createSecretBox } from '../../server/src/security/secret-box';
import { DEMO_HEADERS, loginDemoCoordinator } from './demo-login';

export interface AdvisorListBench {
  rows: number;
  n: number;
  query: string;
  total: number;
  page: { p50: number; p95: number };
  count: { p50: number; p95: number };
  /** EXPLAIN ANALYZE of the page query exactly as the app sent it (the statement with the window count). */
  plan: string;
}

const PER_TENANT = 50_000;
const SAMPLES = 200;
const WARM_UP = 30;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function measure(run: () => Promise<void>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

export async function advisorListBench(): Promise<AdvisorListBench> {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    const secrets = { jwtSecret: randomBytes(32), dataKey: randomBytes(32) };
    await seedDemoData(handle.db);
    await seedDemoUsers(handle.db, createSecretBox(secrets.dataKey));
    const started = Date.now();
    // 50 000 advisors per tenant, spread over the tenant's networks, ten surnames (two of them contain "kow"),
    // three statuses, creation dates over two years.
    await handle.pool!.query(`
      insert into users (tenant_id, email, first_name, surname, role, status, document_type, document_number,
        document_expiry_date, document_country, power_of_attorney_start_date, created_at, updated_at)
      select t.id, 'advisor' || g || '@' || t.configuration_id || '.bench',
        (array['Anna','Piotr','Maria','Jan','Ewa','Tomasz','Agnieszka','Krzysztof'])[1 + g % 8],
        (array['Kowalski','Nowak','Wiśniewski','Wójcik','Kowalczyk','Kamiński','Lewandowski','Zieliński','Szymański','Woźniak'])[1 + (g / 3) % 10] || ' ' || g,
        'advisor', (array['initial','active','deleted'])[1 + g % 3], 'ID_CARD', 'ABC' || g, date '2030-01-01', 'PL',
        date '2025-01-01', now() - (g % 730) * interval '1 day', now()
      from tenants t cross join generate_series(1, ${PER_TENANT}) g
      where t.configuration_id in ('demo', 'navy')`);
    await handle.pool!.query(`
      insert into network_members (network_id, user_id)
      select n.id, u.id from users u
      join lateral (select id from networks where tenant_id = u.tenant_id order by name offset (hashtext(u.email) & 1) limit 1) n on true
      where u.email like '%.bench'
      on conflict do nothing`);
    // VACUUM (not only ANALYZE): the visibility map lets the page's scan read the covering index alone (an
    // index-only scan). A real system's autovacuum does this after a load like this one (100 000 inserted rows
    // are far over autovacuum_vacuum_insert_threshold); without it every index entry costs a heap visit.
    await handle.pool!.query('vacuum analyze');
    console.log(`advisor bench: ${2 * PER_TENANT} advisors inserted in ${Date.now() - started} ms`);

    const app = await buildApp({ db: handle.db, secrets });
    await app.ready();
    try {
      const headers = DEMO_HEADERS;
      const token = await loginDemoCoordinator(app);
      const query = {
        sort: { name: 'surname', order: 'asc' },
        filters: {
          status: { type: 'array', operator: 'in', values: ['active'] },
          surname: { type: 'string', operator: 'like', value: 'kow' },
        },
        limit: 20,
        offset: 40,
      };
      const pageUrl = `/api/advisor/advisor?${qs.stringify(query)}`;
      // The page statement as the app sends it, captured from the pool, to show its plan.
      const pool = handle.pool!;
      const originalQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
      let pageStatement: { text: string; values: unknown[] } | null = null;
      (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
        const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
        const text = typeof first === 'string' ? first : first.text;
        if (text.includes('count(*) over ()')) {
          pageStatement = { text, values: second ?? (typeof first === 'string' ? [] : (first.values ?? [])) };
        }
        return originalQuery(...args);
      };
      let total = 0;
      const page = await measure(async () => {
        const response = await app.inject({
          method: 'GET',
          url: pageUrl,
          headers: { ...headers, authorization: `Bearer ${token}` },
        });
        if (response.statusCode !== 200) throw new Error(`list answered ${response.statusCode}: ${response.body}`);
        total = Number(response.headers['x-total-count']);
      });
      (pool as unknown as { query: unknown }).query = originalQuery;
      const captured = pageStatement as { text: string; values: unknown[] } | null;
      if (!captured) throw new Error('the page statement was not seen');
      const explained = await pool.query(`explain (analyze, costs off) ${captured.text}`, captured.values);
      const plan = explained.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
      const tenantId = (await handle.pool!.query(`select id from tenants where configuration_id = 'demo'`)).rows[0]
        .id as string;
      const built = buildListQuery(ADVISOR_LIST, query as never);
      const countOnly = await measure(async () => {
        await handle.db
          .select({ value: count() })
          .from(users)
          .where(and(eq(users.tenantId, tenantId), built.where));
      });
      return {
        rows: 2 * PER_TENANT,
        n: SAMPLES,
        query: 'coordinator scope, status in [active], surname like "kow", sort surname asc, limit 20 offset 40',
        total,
        page,
        count: countOnly,
        plan,
      };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

// `npx tsx tests/bench/advisor-list.ts`: this measurement alone, printed.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await advisorListBench(), null, 2));
}
