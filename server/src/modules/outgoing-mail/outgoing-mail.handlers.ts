// Tag `outgoing-mail`: the operators' view of the outbox (outgoing-mail.service.ts).
import { callerOf, sendPage, type OperationHandlers } from '../shared';
import * as outgoingMail from './outgoing-mail.service';

export const outgoingMailHandlers: OperationHandlers = {
  async listOutgoingMail(request, reply) {
    return sendPage(reply, await outgoingMail.list(callerOf(request), request.query));
  },
  async retryOutgoingMail(request) {
    return outgoingMail.retry(callerOf(request), request.params.id);
  },
};
