// Every layout with something before the content (the language switch, a header, a menu) starts
// with a "skip to content" link: /doradcy (the sign-in landing), the access screens and the signed-in app shell.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, serveBranding } from './render-app';
import { signInAsInvestor } from './session';

describe('the skip link', () => {
  it.each(['/doradcy', '/', '/investor-login'])('%s: the first Tab reaches "Przejdź do treści"', async (path) => {
    serveBranding();
    renderApp(path);
    await screen.findAllByRole('heading', { level: 1 });
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Przejdź do treści');
    expect(document.activeElement?.getAttribute('href')).toBe('#main-content');
    expect(document.getElementById('main-content')).not.toBeNull();
  });

  it('/app (signed in): the first Tab reaches it too', async () => {
    serveBranding();
    signInAsInvestor();
    renderApp('/app');
    await screen.findByRole('heading', { level: 1, name: /Zalogowano jako Jan/ });
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Przejdź do treści');
  });
});
