// Tag `public-kyc`: the public KYC form (/kyc-form) by the invitation token, without login. Thin: the tenant from
// the Host (another tenant's token is simply not found), the token as the access.
import { openPublicForm, previewPublicForm, submitPublicForm } from '../kyc-invitations';
import { publicCallerOf, type OperationHandlers } from '../shared';

export const publicKycHandlers: OperationHandlers = {
  async getPublicKycRequest(request) {
    return openPublicForm(publicCallerOf(request), request.params.token);
  },
  async getPublicKycPreview(request) {
    return previewPublicForm(publicCallerOf(request), request.params.token);
  },
  async submitPublicKyc(request) {
    return submitPublicForm(publicCallerOf(request), request.params.token, request.body);
  },
};
