// Authentication and panel/tenant authorization for every operation the contract marks `security: bearerAuth`
// (see docs/product/sign-in.md). Runs as an app-wide onRequest hook right after tenancy, i.e. before any route-level
// hook, so even an operation answering 501 refuses anonymous and foreign callers first:
//   no/invalid/expired token                         -> 401 UNAUTHENTICATED
//   token of another tenant than the Host's           -> 403 FORBIDDEN
//   a role the operation's x-roles does not name (checked by panel first) -> 403 FORBIDDEN
//   revoked session (logout), deleted or unknown user -> 401 UNAUTHENTICATED; user not active -> 403 ACCOUNT_INACTIVE
//
// The session (the last three lines) is one query. An operation of SESSION_IN_HANDLER reads it in its handler's own
// query instead (one round trip per request): the hook leaves `request.pendingSession`, and the
// answers keep their order all the same. The handler settles the session with the row its query read, before it
// uses anything else of it; any error before that (request validation, a bad list parameter, a failed query)
// first checks the session alone (plugins/errors.ts), so a revoked session is still a 401, an inactive account
// still a 403, never a 400; and a handler that answered without settling has it checked before the answer leaves
// (modules/shared/handlers.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenApiDocument } from '../contract/contract';
import { findSessionUser, type SessionKey, type SessionUser } from '../modules/auth';
import { forbidden, panelOfRole, unauthenticated, type Role } from '../modules/shared';
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
  role: Role;
  firstName: string;
  surname: string;
}

/** A secured request whose token passed and whose session its handler reads in its own query. */
export interface PendingSession {
  key: SessionKey;
  /** The session checks on the row the handler's query read (null: none); sets request.auth, or throws. */
  settle(found: SessionUser | null): AuthContext;
  /** Reads the session alone and settles it. */
  confirm(): Promise<AuthContext>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller of a secured operation; null elsewhere (and while pendingSession is set). */
    auth: AuthContext | null;
    /** Set while the session of an operation of SESSION_IN_HANDLER is not checked yet; null elsewhere. */
    pendingSession: PendingSession | null;
  }
}

/** Operations whose handler reads the session in its own query (the lists: one round trip). */
const SESSION_IN_HANDLER: ReadonlySet<string> = new Set([
  'listAdvisors',
  'listInvestorOffers',
  'listNetworkInvestorOffers',
]);

const ROLES: readonly Role[] = ['investor', 'advisor', 'coordinator', 'operator'];

/**
 * The roles (`x-roles`) of every operation that requires bearerAuth (the operation's security, or the document's
 * by default). A secured operation without a valid x-roles admits nobody (403): declaring is not optional.
 */
export function securedOperationRoles(contract: OpenApiDocument): Map<string, readonly Role[]> {
  const secured = new Map<string, readonly Role[]>();
  const rootSecurity = (contract.security as unknown[] | undefined) ?? [];
  for (const item of Object.values(contract.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const op = operation as {
        operationId?: string;
        security?: Array<Record<string, unknown>>;
        'x-roles'?: unknown;
      } | null;
      if (!op?.operationId) continue;
      const security = (op.security ?? rootSecurity) as Array<Record<string, unknown>>;
      if (!security.some((requirement) => Object.hasOwn(requirement, 'bearerAuth'))) continue;
      const declared = Array.isArray(op['x-roles']) ? op['x-roles'] : [];
      secured.set(
        op.operationId,
        ROLES.filter((role) => declared.includes(role)),
      );
    }
  }
  return secured;
}

/** operationIds whose operation (or the document by default) requires bearerAuth. */
export function securedOperations(contract: OpenApiDocument): Set<string> {
  return new Set(securedOperationRoles(contract).keys());
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { contract: OpenApiDocument }) => {
    const secured = securedOperationRoles(options.contract);
    // The panels a token may have for an operation follow from its roles (investor -> investor-panel, the
    // others -> advisor-panel): checked before the session query, the role itself after it.
    const panels = new Map(
      [...secured].map(([operationId, roles]) => [operationId, new Set<Panel>(roles.map(panelOfRole))] as const),
    );
    app.decorateRequest('auth', null);
    app.decorateRequest('pendingSession', null);
    app.addHook('onRequest', async (request) => {
      const schema = request.routeOptions.schema as { operationId?: string } | undefined;
      const operationId = schema?.operationId;
      const roles = operationId ? secured.get(operationId) : undefined;
      if (!operationId || !roles) return;

      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(header.trim()) : null;
      if (!match) throw unauthenticated();
      const claims = await app.services.signer.verify(match[1]!, app.services.now());
      if (!claims) throw unauthenticated();

      // The Host decides the tenant; a token minted for another tenant is refused, whatever Context-Id says.
      const tenant = request.tenant;
      if (!tenant || claims.context_id !== tenant.configurationId) throw forbidden();
      if (!panels.get(operationId)?.has(claims.context_type)) throw forbidden();

      const key: SessionKey = { tenantId: tenant.id, userId: claims.sub, sessionId: claims.sid };
      const settle = (found: SessionUser | null): AuthContext => {
        request.pendingSession = null;
        if (!found || found.sessionRevoked || found.user.status === 'deleted' || found.panel !== claims.context_type) {
          throw unauthenticated();
        }
        if (found.user.status !== 'active') throw new HttpError(403, 'ACCOUNT_INACTIVE', 'Account is not active.');
        if (!roles.includes(found.user.role)) throw forbidden();
        return (request.auth = {
          userId: found.user.id,
          tenantId: tenant.id,
          sessionId: claims.sid,
          panel: claims.context_type,
          contextId: claims.context_id,
          email: found.user.email,
          role: found.user.role,
          firstName: found.user.firstName,
          surname: found.user.surname,
        });
      };
      const confirm = async () => settle(await findSessionUser(app.db, key));
      if (SESSION_IN_HANDLER.has(operationId)) request.pendingSession = { key, settle, confirm };
      else await confirm();
    });
  },
  { name: 'auth', dependencies: ['tenancy'] },
);
