// Authentication and panel/tenant authorization for every operation the contract marks `security: bearerAuth`
// (DESIGN.md section 5). Runs as an app-wide onRequest hook right after tenancy, i.e. before any route-level
// hook, so even an operation answering 501 refuses anonymous and foreign callers first:
//   no/invalid/expired token                         -> 401 UNAUTHENTICATED
//   token of another tenant than the Host's           -> 403 FORBIDDEN
//   /api/* without advisor-panel, /investor-api/* without investor-panel -> 403 FORBIDDEN
//   revoked session (logout), deleted or unknown user -> 401 UNAUTHENTICATED; user not active -> 403 ACCOUNT_INACTIVE
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenApiDocument } from '../contract/contract';
import { findSessionUser } from '../modules/auth/auth.repository';
import type { Panel } from '../security/jwt';
import { HttpError } from './errors';

export interface AuthContext {
  userId: string;
  tenantId: string;
  sessionId: string;
  panel: Panel;
  /** The tenant's configuration id (the token's context_id). */
  contextId: string;
  email: string;
  role: 'advisor' | 'coordinator' | 'operator' | 'investor';
  firstName: string;
  surname: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller of a secured operation; null elsewhere. */
    auth: AuthContext | null;
  }
}

export const unauthenticated = (label = 'Unauthenticated'): HttpError => new HttpError(401, 'UNAUTHENTICATED', label);
export const forbidden = (label = 'Forbidden'): HttpError => new HttpError(403, 'FORBIDDEN', label);

/** The panel an operation's path requires: the prefix decides, never the Context-Type header. */
export function panelOfPath(path: string): Panel | null {
  if (path === '/api' || path.startsWith('/api/')) return 'advisor-panel';
  if (path === '/investor-api' || path.startsWith('/investor-api/')) return 'investor-panel';
  return null;
}

/** operationIds whose operation (or the document by default) requires bearerAuth. */
export function securedOperations(contract: OpenApiDocument): Set<string> {
  const secured = new Set<string>();
  const rootSecurity = (contract.security as unknown[] | undefined) ?? [];
  for (const item of Object.values(contract.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const op = operation as { operationId?: string; security?: Array<Record<string, unknown>> } | null;
      if (!op?.operationId) continue;
      const security = (op.security ?? rootSecurity) as Array<Record<string, unknown>>;
      if (security.some((requirement) => Object.hasOwn(requirement, 'bearerAuth'))) secured.add(op.operationId);
    }
  }
  return secured;
}

/**
 * Operations of /api that every panel may call: the signed-in user's own data (the investor home greets by
 * name, issue 7 defect 9). Anything else of /api stays advisor-panel only.
 */
export const ANY_PANEL_OPERATIONS: ReadonlySet<string> = new Set(['getAuthData']);

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { contract: OpenApiDocument }) => {
    const secured = securedOperations(options.contract);
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const schema = request.routeOptions.schema as { operationId?: string } | undefined;
      const operationId = schema?.operationId;
      if (!operationId || !secured.has(operationId)) return;

      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(header.trim()) : null;
      if (!match) throw unauthenticated();
      const claims = await app.services.signer.verify(match[1]!, app.services.now());
      if (!claims) throw unauthenticated();

      // The Host decides the tenant; a token minted for another tenant is refused, whatever Context-Id says.
      const tenant = request.tenant;
      if (!tenant || claims.context_id !== tenant.configurationId) throw forbidden();
      const required = panelOfPath(request.routeOptions.url ?? request.url);
      if (required && claims.context_type !== required && !ANY_PANEL_OPERATIONS.has(operationId)) throw forbidden();

      const found = await findSessionUser(app.db, { tenantId: tenant.id, userId: claims.sub, sessionId: claims.sid });
      if (!found || found.sessionRevoked || found.user.status === 'deleted' || found.panel !== claims.context_type) {
        throw unauthenticated();
      }
      if (found.user.status !== 'active') throw new HttpError(403, 'ACCOUNT_INACTIVE', 'Account is not active.');
      request.auth = {
        userId: found.user.id,
        tenantId: tenant.id,
        sessionId: claims.sid,
        panel: claims.context_type,
        contextId: claims.context_id,
        email: found.user.email,
        role: found.user.role,
        firstName: found.user.firstName,
        surname: found.user.surname,
      };
    });
  },
  { name: 'auth', dependencies: ['tenancy'] },
);
