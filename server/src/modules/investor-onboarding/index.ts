// Public surface of investor onboarding (tag `investor-onboarding`): the onboarding request record. The public KYC
// form (modules/kyc-invitations) records its KYC here; the onboarding screens and the review build on it.
export {
  loadRequestWithEvents,
  onboardingReference,
  recordSubmittedKyc,
  type SubmittedKyc,
} from './onboarding-requests.service';
