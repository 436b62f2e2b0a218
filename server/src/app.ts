// Builds the Fastify app: every operation of generated/openapi.json mounted by operationId (fastify-openapi-glue),
// request validation with Ajv 2020 + the project's formats, one error body, tenancy by Host, the SPA.
// The caller owns the database handle: it opens it before and closes it after app.close().
import { createSandboxCompanyRegister } from './providers/company-register';
import { createSandboxIdentityVerification, type VerificationEvent } from './providers/identity-verification';
import { createSandboxVatWhiteList } from './providers/vat-whitelist';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { todayIso } from '#schemas/formats/date';
import { createAjv } from './contract/ajv';
import { loadContract, type OpenApiDocument } from './contract/contract';
import { createResponseValidator } from './contract/response-validator';
import type { Database } from './db/open-db';
import { resolveOperation } from './modules';
import { createJobQueue } from './jobs';
import { createOutbox } from './mail/outbox';
import { eSignatureCallbackHost } from './modules/e-signature';
import { identityCallbackHost } from './modules/investor-onboarding';
import { authPlugin } from './plugins/auth';
import {
  clientErrorHandler,
  frameworkErrors,
  longestPathParameter,
  registerBodyTypeGuard,
  registerNoStore,
  registerShutdownRefusal,
  registerUnreadBodyDrain,
} from './plugins/edges';
import { notImplemented, registerErrorHandler } from './plugins/errors';
import { DEFAULT_RATE_LIMITS, registerRateLimits, type RateLimitSettings } from './plugins/rate-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createDevTransport, type MailTransport } from './providers/mail';
import { createDatabaseDocumentStore, createSandboxESignature, type DocumentEvent } from './providers/e-signature';
import { createLocalStorage, type FileStorage } from './providers/storage';
import { createAccessTokenSigner } from './security/jwt';
import { createSecretBox } from './security/secret-box';
import type { ServerSecrets } from './security/secrets';
import './services';
import { JOB_KINDS, registerJobHandlers, SANDBOX_WEBHOOK_JOB, type SandboxWebhook } from './background';
import { registerOperations } from './plugins/operations';
import { parseQueryString } from './plugins/query-string';
import { hasSpa, isSpaRouteUnderApiPrefix, registerSpa, sendSpaIndex, wantsSpaFallback } from './plugins/spa';
import { isApiPath, tenancyPlugin } from './plugins/tenancy';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact JSON text received, kept only for operations that verify a signature over it (webhooks). */
    rawBody?: string;
  }
  interface FastifyInstance {
    db: Database;
    /** Set when a shutdown begins (server.ts): /readyz answers 503 from then on. */
    stopping: boolean;
    /** Responses that broke the contract (only collected with validateResponses). */
    contractViolations: string[];
    /** Uploaded files (documents); see providers/storage. */
    storage: FileStorage;
    /** Where an upload is spooled while its request is read and checked (modules/shared/multipart.ts). */
    uploadSpoolDir: string;
  }
}

