/** /app/advisors: the row actions, each behind an accessible confirmation, with a toast and a refreshed list. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getActivateAdvisorMockHandler, getArchiveAdvisorMockHandler } from '#generated/api/advisors/advisors.msw';
import type { Advisor } from '#generated/api/model';
import { renderApp } from './render-app';
import { server } from './msw-server';
import { advisor, serveAdvisorList } from './advisors-fixtures';

function rowOf(email: string): HTMLElement {
  const row = within(screen.getByRole('table')).getByText(email).closest('tr');
  if (!row) throw new Error(`No row for ${email}`);
  return row;
}

/** The row's one actions button ("Działania: <name>"), opened: the names of its menu items. */
async function openRowMenu(user: ReturnType<typeof userEvent.setup>, email: string): Promise<string[]> {
  await user.click(within(rowOf(email)).getByRole('button', { name: /^Działania: / }));
  const menu = screen.getByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('advisor list actions', () => {
  it('archive: confirmation dialog (Escape cancels, focus returns), DELETE, toast, refreshed list', async () => {
    const anna = advisor({ firstName: 'Anna', surname: 'Wiśniewska', email: 'anna.w@demo.test', status: 'active' });
    let archived = false;
    const requests = serveAdvisorList(() => ({
      items: [{ ...anna, status: archived ? 'deleted' : 'active' } satisfies Advisor],
      totalCount: 1,
    }));
    const deletes: string[] = [];
    server.use(
      getArchiveAdvisorMockHandler(({ request }) => {
        deletes.push(new URL(request.url).pathname);
        archived = true;
      }),
    );
    const user = userEvent.setup();
    renderApp('/app/advisors');
    await screen.findByText('anna.w@demo.test');
    const row = rowOf('anna.w@demo.test');
    expect(within(row).getByText('Aktywny')).toBeTruthy();

    const menuButton = within(row).getByRole('button', { name: 'Działania: Anna Wiśniewska' });
    expect(await openRowMenu(user, 'anna.w@demo.test')).toEqual(['Edytuj', 'Archiwizuj']);
    await user.click(screen.getByRole('menuitem', { name: 'Archiwizuj' }));
    let dialog = screen.getByRole('dialog', { name: 'Archiwizuj' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // No declined name: "Zarchiwizować Anna Wiśniewska?" was wrong Polish.
    expect(dialog.textContent).toContain('Zarchiwizować konto: Anna Wiśniewska?');
    // Focus is inside, on the safe choice; Tab stays inside.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Archiwizuj' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton);
    expect(deletes).toEqual([]);

    await openRowMenu(user, 'anna.w@demo.test');
    await user.click(screen.getByRole('menuitem', { name: 'Archiwizuj' }));
    dialog = screen.getByRole('dialog', { name: 'Archiwizuj' });
    await user.click(within(dialog).getByRole('button', { name: 'Archiwizuj' }));

    expect((await screen.findByRole('status')).textContent).toContain('Doradca został zarchiwizowany.');
    expect(deletes).toEqual([`/api/advisor/advisor/${anna.id}`]);
    await waitFor(() => expect(within(rowOf('anna.w@demo.test')).getByText('Zarchiwizowany')).toBeTruthy());
    expect(requests).toHaveLength(2);
    // An archived advisor can be activated again, not archived twice.
    expect(await openRowMenu(user, 'anna.w@demo.test')).toEqual(['Edytuj', 'Aktywuj']);
  });

  it('a new advisor: "send the activation e-mail again" is PATCH .../activate; a failure shows the API message', async () => {
    const piotr = advisor({ email: 'piotr@demo.test', status: 'initial' });
    serveAdvisorList({ items: [piotr], totalCount: 1 });
    const patches: string[] = [];
    server.use(
      getActivateAdvisorMockHandler(({ request }) => {
        patches.push(new URL(request.url).pathname);
        return { ...piotr };
      }),
    );
    const user = userEvent.setup();
    renderApp('/app/advisors');
    await screen.findByText('piotr@demo.test');
    expect(await openRowMenu(user, 'piotr@demo.test')).toEqual([
      'Edytuj',
      'Wyślij ponownie e-mail aktywacyjny',
      'Archiwizuj',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Wyślij ponownie e-mail aktywacyjny' }));
    const dialog = screen.getByRole('dialog', { name: 'Wyślij ponownie e-mail aktywacyjny' });
    expect(dialog.textContent).toContain('piotr@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij ponownie e-mail aktywacyjny' }));
    expect((await screen.findByRole('status')).textContent).toContain('E-mail aktywacyjny został wysłany ponownie.');
    expect(patches).toEqual([`/api/advisor/advisor/${piotr.id}/activate`]);

    server.use(
      http.patch('*/api/advisor/advisor/:id/activate', () =>
        HttpResponse.json({ label: 'Advisor is already active', code: 'CONFLICT' }, { status: 409 }),
      ),
    );
    await openRowMenu(user, 'piotr@demo.test');
    await user.click(screen.getByRole('menuitem', { name: 'Wyślij ponownie e-mail aktywacyjny' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Wyślij ponownie e-mail aktywacyjny' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Akcja nie powiodła się');
    // The code's message in Polish, never the server's English label.
    expect(alert.textContent).toContain('Nie można tego zrobić w obecnym stanie. Odśwież stronę i sprawdź.');
    expect(alert.textContent).not.toContain('Advisor is already active');
  });

  it('"Add advisor" leads to /app/advisors/new', async () => {
    serveAdvisorList({ items: [advisor()], totalCount: 1 });
    const user = userEvent.setup();
    const { router } = renderApp('/app/advisors');
    await user.click(await screen.findByRole('link', { name: 'Dodaj doradcę' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/advisors/new'));
  });

  it("a coordinator's own row and other coordinators' rows offer no action; advisors' rows do", async () => {
    const me = advisor({
      id: '6f1c2f0e-8d2e-4a53-9a51-3f7f3d0c9a11', // the signed-in coordinator (advisorAuthData)
      firstName: 'Anna',
      surname: 'Nowak',
      email: 'advisor@demo.test',
      role: 'coordinator',
    });
    const other = advisor({ email: 'koordynator@demo.test', role: 'coordinator' });
    const plain = advisor({ email: 'plain@demo.test', role: 'advisor' });
    serveAdvisorList({ items: [me, other, plain], totalCount: 3 });
    const user = userEvent.setup();
    renderApp('/app/advisors');
    await screen.findByText('plain@demo.test');
    expect(within(rowOf('advisor@demo.test')).queryByRole('button')).toBeNull();
    expect(within(rowOf('koordynator@demo.test')).queryByRole('button')).toBeNull();
    expect(await openRowMenu(user, 'plain@demo.test')).toEqual(['Edytuj', 'Archiwizuj']);
  });

  it('the row menu works from the keyboard: arrows move, Escape closes and returns the focus', async () => {
    const ewa = advisor({ firstName: 'Ewa', surname: 'Lis', email: 'ewa@demo.test', status: 'initial' });
    serveAdvisorList({ items: [ewa], totalCount: 1 });
    const user = userEvent.setup();
    renderApp('/app/advisors');
    await screen.findByText('ewa@demo.test');
    const button = within(rowOf('ewa@demo.test')).getByRole('button', { name: 'Działania: Ewa Lis' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Działania: Ewa Lis' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Edytuj' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Wyślij ponownie e-mail aktywacyjny');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Archiwizuj');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('activating an archived advisor without a password says the activation e-mail was sent', async () => {
    const olga = advisor({ firstName: 'Olga', surname: 'Wrona', email: 'olga@demo.test', status: 'deleted' });
    serveAdvisorList({ items: [olga], totalCount: 1 });
    server.use(getActivateAdvisorMockHandler(() => ({ ...olga, status: 'initial' })));
    const user = userEvent.setup();
    renderApp('/app/advisors');
    await screen.findByText('olga@demo.test');
    await openRowMenu(user, 'olga@demo.test');
    await user.click(screen.getByRole('menuitem', { name: 'Aktywuj' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Aktywuj' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('E-mail aktywacyjny został wysłany na adres olga@demo.test.');
    expect(status.textContent).not.toContain('aktywowany');
  });
});
