// What a person waits for, over a real socket: five requests of the signed-in panels (the coordinator's advisor
// list, the advisor's own pipeline page, the coordinator's network page, the kanban board, the investor's
// summary) and the two exports (CSV, XLSX), each through the real app and through a bare Fastify + pg route that
// sends the very statements the app sent for that request (captured from the driver: text, values, prepared
// name, side by side where the app sent them side by side) and answers the raw rows as JSON. Throughput from
// autocannon (a child process, 20 connections), latency (p50/p95/p99) from a keep-alive client (a child process,
// node:http Agent), app and bare interleaved in the same run (app, bare, app, bare, app, bare), on PostgreSQL
// with the demo data. A fresh database `perf_*`/`bench_*` is created and dropped; needs DATABASE_URL or a
// PostgreSQL at 127.0.0.1:5432 (trust).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import qs from 'qs';
import { buildApp } from '../../server/src/app';
import { openDatabase } from '../../server/src/db/open-db';
import { seedDemoOffers } from '../../server/src/demo/offers';
import { seedDemoCampaigns, seedDemoData } from '../../server/src/demo/seed';
import { seedDemoUsers } from '../../server/src/demo/users';
import { createLocalStorage } from '../../server/src/providers/storage';
import { createSecretBox } from '../../server/src/security/secret-box';
import { DEMO_ADVISOR, DEMO_HEADERS, loginDemo, loginDemoCoordinator } from './demo-login';
import { bareExport, seedOffers } from './pipeline';

export interface Throughput {
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
}

export interface Latency {
  n: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface Side {
  /** One autocannon run per round. */
  throughput: Throughput[];
  /** One keep-alive run per round. */
  latency: Latency[];
}

export interface RequestFigures {
  name: string;
  url: string;
  statements: number;
  app: Side;
  bare: Side;
  /** Median of the rounds' app / bare throughput ratios, and their range. */
  ratio: { median: number; min: number; max: number };
  /** Median of the rounds' app p95 / bare p95. */
  p95Ratio: { median: number; min: number; max: number };
}

export interface ExportFigures {
  format: 'csv' | 'xlsx';
  rows: number;
  bytes: number;
  /** Whole transfer times per round, ms. */
  app: number[];
  bare: number[];
  /** Median of the rounds' app / bare times. */
  ratio: { median: number; min: number; max: number };
}

export interface HttpRequestsBench {
  connections: number;
  seconds: number;
  latencyConnections: number;
  latencyRequests: number;
  rounds: number;
  requests: RequestFigures[];
  exports: ExportFigures[];
  exportOffersPerTenant: number;
  /** Load average (1 min) when the measurements started and ended, and the highest seen between rounds. */
  load: { start: number; end: number; max: number };
}

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LATENCY_CONNECTIONS = 4;
const LATENCY_REQUESTS = Number(process.env.BENCH_LATENCY_REQUESTS ?? 1000);
const EXPORT_OFFERS_PER_TENANT = Number(process.env.BENCH_EXPORT_OFFERS_PER_TENANT ?? 100_000);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 0);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 0);
const autocannonCli = resolve(import.meta.dirname, '..', '..', 'node_modules', 'autocannon', 'autocannon.js');
const keepAliveClient = resolve(import.meta.dirname, 'keep-alive-client.mjs');
const run = promisify(execFile);

