import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AuthLayout } from './layouts/auth-layout';
import { BlankLayout } from './layouts/blank-layout';
import { FormBlankLayout } from './layouts/form-blank-layout';
import { RootLayout } from './layouts/root-layout';
import { AccessDeniedPage } from '../features/errors/access-denied-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { AdvisorLandingPage } from '../features/landing/advisor-landing-page';
import { InvestorLandingPage } from '../features/landing/investor-landing-page';
import { ROUTE_PATHS } from './route-paths';

// The access screens carry the forms and their validator (Ajv with every custom format): loaded on demand,
// so the public landing pages stay within the initial-JS budget (see docs/product/budgets.md).
const auth = () => import('../features/auth');
// The advisor login by its own path: /doradcy loads that section, not every access screen with it.
const AdvisorLoginSection = lazy(() =>
  import('../features/auth/advisor-login-section').then((m) => ({ default: m.AdvisorLoginSection })),
);
const authRoute = (path: string, page: keyof Awaited<ReturnType<typeof auth>>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await auth())[page] }),
});

/**
 * A page of the signed-in area, loaded on demand: each /app page (tables, forms, their libraries) is its own
 * chunk, so the public pages' initial JS stays within its budget (see docs/product/budgets.md).
 */
function appPage<M extends Record<string, unknown>>(
  path: string | null,
  load: () => Promise<M>,
  exportName: keyof M & string,
): RouteObject {
  const lazyPage = async () => ({ Component: (await load())[exportName] as ComponentType });
  return path === null ? { index: true, lazy: lazyPage } : { path, lazy: lazyPage };
}

