// Server configuration from the environment (documented in the README).
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './plugins/rate-limits';
import type { S3StorageSettings } from './providers/storage';
import { ConfigurationError } from './startup-errors';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  demoData: boolean;
  logLevel: string;
  spaDir: string;
  trustProxy: boolean;
  production: boolean;
  /** HS256 key of the access tokens (>= 32 bytes); required in production, else generated into DATA_DIR. */
  jwtSecret: string | undefined;
  /** AES-256-GCM key of the TOTP secrets at rest (32 bytes, hex or base64); required in production. */
  dataEncryptionKey: string | undefined;
  /** Access token lifetime (default 900 = 15 minutes). */
  accessTokenTtlSeconds: number;
  /** Refresh token lifetime (default 7 days; every refresh issues a new one). */
  refreshTokenTtlSeconds: number;
  /** smtp://[user:pass@]host:port[?secure=true]; unset: the development mailbox (GET /dev/mail, not in production). */
  smtpUrl: string | undefined;
  /** The From address of outgoing e-mail. */
  mailFrom: string;
  /** How often an idle job kind (mail included) asks the database for work (default 1000 ms). */
  jobPollIntervalMs: number;
  /** Mails one instance sends at once, i.e. its SMTP connections (default 10). */
  mailConcurrency: number;
  /** After SIGTERM: how long running jobs (and requests) get to finish (default 10000 ms). */
  shutdownTimeoutMs: number;
  /**
   * The origin of links in e-mails, `{host}` standing for the tenant's primary host (docs/decisions/0006):
   * PUBLIC_ORIGIN, default `https://{host}` in production and `http://{host}:<PORT>` otherwise.
   */
  publicOrigin: string;
  /** RATE_LIMIT_*: the limits of the token operations and the uploads (plugins/rate-limits.ts). */
  rateLimits: RateLimitSettings;
  /** STORAGE=local (default, <DATA_DIR>/files) or s3 (S3_*): where uploaded and generated files live. */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3StorageSettings);
}

function storageSettings(env: NodeJS.ProcessEnv): ServerConfig['storage'] {
  const kind = env.STORAGE || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new ConfigurationError(`STORAGE must be local or s3, got "${kind}"`);
  if (!env.S3_BUCKET) throw new ConfigurationError('S3_BUCKET is required with STORAGE=s3');
  if (env.S3_ENDPOINT && !/^https?:\/\/[^/]+\/?$/.test(env.S3_ENDPOINT)) {
    throw new ConfigurationError(`S3_ENDPOINT must be an http(s)://host:port origin, got "${env.S3_ENDPOINT}"`);
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigurationError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    kind,
    endpoint: env.S3_ENDPOINT || undefined,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT), 'S3_FORCE_PATH_STYLE'),
  };
}

/** `https://{host}`, `http://{host}:3000`: an http(s) origin (no path, query or credentials) with `{host}`. */
export function checkPublicOrigin(template: string): string {
  const problem = `PUBLIC_ORIGIN must be an http(s) origin containing {host}, e.g. https://{host}, got "${template}"`;
  if ((template.match(/\{host\}/g) ?? []).length !== 1) throw new Error(problem);
  let url: URL;
  try {
    url = new URL(template.replace('{host}', 'tenant.example'));
  } catch {
    throw new Error(problem);
  }
  const origin = url.origin.replace('tenant.example', '{host}');
  if (!/^https?:$/.test(url.protocol) || origin !== template.replace(/\/$/, '')) throw new Error(problem);
  return origin;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return number;
}

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|on|yes)$/i.test(value)) return true;
  if (/^(0|false|off|no)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/**
 * postgres://user:password@host:port/database. An empty DATABASE_URL means "not set" (the e2e tests pass
 * DATABASE_URL='' to force PGlite), which production refuses: PGlite is for the demo and the tests.
 */
function databaseUrl(value: string | undefined, production: boolean): string | undefined {
  if (!value) {
    if (production) {
      throw new ConfigurationError(
        'DATABASE_URL is required in production (postgres://user:password@host:5432/database); the embedded database is for the demo and tests only',
      );
    }
    return undefined;
  }
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // reported below without echoing the value (it may hold a password)
  }
  if (!url || !/^postgres(ql)?:$/.test(url.protocol) || !url.hostname) {
    throw new ConfigurationError('DATABASE_URL must be a postgres://user:password@host:5432/database URL');
  }
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    // Development binds the loopback only (`localhost` = 127.0.0.1 and ::1, so both demo hosts work): the demo
    // data has no real protection and must not be reachable from the network. In production (a container behind
    // a proxy) the server must accept connections from outside its network namespace.
    host: env.HOST || (production ? '0.0.0.0' : 'localhost'),
    databaseUrl: databaseUrl(env.DATABASE_URL, production),
    dataDir: env.DATA_DIR || '.data',
    demoData: flag(env.DEMO_DATA, !production, 'DEMO_DATA'),
    logLevel: env.LOG_LEVEL || 'info',
    spaDir: env.SPA_DIR || 'dist',
    trustProxy: flag(env.TRUST_PROXY, false, 'TRUST_PROXY'),
    production,
    jwtSecret: env.JWT_SECRET || undefined,
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY || undefined,
    accessTokenTtlSeconds: positiveInteger(env.ACCESS_TOKEN_TTL_SECONDS, 900, 'ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlSeconds: positiveInteger(env.REFRESH_TOKEN_TTL_SECONDS, 7 * 24 * 3600, 'REFRESH_TOKEN_TTL_SECONDS'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'no-reply@fund-platform.local',
    jobPollIntervalMs: positiveInteger(env.JOB_POLL_INTERVAL_MS, 1000, 'JOB_POLL_INTERVAL_MS'),
    mailConcurrency: positiveInteger(env.MAIL_CONCURRENCY, 10, 'MAIL_CONCURRENCY'),
    shutdownTimeoutMs: positiveInteger(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    // Links never come from a request's Host header (a client chooses it, port included): the demo's default
    // follows the port `npm start` listens on (in `npm run dev`, Vite's port, DEV_SPA_PORT), so both demo hosts
    // get working links on any PORT.
    publicOrigin: checkPublicOrigin(
      env.PUBLIC_ORIGIN || (production ? 'https://{host}' : `http://{host}:${env.DEV_SPA_PORT || port}`),
    ),
    storage: storageSettings(env),
    rateLimits: {
      windowSeconds: positiveInteger(
        env.RATE_LIMIT_WINDOW_SECONDS,
        DEFAULT_RATE_LIMITS.windowSeconds,
        'RATE_LIMIT_WINDOW_SECONDS',
      ),
      publicPerIp: positiveInteger(
        env.RATE_LIMIT_PUBLIC_PER_IP,
        DEFAULT_RATE_LIMITS.publicPerIp,
        'RATE_LIMIT_PUBLIC_PER_IP',
      ),
      publicPerToken: positiveInteger(
        env.RATE_LIMIT_PUBLIC_PER_TOKEN,
        DEFAULT_RATE_LIMITS.publicPerToken,
        'RATE_LIMIT_PUBLIC_PER_TOKEN',
      ),
      uploadsPerIp: positiveInteger(
        env.RATE_LIMIT_UPLOADS_PER_IP,
        DEFAULT_RATE_LIMITS.uploadsPerIp,
        'RATE_LIMIT_UPLOADS_PER_IP',
      ),
      uploadsPerCaller: positiveInteger(
        env.RATE_LIMIT_UPLOADS_PER_CALLER,
        DEFAULT_RATE_LIMITS.uploadsPerCaller,
        'RATE_LIMIT_UPLOADS_PER_CALLER',
      ),
    },
  };
}
