// Tag `investor-onboarding`: thin handlers over onboarding.service.ts (the investor's onboarding, the identity
// provider's webhook and the sandbox "phone" page) and the last lead form (read from the accepted investment forms,
// which modules/public-campaign-offer owns).
import { validationFailed } from '../../plugins/errors';
import { contentDisposition } from '../../providers/storage/file-types';
import { lastLeadForm } from '../public-campaign-offer';
import {
  callerOf,
  fileRequired,
  publicCallerOf,
  withMultipartUpload,
  sendPage,
  type OperationHandlers,
} from '../shared';
import * as onboarding from './onboarding.service';

export const investorOnboardingHandlers: OperationHandlers = {
  async getOnboardingRoleOptions(request) {
    return onboarding.roleOptions(callerOf(request));
  },
  async listOnboardingRequests(request, reply) {
    return sendPage(reply, await onboarding.listOwn(callerOf(request)));
  },
  async getOnboardingRequest(request) {
    return onboarding.getOwn(callerOf(request), request.params.requestId);
  },
  async getOnboardingRequestByToken(request) {
    return onboarding.getOwnByLink(callerOf(request), request.params.token);
  },
  async selectOnboardingClient(request) {
    return onboarding.selectClient(callerOf(request), request.params.requestId, request.body);
  },
  async addOnboardingClient(request) {
    return onboarding.addClient(callerOf(request), request.params.requestId, request.body);
  },
  async getKycParameters(request) {
    return onboarding.kycParameters(callerOf(request), request.params.requestId);
  },
  async startIdentityVerification(request) {
    return onboarding.startIdentity(callerOf(request), request.params.requestId);
  },
  async saveKyc(request) {
    return onboarding.saveKyc(callerOf(request), request.params.requestId, request.body);
  },
  async sendKycToVerification(request) {
    return onboarding.sendKyc(callerOf(request), request.params.requestId);
  },
  async updateComplianceForm(request) {
    return onboarding.updateForm(callerOf(request), request.params.requestId, request.params.formId, request.body);
  },
  async createComplianceForm(request) {
    return onboarding.createForm(callerOf(request), request.params.requestId, request.body);
  },
  async getComplianceFormTemplate(request) {
    return onboarding.formTemplate(request.params.templateId);
  },
  async sendComplianceFormsToVerification(request) {
    return onboarding.sendForms(callerOf(request), request.params.requestId);
  },
  async renderOnboardingPdf(request, reply) {
    const pdf = await onboarding.ownPdf(callerOf(request), request.params.requestId, request.body);
    reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(pdf.fileName))
      .header('cache-control', 'private, no-store');
    return pdf.bytes as never;
  },
  async uploadOnboardingFile(request) {
    const caller = callerOf(request);
    return withMultipartUpload(request, { fields: ['supportingDocumentId'] }, async ({ file, fields }) => {
      if (!file) throw validationFailed([fileRequired()]);
      return onboarding.uploadFile(caller, request.params.requestId, { ...file, ...fields });
    });
  },
  async createSupportingDocument(request) {
    return onboarding.createDocument(callerOf(request), request.params.requestId, request.body);
  },
  async updateSupportingDocument(request) {
    return onboarding.updateDocument(
      callerOf(request),
      request.params.requestId,
      request.params.documentId,
      request.body,
    );
  },
  async sendSupportingDocumentsToVerification(request) {
    return onboarding.sendDocuments(callerOf(request), request.params.requestId);
  },
  async getLastLeadForm(request) {
    return lastLeadForm(callerOf(request));
  },
  async receiveIdentityVerificationEvent(request) {
    return onboarding.receiveIdentityWebhook(publicCallerOf(request), {
      rawBody: request.rawBody ?? '',
      signature: request.headers['x-webhook-signature'],
      event: request.body,
    });
  },
  async getSandboxIdentityVerification(request) {
    return onboarding.sandboxVerification(publicCallerOf(request), request.params.verificationId);
  },
  async decideSandboxIdentityVerification(request) {
    return onboarding.decideSandbox(publicCallerOf(request), request.params.verificationId, request.body);
  },
};
