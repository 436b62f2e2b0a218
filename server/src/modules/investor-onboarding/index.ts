// Public surface of investor onboarding (tag `investor-onboarding`): the onboarding request record, the investor's
// onboarding operations, and what the review (modules/onboarding-review) builds on.
export {
  loadRequestWithEvents,
  onboardingReference,
  recordSubmittedKyc,
  type SubmittedKyc,
} from './onboarding-requests.service';
export { investorOnboardingHandlers } from './investor-onboarding.handlers';
export { complianceFormPdf } from './onboarding-pdfs';
export {
  fileOf,
  identityCallbackHost,
  receiveIdentityWebhook,
  requiredDocumentTypes,
  toOnboardingRequest,
} from './onboarding.service';
export { enqueueInvestorNotice } from './onboarding-mail';
export * as reviewRepo from './onboarding-requests.repository';
export type { ReviewViewer } from './onboarding-requests.repository';