export interface BuildAppOptions {
  db: Database;
  /** Fastify's logger: false (tests), true, or pino options (see logger.ts). Default false. */
  logger?: FastifyServerOptions['logger'];
  /** The bundled contract; default: generated/openapi.json read now. */
  contract?: OpenApiDocument;
  /** Folder of the built SPA (dist/). Without it (or without its index.html) only the API is served. */
  spaDir?: string | null;
  /**
   * Tests: validate every response against the contract; a mismatch becomes a 500 and is recorded in
   * app.contractViolations. Costly, so off in production.
   */
  validateResponses?: boolean;
  /** Trust X-Forwarded-* from a reverse proxy (request.ip). Default false. */
  trustProxy?: boolean;
  /** Max JSON body in bytes (default 1 MiB); larger answers 413. */
  bodyLimit?: number;
  /** The clock of every time rule (token expiry, TOTP, throttling); tests move it. Default: real time. */
  clock?: () => Date;
  /** JWT key and data encryption key (security/secrets.ts); default: random per app (tests only). */
  secrets?: ServerSecrets;
  /** Default 900 (15 minutes). */
  accessTokenTtlSeconds?: number;
  /** Default 7 days. */
  refreshTokenTtlSeconds?: number;
  /** Where e-mail goes; default the development mailbox. */
  mailTransport?: MailTransport;
  /** GET /dev/mail answers; default: the transport is the development mailbox. */
  devMailbox?: boolean;
  /**
   * Where mail written by this instance goes: `smtp` (sent only by instances with SMTP) or `dev` (the development
   * mailbox of instances without SMTP). Default: the transport's kind. Production is always `smtp`.
   */
  mailChannel?: 'smtp' | 'dev';
  /** This instance delivers the mail of its channel (false: production without SMTP, mail waits). Default true. */
  sendMail?: boolean;
  /** Mails this instance sends at once (SMTP connections). Default 10. */
  mailConcurrency?: number;
  /** How often an idle job kind asks the database for work (after app.services.jobs.start()). Default 1000 ms. */
  jobPollIntervalMs?: number;
  /** How often jobs of dead instances are found (expired) and retried. Default 60 s. */
  jobMaintenanceIntervalSeconds?: number;
  /** Where uploaded files go; default a local folder `.data/files` (server.ts: `<DATA_DIR>/files`). */
  storage?: FileStorage;
  /**
   * Where uploads are spooled (to disk, never whole in memory) between the request and the storage; default the
   * system's temporary folder. A spooled file is removed when its request is answered.
   */
  uploadSpoolDir?: string;
  /**
   * The public origin of every tenant's links, `{host}` = the tenant's primary host (docs/decisions/0006).
   * Default `http://{host}` (tests); server.ts passes PUBLIC_ORIGIN.
   */
  publicOrigin?: string;
  /** The limits of the token operations and the uploads (plugins/rate-limits.ts); default DEFAULT_RATE_LIMITS. */
  rateLimits?: RateLimitSettings;
}

/** Operations whose JSON body is verified byte for byte (HMAC over the raw text): they keep request.rawBody. */
const RAW_BODY_PATHS = new Set(['/public-api/webhooks/e-signature', '/public-api/webhooks/identity-verification']);

// fastify-openapi-glue gives every self-referencing schema this same $id; one Ajv instance would refuse the second
// schema with the same $id, and the schema's internal refs are `#/...` relative to its root anyway.
const GLUE_SCHEMA_ID = 'http://example.com/fastifySchema';

/** `Context-Id` -> `context-id` in a parameters schema (a flat object, as openapi-glue builds it). */
function lowerCaseHeaderNames<T extends { properties?: Record<string, unknown>; required?: string[] }>(schema: T): T {
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(
        Object.entries(schema.properties).map(([name, value]) => [name.toLowerCase(), value]),
      ),
    }),
    ...(schema.required && { required: schema.required.map((name) => name.toLowerCase()) }),
  };
}

// A request id from the client is kept only if it is harmless to print in logs.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

