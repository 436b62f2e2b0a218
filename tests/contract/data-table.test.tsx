/**
 * The table kit (src/lib/table) against the generated MSW handlers, through the advisor list, the first list
 * that uses it: sorting, filtering, paging, column visibility, the URL state, loading / empty / error states.
 * Every assertion on a request reads the query string axios really sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { server } from './msw-server';
import { advisor, NETWORKS, queryObject, serveAdvisorList, serveAdvisorListPending } from './advisors-fixtures';

const page = (count: number, totalCount = count) => ({
  items: Array.from({ length: count }, () => advisor()),
  totalCount,
});

async function findTable() {
  return screen.findByRole('table', { name: 'Lista doradców' });
}

function columnHeaders(table: HTMLElement) {
  return within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.trim());
}

describe('table kit: rows, total, truncation, placeholder', () => {
  it('asks for the first page of 20 and shows the rows, the total, names of networks, "..." and "—"', async () => {
    const long = advisor({ firstName: 'Aleksandra-Konstantyna Maria Józefa', brokerNetworkIds: [] });
    const requests = serveAdvisorList({ items: [long, advisor({ status: 'initial' })], totalCount: 2 });
    renderApp('/app/advisors');
    const table = await findTable();
    await within(table).findByText('Aleksandra-Konstantyna Maria J...');
    expect(queryObject(requests[0]!)).toEqual({ limit: '20', offset: '0' });

    // Full text in the title; the empty network list shows the placeholder.
    expect(within(table).getByText('Aleksandra-Konstantyna Maria J...').getAttribute('title')).toBe(
      'Aleksandra-Konstantyna Maria Józefa',
    );
    const rows = within(table).getAllByRole('row').slice(2); // header row + filter row
    expect(within(rows[0]!).getByText('Brak wartości')).toBeTruthy();
    expect(within(rows[1]!).getByText(NETWORKS[0]!.name)).toBeTruthy();
    expect(within(rows[1]!).getByText('Oczekuje na aktywację')).toBeTruthy();
    expect(screen.getByText('Wyników: 2')).toBeTruthy();
    expect(columnHeaders(table)).toEqual(['Imię', 'Nazwisko', 'E-mail', 'Sieci brokerskie', 'Status', 'Działania']);
  });
});

describe('table kit: sorting', () => {
  it('a click on a header sorts ascending, then descending, then not at all (aria-sort, request, URL)', async () => {
    const requests = serveAdvisorList(page(3));
    const user = userEvent.setup();
    const { router } = renderApp('/app/advisors');
    const table = await findTable();
    await within(table).findAllByText(/jan\.kowalski/);
    const header = within(table).getByRole('columnheader', { name: /Nazwisko/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    // Not sortable (the advisors' networks): no aria-sort, no button.
    const networks = within(table).getByRole('columnheader', { name: 'Sieci brokerskie' });
    expect(networks.getAttribute('aria-sort')).toBeNull();

    await user.click(within(header).getByRole('button', { name: /Nazwisko/ }));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    await waitFor(() => expect(requests.at(-1)?.get('sort[name]')).toBe('surname'));
    expect(requests.at(-1)?.get('sort[order]')).toBe('asc');
    expect(router.state.location.search).toBe('?sort=surname');

    await user.click(within(header).getByRole('button', { name: /Nazwisko/ }));
    await waitFor(() => expect(requests.at(-1)?.get('sort[order]')).toBe('desc'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(router.state.location.search).toBe('?sort=-surname');

    await user.click(within(header).getByRole('button', { name: /Nazwisko/ }));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('none'));
    // Back to the unsorted first page: the same query as at the start, answered from react-query's cache.
    expect(router.state.location.search).toBe('');
    expect(requests.filter((q) => !q.has('sort[name]'))).toHaveLength(1);
  });
});

describe('table kit: filtering', () => {
  it('typing sends ONE debounced request with filters[email] like, and the URL keeps it', async () => {
    const requests = serveAdvisorList(page(2));
    const user = userEvent.setup();
    const { router } = renderApp('/app/advisors');
    await findTable();
    await waitFor(() => expect(requests).toHaveLength(1));

    await user.type(screen.getByRole('searchbox', { name: 'Filtr: E-mail' }), 'ann');
    await waitFor(() => expect(requests.at(-1)?.get('filters[email][value]')).toBe('ann'));
    expect(queryObject(requests.at(-1)!)).toEqual({
      'filters[email][type]': 'string',
      'filters[email][operator]': 'like',
      'filters[email][value]': 'ann',
      limit: '20',
      offset: '0',
    });
    // Debounced: no request for "a" or "an".
    expect(requests.map((q) => q.get('filters[email][value]'))).toEqual([null, 'ann']);
    expect(router.state.location.search).toBe('?f.email=ann');
  });

  it('an options filter sends operator in with the chosen values; networks use contain', async () => {
    const requests = serveAdvisorList(page(2));
    const user = userEvent.setup();
    const { router } = renderApp('/app/advisors');
    await findTable();

    await user.click(screen.getByRole('button', { name: /Filtr: Status/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Aktywny' }));
    await user.click(screen.getByRole('checkbox', { name: 'Zarchiwizowany' }));
    await waitFor(() => expect(requests.at(-1)?.get('filters[status][values][1]')).toBe('deleted'));
    expect(requests.at(-1)?.get('filters[status][type]')).toBe('array');
    expect(requests.at(-1)?.get('filters[status][operator]')).toBe('in');
    expect(requests.at(-1)?.get('filters[status][values][0]')).toBe('active');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Filtr: Status/ }).getAttribute('aria-expanded')).toBe('false');

    await user.click(screen.getByRole('button', { name: /Filtr: Sieci brokerskie/ }));
    await user.click(screen.getByRole('checkbox', { name: NETWORKS[1]!.name }));
    await waitFor(() => expect(requests.at(-1)?.get('filters[brokerNetworkIds][operator]')).toBe('contain'));
    expect(requests.at(-1)?.get('filters[brokerNetworkIds][value]')).toBe(NETWORKS[1]!.id);
    expect(requests.at(-1)?.has('filters[brokerNetworkIds][values][0]')).toBe(false);
    expect(new URLSearchParams(router.state.location.search).getAll('f.status')).toEqual(['active', 'deleted']);
  });
});

describe('table kit: paging', () => {
  it('shows the total and "page 1 of 3"; next page asks for offset 20 and puts page=2 in the URL', async () => {
    const requests = serveAdvisorList((query) => page(query.get('offset') === '40' ? 5 : 20, 45));
    const user = userEvent.setup();
    const { router } = renderApp('/app/advisors');
    await findTable();
    expect(await screen.findByText('Wyników: 45')).toBeTruthy();
    expect(screen.getByText('Strona 1 z 3')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Poprzednia strona' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(requests.at(-1)?.get('offset')).toBe('20'));
    expect(requests.at(-1)?.get('limit')).toBe('20');
    expect(await screen.findByText('Strona 2 z 3')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(requests.at(-1)?.get('offset')).toBe('40'));
    expect(((await screen.findByRole('button', { name: 'Następna strona' })) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('table kit: column visibility', () => {
  it('hiding a column removes it and the URL remembers it', async () => {
    serveAdvisorList(page(2));
    const user = userEvent.setup();
    const { router } = renderApp('/app/advisors');
    const table = await findTable();

    await user.click(screen.getByRole('button', { name: 'Kolumny' }));
    const menu = screen.getByRole('group', { name: 'Pokaż kolumny' });
    // Actions cannot be hidden.
    expect(within(menu).queryByRole('checkbox', { name: 'Działania' })).toBeNull();
    await user.click(within(menu).getByRole('checkbox', { name: 'E-mail' }));

    await waitFor(() => expect(columnHeaders(table)).not.toContain('E-mail'));
    expect(within(table).queryByText(/jan\.kowalski/)).toBeNull();
    expect(router.state.location.search).toBe('?hide=email');

    await user.click(within(menu).getByRole('checkbox', { name: 'E-mail' }));
    await waitFor(() => expect(columnHeaders(table)).toContain('E-mail'));
    expect(router.state.location.search).toBe('');
  });
});

describe('table kit: URL state', () => {
  it('a shared link is applied to the first request and the screen; a change keeps the rest of it', async () => {
    const requests = serveAdvisorList(page(3, 43));
    const user = userEvent.setup();
    const { router } = renderApp('/app/advisors?sort=-email&f.surname=Nowak&f.status=initial&page=2&hide=status');
    const table = await findTable();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(queryObject(requests[0]!)).toEqual({
      'sort[name]': 'email',
      'sort[order]': 'desc',
      'filters[surname][type]': 'string',
      'filters[surname][operator]': 'like',
      'filters[surname][value]': 'Nowak',
      'filters[status][type]': 'array',
      'filters[status][operator]': 'in',
      'filters[status][values][0]': 'initial',
      limit: '20',
      offset: '20',
    });
    expect(columnHeaders(table)).not.toContain('Status');
    expect((screen.getByRole('searchbox', { name: 'Filtr: Nazwisko' }) as HTMLInputElement).value).toBe('Nowak');
    expect(
      within(table)
        .getByRole('columnheader', { name: /E-mail/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(await screen.findByText('Strona 2 z 3')).toBeTruthy();

    // A new filter goes back to page 1 and keeps the sort, the other filters and the hidden column.
    await user.type(screen.getByRole('searchbox', { name: 'Filtr: Imię' }), 'Jan');
    await waitFor(() => expect(requests.at(-1)?.get('filters[firstName][value]')).toBe('Jan'));
    expect(requests.at(-1)?.get('offset')).toBe('0');
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search.entries())).toEqual({
      sort: '-email',
      'f.firstName': 'Jan',
      'f.surname': 'Nowak',
      'f.status': 'initial',
      hide: 'status',
    });
  });
});

describe('table kit: loading, empty and error states', () => {
  it('loading: skeleton rows, aria-busy and a status message', async () => {
    serveAdvisorListPending();
    renderApp('/app/advisors');
    const table = await findTable();
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toBe('Ładowanie…');
  });

  it('empty with filters: "no results" and "Clear filters", which sends the request without filters', async () => {
    const requests = serveAdvisorList((query) => (query.has('filters[email][value]') ? page(0) : page(2)));
    const user = userEvent.setup();
    const { router } = renderApp('/app/advisors?f.email=nobody');
    const table = await findTable();
    expect(await within(table).findByText('Brak wyników dla wybranych filtrów.')).toBeTruthy();
    expect(table.getAttribute('aria-busy')).toBe('false');

    await user.click(within(table).getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(requests.at(-1)?.has('filters[email][value]')).toBe(false));
    expect(await within(table).findAllByText(/jan\.kowalski/)).toHaveLength(2);
    expect(router.state.location.search).toBe('');
    expect((screen.getByRole('searchbox', { name: 'Filtr: E-mail' }) as HTMLInputElement).value).toBe('');
  });

  it('empty without filters: "no results" only', async () => {
    serveAdvisorList(page(0));
    renderApp('/app/advisors');
    const table = await findTable();
    expect(await within(table).findByText('Brak wyników.')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Wyczyść filtry' })).toBeNull();
  });

  it('error: the API message (getErrorMessage) and a retry that loads the list', async () => {
    const requests = serveAdvisorList(page(1));
    let failed = 0;
    server.use(
      http.get('*/api/advisor/advisor', () => {
        if (failed++ > 0) return undefined; // passthrough to the recording handler on retry
        return HttpResponse.json(
          {
            label: 'Validation failed',
            code: 'VALIDATION_FAILED',
            violations: [
              { propertyPath: 'query.filters.status.values', title: 'validation.enum', message: 'Bad filter' },
            ],
          },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/app/advisors');
    const alert = await screen.findByRole('alert');
    // Translated from the violation, never the server's English text.
    expect(alert.textContent).toContain('Filtry lub sortowanie listy są nieprawidłowe.');
    expect(alert.textContent).not.toContain('Bad filter');
    await user.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText(/jan\.kowalski/)).toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it('speaks English when English is selected', async () => {
    window.localStorage.setItem('fund.locale', 'en');
    serveAdvisorList(page(1, 21));
    renderApp('/app/advisors');
    const table = await screen.findByRole('table', { name: 'Advisor list' });
    expect(columnHeaders(table)).toEqual(['First name', 'Surname', 'Email', 'Broker networks', 'Status', 'Actions']);
    expect(await screen.findByText('Results: 21')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Filter: Email' })).toBeTruthy();
  });
});
