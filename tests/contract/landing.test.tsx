import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetAdvisorPanelConfigurationMockHandler } from '#generated/api/branding/branding.msw';
import { server } from './msw-server';
import { configuration, renderApp, serveBranding } from './render-app';

describe('investor landing /', () => {
  it('shows a loading state, then the configured texts in Polish', async () => {
    serveBranding();
    renderApp('/');

    expect(screen.getByRole('status').textContent).toContain('Wczytywanie…');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Inwestuj z nami');
    expect(screen.getByText('Opis funduszu')).toBeTruthy();
    expect(screen.getByText('Ryzyko inwestycyjne')).toBeTruthy();
    expect(screen.getAllByText('Fundusz Wisła').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Panel inwestora' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zaloguj się' }).getAttribute('href')).toBe('/investor-login');
    expect(screen.getByRole('link', { name: /Regulamin \(PDF\)/ }).getAttribute('href')).toBe(
      '/public-api/branding/assets/regulations.pdf',
    );
    expect(screen.getByRole('link', { name: /^Polityka prywatności \(PDF\)/ }).getAttribute('href')).toBe(
      '/public-api/branding/assets/privacy-policy.pdf',
    );
    // The page's own title, then the site title.
    expect(document.title).toBe('Inwestuj z nami — Fundusz Wisła');
    expect(document.documentElement.lang).toBe('pl');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/public-api/branding/assets/favicon.png',
    );
  });

  it('switches to English, and remembers the choice on the next visit', async () => {
    const user = userEvent.setup();
    serveBranding();
    const first = renderApp('/');
    await screen.findByRole('heading', { name: 'Inwestuj z nami' });

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Invest with us');
    expect(screen.getByText('About the fund')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Invest with us — Vistula Fund');

    first.unmount();
    renderApp('/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Invest with us');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('falls back to the Polish text where the configuration has no English one', async () => {
    window.localStorage.setItem('fund.locale', 'en');
    serveBranding(configuration({ headline: { pl: 'Tylko po polsku' }, siteTitle: { pl: 'Tytuł PL' } }));
    renderApp('/');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Tylko po polsku');
    expect(screen.getByText('About the fund')).toBeTruthy();
    expect(document.title).toBe('Tylko po polsku — Tytuł PL');
  });

  it('says the investor panel is not available when the host blocks it, and points to the advisors', async () => {
    serveBranding(configuration({ blockInvestorPanel: true }));
    renderApp('/');

    const note = await screen.findByRole('note');
    expect(within(note).getByText('Panel inwestora nie jest dostępny w tym serwisie')).toBeTruthy();
    expect(within(note).getByRole('link', { name: 'Przejdź do panelu doradcy' }).getAttribute('href')).toBe('/doradcy');
    expect(screen.queryByRole('link', { name: 'Zaloguj się' })).toBeNull();
  });

  it('asks for the admin configuration with the configuration id and the investor-panel context', async () => {
    const seen: { id: string | null; type: string | null }[] = [];
    serveBranding(configuration({ id: 'tenant-42' }));
    server.use(
      getGetAdvisorPanelConfigurationMockHandler(({ request }) => {
        seen.push({ id: request.headers.get('Context-Id'), type: request.headers.get('Context-Type') });
        return {};
      }),
    );
    renderApp('/');
    await screen.findByRole('heading', { name: 'Inwestuj z nami' });

    expect(seen).toEqual([{ id: 'tenant-42', type: 'investor-panel' }]);
  });

  it('shows a translated error page when the host has no configuration', async () => {
    server.use(
      http.get('*/public-api/white-label-configuration', () =>
        HttpResponse.json({ label: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderApp('/');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Ten serwis jest niedostępny');
    expect(within(alert).getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
    expect(document.title).toBe('Ten serwis jest niedostępny');
  });
});

describe('advisor landing /doradcy', () => {
  it('shows the advisor panel content and the advisor login entry', async () => {
    serveBranding();
    renderApp('/doradcy');

    expect((await screen.findByRole('heading', { name: 'Panel doradcy' })).tagName).toBe('H2');
    expect(screen.getByText('Zapraszaj klientów')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zaloguj się jako doradca' }).getAttribute('href')).toBe('#login');
    const login = await screen.findByRole('region', { name: 'Logowanie doradcy' });
    expect(login.closest('#login')).toBeTruthy();
    expect(within(login).getByLabelText('Adres e-mail')).toBeTruthy();
    expect(within(login).getByLabelText('Hasło')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Jesteś inwestorem? Przejdź do panelu inwestora' }).getAttribute('href'),
    ).toBe('/');
  });
});
