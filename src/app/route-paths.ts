/**
 * The SPA's route table (see docs/product/routes.md): every path pattern the router knows, in one place. The router
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
  /** The sandbox identity provider's "phone" page behind the QR code (demo and development). */
  identitySandbox: '/identity-sandbox/:verificationId',
  home: '/app',
  advisors: '/app/advisors',
  advisorNew: '/app/advisors/new',
  advisorEdit: '/app/advisors/:id',
  documents: '/app/documents',
  /** The investor's investments with the tabs in signing / active / archived (our addition to the product's routes). */
  investments: '/app/investments',
  investment: '/app/investments/:id',
  /** One investment as the operator handles it: its payouts and reference rates (our addition to the product's routes). */
  operatorInvestment: '/app/operator/investments/:id',
  /** The tenant's outgoing e-mail, its delivery and "send again" (operators; our addition to the product's routes). */
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

const MATCHERS = Object.entries(ROUTE_PATHS).map(
  ([name, pattern]) => [name as RouteName, patternToRegExp(pattern)] as const,
);

/** The route of a path (without query string), or null for a path the SPA answers with its 404 page. */
export function routeOf(path: string): RouteName | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  return MATCHERS.find(([, matcher]) => matcher.test(decoded))?.[0] ?? null;
}

/** True when the SPA has a page for this path (not its 404); the path without query string. */
export function isKnownRoute(path: string): boolean {
  return routeOf(path) !== null;
}

/**
 * The pages that show no form and cannot open one without loading another document: the landing, the public
 * offer page (its "invest" leads to /invest), access denied, the sandbox signing page, and the 404 page. Every
 * other page shows a form, or is in the signed-in area whose pages open forms and dialogs in the same document.
 */
export const PAGES_WITHOUT_FORMS: readonly RouteName[] = [
  'investorLanding',
  'campaign',
  'accessDenied',
  'eSignatureSandbox',
];

/**
 * Whether the document of this page may evaluate code (CSP `'unsafe-eval'`): the forms compile their validators
 * in the browser with Ajv, which needs it (docs/decisions/0007, 0041). The server sends the policy by this rule;
 * the SPA loads a new document when it moves from a page without forms to one with them.
 */
export function pageCompilesValidators(path: string): boolean {
  const route = routeOf(path);
  return route !== null && !PAGES_WITHOUT_FORMS.includes(route);
}
