// A person is told, in their language, that a new version of the site is available.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import pl from '../../locales/pl.json';
import { NewVersionNotice } from '../../src/lib/build-manifest';

describe('the new-version notice', () => {
  it.each([
    ['pl', pl, 'Dostępna jest nowa wersja serwisu.', 'Odśwież stronę'],
    ['en', en, 'A new version of this site is available.', 'Reload the page'],
  ])('%s: shown once the server serves another build, with a reload button', async (locale, messages, text, button) => {
    const reload = vi.fn();
    const fetchManifest = vi.fn(async () => ({ buildId: 'new' }));
    render(
      <IntlProvider locale={locale} messages={messages}>
        <NewVersionNotice currentBuildId="old" fetchManifest={fetchManifest} firstDelayMs={10} reload={reload} />
      </IntlProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('');
    expect(await screen.findByText(text)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('the same build: nothing is shown', async () => {
    const fetchManifest = vi.fn(async () => ({ buildId: 'same' }));
    render(
      <IntlProvider locale="pl" messages={pl}>
        <NewVersionNotice currentBuildId="same" fetchManifest={fetchManifest} firstDelayMs={1} intervalMs={5} />
      </IntlProvider>,
    );
    await vi.waitFor(() => expect(fetchManifest.mock.calls.length).toBeGreaterThan(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
