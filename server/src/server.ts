// The server's entry: `tsx server/src/server.ts` (npm run dev runs it with `tsx watch`, the SPA comes from Vite)
// and the library function start.ts (npm start) calls after building the SPA.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { readConfig, type ServerConfig } from './config';
import { withDatabaseLock } from './db/migrate';
import { openDatabase, type DatabaseHandle } from './db/open-db';
import { seedDemoOffers } from './demo/offers';
import { seedDemoOnboarding } from './demo/onboarding';
import { seedDemoCampaigns, seedDemoData } from './demo/seed';
import { seedDemoUsers } from './demo/users';
import { createDevTransport, createSmtpTransport } from './providers/mail';
import { createLocalStorage, createS3Storage, type FileStorage } from './providers/storage';
import { createSecretBox } from './security/secret-box';
import { loadSecrets } from './security/secrets';
import { createLoggerOptions } from './logger';
import { hasSpa } from './plugins/spa';
import { describeStartupError } from './startup-errors';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  address: string;
  /** Stops taking jobs and lets running ones finish, stops accepting connections, closes the database. */
  stop(): Promise<void>;
  shutdownTimeoutMs: number;
}

// Any constant: the advisory lock that lets one of several instances starting at once on an empty database create
// the demo data (the others wait, then find it there).
const DEMO_DATA_LOCK_KEY = 7_202_612;

/**
 * The job side of a shutdown: stop taking jobs, give the running ones `timeoutMs` to finish (a job still running
 * then is left to expire and run again on another instance; nothing is lost). Resolves true if all finished.
 */
export async function stopBackgroundWork(app: FastifyInstance, timeoutMs: number): Promise<boolean> {
  const finished = await app.services.jobs.stop(timeoutMs);
  if (!finished) app.log.warn(`jobs still running after ${timeoutMs} ms: left to run again elsewhere`);
  return finished;
}

/** The URL to open in a browser: `localhost` for the loopback and wildcard addresses (the demo's host). */
function openUrl(host: string, bound: ReturnType<FastifyInstance['server']['address']>): string {
  const port = typeof bound === 'object' && bound ? bound.port : 0;
  const local = ['localhost', '127.0.0.1', '::1', '0.0.0.0', '::', ''].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export async function startServer(overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  const config = { ...readConfig(), ...overrides };
  // Fails fast (before the database opens) when production lacks its secrets.
  const secrets = loadSecrets(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage: FileStorage =
    config.storage.kind === 's3'
      ? createS3Storage(config.storage)
      : createLocalStorage(resolve(config.dataDir, 'files'));
  let app: FastifyInstance;
  try {
    app = await buildApp({
      db: database.db,
      logger: createLoggerOptions(config.logLevel),
      spaDir: resolve(config.spaDir),
      trustProxy: config.trustProxy,
      secrets,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
      mailTransport: config.smtpUrl
        ? createSmtpTransport(config.smtpUrl, config.mailFrom, { connections: config.mailConcurrency })
        : createDevTransport(),
      // The development mailbox exposes every message (tokens included): never in production. Mail written by a
      // development instance is bound to its mailbox (channel dev); any other mail (channel smtp) is sent only by
      // an instance with SMTP, never claimed by a development instance sharing the database.
      devMailbox: !config.smtpUrl && !config.production,
      mailChannel: config.smtpUrl || config.production ? 'smtp' : 'dev',
      sendMail: Boolean(config.smtpUrl) || !config.production,
      mailConcurrency: config.mailConcurrency,
      jobPollIntervalMs: config.jobPollIntervalMs,
      publicOrigin: config.publicOrigin,
      rateLimits: config.rateLimits,
      storage,
    });
    app.log.info(
      config.smtpUrl
        ? 'mail: SMTP'
        : config.production
          ? 'mail: no SMTP_URL in production: messages stay queued in the outbox until SMTP is configured'
          : 'mail: development mailbox (GET /dev/mail)',
    );
    app.log.info(`database: ${database.description} (migrated)`);
    app.log.info(`files: ${storage.description}`);
    if (!hasSpa(resolve(config.spaDir))) app.log.info(`no SPA in ${resolve(config.spaDir)}: serving the API only`);
    if (config.demoData) {
      await withDatabaseLock(database, DEMO_DATA_LOCK_KEY, async () => {
        const result = await seedDemoData(database.db);
        app.log.info(
          result.seeded
            ? `demo data created: tenants ${result.tenants.join(', ')} (hosts localhost and 127.0.0.1)`
            : 'demo data: the database already has tenants, nothing created',
        );
        const users = await seedDemoUsers(database.db, createSecretBox(secrets.dataKey));
        if (users.length > 0) app.log.info(`demo accounts created: ${users.length}`);
        const campaigns = await seedDemoCampaigns(database.db, app.services.storage);
        if (campaigns.length > 0) app.log.info(`demo campaigns created: ${campaigns.length}`);
        const demoOffers = await seedDemoOffers(database.db);
        if (demoOffers > 0) app.log.info(`demo offers created: ${demoOffers}`);
        if ((await seedDemoOnboarding(database.db)) > 0) app.log.info('demo onboarding request created');
      });
    }
    // Background work: jobs, cron, the mail of this instance's channel (none in production without SMTP: the
    // queue waits for an instance that has it).
    await app.services.jobs.start();
  } catch (error) {
    await database.close();
    await storage.close();
    throw error;
  }
  const address = await app.listen({ port: config.port, host: config.host });
  // Fastify says "listening at http://127.0.0.1:3000" (the first address of `localhost`): say the URL the README
  // tells people to open.
  app.log.info(`Open ${openUrl(config.host, app.server.address())}`);

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      app.stopping = true; // GET /readyz: 503, load balancers stop sending requests here
      await stopBackgroundWork(app, config.shutdownTimeoutMs);
      await app.close(); // stops listening, waits for in-flight requests, closes idle keep-alive connections
      await database.close(); // PGlite keeps the process alive until closed
      await storage.close();
    })();
    return stopping;
  };
  return { app, database, address, stop, shutdownTimeoutMs: config.shutdownTimeoutMs };
}

/** Stop on SIGTERM/SIGINT; a second signal or a stuck shutdown exits at once. */
export function stopOnSignals(server: RunningServer): void {
  let received = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (received) {
      server.app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    received = true;
    server.app.log.info(`${signal}: shutting down`);
    // Jobs get shutdownTimeoutMs, then requests and the database a few seconds more.
    const limit = server.shutdownTimeoutMs + 5_000;
    const timer = setTimeout(() => {
      server.app.log.error(`shutdown took longer than ${limit} ms: exiting`);
      process.exit(1);
    }, limit);
    timer.unref();
    server.stop().then(
      () => {
        server.app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

export async function main(overrides: Partial<ServerConfig> = {}): Promise<void> {
  try {
    const server = await startServer(overrides);
    stopOnSignals(server);
  } catch (error) {
    // One line naming the setting; the stack only when asked for with LOG_LEVEL=debug.
    console.error(`The server could not start: ${describeStartupError(error, process.env.DATABASE_URL)}`);
    if (/^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '')) console.error(error);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
