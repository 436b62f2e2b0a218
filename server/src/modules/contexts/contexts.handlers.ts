// Tag `contexts`: the panels the signed-in user may act in.
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../plugins/auth';
import { requireTenant } from '../../plugins/tenancy';
import { panelOfRole } from '../auth/auth.service';
import type { OperationHandlers } from '../types';
import { userContexts } from './contexts.service';

export const contextsHandlers: OperationHandlers = {
  async listContexts(request: FastifyRequest) {
    const auth = requireAuth(request);
    return userContexts(requireTenant(request), auth.userId, panelOfRole(auth.role));
  },
};
