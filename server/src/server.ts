// The server's entry: `tsx server/src/server.ts` (npm run dev runs it with `tsx watch`, the SPA comes from Vite)
// and the library function start.ts (npm start) calls after building the SPA.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { readConfig, type ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/open-db';
import { seedDemoOffers } from './demo/offers';
import { seedDemoOnboarding } from './demo/onboarding';
import { seedDemoCampaigns, seedDemoData } from './demo/seed';
import { seedDemoUsers } from './demo/users';
import { createDevTransport, createSmtpTransport } from './providers/mail';
import { createLocalStorage } from './providers/storage';
import { createSecretBox } from './security/secret-box';
import { loadSecrets } from './security/secrets';
import { createLoggerOptions } from './logger';
import { hasSpa } from './plugins/spa';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  address: string;
  /** Stops accepting connections, lets in-flight requests finish, closes the database. */
  stop(): Promise<void>;
}

// In-flight requests get this long after SIGTERM; then the process exits anyway (orchestrators kill at ~30 s).
const SHUTDOWN_TIMEOUT_MS = 10_000;

export async function startServer(overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  const config = { ...readConfig(), ...overrides };
  // Fails fast (before the database opens) when production lacks its secrets.
  const secrets = loadSecrets(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
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
      mailTransport: config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : createDevTransport(),
      // The development mailbox exposes every message (tokens included): never in production.
      devMailbox: !config.smtpUrl && !config.production,
      publicOrigin: config.publicOrigin,
      // Lost e-signature callbacks are found by polling (docs/decisions/0008).
      signatureReconcileIntervalMs: 60_000,
      outboxIntervalMs: config.outboxIntervalMs,
      storage: createLocalStorage(resolve(config.dataDir, 'files')),
    });
    app.log.info(
      config.smtpUrl
        ? 'mail: SMTP'
        : config.production
          ? 'mail: no SMTP_URL in production: messages stay queued in the outbox until SMTP is configured'
          : 'mail: development mailbox (GET /dev/mail)',
    );
    app.log.info(`database: ${database.description} (migrated)`);
    if (!hasSpa(resolve(config.spaDir))) app.log.info(`no SPA in ${resolve(config.spaDir)}: serving the API only`);
    if (config.demoData) {
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
    }
    // In production without SMTP nothing may pretend to deliver: the queue waits for a configured transport.
    if (config.smtpUrl || !config.production) app.services.outbox.start();
  } catch (error) {
    await database.close();
    throw error;
  }
  const address = await app.listen({ port: config.port, host: config.host });

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      await app.close(); // stops listening, waits for in-flight requests, closes idle keep-alive connections
      await database.close(); // PGlite keeps the process alive until closed
    })();
    return stopping;
  };
  return { app, database, address, stop };
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
    const timer = setTimeout(() => {
      server.app.log.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
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
    console.error('The server could not start:', error);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
