// The router main.tsx builds prints nothing in the console on the first load. React Router
// warned "No HydrateFallback element" whenever the first page's route was still loading (a lazy chunk).
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { createQueryClient } from '../../src/app/query-client';
import { documentPolicyHydration, documentPolicyRoute } from '../../src/app/document-policy';
import { appRoutes } from '../../src/app/routes';
import { loadedAuth } from '../../src/lib/auth';
import { serveBranding } from './render-app';
import { startAuth } from './session';

afterEach(() => vi.restoreAllMocks());

describe("the first load's router", () => {
  it('a lazily loaded first page: no "HydrateFallback" warning, and the page comes', async () => {
    serveBranding();
    const warn = vi.spyOn(console, 'warn');
    const { service: auth } = startAuth();
    const router = createMemoryRouter([documentPolicyRoute(appRoutes, '/investor-login')], {
      initialEntries: ['/investor-login'],
      hydrationData: documentPolicyHydration,
    });
    render(
      <AppProviders queryClient={createQueryClient()} auth={loadedAuth(auth)}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Logowanie inwestora' })).toBeTruthy();
    expect(warn.mock.calls.map((call) => String(call[0])).filter((text) => text.includes('HydrateFallback'))).toEqual(
      [],
    );
  });
});
