/**
 * What a person meets on the screens: messages translated from codes and violations, the advisor landing's
 * "Log in as an advisor" moving the focus to the form, toasts and the cookie banner out of the way and a <title>
 * per page.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getLoginMockHandler } from '#generated/api/auth/auth.msw';
import { renderApp, serveBranding } from './render-app';
import { server } from './msw-server';
import { signInAsAdvisor } from './session';
import { serveAdvisorList } from './advisors-fixtures';

const validationFailed = (propertyPath: string, title: string, message: string) =>
  HttpResponse.json(
    { label: 'Validation failed', code: 'VALIDATION_FAILED', violations: [{ propertyPath, title, message }] },
    { status: 400 },
  );

/** No raw message id and no English server text in the page. */
function expectNoRawText(...englishTexts: string[]) {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(/\b(validation|error)\.[a-zA-Z]/);
  for (const english of englishTexts) expect(text).not.toContain(english);
}

describe('every message translated from its code or violation', () => {
  it('a bogus ?token= link: "Ten link jest nieprawidłowy lub wygasł." (not "Token - validation.minLength")', async () => {
    serveBranding();
    server.use(
      http.post('*/auth/login-investor', () =>
        validationFailed('token', 'validation.minLength', 'Minimum length is 20 characters.'),
      ),
    );
    renderApp('/login-with-redirect-token?token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie udało się zalogować' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Ten link jest nieprawidłowy lub wygasł.');
    expectNoRawText('Minimum length');
  });

  it('a bad activation link, in English too', async () => {
    window.localStorage.setItem('fund.locale', 'en');
    serveBranding();
    server.use(
      http.post('*/auth/activate-from-email', () =>
        validationFailed('token', 'validation.minLength', 'Minimum length is 20 characters.'),
      ),
    );
    renderApp('/auth/activate-from-email/abc');
    expect((await screen.findByRole('alert')).textContent).toBe('This link is not valid or has expired.');
    expectNoRawText();
  });

  it('a wrong TOTP code: the Polish message, not "Invalid authentication code"', async () => {
    const user = userEvent.setup();
    serveBranding();
    server.use(
      getLoginMockHandler({
        type: 'two-factor',
        loginToken: 'login-token-0123456789',
        expiresAt: '2030-01-01T00:00:00Z',
      }),
      http.post('*/auth/login-with-two-factor', () =>
        HttpResponse.json({ label: 'Invalid authentication code', code: 'TWO_FACTOR_INVALID' }, { status: 401 }),
      ),
    );
    renderApp('/doradcy');
    await user.type(await screen.findByLabelText(/^Adres e-mail/), 'advisor@demo.test');
    await user.type(screen.getByLabelText(/^Hasło/), 'Advisor-demo-1');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await user.type(await screen.findByLabelText('Kod z aplikacji uwierzytelniającej'), '000000');
    await user.click(screen.getByRole('button', { name: 'Potwierdź' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nieprawidłowy kod uwierzytelniający. Wpisz aktualny kod z aplikacji.',
    );
    expectNoRawText('Invalid authentication code');
  });

  it.each([
    [
      '404 "Advisor not found"',
      () => HttpResponse.json({ label: 'Advisor not found', code: 'NOT_FOUND' }, { status: 404 }),
    ],
    ['400 at path.id', () => validationFailed('path.id', 'validation.format', 'must match format "uuid"')],
  ])('an advisor that is not there (%s): one Polish sentence', async (_name, answer) => {
    serveAdvisorList({ items: [], totalCount: 0 });
    server.use(http.get('*/api/advisor/advisor/:id', answer));
    renderApp('/app/advisors/nope');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nie ma takiego doradcy albo nie masz do niego dostępu. Sprawdź link lub wróć do listy.',
    );
    expectNoRawText('Advisor not found', 'Path.id');
  });
});

describe('"Log in as an advisor" moves the focus to the form', () => {
  it('the e-mail field has the focus after the click', async () => {
    const user = userEvent.setup();
    serveBranding();
    renderApp('/doradcy');
    const email = await screen.findByLabelText(/^Adres e-mail/);
    await user.click(screen.getByRole('link', { name: 'Zaloguj się jako doradca' }));
    expect(document.activeElement).toBe(email);
  });
});

describe('layout: toasts, the cookie banner and the page title', () => {
  it('toasts sit at the bottom, away from the header with the language switch and logout', async () => {
    serveBranding();
    signInAsAdvisor({ role: 'advisor' });
    renderApp('/app/advisors'); // refused: the "Brak dostępu" toast
    const toast = await screen.findByRole('alert');
    const region = toast.parentElement!;
    expect(region.className).toContain('bottom-0');
    expect(region.className).not.toContain('top-0');
  });

  it('on a phone the cookie banner is part of the page, not fixed over the login button', async () => {
    serveBranding();
    renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Informacja o plikach cookie' });
    // Fixed only from the `sm` breakpoint up.
    expect(banner.className.split(' ')).not.toContain('fixed');
    expect(banner.className.split(' ')).toContain('sm:fixed');
  });

  it.each([
    ['/app/documents', 'pl', 'Dokumenty — Fundusz Wisła'],
    ['/app/advisors', 'pl', 'Lista doradców — Fundusz Wisła'],
    ['/app/advisors', 'en', 'Advisor list — Vistula Fund'],
    ['/investor-login', 'pl', 'Logowanie inwestora — Fundusz Wisła'],
  ])('%s (%s) has its own <title>: "%s"', async (path, locale, title) => {
    window.localStorage.setItem('fund.locale', locale);
    if (path.startsWith('/app')) serveAdvisorList({ items: [], totalCount: 0 });
    else serveBranding();
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });
});