// openapi-glue merges these options into the route it builds (method, url and schema come from the contract).
// Route-level onRequest runs after the app-wide ones: a secured operation refuses anonymous and foreign callers
// (auth plugin) before it says 501, so the authorization matrix holds for every operation of the contract.
const notImplementedRoute = {
  onRequest: async () => {
    throw notImplemented();
  },
  handler: async () => {
    throw notImplemented();
  },
} as unknown as RouteOptions;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const contract = options.contract ?? loadContract();
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Node's and the router's own refusals (oversized headers, bad URLs, long parameters) in our error body.
    clientErrorHandler,
    frameworkErrors,
    return503OnClosing: false,
    // Unknown routes get our 404 error body; `/api/` and `/api` are the same path.
    // The list parameters are deepObject (`filters[email][operator]=like`, `filters[status][values][0]=active`):
    // qs reads the bracket notation back into objects (Fastify's default parser would keep flat keys). Bounded:
    // 3 levels, 100 array items (the contract's maxItems), 1000 parameters; `a[]` and `a[0]` both give arrays.
    routerOptions: {
      ignoreTrailingSlash: true,
      // Offer and KYC tokens are up to 512 characters (Fastify's default limit is 100).
      maxParamLength: longestPathParameter(contract),
      querystringParser: parseQueryString,
    },
  });
  app.decorate('db', options.db);
  app.decorate('stopping', false);
  app.decorate('contractViolations', [] as string[]);
  const storage = options.storage ?? createLocalStorage('.data/files');
  app.decorate('storage', storage);
  app.decorate('uploadSpoolDir', options.uploadSpoolDir ?? tmpdir());
  const now = options.clock ?? (() => new Date());
  const secrets = options.secrets ?? { jwtSecret: randomBytes(32), dataKey: randomBytes(32) };
  const transport = options.mailTransport ?? createDevTransport();
  const accessTokenTtlSeconds = options.accessTokenTtlSeconds ?? 900;
  // Background and scheduled work (server/src/background.ts). Nothing runs until app.services.jobs.start()
  // (server.ts); tests run due jobs with app.services.jobs.drain().
  const mailChannel = options.mailChannel ?? transport.kind;
  const jobs = createJobQueue({
    db: options.db,
    log: app.log,
    pollIntervalMs: options.jobPollIntervalMs ?? 1000,
    maintenanceIntervalSeconds: options.jobMaintenanceIntervalSeconds ?? 60,
    origin: mailChannel,
  });
  await jobs.register(JOB_KINDS);
  const outbox = createOutbox({
    db: options.db,
    jobs,
    transport,
    channel: mailChannel,
    sends: (options.sendMail ?? true) ? mailChannel : null,
    concurrency: options.mailConcurrency ?? 10,
    now,
  });
  const webhookSecret = createHmac('sha256', secrets.dataKey).update('webhooks/e-signature').digest('hex');
  // The sandboxes post their callbacks to our own webhook routes by a job, after the answer (as a real provider
  // would, over the network): a lost or failed callback is what the reconciler is for.
  const deliverTo =
    (url: string, hostOf: (rawBody: string) => Promise<string | null>) =>
    async (webhook: Omit<SandboxWebhook, 'url'>) => {
      const host = await hostOf(webhook.rawBody);
      const headers = { ...webhook.headers, ...(host && { host }) };
      await jobs.enqueue(options.db, SANDBOX_WEBHOOK_JOB, { url, headers, rawBody: webhook.rawBody });
      jobs.wake(SANDBOX_WEBHOOK_JOB);
    };
  const eSignature = createSandboxESignature({
    clock: now,
    webhookSecret,
    store: createDatabaseDocumentStore(options.db, storage),
    // Posted to the host of the document's tenant, where the receiver expects it.
    deliverWebhook: deliverTo('/public-api/webhooks/e-signature', (rawBody) =>
      eSignatureCallbackHost(options.db, JSON.parse(rawBody) as DocumentEvent),
    ),
  });
  // The identity sandbox's "phone" link is a path: the service prefixes the tenant's public origin
  // (docs/decisions/0006).
  const identityVerification = createSandboxIdentityVerification({
    clock: now,
    webhookSecret,
    continueBaseUrl: '/identity-sandbox',
    // Posted to the host of the request's tenant, where the receiver expects it.
    deliverWebhook: deliverTo('/public-api/webhooks/identity-verification', (rawBody) =>
      identityCallbackHost(options.db, JSON.parse(rawBody) as VerificationEvent),
    ),
  });
  app.decorate('services', {
    now,
    signer: createAccessTokenSigner(secrets.jwtSecret, accessTokenTtlSeconds),
    box: createSecretBox(secrets.dataKey),
    accessTokenTtlSeconds,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 7 * 24 * 3600,
    devMailbox: options.devMailbox ?? transport.kind === 'dev',
    transport,
    storage,
    jobs,
    publicOriginTemplate: options.publicOrigin ?? 'http://{host}',
    eSignature,
    eSignatureSandbox: eSignature,
    webhookSecret,
    identityVerification,
    identitySandbox: identityVerification,
    companyRegister: createSandboxCompanyRegister(now),
    vatWhiteList: createSandboxVatWhiteList(now),
    outbox,
  });
  registerJobHandlers(app, jobs);
  app.addHook('onClose', async () => {
    // Normally stopped already (server.ts waits for running jobs first); a test's close stops at once.
    await jobs.stop(0);
    transport.close();
  });

  // Request validation: JSON Schema 2020-12, our formats, `x-` keywords allowed. Bodies are not coerced;
  // path, query and header parameters (always strings on the wire) are.
  // "Today" of the date rules (document expiry >= today + 7) follows the app's clock, in the business time zone.
  const today = () => todayIso(now());
  const bodyAjv = createAjv({ contract, coerceTypes: false, today });
  const parameterAjv = createAjv({ contract, coerceTypes: true, today });
  app.setValidatorCompiler(({ schema, httpPart, contentType }) => {
    // A multipart body is streamed by @fastify/multipart, not parsed into request.body: the handler reads and
    // checks its parts itself (e.g. documents.service.ts: the file part, its size and its content).
    if (httpPart === 'body' && contentType === 'multipart/form-data') return () => true;
    const ajv = httpPart === 'body' ? bodyAjv : parameterAjv;
    let compiled = schema as { $id?: string; properties?: Record<string, unknown>; required?: string[] };
    if (compiled.$id === GLUE_SCHEMA_ID) {
      const { $id: _id, ...rest } = compiled;
      compiled = rest;
    }
    // Node gives header names in lower case; fastify lower-cases the header schema only for its own compiler.
    if (httpPart === 'headers') compiled = lowerCaseHeaderNames(compiled);
    return ajv.compile(compiled);
  });

  registerErrorHandler(app);
  // Fastify's own JSON parser (the same limits and prototype-poisoning checks), keeping the raw text where a
  // signature is verified over it.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (RAW_BODY_PATHS.has(request.url.split('?', 1)[0] ?? '')) request.rawBody = body as string;
    parseJson(request, body as string, done);
  });
  registerBodyTypeGuard(app, contract);
  registerNoStore(app);
  registerUnreadBodyDrain(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerSecurityHeaders(app);
  registerShutdownRefusal(app);

  if (options.validateResponses) {
    const check = createResponseValidator(contract);
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'HEAD' || reply.getHeader('x-contract-violation')) return payload;
      const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
      let problem: string | null;
      try {
        problem = check({
          operationId,
          status: reply.statusCode,
          contentType: reply.getHeader('content-type') as string | undefined,
          payload,
        });
      } catch (error) {
        problem = `the contract's schema could not be used: ${(error as Error).message}`;
      }
      if (!problem) return payload;
      const message = `Response breaks the contract: ${request.method} ${request.url} -> ${reply.statusCode} (${operationId ?? 'no operation'}): ${problem}`;
      app.contractViolations.push(message);
      request.log.error(message);
      // Loud: the test sees a 500 whose label says what is wrong (and the helper fails the file at close).
      reply.header('x-contract-violation', 'true');
      reply.code(500).type('application/json; charset=utf-8');
      return JSON.stringify({ label: message, code: 'INTERNAL_ERROR' });
    });
  }

  await app.register(tenancyPlugin, { db: options.db });
  await app.register(authPlugin, { contract });
  await registerRateLimits(app, {
    db: options.db,
    contract,
    settings: options.rateLimits ?? DEFAULT_RATE_LIMITS,
    now,
  });
  await app.register(multipart, {
    // The upper bounds of every upload; an operation may lower them (documents: one file of at most 10 MiB).
    limits: { fileSize: 20 * 1024 * 1024, files: 10, fields: 50, parts: 60 },
  });

  // fastify-openapi-glue warns "ContentTypeParser for 'image/png' not found" for every media type of the
  // contract, responses included; requests only come as JSON (fastify's parser) or multipart (@fastify/multipart),
  // and registerBodyTypeGuard refuses anything else. Those eight warnings on every start are noise: drop them.
  const warn = app.log.warn.bind(app.log);
  app.log.warn = ((...args: Parameters<typeof warn>) => {
    if (typeof args[0] === 'string' && /^ContentTypeParser for '[^']+' not found$/.test(args[0])) return;
    warn(...args);
  }) as typeof warn;
  await app.register(openapiGlue, {
    specification: contract,
    // Every operationId of the contract is mounted: a module's handler, or a 501 answered before validation
    // (an unimplemented operation is "not implemented" whatever the request looks like).
    operationResolver: (operationId: string) => resolveOperation(operationId) ?? notImplementedRoute,
  });
  app.log.warn = warn;

  await registerOperations(app, { db: options.db, contract, isStopping: () => app.stopping });

  const spaDir = hasSpa(options.spaDir) ? options.spaDir : null;
  if (spaDir) await registerSpa(app, spaDir);

  app.setNotFoundHandler((request, reply) => {
    const spaPath = !isApiPath(request.url) || isSpaRouteUnderApiPrefix(request.url);
    if (spaDir && spaPath && wantsSpaFallback(request)) return sendSpaIndex(request, reply);
    const path = (request.url.split('?', 1)[0] ?? '').slice(0, 200);
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send({ label: `Route not found: ${request.method} ${path}`, code: 'NOT_FOUND' });
  });

  return app;
}
