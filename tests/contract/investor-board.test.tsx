/** The kanban board of /app/investors?view=board and the change-advisor dialog, against the contract. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getChangeInvestorOfferOwnerMockHandler,
  getChangeInvestorOfferStatusMockHandler,
  getListInvestorOfferOwnerChoicesMockHandler,
} from '#generated/api/investor-pipeline/investor-pipeline.msw';
import type { InvestorOfferStatusChange } from '#generated/api/model';
import { renderApp } from './render-app';
import { server } from './msw-server';
import {
  board,
  column,
  offerRow,
  serveBoard,
  serveNetworkOffers,
  serveOwnOffers,
  signIn,
  findLoadedRow,
} from './investor-pipeline-fixtures';

function columnRegion(name: string): HTMLElement {
  return screen.getByRole('region', { name: new RegExp(`^${name}`) });
}

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name: new RegExp(`^${name},`) });
}

async function openCardMenu(user: ReturnType<typeof userEvent.setup>, name: string): Promise<string[]> {
  const button = within(card(name)).getByRole('button', { name: `Działania: ${name}` });
  button.focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

function announcer(): HTMLElement {
  return screen.getByTestId('pipeline-announcer');
}

describe('the pipeline board', () => {
  it("shows the server's counts and per-currency sums (never added across currencies), in pipeline order", async () => {
    signIn('advisor');
    const requests = serveBoard(
      board({
        invited: column('invited', [offerRow({ investorName: 'Ewa Lis', status: 'invited' })], 12),
        interested: column(
          'interested',
          [offerRow({ investorName: 'Jan Nowak', status: 'interested', stuck: true })],
          3,
          [
            { value: 150000, currency: 'PLN' },
            { value: 2500.5, currency: 'EUR' },
          ],
        ),
        accepted: column('accepted', [], 0, []),
        active: column('active', [offerRow({ investorName: 'Olga Kot', status: 'active' })], 1, [
          { value: 1000000, currency: 'USD' },
        ]),
      }),
    );
    renderApp('/app/investors?view=board&f.currency=PLN&f.currency=EUR');
    await screen.findByRole('group', { name: 'Tablica ofert' });

    const names = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'))
      .filter((id) => id?.startsWith('board-column-'));
    expect(names).toEqual([
      'board-column-invited',
      'board-column-viewed',
      'board-column-interested',
      'board-column-accepted',
      'board-column-active',
      'board-column-lost',
      'board-column-archived',
    ]);
    expect(within(columnRegion('Wysłane')).getByText('12 ofert')).toBeTruthy();
    expect(within(columnRegion('Rozważane')).getByText('3 oferty')).toBeTruthy();
    expect(within(columnRegion('Aktywne')).getByText('1 oferta')).toBeTruthy();
    expect(screen.getByTestId('board-sums-interested').textContent).toBe('Suma: 150 000,00 PLN · 2 500,50 EUR');
    expect(screen.getByTestId('board-sums-active').textContent).toBe('Suma: 1 000 000,00 USD');
    // No sums for invited (nor for an empty sum list).
    expect(screen.queryByTestId('board-sums-invited')).toBeNull();
    expect(screen.queryByTestId('board-sums-accepted')).toBeNull();
    // The card: name, e-mail, campaign, amount, the stuck mark.
    const jan = card('Jan Nowak');
    expect(within(jan).getByText('1 000,00 PLN')).toBeTruthy();
    expect(within(jan).getByText('Kampania Wisła')).toBeTruthy();
    expect(within(jan).getByText('Utknęła')).toBeTruthy();
    // The table's filters go to the board.
    expect(requests.at(-1)?.get('filters[currency][values][1]')).toBe('EUR');
    expect(requests.at(-1)?.get('scope')).toBe('own');
    expect(requests.at(-1)?.get('limit')).toBe('20');
  });

  it('"Show more" loads the next cards of one column through the list, filtered to its statuses', async () => {
    signIn('advisor');
    const first = Array.from({ length: 2 }, (_, i) => offerRow({ investorName: `Pierwszy ${i}`, status: 'declined' }));
    serveBoard(board({ lost: column('lost', first, 3) }));
    const requests = serveOwnOffers({
      items: [offerRow({ investorName: 'Trzeci Utracony', status: 'rejected' })],
      totalCount: 3,
    });
    const user = userEvent.setup();
    renderApp('/app/investors?view=board');
    await screen.findByRole('group', { name: 'Tablica ofert' });
    const lost = columnRegion('Utracone');
    expect(within(lost).getByText('Widoczne 2 z 3')).toBeTruthy();

    await user.click(within(lost).getByRole('button', { name: 'Pokaż więcej' }));
    expect(await within(lost).findByRole('article', { name: /^Trzeci Utracony,/ })).toBeTruthy();
    const query = requests.at(-1)!;
    expect(query.get('offset')).toBe('2');
    expect(query.get('limit')).toBe('20');
    expect(query.get('filters[status][operator]')).toBe('in');
    expect([query.get('filters[status][values][0]'), query.get('filters[status][values][1]')]).toEqual([
      'rejected',
      'declined',
    ]);
    // All three shown: no more button.
    expect(within(lost).queryByRole('button', { name: 'Pokaż więcej' })).toBeNull();
  });

  it('a keyboard move through the card menu: only the allowed moves, the request, the card moves, announced', async () => {
    signIn('advisor');
    const ewa = offerRow({ investorName: 'Ewa Lis', status: 'viewed' });
    let moved = false;
    serveBoard(() =>
      moved
        ? board({ viewed: column('viewed', []), archived: column('archived', [{ ...ewa, status: 'archived' }]) })
        : board({ viewed: column('viewed', [ewa]) }),
    );
    const bodies: { path: string; body: InvestorOfferStatusChange }[] = [];
    server.use(
      getChangeInvestorOfferStatusMockHandler(async ({ request }) => {
        bodies.push({
          path: new URL(request.url).pathname,
          body: (await request.json()) as InvestorOfferStatusChange,
        });
        moved = true;
        return { ...ewa, status: 'archived' };
      }),
    );
    const user = userEvent.setup();
    renderApp('/app/investors?view=board');
    await screen.findByRole('group', { name: 'Tablica ofert' });
    expect(within(columnRegion('Wyświetlone')).getByRole('article', { name: /^Ewa Lis,/ })).toBeTruthy();

    // An advisor may mark it declined or archive it, and change its advisor; nothing else.
    expect(await openCardMenu(user, 'Ewa Lis')).toEqual([
      'Oznacz jako odrzuconą przez inwestora…',
      'Archiwizuj',
      'Zmień doradcę…',
    ]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Archiwizuj');
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(within(columnRegion('Zarchiwizowane')).getByRole('article', { name: /^Ewa Lis,/ })).toBeTruthy(),
    );
    expect(within(columnRegion('Wyświetlone')).queryByRole('article')).toBeNull();
    expect(bodies).toEqual([{ path: `/api/advisor/investor/${ewa.id}/status`, body: { action: 'archive' } }]);
    await waitFor(() =>
      expect(announcer().textContent).toBe('Oferta: Ewa Lis została przeniesiona do kolumny Zarchiwizowane.'),
    );
    expect(announcer().getAttribute('aria-live')).toBe('polite');
    // An archived offer can be restored, not archived again.
    expect(await openCardMenu(user, 'Ewa Lis')).toEqual(['Przywróć', 'Zmień doradcę…']);
  });

  it('decline asks for the reason; a refused move (409) shows the one error message and the card goes back', async () => {
    signIn('advisor');
    const jan = offerRow({ investorName: 'Jan Nowak', status: 'interested' });
    serveBoard(board({ interested: column('interested', [jan], 1, [{ value: 1000, currency: 'PLN' }]) }));
    const bodies: unknown[] = [];
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.patch('*/api/advisor/investor/:offerId/status', async ({ request }) => {
        bodies.push(await request.json());
        await answered;
        return HttpResponse.json(
          { label: 'Offer transition not allowed', code: 'OFFER_TRANSITION_NOT_ALLOWED' },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/app/investors?view=board');
    await screen.findByRole('group', { name: 'Tablica ofert' });

    await openCardMenu(user, 'Jan Nowak');
    await user.click(screen.getByRole('menuitem', { name: 'Oznacz jako odrzuconą przez inwestora…' }));
    const dialog = screen.getByRole('dialog', { name: 'Oznacz jako odrzuconą przez inwestora' });
    // Too short a reason is refused before any request.
    await user.type(within(dialog).getByRole('textbox', { name: 'Powód' }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Oznacz jako odrzuconą' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Podaj powód (co najmniej 3 znaki).');
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Powód' }), 'yz rezygnuje');
    await user.click(within(dialog).getByRole('button', { name: 'Oznacz jako odrzuconą' }));
    // Shown at once in its target column, counts adjusted, while the server decides.
    await waitFor(() =>
      expect(within(columnRegion('Utracone')).getByRole('article', { name: /^Jan Nowak,/ })).toBeTruthy(),
    );
    expect(within(columnRegion('Utracone')).getByText('1 oferta')).toBeTruthy();
    expect(within(columnRegion('Rozważane')).getByText('0 ofert')).toBeTruthy();
    answer();

    // The one handler's Polish message for the code, never the server's English label.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Akcja nie powiodła się');
    expect(alert.textContent).toContain('Tej oferty nie można teraz przenieść do tego statusu.');
    expect(alert.textContent).not.toContain('Offer transition not allowed');
    expect(bodies).toEqual([{ action: 'decline', reason: 'xyz rezygnuje' }]);
    // The card is back in its column, the counts as served.
    await waitFor(() =>
      expect(within(columnRegion('Rozważane')).getByRole('article', { name: /^Jan Nowak,/ })).toBeTruthy(),
    );
    expect(within(columnRegion('Utracone')).queryByRole('article')).toBeNull();
    expect(within(columnRegion('Rozważane')).getByText('1 oferta')).toBeTruthy();
    expect(announcer().textContent).toContain(
      'Oferta: Jan Nowak nie została przeniesiona i pozostaje w kolumnie Rozważane.',
    );
  });

  it('an accepted offer gives an advisor no move (the policy), only the change of advisor', async () => {
    signIn('advisor');
    serveBoard(board({ accepted: column('accepted', [offerRow({ investorName: 'Ala Maj', status: 'accepted' })]) }));
    renderApp('/app/investors?view=board');
    await screen.findByRole('group', { name: 'Tablica ofert' });
    const user = userEvent.setup();
    expect(await openCardMenu(user, 'Ala Maj')).toEqual(['Zmień doradcę…']);
  });
});

