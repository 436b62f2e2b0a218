// Tag `onboarding-review`: thin handlers over onboarding-review.service.ts.
import { contentDisposition } from '../../providers/storage/file-types';
import { callerOf, sendFileBody, sendPage, type OperationHandlers } from '../shared';
import * as review from './onboarding-review.service';

export const onboardingReviewHandlers: OperationHandlers = {
  async listReviewOnboardingRequests(request, reply) {
    return sendPage(reply, await review.list(callerOf(request), request.query));
  },
  async getReviewOnboardingRequest(request) {
    return review.get(callerOf(request), request.params.requestId);
  },
  async verifyOnboardingComplianceForms(request) {
    return review.verifyForms(callerOf(request), request.params.requestId);
  },
  async downloadReviewComplianceFormPdf(request, reply) {
    const pdf = await review.formPdf(callerOf(request), request.params.requestId, request.params.formId);
    reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(pdf.fileName))
      .header('cache-control', 'private, no-store');
    return pdf.bytes as never;
  },
  async downloadReviewSupportingFile(request, reply) {
    const file = await review.file(
      callerOf(request),
      request.params.requestId,
      request.params.documentId,
      request.params.fileId,
    );
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'private, no-store');
    return sendFileBody(reply, file.body);
  },
  async verifyOnboardingSupportingDocument(request) {
    return review.verifyDocument(callerOf(request), request.params.requestId, request.params.documentId);
  },
  async rejectOnboardingSupportingDocument(request) {
    return review.rejectDocument(callerOf(request), request.params.requestId, request.params.documentId, request.body);
  },
  async finishOnboardingRequest(request) {
    return review.finish(callerOf(request), request.params.requestId);
  },
  async rejectOnboardingRequest(request) {
    return review.reject(callerOf(request), request.params.requestId, request.body.reason);
  },
};
