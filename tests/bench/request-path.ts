// The request path's fixed cost: the coordinator's authenticated advisor list through the
// real app against a bare Fastify + pg route running one page query of the same table, both over HTTP on
// PostgreSQL, loaded by autocannon (20 connections) in the same run, one after the other. The ratio of their
// throughputs is what the app's own work costs (tenant, session, scope, validation, serialization).
// A fresh database is created and dropped; needs DATABASE_URL or a PostgreSQL at 127.0.0.1:5432 (trust).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import pg from 'pg';
import qs from 'qs';
import { buildApp } from '../../server/src/app';
import { openDatabase } from '../../server/src/db/open-db';
import { seedDemoData } from '../../server/src/demo/seed';
import { seedDemoUsers } from '../../server/src/demo/users';
import { createSecretBox } from '../../server/src/security/secret-box';
import { DEMO_HEADERS, loginDemoCoordinator } from './demo-login';

export interface Load {
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  errors: number;
  non2xx: number;
}

export interface RequestPathBench {
  connections: number;
  seconds: number;
  app: Load;
  bare: Load;
  ratio: number;
}

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const autocannonCli = resolve(import.meta.dirname, '..', '..', 'node_modules', 'autocannon', 'autocannon.js');

/** autocannon as a child process (its own event loop: it must not share the servers' one). */
async function load(url: string, headers: Record<string, string>): Promise<Load> {
  const args = ['-c', String(CONNECTIONS), '-d', String(SECONDS), '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  // A short warm-up run first (JIT, pool connections, plan caches), not measured.
  await promisify(execFile)(process.execPath, [
    autocannonCli,
    '-c',
    String(CONNECTIONS),
    '-d',
    '2',
    ...args.slice(4),
    url,
  ]);
  const { stdout } = await promisify(execFile)(process.execPath, [autocannonCli, ...args, url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p97_5: number };
    errors: number;
    non2xx: number;
  };
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export async function requestPathBench(): Promise<RequestPathBench> {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  const bare = Fastify({ logger: false });
  const barePool = new pg.Pool({ connectionString: url.toString(), max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
  barePool.on('error', () => undefined); // as the app's pool: a dropped idle client is replaced
  try {
    const secrets = { jwtSecret: randomBytes(32), dataKey: randomBytes(32) };
    await seedDemoData(handle.db);
    await seedDemoUsers(handle.db, createSecretBox(secrets.dataKey));
    const app = await buildApp({ db: handle.db, secrets });
    try {
      const appAddress = await app.listen({ port: 0, host: '127.0.0.1' });
      const headers = DEMO_HEADERS;
      const token = await loginDemoCoordinator(app);

      // The bare route: the same first page (20 advisors of the tenant by surname), one query, no checks.
      const tenantId = (await barePool.query(`select id from tenants where configuration_id = 'demo'`)).rows[0].id;
      bare.get('/advisors', async () => {
        const { rows } = await barePool.query(
          `select id, email, first_name, surname, role, status, created_at from users
           where tenant_id = $1 and role in ('advisor', 'coordinator') order by surname, id limit 20`,
          [tenantId],
        );
        return { items: rows, totalCount: rows.length };
      });
      const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

      const listUrl = `/api/advisor/advisor?${qs.stringify({ sort: { name: 'surname', order: 'asc' }, limit: 20, offset: 0 })}`;
      const check = await app.inject({
        method: 'GET',
        url: listUrl,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      if (check.statusCode !== 200) throw new Error(`the app's list answered ${check.statusCode}: ${check.body}`);

      // The Host header selects the tenant: the demo tenant is `localhost`.
      const appLoad = await load(`${appAddress}${listUrl}`, { ...headers, authorization: `Bearer ${token}` });
      const bareLoad = await load(`${bareAddress}/advisors`, {});
      for (const [label, result] of [
        ['app', appLoad],
        ['bare', bareLoad],
      ] as const) {
        if (result.errors || result.non2xx)
          throw new Error(`${label}: ${result.errors} errors, ${result.non2xx} non-2xx`);
      }
      return {
        connections: CONNECTIONS,
        seconds: SECONDS,
        app: appLoad,
        bare: bareLoad,
        ratio: appLoad.requestsPerSecond / bareLoad.requestsPerSecond,
      };
    } finally {
      await app.close();
    }
  } finally {
    await bare.close();
    await barePool.end();
    await handle.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

// `npx tsx tests/bench/request-path.ts`: this measurement alone, printed.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await requestPathBench(), null, 2));
}
