import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AdminConfiguration, WhiteLabelConfiguration } from '#generated/api/model';
import {
  getGetAdvisorPanelConfigurationMockHandler,
  getGetWhiteLabelConfigurationResponseMock,
  getGetWhiteLabelConfigurationMockHandler,
} from '#generated/api/branding/branding.msw';
import { AppProviders } from '../../src/app/providers';
import { loadedAuth } from '../../src/lib/auth';
import { createQueryClient } from '../../src/app/query-client';
import { appRoutes } from '../../src/app/routes';
import { server } from './msw-server';
import { THEME_COLORS } from '#schemas/constants';
import { startAuth } from './session';

/** The whole app at `path`, with a memory router, a fresh QueryClient and a fresh session service. */
export function renderApp(path: string) {
  // Like main.tsx: the session starts from whatever the test stored, before the first render.
  const { service: auth, reloadPage } = startAuth();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={createQueryClient()} auth={loadedAuth(auth)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, auth, reloadPage };
}

/**
 * A configuration with fixed, recognisable texts, built on the generated mock so that every field the
 * contract requires is present. Assets are null unless a test sets them.
 */
export function configuration(overrides: Partial<WhiteLabelConfiguration> = {}): WhiteLabelConfiguration {
  return getGetWhiteLabelConfigurationResponseMock({
    id: 'tenant-a',
    theme: 'theme-default',
    themeColors: { ...THEME_COLORS['theme-default'] },
    siteTitle: { pl: 'Fundusz Wisła', en: 'Vistula Fund' },
    headline: { pl: 'Inwestuj z nami', en: 'Invest with us' },
    description: { pl: 'Opis funduszu', en: 'About the fund' },
    subtext: { pl: 'Ryzyko inwestycyjne', en: 'Investment risk' },
    favicon: '/public-api/branding/assets/favicon.png',
    logo: null,
    menuLogo: null,
    horizontalLogo: null,
    bgImage: null,
    blockInvestorPanel: false,
    regulations: '/public-api/branding/assets/regulations.pdf',
    privacyPolicy: '/public-api/branding/assets/privacy-policy.pdf',
    investorPanel: {
      image: null,
      logo: null,
      headline: { pl: 'Panel inwestora', en: 'Investor panel' },
      description: { pl: 'Zobacz swoje inwestycje', en: 'See your investments' },
    },
    advisorPanel: {
      image: null,
      logo: null,
      headline: { pl: 'Panel doradcy', en: 'Advisor panel' },
      description: { pl: 'Zapraszaj klientów', en: 'Invite clients' },
    },
    ...overrides,
  });
}

/** Answers the branding calls with this configuration and admin configuration ({} = nothing overridden). */
export function serveBranding(config: WhiteLabelConfiguration = configuration(), admin: AdminConfiguration = {}) {
  server.use(getGetWhiteLabelConfigurationMockHandler(config), getGetAdvisorPanelConfigurationMockHandler(admin));
}
