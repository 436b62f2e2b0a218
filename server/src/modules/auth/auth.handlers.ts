// Tag `auth`: sign-in, second factor, e-mailed tokens, activation, passwords, refresh, logout, context switch.
// Thin: unpack the validated request, call auth.service.ts, shape the answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthData, ChangeContextRequest } from '../../../../generated/api/model';
import { requireAuth } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { requireTenant } from '../../plugins/tenancy';
import { requestBaseUrl } from '../../services';
import { contextIdFor } from '../contexts/contexts.service';
import type { OperationHandlers } from '../types';
import * as auth from './auth.service';
import { findUserById } from './auth.repository';

function call(request: FastifyRequest, reply: FastifyReply): auth.AuthCall {
  return {
    db: request.server.db,
    services: request.server.services,
    tenant: requireTenant(request),
    ip: request.ip,
    reply,
    baseUrl: requestBaseUrl(request),
  };
}

// Request bodies are validated against the contract before the handler runs.
type Body<T> = FastifyRequest<{ Body: T }>;

const accepted = (reply: FastifyReply) => reply.code(202).send();
const noContent = (reply: FastifyReply) => reply.code(204).send();

export const authHandlers: OperationHandlers = {
  async login(request, reply) {
    return auth.login(call(request, reply), (request as Body<Parameters<typeof auth.login>[1]>).body);
  },
  async loginWithTwoFactor(request, reply) {
    return auth.loginWithTwoFactor(call(request, reply), (request as Body<{ loginToken: string; code: string }>).body);
  },
  async sendInvestorLoginToken(request, reply) {
    await auth.sendInvestorLoginToken(call(request, reply), (request as Body<{ email: string }>).body);
    return accepted(reply);
  },
  async loginInvestor(request, reply) {
    return auth.loginInvestor(call(request, reply), (request as Body<{ token: string }>).body);
  },
  async changeContextWithToken(request, reply) {
    return auth.changeContextWithToken(call(request, reply), (request as Body<{ token: string }>).body);
  },
  async sendActivationToken(request, reply) {
    await auth.sendActivationToken(call(request, reply), (request as Body<{ email: string }>).body);
    return accepted(reply);
  },
  async activateAccount(request, reply) {
    await auth.activateAccount(call(request, reply), (request as Body<{ token: string; password: string }>).body);
    return noContent(reply);
  },
  async activateAccountFromEmail(request, reply) {
    return auth.activateAccountFromEmail(call(request, reply), (request as Body<{ token: string }>).body);
  },
  async sendPasswordReminder(request, reply) {
    await auth.sendPasswordReminder(call(request, reply), (request as Body<{ email: string }>).body);
    return accepted(reply);
  },
  async setPassword(request, reply) {
    await auth.setPassword(call(request, reply), (request as Body<{ token: string; password: string }>).body);
    return noContent(reply);
  },
  async refreshToken(request, reply) {
    return auth.refresh(call(request, reply), (request as Body<{ refreshToken: string }>).body, 'advisor-panel');
  },
  async refreshInvestorToken(request, reply) {
    return auth.refresh(call(request, reply), (request as Body<{ refreshToken: string }>).body, 'investor-panel');
  },
  async logout(request, reply) {
    const { sessionId } = requireAuth(request);
    await auth.logout(request.server.db, request.server.services, sessionId);
    return noContent(reply);
  },
  async getAuthData(request): Promise<AuthData> {
    const user = requireAuth(request);
    return {
      context: { type: user.panel, id: user.contextId },
      user: {
        id: user.userId,
        firstName: user.firstName,
        surname: user.surname,
        email: user.email,
        role: user.role,
        impersonatedBy: null, // impersonation comes with the operator's features
      },
    };
  },
  async changeContext(request, reply) {
    const current = requireAuth(request);
    const body = (request as Body<ChangeContextRequest>).body;
    const panel = auth.panelOfRole(current.role);
    // The only contexts a user holds are those of their own tenant (the host's, checked by the auth plugin).
    if (body.contextId !== contextIdFor(current.userId, panel) || (body.contextType && body.contextType !== panel)) {
      throw new HttpError(403, 'ACCESS_DENIED', 'Access denied');
    }
    const c = call(request, reply);
    const user = await findUserById(c.db, c.tenant.id, current.userId);
    if (!user) throw new HttpError(403, 'ACCESS_DENIED', 'Access denied');
    return auth.switchSession(c, user, current.sessionId, panel);
  },
};