async function throughput(url: string, headers: Record<string, string>, seconds: number): Promise<Throughput> {
  const args = ['-c', String(CONNECTIONS), '-d', String(seconds), '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const { stdout } = await run(process.execPath, [autocannonCli, ...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { requests: { average: number }; errors: number; non2xx: number };
  return { requestsPerSecond: result.requests.average, errors: result.errors, non2xx: result.non2xx };
}

async function latency(url: string, headers: Record<string, string>, count: number): Promise<Latency> {
  const { stdout } = await run(process.execPath, [
    keepAliveClient,
    url,
    JSON.stringify(headers),
    String(LATENCY_CONNECTIONS),
    String(count),
    String(Math.min(100, count)),
  ]);
  return JSON.parse(stdout) as Latency;
}

/** A statement as the app sent it; `group`: statements sent while an earlier one was still running share it. */
interface Statement {
  name?: string;
  text: string;
  values: unknown[];
  rowMode?: string;
  group: number;
}

/** Every statement the app sends on any pg client while `action` runs (one request at a time). */
async function capture(action: () => Promise<void>): Promise<Statement[]> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  const seen: Statement[] = [];
  let inFlight = 0;
  let group = 0;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [
      string | { name?: string; text: string; values?: unknown[]; rowMode?: string },
      unknown[]?,
    ];
    const config = typeof first === 'string' ? { text: first } : first;
    if (inFlight === 0) group++;
    seen.push({
      ...(config.name && { name: config.name }),
      text: config.text,
      values: (Array.isArray(second) ? second : undefined) ?? (typeof first === 'string' ? [] : (first.values ?? [])),
      ...(config.rowMode && { rowMode: config.rowMode }),
      group,
    });
    inFlight++;
    // pg's pool passes a callback: the statement is done when it is called.
    const callback = args.findIndex((arg) => typeof arg === 'function');
    if (callback >= 0) {
      const done = args[callback] as (...results: unknown[]) => void;
      args[callback] = (...results: unknown[]) => {
        inFlight--;
        done(...results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      void (result as Promise<unknown>).then(
        () => inFlight--,
        () => inFlight--,
      );
    } else inFlight--;
    return result;
  };
  try {
    await action();
  } finally {
    prototype.query = original;
  }
  return seen;
}

/** Sends captured statements as the app did: group by group, a group's statements side by side. */
async function replay(pool: pg.Pool, statements: Statement[], prefix: string): Promise<unknown[]> {
  const send = (client: pg.Pool | pg.PoolClient, statement: Statement) =>
    client.query({
      ...(statement.name && { name: `${prefix}${statement.name}` }),
      text: statement.text,
      values: statement.values,
      ...(statement.rowMode && { rowMode: statement.rowMode as 'array' }),
    } as pg.QueryConfig);
  const transactional = statements.some((statement) => /^\s*begin\b/i.test(statement.text));
  const results: unknown[] = [];
  if (transactional) {
    const client = await pool.connect();
    try {
      for (const statement of statements) results.push((await send(client, statement)).rows);
    } finally {
      client.release();
    }
    return results;
  }
  const groups = new Map<number, Statement[]>();
  for (const statement of statements) groups.set(statement.group, [...(groups.get(statement.group) ?? []), statement]);
  for (const group of groups.values()) {
    for (const result of await Promise.all(group.map((statement) => send(pool, statement)))) results.push(result.rows);
  }
  return results;
}

function spread(values: number[]): { median: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/** The whole transfer time of a download over HTTP (ms) and its size. */
function download(port: number, path: string, headers: Record<string, string>): Promise<{ ms: number; bytes: number }> {
  return new Promise((done, fail) => {
    const started = process.hrtime.bigint();
    let bytes = 0;
    const request = get({ host: '127.0.0.1', port, path, headers }, (response) => {
      if (response.statusCode !== 200) {
        fail(new Error(`${path} answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => done({ ms: Number(process.hrtime.bigint() - started) / 1e6, bytes }));
      response.on('error', fail);
    });
    request.on('error', fail);
  });
}

const load1 = () => loadavg()[0]!;

export async function httpRequestsBench(): Promise<HttpRequestsBench> {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'bench_'}${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const files = mkdtempSync(join(tmpdir(), 'fund-bench-files-'));
  const handle = await openDatabase({ databaseUrl: url.toString() });
  const barePool = new pg.Pool({ connectionString: url.toString(), max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
  barePool.on('error', () => undefined); // as the app's pool: a dropped idle client is replaced
  let app: FastifyInstance | null = null;
  const bare = Fastify({ logger: false });
  try {
    const storage = createLocalStorage(files);
    const secrets = { jwtSecret: randomBytes(32), dataKey: randomBytes(32) };
    await seedDemoData(handle.db);
    await seedDemoUsers(handle.db, createSecretBox(secrets.dataKey));
    await seedDemoCampaigns(handle.db, storage);
    await seedDemoOffers(handle.db);
    await handle.pool!.query('vacuum analyze');
    app = await buildApp({ db: handle.db, storage, secrets });
    const appAddress = await app.listen({ port: APP_PORT, host: '127.0.0.1' });
    const coordinator = await loginDemoCoordinator(app);
    const advisor = await loginDemo(app, DEMO_ADVISOR);
    const investor = await loginInvestor(app);
    const signed = (token: string) => ({ ...DEMO_HEADERS, authorization: `Bearer ${token}` });

    const cases = [
      {
        name: "coordinator's advisor list (first page, surname order, total, network scope)",
        url: `/api/advisor/advisor?${qs.stringify({ sort: { name: 'surname', order: 'asc' }, limit: 20, offset: 0 })}`,
        headers: signed(coordinator),
      },
      {
        name: "advisor's own pipeline page (newest first, total)",
        url: `/api/advisor/investor/offers?${qs.stringify({ sort: { name: 'statusDate', order: 'desc' }, limit: 20, offset: 0 })}`,
        headers: signed(advisor),
      },
      {
        name: "coordinator's network page (newest first, total)",
        url: `/api/advisor/investor/offers-by-network?${qs.stringify({ sort: { name: 'statusDate', order: 'desc' }, limit: 20, offset: 0 })}`,
        headers: signed(coordinator),
      },
      {
        name: "kanban board (coordinator's networks, 7 columns, counts, sums, 20 cards each)",
        url: `/api/advisor/investor/offers/board?${qs.stringify({ scope: 'network', limit: 20 })}`,
        headers: signed(coordinator),
      },
      {
        name: "investor's summary (per currency, schedules, coming payments)",
        url: '/investor-api/investor/summary',
        headers: signed(investor),
      },
    ];

    // The bare routes: the captured statements of each case, answered as raw rows.
    const captured = new Map<number, Statement[]>();
    bare.get<{ Params: { index: string } }>('/case/:index', async (request) =>
      replay(barePool, captured.get(Number(request.params.index))!, 'bare_'),
    );
    let exportCursor: Statement | null = null;
    bare.get<{ Params: { format: 'csv' | 'xlsx' } }>('/export/:format', async (request, reply) => {
      const stream = new PassThrough();
      void bareExport(barePool, exportCursor!, request.params.format, stream).catch((error: unknown) =>
        stream.destroy(error as Error),
      );
      return reply.header('content-type', 'application/octet-stream').send(stream);
    });
    const bareAddress = await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });

    for (const [index, entry] of cases.entries()) {
      const response = await app.inject({ method: 'GET', url: entry.url, headers: entry.headers });
      if (response.statusCode !== 200) throw new Error(`${entry.name}: ${response.statusCode} ${response.body}`);
      // Captured after a first request (a warm cache and a remembered scope: what a repeated request sends).
      const statements = await capture(async () => {
        const again = await app!.inject({ method: 'GET', url: entry.url, headers: entry.headers });
        if (again.statusCode !== 200) throw new Error(`${entry.name}: ${again.statusCode}`);
      });
      captured.set(index, statements);
      console.log(
        `http bench: ${entry.name}: ${statements.length} statement(s) in ${new Set(statements.map((s) => s.group)).size} round trip(s)`,
      );
    }

    const load = { start: load1(), end: 0, max: load1() };
    const figures = cases.map((entry, index) => ({
      entry,
      index,
      app: { throughput: [] as Throughput[], latency: [] as Latency[] },
      bare: { throughput: [] as Throughput[], latency: [] as Latency[] },
    }));
    // Warm-up (JIT, pools, plan caches), not measured.
    for (const figure of figures) {
      await throughput(`${appAddress}${figure.entry.url}`, figure.entry.headers, 2);
      await throughput(`${bareAddress}/case/${figure.index}`, {}, 2);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const figure of figures) {
        const appUrl = `${appAddress}${figure.entry.url}`;
        const bareUrl = `${bareAddress}/case/${figure.index}`;
        figure.app.throughput.push(await throughput(appUrl, figure.entry.headers, SECONDS));
        figure.bare.throughput.push(await throughput(bareUrl, {}, SECONDS));
        figure.app.latency.push(await latency(appUrl, figure.entry.headers, LATENCY_REQUESTS));
        figure.bare.latency.push(await latency(bareUrl, {}, LATENCY_REQUESTS));
        load.max = Math.max(load.max, load1());
        const last = (side: Side) =>
          `${side.throughput.at(-1)!.requestsPerSecond.toFixed(0)} req/s, p95 ${side.latency.at(-1)!.p95.toFixed(1)} ms`;
        console.log(
          `http bench: round ${round + 1} ${figure.entry.name}: app ${last(figure.app)}, bare ${last(figure.bare)}, load ${load1().toFixed(1)}`,
        );
      }
    }
    for (const figure of figures) {
      for (const side of [figure.app, figure.bare]) {
        for (const result of side.throughput) {
          if (result.errors || result.non2xx)
            throw new Error(`${figure.entry.name}: ${result.errors} errors, ${result.non2xx} non-2xx`);
        }
      }
    }
    const requests: RequestFigures[] = figures.map((figure) => ({
      name: figure.entry.name,
      url: figure.entry.url,
      statements: captured.get(figure.index)!.length,
      app: figure.app,
      bare: figure.bare,
      ratio: spread(
        figure.app.throughput.map((a, i) => a.requestsPerSecond / figure.bare.throughput[i]!.requestsPerSecond),
      ),
      p95Ratio: spread(figure.app.latency.map((a, i) => a.p95 / figure.bare.latency[i]!.p95)),
    }));

    // The exports: more offers (the pipeline bench's load, smaller), then the network view's export of the
    // coordinator, newest first, CSV and XLSX, each against the bare route over the same cursor.
    const exports: ExportFigures[] = [];
    if (EXPORT_OFFERS_PER_TENANT > 0) {
      await seedOffers(handle.pool!, EXPORT_OFFERS_PER_TENANT);
      const appPort = Number(new URL(appAddress).port);
      const barePort = Number(new URL(bareAddress).port);
      for (const format of ['csv', 'xlsx'] as const) {
        const path = `/api/advisor/investor/offers-by-network/export?${qs.stringify({
          format,
          sort: { name: 'statusDate', order: 'desc' },
        })}`;
        const headers = { ...signed(coordinator), 'accept-language': 'pl' };
        const statements = await capture(async () => {
          await download(appPort, path, headers);
        });
        exportCursor = statements.find((statement) => statement.text.startsWith('declare pipeline_export'))!;
        if (!exportCursor) throw new Error("the export's cursor was not seen");
        const rows = Number(
          (
            await barePool.query(
              `select count(*) from (${exportCursor.text.replace(/^declare pipeline_export no scroll cursor for /, '')}) x`,
              exportCursor.values,
            )
          ).rows[0].count,
        );
        await download(barePort, `/export/${format}`, {});
        const figure: ExportFigures = { format, rows, bytes: 0, app: [], bare: [], ratio: spread([0]) };
        for (let round = 0; round < ROUNDS; round++) {
          const appTransfer = await download(appPort, path, headers);
          const bareTransfer = await download(barePort, `/export/${format}`, {});
          figure.app.push(appTransfer.ms);
          figure.bare.push(bareTransfer.ms);
          figure.bytes = appTransfer.bytes;
          load.max = Math.max(load.max, load1());
          console.log(
            `http bench: round ${round + 1} export ${format} (${rows} rows): app ${appTransfer.ms.toFixed(0)} ms, bare ${bareTransfer.ms.toFixed(0)} ms, load ${load1().toFixed(1)}`,
          );
        }
        figure.ratio = spread(figure.app.map((ms, i) => ms / figure.bare[i]!));
        exports.push(figure);
      }
    }
    load.end = load1();
    return {
      connections: CONNECTIONS,
      seconds: SECONDS,
      latencyConnections: LATENCY_CONNECTIONS,
      latencyRequests: LATENCY_REQUESTS,
      rounds: ROUNDS,
      requests,
      exports,
      exportOffersPerTenant: EXPORT_OFFERS_PER_TENANT,
      load,
    };
  } finally {
    await app?.close();
    await bare.close();
    await barePool.end();
    await handle.close();
    rmSync(files, { recursive: true, force: true });
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/** The demo investor's access token: the sign-in link's token from the development mailbox. */
async function loginInvestor(app: FastifyInstance): Promise<string> {
  const email = 'investor@demo.test';
  const sent = await app.inject({
    method: 'POST',
    url: '/auth/investor/send-token',
    headers: DEMO_HEADERS,
    payload: { email },
  });
  if (sent.statusCode !== 202) throw new Error(`send-token answered ${sent.statusCode}: ${sent.body}`);
  await app.services.outbox.flushOutbox();
  const mail = await app.inject({ method: 'GET', url: `/dev/mail?to=${encodeURIComponent(email)}` });
  const [message] = mail.json() as Array<{ links: string[] }>;
  const link = new URL(message!.links[0]!);
  const token = link.searchParams.get('token') ?? decodeURIComponent(link.pathname.split('/').pop()!);
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login-investor',
    headers: DEMO_HEADERS,
    payload: { token },
  });
  const accessToken = (login.json() as { accessToken?: string }).accessToken;
  if (!accessToken) throw new Error(`investor login failed: ${login.body}`);
  return accessToken;
}

// `npx tsx tests/bench/http-requests.ts`: this measurement alone, printed.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await httpRequestsBench(), null, 2));
}
