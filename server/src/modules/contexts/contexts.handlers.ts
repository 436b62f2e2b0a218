// Tag `contexts`: the panels the signed-in user may act in.
import { callerOf, panelOfRole, type OperationHandlers } from '../shared';
import { userContexts } from './contexts.service';

export const contextsHandlers: OperationHandlers = {
  async listContexts(request) {
    const { tenant, user } = callerOf(request);
    return userContexts(tenant, user.userId, panelOfRole(user.role));
  },
};
