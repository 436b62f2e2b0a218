// Tenancy (DESIGN.md section 5): the tenant is the white-label configuration bound to the request's Host.
// Every API request gets `request.tenant` (null for an unknown host); handlers that need a tenant call
// requireTenant(request), which answers 404 for an unknown host.
//
// Context-Id / Context-Type headers NEVER select a tenant: the Host does. When authentication arrives (next issue)
// the auth plugin (server/src/plugins/auth.ts) checks, for every authenticated call, that the access token's
// context_id equals request.tenant.configurationId, else 403 FORBIDDEN; that check goes right after this hook.
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
}

export const API_PREFIXES = ['/api', '/auth', '/investor-api', '/public-api'] as const;

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

// Operations that must answer without a tenant lookup: health reports the database itself.
const TENANT_AGNOSTIC_OPERATIONS = new Set(['getHealth']);

export const tenancyPlugin = fp(
  async (app: FastifyInstance, options: { db: Database }) => {
    app.decorateRequest('tenant', null);
    app.addHook('onRequest', async (request) => {
      // The SPA's files are the same for every tenant (it fetches its configuration): no lookup for them.
      if (!isApiPath(request.url)) return;
      const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
      if (operationId && TENANT_AGNOSTIC_OPERATIONS.has(operationId)) return;
      // Host is what the client connected to; X-Forwarded-Host is not trusted (no proxy configuration yet).
      const host = normalizeHost(request.headers.host);
      request.tenant = host ? await findTenantByHost(options.db, host) : null;
    });
  },
  { name: 'tenancy' },
);
