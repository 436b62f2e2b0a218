/** /app/advisors: the row actions, each behind an accessible confirmation, with a toast and a refreshed list. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getActivateAdvisorMockHandler, getArchiveAdvisorMockHandler } from '../../generated/api/advisors/advisors.msw';
import type { Advisor } from '../../generated/api/model';
import { renderApp } from './render-app';
import { server } from './msw-server';
import { advisor, serveAdvisorList } from './advisors-fixtures';

function rowOf(email: string): HTMLElement {
  const row = screen.getByText(email).closest('tr');
  if (!row) throw new Error(`No row for ${email}`);
  return row;
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

    const archive = within(row).getByRole('button', { name: 'Archiwizuj' });
    await user.click(archive);
    let dialog = screen.getByRole('dialog', { name: 'Archiwizuj' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Zarchiwizować Anna Wiśniewska?');
    // Focus is inside, on the safe choice; Tab stays inside.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Archiwizuj' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(archive);
    expect(deletes).toEqual([]);

    await user.click(archive);
    dialog = screen.getByRole('dialog', { name: 'Archiwizuj' });
    await user.click(within(dialog).getByRole('button', { name: 'Archiwizuj' }));

    expect((await screen.findByRole('status')).textContent).toContain('Doradca został zarchiwizowany.');
    expect(deletes).toEqual([`/api/advisor/advisor/${anna.id}`]);
    await waitFor(() => expect(within(rowOf('anna.w@demo.test')).getByText('Zarchiwizowany')).toBeTruthy());
    expect(requests).toHaveLength(2);
    // An archived advisor can be activated again, not archived twice.
    expect(within(rowOf('anna.w@demo.test')).queryByRole('button', { name: 'Archiwizuj' })).toBeNull();
    expect(within(rowOf('anna.w@demo.test')).getByRole('button', { name: 'Aktywuj' })).toBeTruthy();
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
    const row = rowOf('piotr@demo.test');
    expect(within(row).queryByRole('button', { name: 'Aktywuj' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Wyślij ponownie e-mail aktywacyjny' }));
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
    await user.click(
      within(rowOf('piotr@demo.test')).getByRole('button', { name: 'Wyślij ponownie e-mail aktywacyjny' }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Wyślij ponownie e-mail aktywacyjny' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Akcja nie powiodła się');
    expect(alert.textContent).toContain('Advisor is already active');
  });

  it('"Add advisor" leads to /app/advisors/new', async () => {
    serveAdvisorList({ items: [advisor()], totalCount: 1 });
    const user = userEvent.setup();
    const { router } = renderApp('/app/advisors');
    await user.click(await screen.findByRole('link', { name: 'Dodaj doradcę' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/advisors/new'));
  });
});
