// Tag `kyc-invitations`: an advisor's KYC invitation (one address per call) and the KYC form's choices.
import { kycFormParameters } from '#schemas/kyc-form-parameters';
import { bothLocaleMessages } from '../../i18n/locale-messages';
import { callerOf, type OperationHandlers } from '../shared';
import { sendInvitation } from './kyc-invitations.service';

export const kycInvitationsHandlers: OperationHandlers = {
  async sendKycInvitation(request) {
    return sendInvitation(callerOf(request), request.body, request.headers['idempotency-key']);
  },
  async getNaturalPersonKycFormParameters(request) {
    callerOf(request);
    return kycFormParameters(bothLocaleMessages());
  },
};
