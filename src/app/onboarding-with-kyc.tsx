// The investor's onboarding with the public KYC form's wizard as its KYC step: composed here because features do
// not import each other (src/features/onboarding and src/features/kyc-form).
import { OnboardingKycForm } from '../features/kyc-form/onboarding-kyc-form';
import {
  OnboardingLinkPage as OnboardingLinkScreens,
  OnboardingPage as OnboardingScreens,
  OnboardingRequestPage as OnboardingRequestScreens,
} from '../features/onboarding/onboarding-page';

/** `/app/onboarding`. */
export function OnboardingPage() {
  return <OnboardingScreens KycForm={OnboardingKycForm} />;
}

/** `/app/onboarding/:id/primary-data`, `.../compliance-forms`, `.../supporting-documents`: the machine picks the step. */
export function OnboardingRequestPage() {
  return <OnboardingRequestScreens KycForm={OnboardingKycForm} />;
}

/** `/app/onboarding/request/:token`: the request an e-mail's link opens. */
export function OnboardingLinkPage() {
  return <OnboardingLinkScreens KycForm={OnboardingKycForm} />;
}
