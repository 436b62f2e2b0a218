// Rate limits (see docs/product/sign-in.md) on what a stranger can call over and over: the operations that take a token
// (offer and KYC links, the onboarding link, the sandboxes' pages) and the uploads. Each is limited twice, per
// fixed window: per client address over the whole group, and per token (a signed-in upload: per person). The
// counts live in the database (rate-limit.repository.ts) behind @fastify/rate-limit's store interface, so every
// instance shares them. Over a limit: 429 RATE_LIMITED in the error body with Retry-After, before the handler
// reads anything (an upload's body is then discarded, edges.ts).
// The sign-in operations have their own throttle (modules/auth/throttle.ts), by failures rather than requests.
import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { HTTP_METHODS, type OpenApiDocument } from '../contract/contract';
import type { Database } from '../db/open-db';
import { HttpError } from './errors';
import { countHit, deleteEndedWindows } from './rate-limit.repository';

export interface RateLimitSettings {
  /** The length of a window. */
  windowSeconds: number;
  /** Requests to the token operations from one address in a window. */
  publicPerIp: number;
  /** Requests with one token in a window, from any address. */
  publicPerToken: number;
  /** Uploads from one address in a window. */
  uploadsPerIp: number;
  /** Uploads by one person (or with one token) in a window. */
  uploadsPerCaller: number;
}

/** Generous for a person (and for the end-to-end tests, all from one address), tight for a script. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  windowSeconds: 60,
  publicPerIp: 600,
  publicPerToken: 120,
  uploadsPerIp: 60,
  uploadsPerCaller: 30,
};

/** The parameters that carry a link's secret: a token, and the identity sandbox's id, which is its link. */
const SECRET_PARAMETERS = ['token', 'verificationId'];

interface LimitedOperation {
  /** Where the link's secret is, for the operations that take one. */
  secret: { in: 'path' | 'query'; name: string } | null;
  upload: boolean;
}

interface ParameterObject {
  name?: string;
  in?: string;
  $ref?: string;
}

/** operationId -> what is limited about it, from the contract: a secret parameter, a multipart body. */
export function limitedOperations(contract: OpenApiDocument): Map<string, LimitedOperation> {
  const resolve = (parameter: ParameterObject): ParameterObject =>
    parameter.$ref
      ? ((contract.components?.parameters?.[parameter.$ref.split('/').pop()!] ?? {}) as ParameterObject)
      : parameter;
  const limited = new Map<string, LimitedOperation>();
  for (const item of Object.values(contract.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as
        | { operationId?: string; parameters?: ParameterObject[]; requestBody?: { content?: Record<string, unknown> } }
        | undefined;
      if (!operation?.operationId) continue;
      const parameters = [...((item.parameters as ParameterObject[]) ?? []), ...(operation.parameters ?? [])].map(
        resolve,
      );
      const secret = parameters.find(
        (parameter) =>
          SECRET_PARAMETERS.includes(parameter.name ?? '') && (parameter.in === 'path' || parameter.in === 'query'),
      );
      const upload = Boolean(operation.requestBody?.content?.['multipart/form-data']);
      if (secret || upload) {
        limited.set(operation.operationId, {
          secret: secret ? { in: secret.in as 'path' | 'query', name: secret.name! } : null,
          upload,
        });
      }
    }
  }
  return limited;
}

/** A token is a secret: only a digest of it is ever part of a key (keys are stored). */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

function secretOf(request: FastifyRequest, secret: LimitedOperation['secret']): string {
  if (!secret) return '';
  const source = (secret.in === 'path' ? request.params : request.query) as Record<string, unknown> | undefined;
  const value = source?.[secret.name];
  return typeof value === 'string' ? value : '';
}

/**
 * @fastify/rate-limit's store, counting in the database. The plugin builds it (and its per-route children) with
 * its own options; the database and the app's clock come from the closure.
 */
function databaseStore(db: Database, now: () => Date) {
  let calls = 0;
  return class DatabaseRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const at = now().getTime();
      const windowStart = Math.floor(at / timeWindow) * timeWindow;
      countHit(db, { key, windowStart: new Date(windowStart), windowEnd: new Date(windowStart + timeWindow) }).then(
        ({ hits, windowEnd }) => callback(null, { current: hits, ttl: Math.max(1, windowEnd.getTime() - at) }),
        (error: Error) => callback(error),
      );
      // Now and then (per process), the rows of ended windows go.
      calls += 1;
      if (calls % 1000 === 0) deleteEndedWindows(db, new Date(at)).catch(() => undefined);
    }

    child() {
      return new DatabaseRateLimitStore();
    }
  };
}

const tooManyRequests = () => new HttpError(429, 'RATE_LIMITED', 'Too many requests');

/** Registers the limits; call before the contract's routes are mounted (it adds a hook to each limited one). */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { db: Database; contract: OpenApiDocument; settings: RateLimitSettings; now: () => Date },
): Promise<void> {
  const { settings } = options;
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(options.db, options.now),
    // The database unreachable: the request goes on (and meets the same database in its handler).
    skipOnError: true,
  });
  const timeWindow = settings.windowSeconds * 1000;
  // IPv6 clients by their /64, as the plugin does: one host has a whole subnet to choose from.
  const address = (request: FastifyRequest) => normalizeIP(request.ip);
  const limiter = (group: string, max: number, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${group}:${key(request)}` });

  const limited = limitedOperations(options.contract);
  app.addHook('onRoute', (route: RouteOptions) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const operation = operationId ? limited.get(operationId) : undefined;
    if (!operation) return;
    const limiters = [
      ...(operation.secret
        ? [
            limiter('public:ip', settings.publicPerIp, address),
            limiter('public:token', settings.publicPerToken, (request) => digest(secretOf(request, operation.secret))),
          ]
        : []),
      ...(operation.upload
        ? [
            limiter('uploads:ip', settings.uploadsPerIp, address),
            limiter('uploads:caller', settings.uploadsPerCaller, (request) =>
              operation.secret ? digest(secretOf(request, operation.secret)) : (request.auth?.userId ?? request.ip),
            ),
          ]
        : []),
    ];
    // Route-level: after the app's own onRequest hooks, so the caller of a signed-in upload is known.
    const hook: onRequestAsyncHookHandler = async (request, reply) => {
      let retryAfter = 0;
      for (const limit of limiters) {
        const status = await limit(request);
        if (!status.isAllowed && status.isExceeded) retryAfter = Math.max(retryAfter, status.ttlInSeconds);
      }
      if (retryAfter > 0) {
        reply.header('retry-after', String(retryAfter));
        throw tooManyRequests();
      }
    };
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, hook] as RouteOptions['onRequest'];
  });
}
