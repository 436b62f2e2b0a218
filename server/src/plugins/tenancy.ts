// Tenancy (see docs/product/branding.md): the tenant is the white-label configuration bound to the request's Host.
// Every API request gets `request.tenant` (null for an unknown host); handlers that need a tenant call
// requireTenant(request), which answers 404 for an unknown host.
//
// The tenant of a host is cached in memory: a request costs no tenant query. Whatever
// changes a configuration or a host binding in this process calls `app.tenantCache.invalidate()`; a change made
// elsewhere (another server instance, an SQL script) is seen after TENANT_CACHE_TTL_MS at the latest.
//
// Context-Id / Context-Type headers NEVER select a tenant: the Host does. The auth plugin
// (server/src/plugins/auth.ts) checks, for every authenticated call, that the access token's context_id equals
// request.tenant.configurationId, else 403 FORBIDDEN.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/open-db';
import { findTenantByHost, type Tenant } from '../modules/branding';
import { normalizeHost } from '../modules/shared';

export type { Tenant };
export { normalizeHost, requireTenant } from '../modules/shared';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Host's tenant; null when the host is unknown or the request is not an API call. */
    tenant: Tenant | null;
  }
  interface FastifyInstance {
    tenantCache: TenantCache;
  }
}

/** How long a cached host -> tenant answer is trusted without an invalidation from this process. */
export const TENANT_CACHE_TTL_MS = 10_000;
/** Bound on the cached hosts (unknown hosts are cached too, and anyone can send any Host header). */
const MAX_CACHED_HOSTS = 1000;

export interface TenantCache {
  /** The tenant bound to a normalized host, or null; from memory when known and fresh. */
  get(host: string): Promise<Tenant | null>;
  /** Forgets every host: call it after changing a tenant's configuration or its hosts. */
  invalidate(): void;
}

export function createTenantCache(db: Database, now: () => Date): TenantCache {
  // The promise is cached, so concurrent first requests for a host share one query.
  const entries = new Map<string, { tenant: Promise<Tenant | null>; expiresAt: number }>();
  let generation = 0;
  return {
    get(host) {
      const time = now().getTime();
      const cached = entries.get(host);
      if (cached && cached.expiresAt > time) return cached.tenant;
      if (entries.size >= MAX_CACHED_HOSTS) entries.clear();
      const started = generation;
      const tenant = findTenantByHost(db, host);
      const entry = { tenant, expiresAt: time + TENANT_CACHE_TTL_MS };
      entries.set(host, entry);
      // A failed lookup is not remembered; neither is one that an invalidation overtook.
      tenant.then(
        () => {
          if (generation !== started && entries.get(host) === entry) entries.delete(host);
        },
        () => {
          if (entries.get(host) === entry) entries.delete(host);
        },
      );
      return tenant;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}

import { isApiPath } from './api-paths';

export { API_PREFIXES, isApiPath } from './api-paths';

// Operations that must answer without a tenant lookup: health reports the database itself.
const TENANT_AGNOSTIC_OPERATIONS = new Set(['getHealth']);

export const tenancyPlugin = fp(
  async (app: FastifyInstance, options: { db: Database }) => {
    const cache = createTenantCache(options.db, () => app.services.now());
    app.decorate('tenantCache', cache);
    app.decorateRequest('tenant', null);
    app.addHook('onRequest', async (request) => {
      // The SPA's files are the same for every tenant (it fetches its configuration): no lookup for them.
      if (!isApiPath(request.url)) return;
      const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
      if (operationId && TENANT_AGNOSTIC_OPERATIONS.has(operationId)) return;
      // Host is what the client connected to; X-Forwarded-Host is not trusted (no proxy configuration yet).
      const host = normalizeHost(request.headers.host);
      request.tenant = host ? await cache.get(host) : null;
    });
  },
  { name: 'tenancy' },
);
