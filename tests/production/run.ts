// npm run test:production: what the Dockerfile does, without a container engine. Builds, copies
// the build and the package files to a temporary folder and installs production dependencies only there (the
// checkout keeps its dev dependencies), then starts two `npm run start:prod` instances at once on one new
// PostgreSQL database, one S3-compatible store (s3rver) and one SMTP catcher, and runs a journey across them:
// sign in on one and finish on the other, a file stored through one served by the other, one e-mail per token
// request, each signing started once, demo data created once; both serve /livez, /readyz, /metrics,
// /openapi.json and /docs. Prints the start-up time of the pruned build. Needs DATABASE_URL (an admin URL).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import pg from 'pg';
import { totpAt } from '../../server/src/security/totp';
import { PDF } from '../fixtures/files';
import { startS3 } from '../server/helpers/s3-server';
import { startSmtpCatcher } from '../server/helpers/smtp-catcher';

const root = fileURLToPath(new URL('../..', import.meta.url));
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const step = (what: string) => console.log(`--- ${what}`);
const cleanups: (() => unknown)[] = [];

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function run(command: string, args: string[], cwd = root): void {
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? '' } });
}

async function main(): Promise<void> {
  step('build (server always; the SPA when dist/ is missing)');
  if (!existsSync(join(root, 'dist', 'index.html'))) run('npx', ['vite', 'build']);
  run('npm', ['run', '-s', 'build:server']);

  step('a separate copy with production dependencies only (npm ci --omit=dev)');
  const app = mkdtempSync(join(tmpdir(), 'fund-platform-prod-'));
  cleanups.push(() => rmSync(app, { recursive: true, force: true }));
  for (const path of ['package.json', 'package-lock.json', 'dist', 'dist-server', 'locales', 'scripts/admin.mjs']) {
    cpSync(join(root, path), join(app, path), { recursive: true });
  }
  cpSync(join(root, 'generated', 'openapi.json'), join(app, 'generated', 'openapi.json'));
  run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  for (const dev of ['tsx', 'vite', 'esbuild', 'vitest']) {
    assert.equal(existsSync(join(app, 'node_modules', dev)), false, `${dev} is installed with --omit=dev`);
  }

  step('PostgreSQL database, s3rver, SMTP catcher');
  const name = `prod_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  db.on('error', () => undefined); // the database is dropped at the end
  cleanups.push(() => db.end());
  const s3 = await startS3();
  cleanups.push(() => s3.close());
  const smtp = await startSmtpCatcher();
  cleanups.push(() => smtp.close());

  step('two instances of npm run start:prod, started at once');
  const ports = [await freePort(), await freePort()];
  const secrets = { JWT_SECRET: randomBytes(32).toString('hex'), DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex') };
  const startedAt = Date.now();
  const instances = ports.map((port, index) => {
    const child = spawn('npm', ['run', '-s', 'start:prod'], {
      cwd: app,
      detached: true, // its own process group: npm and node stop together
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: databaseUrl,
        ...secrets,
        ...s3.env,
        SMTP_URL: smtp.url,
        DEMO_DATA: 'true',
        PORT: String(port),
        HOST: 'localhost',
        PUBLIC_ORIGIN: `http://{host}:${ports[0]}`,
        DATA_DIR: join(app, `.data-${index}`),
        JOB_POLL_INTERVAL_MS: '250',
        SHUTDOWN_TIMEOUT_MS: '5000',
        LOG_LEVEL: 'info',
      },
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    cleanups.push(() => stop(child));
    return { child, port, base: `http://localhost:${port}`, output: () => output };
  });
  const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
  for (const instance of instances) {
    await waitFor(
      `instance on ${instance.port} ready`,
      async () => {
        if (instance.child.exitCode !== null) throw new Error(`exited early:\n${instance.output()}`);
        return (await fetch(`${instance.base}/readyz`)).status === 200;
      },
      120_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${instance.output()}`);
    });
  }
  const startUpMs = Date.now() - startedAt;
  console.log(`both instances ready ${startUpMs} ms after start (empty database: migrations and demo data)`);

  step('operations endpoints on both');
  for (const { base } of instances) {
    assert.equal((await fetch(`${base}/livez`)).status, 200);
    assert.deepEqual(await (await fetch(`${base}/readyz`)).json(), {
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    });
    assert.match(await (await fetch(`${base}/metrics`)).text(), /http_request_duration_seconds_bucket/);
    assert.match(((await (await fetch(`${base}/openapi.json`)).json()) as { openapi: string }).openapi, /^3\./);
    assert.match(await (await fetch(`${base}/docs`)).text(), /swagger-ui-bundle\.js/);
    assert.equal((await fetch(`${base}/docs/assets/swagger-ui-bundle.js`)).status, 200);
    assert.match(await (await fetch(`${base}/`)).text(), /<div id="root">/);
  }

  step('demo data created once');
  const offers = await db.query<{ n: number }>('select count(*)::int as n from offers');
  assert.equal(offers.rows[0]!.n, 19, 'the demo offers, once');

  const headers = { 'context-id': 'demo', 'context-type': 'advisor-panel', 'content-type': 'application/json' };
  const post = (base: string, path: string, body: unknown, token?: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });

  step('a coordinator signs in on one instance and finishes on the other');
  const first = await post(a.base, '/auth/login', { email: 'coordinator@demo.test', password: 'Coordinator-demo-1' });
  assert.equal(first.status, 200, await first.clone().text());
  const { loginToken } = (await first.json()) as { loginToken: string };
  const second = await post(b.base, '/auth/login-with-two-factor', {
    loginToken,
    code: totpAt('KRSXG5CTMVRXEZLU', new Date()),
    rememberDevice: false,
  });
  assert.equal(second.status, 200, await second.clone().text());
  const { accessToken } = (await second.json()) as { accessToken: string };

  step('a file stored through one instance is served by the other');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'agreement.pdf');
  const uploaded = await fetch(`${a.base}/api/advisor/advisor/documents`, {
    method: 'POST',
    headers: { 'context-id': 'demo', 'context-type': 'advisor-panel', authorization: `Bearer ${accessToken}` },
    body: form,
  });
  assert.equal(uploaded.status, 201, await uploaded.clone().text());
  const { id } = (await uploaded.json()) as { id: string };
  const downloaded = await fetch(`${b.base}/api/advisor/advisor/documents/${id}/file`, {
    headers: { 'context-id': 'demo', 'context-type': 'advisor-panel', authorization: `Bearer ${accessToken}` },
  });
  assert.equal(downloaded.status, 200);
  assert.ok(Buffer.from(await downloaded.arrayBuffer()).equals(PDF), 'the same bytes');

  step('one token request, one e-mail; the investor signs in with it on the other instance');
  const isLoginMail = (data: string) => data.includes('login-with-redirect-token');
  assert.equal((await post(b.base, '/auth/investor/send-token', { email: 'investor@demo.test' })).status, 202);
  const mail = await waitFor('the token e-mail', async () =>
    smtp.accepted.find((m) => m.to.includes('investor@demo.test') && isLoginMail(m.data)),
  );
  // Every mail row is sent once: nothing pending or in flight for this recipient, one login mail caught.
  await waitFor('the outbox settled', async () => {
    const left = await db.query(`select 1 from mail_outbox where status in ('pending', 'sending') limit 1`);
    return left.rowCount === 0;
  });
  assert.equal(smtp.accepted.filter((m) => m.to.includes('investor@demo.test') && isLoginMail(m.data)).length, 1);
  // Quoted-printable: a soft line break is '=' at a line's end (the catcher keeps LF or CRLF), '=3D' is '='.
  const token = /token=([\w-]+)/.exec(mail.data.replace(/=\r?\n/g, '').replace(/=3D/gi, '='))?.[1];
  assert.ok(token, 'a token in the e-mail');
  const investor = await post(a.base, '/auth/login-investor', { token });
  assert.equal(investor.status, 200, await investor.clone().text());

  step('each agreement sent for signing once (the reconciler on two instances)');
  const signing = await waitFor(
    'the reconciler',
    async () => {
      const rows = await db.query<{ n: number }>('select count(*)::int as n from sandbox_signature_documents');
      return rows.rows[0]!.n > 0 ? rows.rows[0]!.n : undefined;
    },
    90_000,
  );
  const twice = await db.query(
    'select external_reference from sandbox_signature_documents group by external_reference having count(*) > 1',
  );
  assert.equal(twice.rowCount, 0, 'an offer sent for signing twice');
  const duplicates = new Map<string, number>();
  for (const m of smtp.accepted) duplicates.set(m.data, (duplicates.get(m.data) ?? 0) + 1);
  assert.equal([...duplicates.values()].filter((n) => n > 1).length, 0, 'an e-mail delivered twice');
  console.log(`signing documents: ${signing}; e-mails delivered: ${smtp.accepted.length}, none twice`);

  step('SIGTERM: both finish their work and stop');
  for (const instance of instances) {
    await stop(instance.child);
    // npm reports the signal; node's own graceful end is its last log line (server.ts stopOnSignals).
    assert.match(instance.output(), /"msg":"stopped"/, instance.output().slice(-2000));
  }

  step('start-up time of the pruned build on a migrated database');
  const restartedAt = Date.now();
  const again = spawn('node', ['--enable-source-maps', 'dist-server/server.js'], {
    cwd: app,
    stdio: 'ignore',
    detached: true,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      ...secrets,
      ...s3.env,
      SMTP_URL: smtp.url,
      PORT: String(a.port),
      HOST: 'localhost',
      DATA_DIR: join(app, '.data-0'),
    },
  });
  cleanups.push(() => stop(again));
  await waitFor('the restart', async () => (await fetch(`${a.base}/readyz`)).status === 200);
  console.log(`pruned build: ready ${Date.now() - restartedAt} ms after start (node dist-server/server.js)`);
  assert.equal(await stop(again), 0);
}

/** A port of PRODUCTION_TEST_PORTS (default 4200-4299) nobody listens on now. */
async function freePort(): Promise<number> {
  const [low, high] = (process.env.PRODUCTION_TEST_PORTS ?? '4200-4299').split('-').map(Number) as [number, number];
  for (;;) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (taken.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer().once('error', () => resolve(false));
      probe.listen(port, 'localhost', () => probe.close(() => resolve(true)));
    });
    if (free) {
      taken.add(port);
      return port;
    }
  }
}
const taken = new Set<number>();

function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    // 'close': every process holding its output (npm, node) has ended, not just npm.
    child.once('close', (code) => resolve(code));
    try {
      // The whole group (npm, its shell, node), as a terminal's Ctrl-C would; node shuts down gracefully.
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      resolve(child.exitCode);
    }
  });
}

let failed = false;
try {
  await main();
  console.log('production journey: ok');
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}
process.exit(failed ? 1 : 0);
