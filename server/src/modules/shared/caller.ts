// Who calls a service, without HTTP: the database, the app's services, the tenant, the authenticated user (null
// for public operations) and the tenant's public origin for links. Services take a Caller, never a Fastify
// request, so a worker, a script or a test can call them directly.
// Only types come from the plugins (they import modules' public surfaces: no cycle).
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/open-db';
import type { AuthContext } from '../../plugins/auth';
import { notFound, unauthenticated } from '../../plugins/errors';
import type { Tenant } from '../../plugins/tenancy';
import { publicOrigin, type Services } from '../../services';
import { normalizeHost } from '../../tenants/hosts';

export interface Caller {
  db: Database;
  services: Services;
  tenant: Tenant;
  /** The authenticated user of a bearer operation; null for a public one. */
  user: AuthContext | null;
  /** The client's address (throttling keys only; trusting proxies is the app's setting). */
  ip: string;
  /** `https://fund.example`: the tenant's public origin for links in e-mails (docs/decisions/0006). */
  baseUrl: string;
}

/** The caller of a bearer operation. */
export interface UserCaller extends Caller {
  user: AuthContext;
}

/** The Host's tenant; 404 for an unknown host. */
export function requireTenant(request: FastifyRequest): Tenant {
  if (!request.tenant) {
    throw notFound(`No white-label configuration for host ${normalizeHost(request.headers.host) || '(none)'}`);
  }
  return request.tenant;
}

/** The authenticated user (set by the auth plugin for bearer operations); 401 otherwise. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** The caller of a public operation. */
export function publicCallerOf(request: FastifyRequest): Caller {
  const services = request.server.services;
  const tenant = requireTenant(request);
  return {
    db: request.server.db,
    services,
    tenant,
    user: request.auth,
    ip: request.ip,
    baseUrl: publicOrigin(services, tenant),
  };
}

/** The caller of a bearer operation (401 without an authenticated user). */
export function callerOf(request: FastifyRequest): UserCaller {
  const user = requireAuth(request);
  return { ...publicCallerOf(request), user };
}

/** The caller of work done without a request (a job) for `tenant`: no user, links on the tenant's origin. */
export function tenantCaller(deps: Pick<Caller, 'db' | 'services'>, tenant: Tenant): Caller {
  return { ...deps, tenant, user: null, ip: '127.0.0.1', baseUrl: publicOrigin(deps.services, tenant) };
}
