// Which decisions the state allows: the server's rules (server/src/modules/onboarding-review), mirrored so a
// button is only enabled when the server would accept it (it answers 409 otherwise).
import type { OnboardingRequest, SupportingDocument } from '#generated/api/model';

export const isClosed = (request: OnboardingRequest) => request.status === 'finished' || request.status === 'rejected';

export const canVerifyForms = (request: OnboardingRequest) =>
  !isClosed(request) &&
  request.complianceFormsSentAt !== null &&
  request.complianceForms.some((form) => form.status !== 'verified');

/** Verify or reject: only a document sent to verification and waiting for the review. */
export const canDecideDocument = (request: OnboardingRequest, document: SupportingDocument) =>
  !isClosed(request) && document.status === 'processing' && document.sentAt !== null;

export const canFinish = (request: OnboardingRequest) =>
  !isClosed(request) &&
  request.status !== 'processing' &&
  request.kyc.status !== 'draft' &&
  request.complianceForms.length > 0 &&
  request.complianceForms.every((form) => form.status === 'verified') &&
  request.requiredSupportingDocumentTypes.every((type) =>
    request.supportingDocuments.some((document) => document.type === type && document.status === 'verified'),
  );

export const canReject = (request: OnboardingRequest) => !isClosed(request);

/** Why the request cannot be finished yet: the investor's turn (a correction, or nothing sent), else the review's. */
export function finishBlocker(request: OnboardingRequest): 'correction' | 'investor' | 'review' | null {
  if (canFinish(request) || isClosed(request)) return null;
  if (request.supportingDocuments.some((document) => document.status === 'rejected')) return 'correction';
  if (request.status === 'processing') return 'investor';
  return 'review';
}
