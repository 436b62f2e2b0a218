import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getChangeContextMockHandler,
  getLoginInvestorMockHandler,
  getLoginMockHandler,
  getLoginWithTwoFactorMockHandler,
  getLogoutMockHandler,
  getSendInvestorLoginTokenMockHandler,
  getSetPasswordMockHandler,
} from '#generated/api/auth/auth.msw';
import { getListContextsMockHandler } from '#generated/api/contexts/contexts.msw';
import type { LoginRequest, TwoFactorLoginRequest, UserContext } from '#generated/api/model';
import { server } from './msw-server';
import { renderApp, serveBranding } from './render-app';
import { accessToken, advisorAuthData, investorAuthData, signInAsAdvisor, TENANT_ID } from './session';
import { getGetAuthDataMockHandler } from '#generated/api/auth/auth.msw';

const advisorContext: UserContext = {
  id: 'ctx-a',
  context: { type: 'advisor-panel' },
  name: 'Fundusz Wisła',
  configurationId: TENANT_ID,
};

const LOGIN_TOKEN = 'login-token-0123456789abcdef';

function serveAdvisorBackend(options: { contexts?: UserContext[] } = {}) {
  const seen: { login: LoginRequest[]; loginHeaders: Headers[]; twoFactor: TwoFactorLoginRequest[] } = {
    login: [],
    loginHeaders: [],
    twoFactor: [],
  };
  server.use(
    getLoginMockHandler(async ({ request }) => {
      seen.loginHeaders.push(request.headers);
      const body = (await request.json()) as LoginRequest;
      seen.login.push(body);
      return body.remember2faToken === 'remember-me-0123456789'
        ? { type: 'auth-token', accessToken: accessToken(), refreshToken: 'refresh-0123456789abcdef' }
        : { type: 'two-factor', loginToken: LOGIN_TOKEN, expiresAt: '2030-01-01T00:00:00Z' };
    }),
    getLoginWithTwoFactorMockHandler(async ({ request }) => {
      const body = (await request.json()) as TwoFactorLoginRequest;
      seen.twoFactor.push(body);
      return {
        type: 'auth-token',
        accessToken: accessToken(),
        refreshToken: 'refresh-0123456789abcdef',
        ...(body.rememberDevice ? { remember2faToken: 'remember-me-0123456789' } : {}),
      };
    }),
    getListContextsMockHandler(options.contexts ?? [advisorContext]),
    getGetAuthDataMockHandler(advisorAuthData()),
  );
  return seen;
}

async function submitCredentials(user: ReturnType<typeof userEvent.setup>, password = 'Advisor-demo-1') {
  const login = await screen.findByRole('region', { name: /Logowanie doradcy|Advisor login/ });
  await user.type(within(login).getByLabelText(/Adres e-mail|Email address|E-mail/), 'advisor@demo.test');
  await user.type(within(login).getByLabelText(/Hasło|Password/), password);
  await user.click(within(login).getByRole('button', { name: /Zaloguj się|Log in/ }));
}

