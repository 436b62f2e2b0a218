/**
 * The SPA's route table (spec 000 section 2): every path pattern the router knows, in one place. The router
 * (routes.tsx) takes its paths from here, and so does the server (server/src/plugins/spa.ts), which answers
 * 404 with the SPA's own "Page not found" for any other path. No React here: the server imports this file.
 */
export const ROUTE_PATHS = {
  investorLanding: '/',
  advisorLanding: '/doradcy',
  accessDenied: '/access-denied',
  investorLogin: '/investor-login',
  loginWithRedirectToken: '/login-with-redirect-token',
  confirmLogin: '/auth/confirm-login',
  resetPasswordRequest: '/auth/reset-password',
  setPassword: '/auth/reset-password/:id',
  activateAccount: '/auth/activate-from-email/:id',
  campaign: '/campaign',
  invest: '/invest',
  kycForm: '/kyc-form',
  /** The sandbox e-signature provider's signing page (demo and development; docs/decisions/0008). */
  eSignatureSandbox: '/e-signature-sandbox/:documentId',
  /** The sandbox identity provider's "phone" page behind the QR code (demo and development; issue 12 §2). */
  identitySandbox: '/identity-sandbox/:verificationId',
  home: '/app',
  advisors: '/app/advisors',
  advisorNew: '/app/advisors/new',
  advisorEdit: '/app/advisors/:id',
  documents: '/app/documents',
  /** The investor's investments with the tabs in signing / active / archived (issue 11; not in spec 000's table). */
  investments: '/app/investments',
  investment: '/app/investments/:id',
  /** One investment as the operator handles it: its payouts and reference rates (issue 11; not in spec 000). */
  operatorInvestment: '/app/operator/investments/:id',
  /** The tenant's outgoing e-mail, its delivery and "send again" (operators; not in spec 000). */
  operatorMail: '/app/operator/mail',
  investors: '/app/investors',
  networkInvestors: '/app/investors/network',
  offerInvestors: '/app/investors/offer/:id',
  offers: '/app/offers',
  offer: '/app/offers/:id',
  campaigns: '/app/campaigns',
  campaignNew: '/app/campaigns/new',
  campaignEdit: '/app/campaigns/:id',
  onboarding: '/app/onboarding',
  onboardingRequests: '/app/onboarding/requests',
  /** The link in the investor's e-mails about a request: the token opens that request (docs/decisions/0012). */
  onboardingLink: '/app/onboarding/request/:token',
  primaryData: '/app/onboarding/:id/primary-data',
  complianceForms: '/app/onboarding/:id/compliance-forms',
  supportingDocuments: '/app/onboarding/:id/supporting-documents',
  preview: '/app/preview/:id',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/** `/app/advisors/:id` -> a RegExp matching `/app/advisors/123` (and a trailing slash), as the router does. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source === '' ? '' : source}/?$`);
}

const MATCHERS = Object.values(ROUTE_PATHS).map(patternToRegExp);

/** True when the SPA has a page for this path (not its 404); the path without query string. */
export function isKnownRoute(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return MATCHERS.some((matcher) => matcher.test(decoded));
}
