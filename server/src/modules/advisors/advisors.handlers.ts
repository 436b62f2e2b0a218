// Tag `advisors` (advisor administration, networks). Thin: the validated request (typed from the contract) goes
// to advisors.service.ts; the answer comes back.
import { callerOf, publicCallerOf, sendPage, type OperationHandlers } from '../shared';
import * as advisors from './advisors.service';

export const advisorsHandlers: OperationHandlers = {
  async getAdvisorFormChoices(request) {
    return advisors.formChoices(callerOf(request));
  },
  async listAdvisors(request, reply) {
    // The session is read by the list's own statement (plugins/auth.ts, SESSION_IN_HANDLER).
    const session = request.pendingSession;
    const page = session
      ? await advisors.listCheckingSession(publicCallerOf(request), session, request.query)
      : await advisors.list(callerOf(request), request.query);
    return sendPage(reply, page);
  },
  async getAdvisor(request) {
    return advisors.get(callerOf(request), request.params.id);
  },
  async createAdvisor(request) {
    return advisors.create(callerOf(request), request.body);
  },
  async updateAdvisor(request) {
    return advisors.update(callerOf(request), request.params.id, request.body);
  },
  async archiveAdvisor(request) {
    await advisors.archive(callerOf(request), request.params.id);
  },
  async activateAdvisor(request) {
    return advisors.activate(callerOf(request), request.params.id);
  },
  async listNetworks(request) {
    return advisors.listNetworks(callerOf(request));
  },
};