/**
 * Every route of docs/product/routes.md, grouped by layout. The product's rules do not say which layout each route has;
 * the choice: blank = landings, access denied, 404; auth = login screens; form-blank = public token pages;
 * proxy = the signed-in /app area. The session guard (start-up redirect rules) wraps every route in RootLayout.
 * Shared by main.tsx (browser router) and the contract tests (memory router).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <BlankLayout />,
        children: [
          { path: ROUTE_PATHS.investorLanding, element: <InvestorLandingPage /> },
          {
            path: ROUTE_PATHS.advisorLanding,
            element: (
              <AdvisorLandingPage
                loginSection={
                  <Suspense fallback={null}>
                    <AdvisorLoginSection />
                  </Suspense>
                }
              />
            ),
          },
          { path: ROUTE_PATHS.accessDenied, element: <AccessDeniedPage /> },
          // Unknown route: 404 'Page not found: {path}' (see docs/product/routes.md).
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          authRoute(ROUTE_PATHS.investorLogin, 'InvestorLoginPage'),
          authRoute(ROUTE_PATHS.loginWithRedirectToken, 'LoginWithRedirectTokenPage'),
          authRoute(ROUTE_PATHS.confirmLogin, 'ConfirmLoginPage'),
          authRoute(ROUTE_PATHS.resetPasswordRequest, 'ResetPasswordRequestPage'),
          authRoute(ROUTE_PATHS.setPassword, 'SetPasswordPage'),
          authRoute(ROUTE_PATHS.activateAccount, 'ActivateAccountPage'),
        ],
      },
      {
        element: <FormBlankLayout />,
        children: [
          // The offer and KYC pages carry their own chunks (their forms bring RJSF and Ajv): loaded on demand.
          appPage(ROUTE_PATHS.campaign, () => import('../features/campaign/campaign-page'), 'CampaignPage'),
          appPage(ROUTE_PATHS.invest, () => import('../features/campaign/invest-page'), 'InvestPage'),
          appPage(ROUTE_PATHS.kycForm, () => import('../features/kyc-form/kyc-form-page'), 'KycFormPage'),
          appPage(
            ROUTE_PATHS.eSignatureSandbox,
            () => import('../features/e-signature-sandbox/signing-page'),
            'SigningPage',
          ),
          appPage(
            ROUTE_PATHS.identitySandbox,
            () => import('../features/onboarding/identity-sandbox-page'),
            'IdentitySandboxPage',
          ),
        ],
      },
      {
        // Behind the session guard of the root layout (start-up redirect rules, docs/product/routes.md).
        path: ROUTE_PATHS.home,
        children: [
          {
            // The signed-in area's layout (menu, permissions) is its own chunk: the public pages do not carry it.
            lazy: async () => ({ Component: (await import('./layouts/proxy-layout')).ProxyLayout }),
            children: [
              // Everybody's greeting; an investor's investment summary under it (its own chunk, with the chart).
              appPage(null, () => import('./home-by-role'), 'HomeByRole'),
              appPage(
                ROUTE_PATHS.advisors,
                () => import('../features/advisors/advisors-list-page'),
                'AdvisorsListPage',
              ),
              appPage(ROUTE_PATHS.advisorNew, () => import('../features/advisors/advisor-new-page'), 'AdvisorNewPage'),
              appPage(
                ROUTE_PATHS.advisorEdit,
                () => import('../features/advisors/advisor-edit-page'),
                'AdvisorEditPage',
              ),
              appPage(ROUTE_PATHS.documents, () => import('../features/documents/documents-page'), 'DocumentsPage'),
              appPage(
                ROUTE_PATHS.investments,
                () => import('../features/investments/investments-list-page'),
                'InvestmentsListPage',
              ),
              appPage(
                ROUTE_PATHS.investment,
                () => import('../features/investments/investment-page'),
                'InvestmentPage',
              ),
              appPage(
                ROUTE_PATHS.operatorInvestment,
                () => import('../features/investments/operator/operator-investment-page'),
                'OperatorInvestmentPage',
              ),
              appPage(
                ROUTE_PATHS.operatorMail,
                () => import('../features/outgoing-mail/outgoing-mail-page'),
                'OutgoingMailPage',
              ),
              appPage(ROUTE_PATHS.investors, () => import('../features/investors/investors-page'), 'InvestorsPage'),
              appPage(
                ROUTE_PATHS.networkInvestors,
                () => import('../features/investors/network-investors-page'),
                'NetworkInvestorsPage',
              ),
              appPage(
                ROUTE_PATHS.offerInvestors,
                () => import('../features/investors/offer-investors-page'),
                'OfferInvestorsPage',
              ),
              appPage(ROUTE_PATHS.offers, () => import('./offers-by-role'), 'OffersByRole'),
              appPage(ROUTE_PATHS.offer, () => import('./offers-by-role'), 'OfferByRole'),
              appPage(
                ROUTE_PATHS.campaigns,
                () => import('../features/back-office/campaigns-list-page'),
                'CampaignsListPage',
              ),
              appPage(
                ROUTE_PATHS.campaignNew,
                () => import('../features/back-office/campaign-new-page'),
                'CampaignNewPage',
              ),
              appPage(
                ROUTE_PATHS.campaignEdit,
                () => import('../features/back-office/campaign-edit-page'),
                'CampaignEditPage',
              ),
              appPage(ROUTE_PATHS.onboarding, () => import('./onboarding-with-kyc'), 'OnboardingPage'),
              appPage(
                ROUTE_PATHS.onboardingRequests,
                () => import('../features/onboarding-review/onboarding-requests-page'),
                'OnboardingRequestsPage',
              ),
              appPage(ROUTE_PATHS.onboardingLink, () => import('./onboarding-with-kyc'), 'OnboardingLinkPage'),
              appPage(ROUTE_PATHS.primaryData, () => import('./onboarding-with-kyc'), 'OnboardingRequestPage'),
              appPage(ROUTE_PATHS.complianceForms, () => import('./onboarding-with-kyc'), 'OnboardingRequestPage'),
              appPage(ROUTE_PATHS.supportingDocuments, () => import('./onboarding-with-kyc'), 'OnboardingRequestPage'),
              appPage(ROUTE_PATHS.preview, () => import('../features/onboarding-review/preview-page'), 'PreviewPage'),
            ],
          },
        ],
      },
    ],
  },
];
