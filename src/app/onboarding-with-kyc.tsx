// The investor's onboarding with the public KYC form's wizard as its KYC step: composed here because features do
// not import each other (src/features/onboarding and src/features/kyc-form).
import type { ReactNode } from 'react';
import { OnboardingKycForm } from '../features/kyc-form/onboarding-kyc-form';
import {
  OnboardingLinkPage as OnboardingLinkScreens,
  OnboardingPage as OnboardingScreens,
  OnboardingRequestPage as OnboardingRequestScreens,
} from '../features/onboarding/onboarding-page';
import { RequireOperation } from '../lib/auth';

/** The investor's own onboarding: anyone else is sent to /app with "No access" before any request is made. */
function InvestorOnly({ children }: { children: ReactNode }) {
  return <RequireOperation operation="listOnboardingRequests">{children}</RequireOperation>;
}

/** `/app/onboarding`. */
export function OnboardingPage() {
  return (
    <InvestorOnly>
      <OnboardingScreens KycForm={OnboardingKycForm} />
    </InvestorOnly>
  );
}

/** `/app/onboarding/:id/primary-data`, `.../compliance-forms`, `.../supporting-documents`: the machine picks the step. */
export function OnboardingRequestPage() {
  return (
    <InvestorOnly>
      <OnboardingRequestScreens KycForm={OnboardingKycForm} />
    </InvestorOnly>
  );
}

/** `/app/onboarding/request/:token`: the request an e-mail's link opens. */
export function OnboardingLinkPage() {
  return (
    <InvestorOnly>
      <OnboardingLinkScreens KycForm={OnboardingKycForm} />
    </InvestorOnly>
  );
}
