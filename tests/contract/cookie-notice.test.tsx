import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configuration, renderApp, serveBranding } from './render-app';

describe('cookie notice', () => {
  it('is shown with a link to the privacy policy, closes on accept and stays closed', async () => {
    const user = userEvent.setup();
    serveBranding();
    const first = renderApp('/');

    const notice = await screen.findByRole('region', { name: 'Informacja o plikach cookie' });
    expect(
      within(notice)
        .getByRole('link', { name: /polityk/i })
        .getAttribute('href'),
    ).toBe('/public-api/branding/assets/privacy-policy.pdf');

    await user.click(within(notice).getByRole('button', { name: 'Akceptuję' }));
    expect(screen.queryByRole('region', { name: 'Informacja o plikach cookie' })).toBeNull();

    first.unmount();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Informacja o plikach cookie' })).toBeNull();
  });

  it('can be accepted with the keyboard', async () => {
    const user = userEvent.setup();
    serveBranding();
    renderApp('/app');
    const notice = await screen.findByRole('region', { name: 'Informacja o plikach cookie' });
    const accept = within(notice).getByRole('button', { name: 'Akceptuję' });

    // Tab through the page until the accept button has focus; then Enter.
    for (let i = 0; i < 30 && document.activeElement !== accept; i++) await user.tab();
    expect(document.activeElement).toBe(accept);
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('region', { name: 'Informacja o plikach cookie' })).toBeNull();
  });

  it('has no privacy-policy link when the tenant has no privacy policy', async () => {
    serveBranding(configuration({ privacyPolicy: null }));
    renderApp('/');
    const notice = await screen.findByRole('region', { name: 'Informacja o plikach cookie' });
    expect(within(notice).queryByRole('link')).toBeNull();
  });
});
