import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getActivateAccountFromEmailMockHandler,
  getActivateAccountMockHandler,
  getSendPasswordReminderMockHandler,
} from '#generated/api/auth/auth.msw';
import { server } from './msw-server';
import { renderApp, serveBranding } from './render-app';

describe('activation from e-mail /auth/activate-from-email/:id', () => {
  it('an account that needs a password sets it, with the token from the link', async () => {
    const user = userEvent.setup();
    serveBranding();
    let checked: unknown;
    let activated: unknown;
    server.use(
      getActivateAccountFromEmailMockHandler(async ({ request }) => {
        checked = await request.json();
        return { email: 'new.advisor@demo.test', passwordRequired: true, status: 'initial' };
      }),
      getActivateAccountMockHandler(async ({ request }) => {
        activated = await request.json();
      }),
    );
    renderApp('/auth/activate-from-email/activation-token-0123456789');
    expect(await screen.findByText('new.advisor@demo.test')).toBeTruthy();
    expect(checked).toEqual({ token: 'activation-token-0123456789' });
    await user.type(screen.getByLabelText('Nowe hasło'), 'Strong-pass-1');
    await user.type(screen.getByLabelText('Powtórz hasło'), 'Strong-pass-1');
    await user.click(screen.getByRole('button', { name: 'Zapisz hasło' }));
    expect(await screen.findByRole('heading', { name: 'Twoje konto jest aktywne' })).toBeTruthy();
    expect(activated).toEqual({
      token: 'activation-token-0123456789',
      password: 'Strong-pass-1',
      passwordRepeat: 'Strong-pass-1',
    });
    expect(screen.getByRole('link', { name: 'Przejdź do logowania doradcy' })).toBeTruthy();
  });

  it('an account that already has a password is simply active', async () => {
    serveBranding();
    server.use(
      getActivateAccountFromEmailMockHandler({
        email: 'advisor@demo.test',
        passwordRequired: false,
        status: 'active',
      }),
    );
    renderApp('/auth/activate-from-email/activation-token-0123456789');
    expect(await screen.findByRole('heading', { name: 'Twoje konto jest aktywne' })).toBeTruthy();
  });

  it('a used link says so', async () => {
    serveBranding();
    server.use(
      http.post('*/auth/activate-from-email', () =>
        HttpResponse.json({ label: 'Token is invalid.', code: 'TOKEN_INACTIVE' }, { status: 400 }),
      ),
    );
    renderApp('/auth/activate-from-email/used-token-0123456789');
    expect(await screen.findByRole('heading', { name: 'Link aktywacyjny nie działa' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Token nie jest już aktywny.');
  });
});

describe('password reminder /auth/reset-password', () => {
  it('sends the e-mail and answers the same way whoever asks', async () => {
    const user = userEvent.setup();
    serveBranding();
    let sent: unknown;
    server.use(
      getSendPasswordReminderMockHandler(async ({ request }) => {
        sent = await request.json();
      }),
    );
    renderApp('/auth/reset-password');
    await user.click(await screen.findByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText('To pole jest wymagane.')).toBeTruthy();
    expect(sent).toBeUndefined();
    await user.type(screen.getByLabelText('Adres e-mail'), 'someone@demo.test');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByRole('heading', { name: 'Sprawdź pocztę' })).toBeTruthy();
    expect(sent).toEqual({ email: 'someone@demo.test' });
  });
});
