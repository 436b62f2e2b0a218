import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosInstance } from '../../src/lib/api-client';
import { server } from './msw-server';
import { renderApp, serveBranding } from './render-app';
import { signInAsAdvisor, signInAsInvestor } from './session';

/** The start-up redirect rules (docs/product/routes.md), one test per rule, through the real router and machine. */
describe('start-up redirect rules', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function landOn(path: string) {
    const rendered = renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    return rendered;
  }

  it.each(['/campaign', '/invest'])('%s skips session logic, even with a saved login', async (path) => {
    serveBranding();
    signInAsAdvisor();
    const { router } = await landOn(path);
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/', '/doradcy', '/investor-login', '/auth/reset-password'])(
    'a saved login on %s (no "app" in the path) goes to /app',
    async (path) => {
      serveBranding();
      signInAsAdvisor();
      const { router } = renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Dzień dobry! Zalogowano jako Anna Nowak' }),
      ).toBeTruthy();
      expect(router.state.location.pathname).toBe('/app');
    },
  );

  it('a saved login on the KYC form stays there', async () => {
    serveBranding();
    signInAsAdvisor();
    const { router } = await landOn('/kyc-form');
    expect(router.state.location.pathname).toBe('/kyc-form');
  });

  it.each(['/app', '/app/offers', '/app/advisors/7'])('no saved login on %s goes to /', async (path) => {
    serveBranding();
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inwestuj z nami' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a missing session token on an app path goes to / (a stored refresh token alone is not a session token)', async () => {
    serveBranding();
    window.localStorage.setItem('fund.session.refresh-token', 'stored-refresh-token-0123456789');
    server.use(http.post('*/auth/refresh-token', () => new Promise<Response>(() => {}))); // still refreshing
    const { router } = renderApp('/app/offers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('an investor opening a path with "investors" lands on /app and sees Błąd / Brak dostępu', async () => {
    serveBranding();
    signInAsInvestor();
    const { router } = renderApp('/app/investors');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Błąd');
    expect(alert.textContent).toContain('Brak dostępu');
    expect(router.state.location.pathname).toBe('/app');
  });

  it('the notification comes exactly 250 ms after the redirect and stays 3000 ms', async () => {
    serveBranding();
    signInAsInvestor();
    const { router } = renderApp('/app');
    await screen.findByRole('heading', { level: 1, name: 'Dzień dobry! Zalogowano jako Jan Kowalski' });

    vi.useFakeTimers();
    await act(async () => {
      await router.navigate('/app/advisors');
    });
    expect(router.state.location.pathname).toBe('/app');
    act(() => vi.advanceTimersByTime(249));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toContain('Brak dostępu');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an advisor may open advisors and investors', async () => {
    serveBranding();
    signInAsAdvisor();
    const { router } = await landOn('/app/investors');
    expect(router.state.location.pathname).toBe('/app/investors');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['advisor', signInAsAdvisor, '/doradcy'],
    ['investor', signInAsInvestor, '/'],
  ] as const)(
    'a request without a stored key on a protected path sends the %s to %s',
    async (_role, signIn, landing) => {
      serveBranding();
      signIn();
      let sent = false;
      server.use(
        http.get('*/api/contexts', () => {
          sent = true;
          return HttpResponse.json([]);
        }),
      );
      const { router } = renderApp('/app/documents');
      await screen.findByRole('heading', { level: 1 });
      window.localStorage.removeItem('fund.session.api-key'); // e.g. logged out in another tab
      await act(async () => {
        await axiosInstance.get('/api/contexts').catch(() => undefined);
      });
      await waitFor(() => expect(router.state.location.pathname).toBe(landing));
      expect(sent).toBe(false);
    },
  );
});
