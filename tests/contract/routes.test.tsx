import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, data, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { createQueryClient } from '../../src/app/query-client';
import { loadedAuth } from '../../src/lib/auth';
import { RouteErrorPage } from '../../src/features/errors/route-error-page';
import { renderApp, serveBranding } from './render-app';
import { server } from './msw-server';
import { signInAsAdvisor, signInAsInvestor, startAuth } from './session';
import { getActivateAccountFromEmailMockHandler } from '#generated/api/auth/auth.msw';
import {
  getGetReviewOnboardingRequestMockHandler,
  getGetReviewOnboardingRequestResponseMock,
} from '#generated/api/onboarding-review/onboarding-review.msw';

describe('the product routes', () => {
  // Every route with the heading a person sees (PL), signed out for the public routes and signed in as an
  // advisor (a stored session) for /app. Real pages: landings, access screens, home; others: placeholders.
  const routes: [path: string, heading: string][] = [
    ['/', 'Inwestuj z nami'],
    ['/doradcy', 'Inwestuj z nami'],
    ['/investor-login', 'Logowanie inwestora'],
    ['/login-with-redirect-token', 'Nie udało się zalogować'],
    ['/auth/confirm-login', 'Potwierdzenie logowania'],
    ['/auth/reset-password', 'Przypomnienie hasła'],
    ['/auth/reset-password/abc', 'Ustawienie nowego hasła'],
    ['/auth/activate-from-email/abc', 'Aktywacja konta'],
    ['/access-denied', 'Brak dostępu'],
    // No ?token=: the offer pages say so.
    ['/campaign', 'Nie można otworzyć oferty'],
    ['/invest', 'Nie można otworzyć oferty'],
    ['/kyc-form', 'Formularz KYC'],
    ['/app', 'Dzień dobry! Zalogowano jako Anna Nowak'],
    ['/app/advisors', 'Lista doradców'],
    ['/app/advisors/new', 'Nowy doradca'],
    ['/app/advisors/7', 'Edycja doradcy'],
    ['/app/documents', 'Dokumenty'],
    // /app/investments and /app/investments/{id} are the investor's (an advisor is sent back): investor-panel.test.tsx.
    ['/app/investors', 'Zaproszeni inwestorzy'],
    ['/app/investors/network', 'Inwestorzy w sieci'],
    ['/app/investors/offer/7', 'Inwestorzy oferty'],
    // The advisor panel's campaigns (/app/offers/{id}: campaigns.test.tsx, the name comes from the campaign).
    ['/app/offers', 'Oferty'],
    // The investor's onboarding: one page whose machine picks the step (onboarding.test.tsx has the steps).
    ['/app/onboarding', 'Onboarding inwestora'],
    ['/app/onboarding/requests', 'Wnioski onboardingowe'],
    // The link of the investor's e-mails about a request (onboarding.test.tsx opens the request from it).
    ['/app/onboarding/request/Qm9va2luZy1saW5r', 'Onboarding inwestora'],
    ['/app/onboarding/7/primary-data', 'Onboarding inwestora'],
    ['/app/onboarding/7/compliance-forms', 'Onboarding inwestora'],
    ['/app/onboarding/7/supporting-documents', 'Onboarding inwestora'],
    // /app/preview/{id}: the heading names the request's reference (onboarding-review.test.tsx).
  ];

  it.each(routes)('%s shows "%s"', async (path, heading) => {
    serveBranding();
    server.use(getActivateAccountFromEmailMockHandler(() => new Promise(() => {}))); // still checking the link
    // A coordinator sees every advisor-panel page (a plain advisor's limits: permissions.test.tsx); the investor's
    // onboarding is the investor's (staff are sent back: permissions.test.tsx).
    if (/^\/app\/onboarding(?!\/requests)/.test(path)) signInAsInvestor();
    else if (path.startsWith('/app')) signInAsAdvisor({ role: 'coordinator' });
    renderApp(path);
    // The home greeting appears once GET /api/auth/data has answered.
    expect((await screen.findByRole('heading', { level: 1, name: heading })).textContent).toBe(heading);
  });

  it('a page of one record loads the record the address names', async () => {
    serveBranding();
    signInAsAdvisor();
    const paths: string[] = [];
    // Generated data, without the KYC document (random country codes are not valid regions).
    const base = getGetReviewOnboardingRequestResponseMock();
    server.use(
      getGetReviewOnboardingRequestMockHandler(({ request }) => {
        paths.push(new URL(request.url).pathname);
        return getGetReviewOnboardingRequestResponseMock({
          request: { ...base.request, requestId: 'ONB/2026/000007', kyc: { ...base.request.kyc, data: null } },
        });
      }),
    );
    renderApp('/app/preview/record-123');
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'Wniosek onboardingowy ONB/2026/000007' })).textContent,
    ).toBe('Wniosek onboardingowy ONB/2026/000007');
    expect(paths).toEqual(['/api/advisor/onboarding/request/record-123']);
  });

  it('the /app area has the navigation, with the current page marked', async () => {
    serveBranding();
    signInAsAdvisor({ role: 'coordinator' });
    renderApp('/app/advisors');
    await screen.findByRole('heading', { name: 'Lista doradców' });

    const nav = screen.getByRole('navigation', { name: 'Nawigacja główna' });
    expect(nav).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Doradcy' })).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Pulpit' }).getAttribute('aria-current')).toBeNull();
  });

  it('navigating from the landing to the investor login keeps the app running', async () => {
    const user = userEvent.setup();
    serveBranding();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Logowanie inwestora' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/investor-login');
  });
});

describe('unknown route', () => {
  it('shows "Nie znaleziono strony: {path}" in Polish', async () => {
    serveBranding();
    renderApp('/nope');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Nie znaleziono strony: /nope');
  });

  it('shows exactly "Page not found: {path}" in English', async () => {
    window.localStorage.setItem('fund.locale', 'en');
    serveBranding();
    renderApp('/nope');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found: /nope');
  });

  it('also for a deep unknown path under /app', async () => {
    serveBranding();
    signInAsAdvisor();
    renderApp('/app/unknown/deep');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Nie znaleziono strony: /app/unknown/deep',
    );
  });
});

describe('generic error page (errorElement)', () => {
  function renderFailingRoute(failure: unknown) {
    serveBranding();
    const router = createMemoryRouter([
      {
        path: '/',
        element: <p>never shown</p>,
        errorElement: <RouteErrorPage />,
        loader: () => {
          throw failure;
        },
      },
    ]);
    render(
      <AppProviders queryClient={createQueryClient()} auth={loadedAuth(startAuth().service)}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  }

  it("a 404 shows 'Page Not Found' (translated)", async () => {
    renderFailingRoute(data(null, { status: 404 }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Nie znaleziono strony');
  });

  it("any other failure shows 'Internal Server Error' (translated)", async () => {
    renderFailingRoute(new Error('boom'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Wewnętrzny błąd serwera');
    expect(screen.queryByText('boom')).toBeNull();
  });

  it("in English: 'Internal Server Error'", async () => {
    window.localStorage.setItem('fund.locale', 'en');
    renderFailingRoute(data(null, { status: 503 }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Internal Server Error');
  });
});
