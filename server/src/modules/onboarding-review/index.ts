// Public surface of the onboarding review (tag `onboarding-review`).
export { onboardingReviewHandlers } from './onboarding-review.handlers';
