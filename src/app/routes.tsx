import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AuthLayout } from './layouts/auth-layout';
import { BlankLayout } from './layouts/blank-layout';
import { FormBlankLayout } from './layouts/form-blank-layout';
import { ProxyLayout } from './layouts/proxy-layout';
import { RootLayout } from './layouts/root-layout';
import { AdvisorEditPage } from '../features/advisors/advisor-edit-page';
import { AdvisorNewPage } from '../features/advisors/advisor-new-page';
import { AdvisorsListPage } from '../features/advisors/advisors-list-page';
import { CampaignPage } from '../features/campaign/campaign-page';
import { InvestPage } from '../features/campaign/invest-page';
import { DocumentsPage } from '../features/documents/documents-page';
import { AccessDeniedPage } from '../features/errors/access-denied-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { HomePage } from '../features/home/home-page';
import { InvestmentPage } from '../features/investments/investment-page';
import { InvestorsPage } from '../features/investors/investors-page';
import { NetworkInvestorsPage } from '../features/investors/network-investors-page';
import { OfferInvestorsPage } from '../features/investors/offer-investors-page';
import { KycFormPage } from '../features/kyc-form/kyc-form-page';
import { AdvisorLandingPage } from '../features/landing/advisor-landing-page';
import { InvestorLandingPage } from '../features/landing/investor-landing-page';
import { OfferPage } from '../features/offers/offer-page';
import { OffersPage } from '../features/offers/offers-page';
import { ComplianceFormsPage } from '../features/onboarding/compliance-forms-page';
import { OnboardingPage } from '../features/onboarding/onboarding-page';
import { OnboardingRequestsPage } from '../features/onboarding/onboarding-requests-page';
import { PrimaryDataPage } from '../features/onboarding/primary-data-page';
import { SupportingDocumentsPage } from '../features/onboarding/supporting-documents-page';
import { PreviewPage } from '../features/preview/preview-page';

// The access screens carry the forms and their validator (Ajv with every custom format): loaded on demand,
// so the public landing pages stay within the initial-JS budget (DESIGN section 10).
const auth = () => import('../features/auth');
const AdvisorLoginSection = lazy(() => auth().then((m) => ({ default: m.AdvisorLoginSection })));
const authRoute = (path: string, page: keyof Awaited<ReturnType<typeof auth>>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await auth())[page] }),
});

/**
 * Every route of spec 000 section 2, grouped by layout. The spec does not say which layout each route has;
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
          { path: '/', element: <InvestorLandingPage /> },
          {
            path: '/doradcy',
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
          { path: '/access-denied', element: <AccessDeniedPage /> },
          // Unknown route: 404 'Page not found: {path}' (spec 000 section 2).
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          authRoute('/investor-login', 'InvestorLoginPage'),
          authRoute('/login-with-redirect-token', 'LoginWithRedirectTokenPage'),
          authRoute('/auth/confirm-login', 'ConfirmLoginPage'),
          authRoute('/auth/reset-password', 'ResetPasswordRequestPage'),
          authRoute('/auth/reset-password/:id', 'SetPasswordPage'),
          authRoute('/auth/activate-from-email/:id', 'ActivateAccountPage'),
        ],
      },
      {
        element: <FormBlankLayout />,
        children: [
          { path: '/campaign', element: <CampaignPage /> },
          { path: '/invest', element: <InvestPage /> },
          { path: '/kyc-form', element: <KycFormPage /> },
        ],
      },
      {
        // Behind the session guard of the root layout (start-up redirect rules, spec 000 section 2).
        path: '/app',
        children: [
          {
            element: <ProxyLayout />,
            children: [
              { index: true, element: <HomePage /> },
              { path: 'advisors', element: <AdvisorsListPage /> },
              { path: 'advisors/new', element: <AdvisorNewPage /> },
              { path: 'advisors/:id', element: <AdvisorEditPage /> },
              { path: 'documents', element: <DocumentsPage /> },
              { path: 'investments/:id', element: <InvestmentPage /> },
              { path: 'investors', element: <InvestorsPage /> },
              { path: 'investors/network', element: <NetworkInvestorsPage /> },
              { path: 'investors/offer/:id', element: <OfferInvestorsPage /> },
              { path: 'offers', element: <OffersPage /> },
              { path: 'offers/:id', element: <OfferPage /> },
              { path: 'onboarding', element: <OnboardingPage /> },
              { path: 'onboarding/requests', element: <OnboardingRequestsPage /> },
              { path: 'onboarding/:id/primary-data', element: <PrimaryDataPage /> },
              { path: 'onboarding/:id/compliance-forms', element: <ComplianceFormsPage /> },
              { path: 'onboarding/:id/supporting-documents', element: <SupportingDocumentsPage /> },
              { path: 'preview/:id', element: <PreviewPage /> },
            ],
          },
        ],
      },
    ],
  },
];