describe('advisor login', () => {
  it('e-mail and password, then the 6-digit code with "remember this device" -> /app; the next login skips the code', async () => {
    const user = userEvent.setup();
    serveBranding();
    const seen = serveAdvisorBackend();
    const { router, unmount } = renderApp('/doradcy');

    await submitCredentials(user);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Weryfikacja dwuetapowa' });
    expect(router.state.location.pathname).toBe('/auth/confirm-login');
    expect(heading).toBeTruthy();
    // The focus goes to the code field, where the person types next (an effect), not to the heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Kod z aplikacji uwierzytelniającej')),
    );
    expect(seen.login[0]).toEqual({ email: 'advisor@demo.test', password: 'Advisor-demo-1' });
    expect(seen.loginHeaders[0]?.get('context-id')).toBe(TENANT_ID);
    expect(seen.loginHeaders[0]?.get('context-type')).toBe('advisor-panel');

    const code = screen.getByLabelText('Kod z aplikacji uwierzytelniającej');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '123456');
    await user.click(screen.getByRole('checkbox', { name: 'Zapamiętaj to urządzenie' }));
    await user.click(screen.getByRole('button', { name: 'Potwierdź' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dzień dobry! Zalogowano jako Anna Nowak' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app');
    expect(seen.twoFactor).toEqual([{ loginToken: LOGIN_TOKEN, code: '123456', rememberDevice: true }]);
    expect(window.localStorage.getItem('fund.session.api-key')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('fund.remember-2fa') ?? '{}')).toEqual({
      'advisor@demo.test': 'remember-me-0123456789',
    });

    // Log out, log in again: the remembered device sends its token and skips the second step.
    server.use(getLogoutMockHandler());
    await user.click(screen.getByRole('button', { name: 'Wyloguj się' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doradcy'));
    unmount();
    const again = renderApp('/doradcy');
    await submitCredentials(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dzień dobry! Zalogowano jako Anna Nowak' }),
    ).toBeTruthy();
    expect(again.router.state.location.pathname).toBe('/app');
    expect(seen.login[1]?.remember2faToken).toBe('remember-me-0123456789');
    expect(seen.twoFactor).toHaveLength(1);
  });

  it('a wrong code format is explained under the field and nothing is sent', async () => {
    const user = userEvent.setup();
    serveBranding();
    const seen = serveAdvisorBackend();
    renderApp('/doradcy');
    await submitCredentials(user);
    const code = await screen.findByLabelText('Kod z aplikacji uwierzytelniającej');
    await user.type(code, '12a');
    await user.tab();
    expect(await screen.findByText('Kod musi składać się z 6 cyfr.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Potwierdź' }));
    expect(seen.twoFactor).toEqual([]);
  });

  it.each([
    ['pl', 'Niepoprawny login i/lub hasło.'],
    ['en', 'Incorrect login and/or password.'],
  ])('bad credentials show the message in %s', async (locale, message) => {
    window.localStorage.setItem('fund.locale', locale);
    const user = userEvent.setup();
    serveBranding();
    server.use(
      http.post('*/auth/login', () =>
        HttpResponse.json({ label: 'Bad credentials', code: 'BAD_CREDENTIALS' }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/doradcy');
    await submitCredentials(user, 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(router.state.location.pathname).toBe('/doradcy');
    expect(window.localStorage.getItem('fund.session.api-key')).toBeNull();
  });

  it('429 shows how long to wait, from Retry-After', async () => {
    const user = userEvent.setup();
    serveBranding();
    server.use(
      http.post('*/auth/login', () =>
        HttpResponse.json(
          { label: 'Too many requests', code: 'TOO_MANY_REQUESTS' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    renderApp('/doradcy');
    await submitCredentials(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Zbyt wiele prób. Spróbuj ponownie za 42 s.');
  });

  it('an account without an authenticator enrols: the QR code, the secret in groups, then the first code', async () => {
    const user = userEvent.setup();
    serveBranding();
    const seen = serveAdvisorBackend();
    server.use(
      getLoginMockHandler({
        type: 'two-factor-enrolment',
        loginToken: LOGIN_TOKEN,
        expiresAt: '2030-01-01T00:00:00Z',
        otpauthUrl: 'otpauth://totp/Fund:advisor%40demo.test?secret=JBSWY3DPEHPK3PXP',
        secret: 'JBSWY3DPEHPK3PXP',
        qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
      }),
    );
    renderApp('/doradcy');
    await submitCredentials(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Skonfiguruj weryfikację dwuetapową' })).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'Kod QR dla aplikacji uwierzytelniającej' });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await user.type(screen.getByLabelText('Pierwszy kod z aplikacji'), '654321');
    await user.click(screen.getByRole('button', { name: 'Potwierdź' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dzień dobry! Zalogowano jako Anna Nowak' }),
    ).toBeTruthy();
    expect(seen.twoFactor[0]).toEqual({ loginToken: LOGIN_TOKEN, code: '654321', rememberDevice: false });
  });

  it("'Access denied' when the user has no advisor-panel context for this landing page", async () => {
    const user = userEvent.setup();
    serveBranding();
    serveAdvisorBackend({
      contexts: [{ ...advisorContext, id: 'ctx-b', configurationId: 'tenant-b' }],
    });
    const { router } = renderApp('/doradcy');
    await submitCredentials(user);
    await user.type(await screen.findByLabelText('Kod z aplikacji uwierzytelniającej'), '123456');
    await user.click(screen.getByRole('button', { name: 'Potwierdź' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/access-denied');
    expect(window.localStorage.getItem('fund.session.api-key')).toBeNull();
  });

  it("switches to this landing page's advisor context when the token is in another one", async () => {
    const user = userEvent.setup();
    serveBranding();
    serveAdvisorBackend();
    let switchedTo: unknown;
    server.use(
      getLoginMockHandler({
        type: 'auth-token',
        accessToken: accessToken({ contextId: 'tenant-b' }),
        refreshToken: 'refresh-0123456789abcdef',
      }),
      getChangeContextMockHandler(async ({ request }) => {
        switchedTo = await request.json();
        return { type: 'auth-token', accessToken: accessToken(), refreshToken: 'refresh-switched-0123456789' };
      }),
    );
    const { router } = renderApp('/doradcy');
    await submitCredentials(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dzień dobry! Zalogowano jako Anna Nowak' }),
    ).toBeTruthy();
    expect(switchedTo).toEqual({ contextId: 'ctx-a', contextType: 'advisor-panel' });
    expect(router.state.location.pathname).toBe('/app');
    expect(window.localStorage.getItem('fund.session.refresh-token')).toBe('refresh-switched-0123456789');
  });

  it('/auth/confirm-login without a login in progress points back to the advisor login', async () => {
    serveBranding();
    renderApp('/auth/confirm-login');
    expect(await screen.findByText(/Nie ma logowania do potwierdzenia/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do logowania doradcy' }).getAttribute('href')).toBe(
      '/doradcy#login',
    );
  });
});

describe('investor login', () => {
  it('e-mail -> "check your mail" -> the token -> /app', async () => {
    const user = userEvent.setup();
    serveBranding();
    let requested: unknown;
    let loggedInWith: unknown;
    server.use(
      getSendInvestorLoginTokenMockHandler(async ({ request }) => {
        requested = await request.json();
      }),
      getGetAuthDataMockHandler(investorAuthData()),
      getLoginInvestorMockHandler(async ({ request }) => {
        loggedInWith = await request.json();
        return {
          type: 'auth-token',
          accessToken: accessToken({ panel: 'investor-panel', username: 'investor@demo.test' }),
          refreshToken: 'refresh-investor-0123456789',
        };
      }),
    );
    const { router } = renderApp('/investor-login');
    await user.type(await screen.findByLabelText('Adres e-mail'), 'investor@demo.test');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod logowania' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Sprawdź pocztę' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(requested).toEqual({ email: 'investor@demo.test' });
    expect(screen.getByText('investor@demo.test')).toBeTruthy();

    await user.type(screen.getByLabelText('Kod logowania z wiadomości'), 'one-time-token-0123456789');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dzień dobry! Zalogowano jako Jan Kowalski' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app');
    expect(loggedInWith).toEqual({ token: 'one-time-token-0123456789' });
    // Investor navigation: never advisors or investors.
    const nav = screen.getByRole('navigation', { name: 'Nawigacja główna' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Pulpit', 'Moje inwestycje', 'Moje oferty', 'Onboarding']);
  });

  it('an invalid e-mail is explained under the field on blur', async () => {
    const user = userEvent.setup();
    serveBranding();
    renderApp('/investor-login');
    const email = await screen.findByLabelText('Adres e-mail');
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Podaj prawidłowy adres e-mail.')).toBeTruthy();
  });

  it('/login-with-redirect-token?token=... logs in by itself', async () => {
    serveBranding();
    let loggedInWith: unknown;
    server.use(
      getGetAuthDataMockHandler(investorAuthData()),
      getLoginInvestorMockHandler(async ({ request }) => {
        loggedInWith = await request.json();
        return {
          type: 'auth-token',
          accessToken: accessToken({ panel: 'investor-panel', username: 'investor@demo.test' }),
          refreshToken: 'refresh-investor-0123456789',
        };
      }),
    );
    const { router } = renderApp('/login-with-redirect-token?token=link-token-0123456789');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dzień dobry! Zalogowano jako Jan Kowalski' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app');
    expect(loggedInWith).toEqual({ token: 'link-token-0123456789' });
  });

  it('a used or expired link shows why, and the way back', async () => {
    serveBranding();
    server.use(
      http.post('*/auth/login-investor', () =>
        HttpResponse.json({ label: 'Token is invalid.', code: 'TOKEN_INACTIVE' }, { status: 400 }),
      ),
    );
    renderApp('/login-with-redirect-token?token=used-token-0123456789');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie udało się zalogować' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Token nie jest już aktywny.');
    expect(screen.getByRole('link', { name: 'Wyślij nowy link logowania' }).getAttribute('href')).toBe(
      '/investor-login',
    );
  });
});

describe('set password /auth/reset-password/:id', () => {
  it('explains the strong-password rule and the repeat, live hints included; then sends the token', async () => {
    const user = userEvent.setup();
    serveBranding();
    let sent: unknown;
    server.use(
      getSetPasswordMockHandler(async ({ request }) => {
        sent = await request.json();
      }),
    );
    renderApp('/auth/reset-password/reset-token-0123456789');
    const password = await screen.findByLabelText('Nowe hasło');
    await user.type(password, 'short');
    await user.tab();
    expect(
      await screen.findByText(
        'Hasło musi mieć co najmniej 8 znaków, w tym wielką literę, małą literę, cyfrę i znak specjalny.',
      ),
    ).toBeTruthy();
    const rules = screen.getByRole('list', { name: 'Wymagania dotyczące hasła' });
    expect(within(rules).getByText('Mała litera').parentElement?.textContent).toContain('(spełnione)');
    expect(within(rules).getByText('Cyfra').parentElement?.textContent).toContain('(jeszcze niespełnione)');

    await user.clear(password);
    await user.type(password, 'Strong-pass-1');
    await user.type(screen.getByLabelText('Powtórz hasło'), 'Strong-pass-2');
    await user.tab();
    expect(await screen.findByText('Hasła nie są takie same.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zapisz hasło' }));
    expect(sent).toBeUndefined();

    await user.clear(screen.getByLabelText('Powtórz hasło'));
    await user.type(screen.getByLabelText('Powtórz hasło'), 'Strong-pass-1');
    await user.click(screen.getByRole('button', { name: 'Zapisz hasło' }));
    expect(await screen.findByRole('heading', { name: 'Hasło zostało ustawione' })).toBeTruthy();
    expect(sent).toEqual({
      token: 'reset-token-0123456789',
      password: 'Strong-pass-1',
      passwordRepeat: 'Strong-pass-1',
    });
  });
});

describe('signed in', () => {
  it('logout calls the server with the bearer, clears the session and returns to the advisor landing', async () => {
    const user = userEvent.setup();
    serveBranding();
    const stored = signInAsAdvisor();
    let authorization: string | null = null;
    server.use(
      getLogoutMockHandler(({ request }) => {
        authorization = request.headers.get('authorization');
      }),
    );
    const { router } = renderApp('/app');
    await user.click(await screen.findByRole('button', { name: 'Wyloguj się' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doradcy'));
    expect(authorization).toBe(`Bearer ${stored.accessToken}`);
    expect(window.localStorage.getItem('fund.session.api-key')).toBeNull();
    expect(window.localStorage.getItem('fund.session.refresh-token')).toBeNull();
  });

  it('coordinators also see the network investors', async () => {
    serveBranding();
    signInAsAdvisor({ role: 'coordinator' });
    renderApp('/app');
    const nav = await screen.findByRole('navigation', { name: 'Nawigacja główna' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Pulpit',
        'Oferty',
        'Inwestorzy',
        'Inwestorzy w sieci',
        'Doradcy',
        'Dokumenty',
        'Wnioski onboardingowe',
      ]),
    );
  });

  it('shows the impersonation banner when an operator acts as the user', async () => {
    serveBranding();
    signInAsAdvisor({ impersonatedBy: { firstName: 'Olga', surname: 'Operator', email: 'olga@demo.test' } });
    renderApp('/app');
    expect((await screen.findByText(/Olga Operator działa jako Anna Nowak/)).textContent).toBe(
      'Olga Operator działa jako Anna Nowak. Każda czynność jest zapisywana w imieniu użytkownika Anna Nowak.',
    );
  });
});
