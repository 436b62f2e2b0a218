// What operators and their tools call, outside the tenants' API: GET /livez (the process
// answers), GET /readyz (database, migrations, file store; 503 naming the failing part), GET /metrics (Prometheus
// text), GET /openapi.json (the bundled contract) and GET /docs (Swagger UI from swagger-ui-dist, served from here:
// no CDN, no inline script, so it runs under the app's CSP). Documented in openapi/ under the tag `operations`
// only as far as the contract's style allows: these answers are not the API's JSON error bodies.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { OpenApiDocument } from '../contract/contract';
import { migrationsFolder } from '../db/migrate';
import type { Database } from '../db/open-db';
import { mailOutbox } from '../db/schema';
import { serviceUnavailable } from './errors';

// A check that hangs is as useless as one that fails: orchestrators want an answer quickly.
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The `when` of the newest migration this build carries (drizzle's journal). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

async function migrationsApplied(db: Database, expected: number): Promise<void> {
  const result = await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { newest: unknown }[];
  const newest = Number(rows[0]?.newest ?? 0);
  if (newest < expected) throw new Error('the database lacks migrations of this version');
}

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fund platform API</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`;

const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

export interface OperationsOptions {
  db: Database;
  contract: OpenApiDocument;
  /** True from the start of a shutdown: /readyz answers 503 so load balancers stop sending requests. */
  isStopping: () => boolean;
}

export async function registerOperations(app: FastifyInstance, options: OperationsOptions): Promise<void> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const pool = (options.db as unknown as { $client?: unknown }).$client;

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/offers/:id), never the raw URL: one series per route, not per id.
    const route = request.routeOptions.url ?? 'unmatched';
    httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs of the PostgreSQL queue by kind and state (queued, retrying, active, dead: failed for good).',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const stats = await app.services.jobs.stats();
      for (const [kind, counts] of Object.entries(stats)) {
        for (const [state, value] of Object.entries(counts)) this.set({ kind, state }, value);
      }
    },
  });
  new Gauge({
    name: 'mail_outbox_messages',
    help: 'Outgoing e-mail by status (pending, sending, sent, failed), across all instances.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const status of ['pending', 'sending', 'sent', 'failed']) this.set({ status }, 0);
      const rows = await options.db
        .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .groupBy(mailOutbox.status);
      for (const row of rows) this.set({ status: row.status }, Number(row.count));
    },
  });
  const readinessFailures = new Counter({
    name: 'readiness_check_failures_total',
    help: 'Failed /readyz checks by part.',
    labelNames: ['part'],
    registers: [registry],
  });
  if (pool instanceof pg.Pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL connections of this instance: total, idle, and requests waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  app.get('/livez', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  const expectedMigration = newestMigration();
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const checks: Record<string, string> = {};
    const failing: string[] = [];
    const check = async (part: string, work: () => Promise<void>) => {
      try {
        await withTimeout(work(), part);
        checks[part] = 'ok';
      } catch (error) {
        checks[part] = (error as Error).message.split('\n', 1)[0] ?? 'failed';
        failing.push(part);
        readinessFailures.inc({ part });
        request.log.warn({ part, err: error }, 'readyz: a check failed');
      }
    };
    if (options.isStopping()) failing.push('shutdown');
    await check('database', async () => {
      await options.db.execute(sql`select 1`);
    });
    if (checks.database === 'ok') await check('migrations', () => migrationsApplied(options.db, expectedMigration));
    else checks.migrations = 'not checked';
    await check('storage', () => app.services.storage.check());
    if (failing.length > 0) {
      // The contract's error body, naming each failing part and why.
      const parts = failing.map((part) => (checks[part] ? `${part} (${checks[part]})` : part));
      throw serviceUnavailable(`Not ready: ${parts.join(', ')}`);
    }
    return { status: 'ok', checks };
  });

  app.get('/metrics', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });

  const contractText = JSON.stringify(options.contract);
  app.get('/openapi.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
    return contractText;
  });

  app.get('/docs', async (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return DOCS_PAGE;
  });
  app.get('/docs/init.js', async (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8');
    return DOCS_INIT;
  });
  await app.register(fastifyStatic, {
    // The package's folder (its index.js would load the 1.4 MB browser bundle into the server).
    root: dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')),
    prefix: '/docs/assets/',
    decorateReply: false,
    wildcard: false,
    allowedPath: (path) => /^\/(swagger-ui\.css|swagger-ui-bundle\.js)$/.test(path),
  });
}
