// The live chat (docs/product/branding.md) runs only on the configured origins, starts minimized and
// is given the visitor's name and e-mail; the sandbox provider works offline.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IntlProvider } from 'react-intl';
import en from '../../locales/en.json';
import pl from '../../locales/pl.json';
import { chatRunsOn, configuredOrigins, DEFAULT_LIVE_CHAT_ORIGINS, sandboxLiveChat } from '../../src/lib/live-chat';
import { renderApp, serveBranding } from './render-app';
import { signInAsInvestor } from './session';

describe('the live chat', () => {
  it('on the development origin, in the investor panel: minimized, then open with the name and e-mail', async () => {
    expect(window.location.origin).toBe('http://localhost:3000');
    serveBranding();
    signInAsInvestor();
    renderApp('/app');
    const chat = await screen.findByRole('complementary', { name: 'Czat z nami' });
    const button = within(chat).getByRole('button', { name: 'Czat z nami' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(chat).queryByText(/Czat testowy/)).toBeNull();
    await userEvent.click(button);
    expect(within(chat).getByText(/Czat testowy: wiadomości nie trafiają do nikogo/)).toBeTruthy();
    expect(await within(chat).findByTestId('live-chat-visitor')).toHaveProperty(
      'textContent',
      expect.stringContaining('investor@demo.test'),
    );
  });

  it('the configured origins: the development origin by default, VITE_LIVE_CHAT_ORIGINS otherwise', () => {
    expect(DEFAULT_LIVE_CHAT_ORIGINS).toEqual(['http://localhost:3000']);
    expect(configuredOrigins(undefined)).toEqual(['http://localhost:3000']);
    // Any other origin (another tenant's host, a production site): no widget.
    expect(chatRunsOn('http://127.0.0.1:3000', configuredOrigins(undefined))).toBe(false);
    expect(chatRunsOn('https://fund.example', configuredOrigins(undefined))).toBe(false);
    expect(configuredOrigins(' https://demo.example/ ,http://localhost:3000')).toEqual([
      'https://demo.example',
      'http://localhost:3000',
    ]);
  });

  it('the sandbox widget names the visitor it is given, in English too', async () => {
    render(
      <IntlProvider locale="en" messages={en}>
        <sandboxLiveChat.Widget visitor={{ name: 'Anna Walkowska', email: 'walk.anna@example.com' }} startMinimized />
      </IntlProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(screen.getByTestId('live-chat-visitor').textContent).toBe('Anna Walkowska · walk.anna@example.com');
    expect(pl['liveChat.title']).toBe('Czat z nami');
  });
});
