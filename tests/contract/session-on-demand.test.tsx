// The public landings download no session machine (initial-JS budget): the auth service
// is created by the first page that needs it, exactly as main.tsx wires it.
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { createQueryClient } from '../../src/app/query-client';
import { appRoutes } from '../../src/app/routes';
import { createAuthLoader } from '../../src/lib/auth';
import { serveBranding } from './render-app';
import { signInAsAdvisor, startAuth } from './session';

function renderOnDemand(path: string) {
  const create = vi.fn(async () => startAuth().service);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()} auth={createAuthLoader(create)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { create, router };
}

describe('the session machine, started on demand', () => {
  it('is not started on the investor landing', async () => {
    serveBranding();
    const { create } = renderOnDemand('/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Inwestuj z nami');
    expect(create).not.toHaveBeenCalled();
  });

  it('is started by the investor login screen', async () => {
    serveBranding();
    const { create } = renderOnDemand('/investor-login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Logowanie inwestora' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('a saved login on the landing still goes to /app, where the machine starts', async () => {
    serveBranding();
    signInAsAdvisor();
    const { create, router } = renderOnDemand('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'), { timeout: 5000 });
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
  });
});