describe('the change-advisor dialog', () => {
  it('a coordinator picks an active advisor of the network, confirms, the owner changes and the list refreshes', async () => {
    signIn('coordinator');
    const offer = offerRow({ investorName: 'Ewa Lis', investorEmail: 'ewa@demo.test', ownerName: 'Anna Nowak' });
    let owner = 'Anna Nowak';
    server.use(
      http.get('*/api/advisor/investor/offers-by-network', () =>
        HttpResponse.json(
          { items: [{ ...offer, ownerName: owner }], totalCount: 1 },
          { headers: { 'x-total-count': '1' } },
        ),
      ),
    );
    const choices = [
      { id: '7c1e0c2a-0000-4000-8000-000000000101', name: 'Piotr Zieliński' },
      { id: '7c1e0c2a-0000-4000-8000-000000000102', name: 'Maria Wójcik' },
    ];
    const changes: string[] = [];
    server.use(
      getListInvestorOfferOwnerChoicesMockHandler(choices),
      getChangeInvestorOfferOwnerMockHandler(({ request }) => {
        changes.push(new URL(request.url).pathname);
        owner = 'Maria Wójcik';
        return { ...offer, ownerName: owner, ownerId: choices[1]!.id };
      }),
    );
    const user = userEvent.setup();
    renderApp('/app/investors/network');
    const table = await screen.findByRole('table', { name: 'Inwestorzy w sieci' });
    await findLoadedRow(table, 'ewa@demo.test');

    await user.click(within(table).getByRole('button', { name: 'Działania: Ewa Lis' }));
    await user.click(screen.getByRole('menuitem', { name: 'Zmień doradcę…' }));
    const dialog = screen.getByRole('dialog', { name: 'Zmień doradcę' });
    expect(dialog.textContent).toContain('Obecny doradca: Anna Nowak');
    const select = await within(dialog).findByRole('combobox', { name: 'Nowy doradca' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wybierz doradcę', 'Piotr Zieliński', 'Maria Wójcik']);
    // Confirming without a choice says what is missing.
    await user.click(within(dialog).getByRole('button', { name: 'Zmień doradcę' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Wybierz nowego doradcę.');
    expect(changes).toEqual([]);

    await user.selectOptions(select, 'Maria Wójcik');
    await user.click(within(dialog).getByRole('button', { name: 'Zmień doradcę' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes).toEqual([`/api/advisor/investor/${offer.id}/owner/${choices[1]!.id}`]);
    expect((await screen.findByRole('status')).textContent).toContain(
      'Ofertę inwestora Ewa Lis prowadzi teraz: Maria Wójcik.',
    );
    await waitFor(() => expect(within(table).getByText('Maria Wójcik')).toBeTruthy());
  });

  it('a refused owner change shows the one error message inside the dialog', async () => {
    signIn('coordinator');
    const offer = offerRow({ investorName: 'Ewa Lis', investorEmail: 'ewa@demo.test', ownerName: 'Anna Nowak' });
    serveNetworkOffers({ items: [offer], totalCount: 1 });
    server.use(
      getListInvestorOfferOwnerChoicesMockHandler([
        { id: '7c1e0c2a-0000-4000-8000-000000000101', name: 'Piotr Zieliński' },
      ]),
      http.patch('*/api/advisor/investor/:offerId/owner/:ownerId', () =>
        HttpResponse.json({ label: 'Forbidden', code: 'FORBIDDEN' }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/app/investors/network');
    const table = await screen.findByRole('table', { name: 'Inwestorzy w sieci' });
    await findLoadedRow(table, 'ewa@demo.test');
    await user.click(within(table).getByRole('button', { name: 'Działania: Ewa Lis' }));
    await user.click(screen.getByRole('menuitem', { name: 'Zmień doradcę…' }));
    const dialog = screen.getByRole('dialog', { name: 'Zmień doradcę' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Nowy doradca' }), 'Piotr Zieliński');
    await user.click(within(dialog).getByRole('button', { name: 'Zmień doradcę' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Nie masz do tego dostępu.');
  });
});
