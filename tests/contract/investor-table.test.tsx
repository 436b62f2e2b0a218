/** /app/investors and /app/investors/network: the investor table against the contract (see docs/product/investor-pipeline.md). */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getDownloadInvestorOfferAttachmentMockHandler,
  getExportInvestorOffersMockHandler,
} from '#generated/api/investor-pipeline/investor-pipeline.msw';
import { server } from './msw-server';
import { renderApp } from './render-app';
import { queryObject } from './advisors-fixtures';
import { findLoadedRow, offerRow, serveNetworkOffers, serveOwnOffers, signIn } from './investor-pipeline-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

const LONG_NAME = 'Aleksandra Konstantynopolitańczykiewicz-Brzęczyszczykiewicz';
const LONG_CAMPAIGN = 'Obligacje Zielonej Energii Pomorze 2029';

async function findTable(): Promise<HTMLElement> {
  return screen.findByRole('table', { name: 'Zaproszeni inwestorzy' });
}

function headers(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
}

/** The cell of `email`'s row under the column headed `header`. */
function cell(table: HTMLElement, email: string, header: string): HTMLElement {
  const index = headers(table).indexOf(header);
  if (index < 0) throw new Error(`No column ${header}: ${headers(table).join(' | ')}`);
  const row = within(table).getByText(email).closest('tr');
  const found = row?.querySelectorAll('td')[index];
  if (!found) throw new Error(`No cell ${header} for ${email}`);
  return found as HTMLElement;
}

describe('the investor table', () => {
  it("shows the product's columns, formats, placeholders and truncation with the whole text on focus", async () => {
    signIn('advisor');
    const long = offerRow({
      investorName: LONG_NAME,
      investorEmail: 'ola@demo.test',
      campaignName: LONG_CAMPAIGN,
      agreementDate: null,
      paymentDate: null,
      endDate: null,
      productCode: null,
      productAutentiStatus: null,
      investmentValue: 1234567.5,
      currency: 'PLN',
      status: 'accepted',
      stuck: true,
    });
    const short = offerRow({
      investorName: 'Jan Nowak',
      investorEmail: 'jan@demo.test',
      productAutentiStatus: 'Processing',
      agreementDate: '2026-03-05',
      investmentValue: 2500,
      currency: 'EUR',
      status: 'declined',
      paymentConfirmations: [
        {
          id: '9a1e0c2a-0000-4000-8000-000000000001',
          fileName: 'przelew.pdf',
          contentType: 'application/pdf',
          size: 1000,
          createdAt: '2026-03-10T10:00:00Z',
        },
      ],
    });
    serveOwnOffers({ items: [long, short], totalCount: 2 });
    const user = userEvent.setup();
    renderApp('/app/investors');
    const table = await findTable();
    await findLoadedRow(table, 'ola@demo.test');

    const shown = headers(table);
    for (const header of [
      'Inwestor',
      'Adres e-mail',
      'Data umowy',
      'Ostatnia płatność',
      'Koniec umowy',
      'Sieć',
      'Kwota inwestycji',
      'Waluta',
      'Status',
      'Data zmiany statusu',
      'Nazwa kampanii',
      'Status umowy',
      'Kod produktu',
      'Potwierdzenia płatności',
    ]) {
      expect(shown).toContain(header);
    }
    // The owner's column is the coordinator's only.
    expect(shown).not.toContain('Doradca');
    // Sortable: not network, status nor confirmations.
    expect(within(table).queryByRole('button', { name: 'Sieć' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Status' })).toBeNull();
    expect(within(table).getByRole('button', { name: /Kwota inwestycji/ })).toBeTruthy();

    // Amounts in the product's number format with the currency; statuses and agreement statuses translated.
    expect(cell(table, 'ola@demo.test', 'Kwota inwestycji').textContent).toBe('1 234 567,50 PLN');
    expect(cell(table, 'jan@demo.test', 'Kwota inwestycji').textContent).toBe('2 500,00 EUR');
    expect(cell(table, 'jan@demo.test', 'Status umowy').textContent).toBe('wysłana');
    expect(cell(table, 'jan@demo.test', 'Status').textContent).toBe('Odrzucona przez inwestora');
    expect(cell(table, 'jan@demo.test', 'Data umowy').textContent).toBe('05.03.2026');
    expect(
      within(cell(table, 'jan@demo.test', 'Potwierdzenia płatności')).getByRole('button', {
        name: 'Pobierz plik przelew.pdf',
      }),
    ).toBeTruthy();

    // Placeholders in empty date, code and agreement-status cells.
    for (const header of ['Data umowy', 'Ostatnia płatność', 'Koniec umowy', 'Kod produktu', 'Status umowy']) {
      expect(cell(table, 'ola@demo.test', header).textContent).toContain('—');
    }

    // Truncation: 30 characters of the name, 25 of the campaign, then "...".
    const nameCell = cell(table, 'ola@demo.test', 'Inwestor');
    const nameButton = within(nameCell).getByRole('button');
    expect(nameButton.textContent).toBe(`${LONG_NAME.slice(0, 30).trimEnd()}...`);
    const campaignButton = within(cell(table, 'ola@demo.test', 'Nazwa kampanii')).getByRole('button');
    expect(campaignButton.textContent).toBe(`${LONG_CAMPAIGN.slice(0, 25).trimEnd()}...`);

    // The whole text on keyboard focus: a visible tooltip that describes the focused text.
    const tooltip = document.getElementById(nameButton.getAttribute('aria-describedby') ?? '');
    expect(tooltip?.getAttribute('role')).toBe('tooltip');
    expect(tooltip?.textContent).toBe(LONG_NAME);
    expect(tooltip?.hidden).toBe(true);
    nameButton.focus();
    await waitFor(() => expect(tooltip?.hidden).toBe(false));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(tooltip?.hidden).toBe(true));
    // And on hover, through the title as well.
    expect(nameButton.getAttribute('title')).toBe(LONG_NAME);
    await user.hover(campaignButton);
    const campaignTooltip = document.getElementById(campaignButton.getAttribute('aria-describedby') ?? '');
    await waitFor(() => expect(campaignTooltip?.hidden).toBe(false));
    expect(campaignTooltip?.textContent).toBe(LONG_CAMPAIGN);

    // The stuck mark.
    expect(within(cell(table, 'ola@demo.test', 'Utknęła')).getByText('Utknęła')).toBeTruthy();
  });

  it('a text filter reaches the request as the contract says (like), stuck as in [true], and lands in the URL', async () => {
    signIn('advisor');
    const requests = serveOwnOffers({ items: [offerRow({ investorEmail: 'a@demo.test' })], totalCount: 1 });
    const user = userEvent.setup();
    const { router } = renderApp('/app/investors');
    await findTable();
    await waitFor(() => expect(requests).toHaveLength(1));

    await user.type(screen.getByRole('searchbox', { name: 'Filtr: Inwestor' }), 'Nowak');
    await waitFor(() => expect(requests.at(-1)?.get('filters[investorName][value]')).toBe('Nowak'));
    expect(queryObject(requests.at(-1)!)).toEqual({
      'filters[investorName][type]': 'string',
      'filters[investorName][operator]': 'like',
      'filters[investorName][value]': 'Nowak',
      limit: '20',
      offset: '0',
    });
    expect(router.state.location.search).toBe('?f.investorName=Nowak');

    await user.click(screen.getByRole('button', { name: /Filtr: Utknęła/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Tak' }));
    await waitFor(() => expect(requests.at(-1)?.get('filters[stuck][values][0]')).toBe('true'));
    expect(requests.at(-1)?.get('filters[stuck][type]')).toBe('array');
    expect(requests.at(-1)?.get('filters[stuck][operator]')).toBe('in');
  });

  it('the campaign filter offers the campaigns of GET /api/advisor/campaign-choices and asks by campaign id', async () => {
    signIn('advisor');
    server.use(
      http.get('*/api/advisor/campaign-choices', () =>
        HttpResponse.json([
          { id: '3c1e0c2a-0000-4000-8000-000000000001', name: 'Kampania Wisła' },
          { id: '3c1e0c2a-0000-4000-8000-000000000002', name: 'Kampania Odra' },
        ]),
      ),
    );
    const requests = serveOwnOffers({ items: [offerRow({ investorEmail: 'a@demo.test' })], totalCount: 1 });
    const user = userEvent.setup();
    renderApp('/app/investors');
    await findTable();
    await user.click(screen.getByRole('button', { name: /Filtr: Nazwa kampanii/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Kampania Odra' }));
    await waitFor(() =>
      expect(requests.at(-1)?.get('filters[campaignId][values][0]')).toBe('3c1e0c2a-0000-4000-8000-000000000002'),
    );
    expect(requests.at(-1)?.get('filters[campaignId][type]')).toBe('array');
    expect(requests.at(-1)?.get('filters[campaignId][operator]')).toBe('in');
    expect(requests.at(-1)?.has('filters[campaignName][type]')).toBe(false);
  });

  it('the state (view, sort, filters, page, hidden columns) lives in the URL and survives a reload', async () => {
    signIn('advisor');
    const requests = serveOwnOffers((query) => ({
      items: [offerRow({ investorEmail: `row${query.get('offset')}@demo.test` })],
      totalCount: 45,
    }));
    const user = userEvent.setup();
    const first = renderApp('/app/investors');
    const table = await findTable();
    await findLoadedRow(table, 'row0@demo.test');

    await user.click(within(table).getByRole('button', { name: /Data zmiany statusu/ }));
    await user.click(within(table).getByRole('button', { name: /Data zmiany statusu/ }));
    await user.click(screen.getByRole('button', { name: /Filtr: Waluta/ }));
    await user.click(screen.getByRole('checkbox', { name: 'EUR' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Kolumny' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kod produktu' }));
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(requests.at(-1)?.get('offset')).toBe('20'));
    const url = first.router.state.location.pathname + first.router.state.location.search;
    const params = new URLSearchParams(first.router.state.location.search);
    expect(params.get('sort')).toBe('-statusDate');
    expect(params.getAll('f.currency')).toEqual(['EUR']);
    expect(params.get('page')).toBe('2');
    expect(params.get('hide')).toBe('productCode');

    // "Reload": a new app at the same address asks for the same page.
    cleanup();
    requests.length = 0;
    renderApp(url);
    const again = await findTable();
    await findLoadedRow(again, 'row20@demo.test');
    expect(queryObject(requests.at(-1)!)).toEqual({
      'sort[name]': 'statusDate',
      'sort[order]': 'desc',
      'filters[currency][type]': 'array',
      'filters[currency][operator]': 'in',
      'filters[currency][values][0]': 'EUR',
      limit: '20',
      offset: '20',
    });
    expect(headers(again)).not.toContain('Kod produktu');
    expect(
      within(again)
        .getByRole('columnheader', { name: /Data zmiany statusu/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it("the coordinator's network view has the owner's column and labels the confirmations as files", async () => {
    signIn('coordinator');
    serveNetworkOffers({
      items: [offerRow({ investorEmail: 'net@demo.test', ownerName: 'Piotr Zieliński' })],
      totalCount: 1,
    });
    renderApp('/app/investors/network');
    const table = await screen.findByRole('table', { name: 'Inwestorzy w sieci' });
    await findLoadedRow(table, 'net@demo.test');
    expect(headers(table)).toContain('Doradca');
    expect(headers(table)).toContain('Pliki');
    expect(headers(table)).not.toContain('Potwierdzenia płatności');
    expect(cell(table, 'net@demo.test', 'Doradca').textContent).toBe('Piotr Zieliński');
  });

  it('export CSV and XLSX send the current filters and sort and save the file; a refusal shows the one message', async () => {
    signIn('advisor');
    serveOwnOffers({ items: [offerRow({ investorEmail: 'x@demo.test' })], totalCount: 1 });
    const exports: URLSearchParams[] = [];
    server.use(
      getExportInvestorOffersMockHandler(({ request }) => {
        exports.push(new URL(request.url).searchParams);
        return new Blob(['a;b'], { type: 'text/csv' });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const user = userEvent.setup();
    renderApp('/app/investors?sort=-investmentValue&f.status=accepted');
    await findLoadedRow(await findTable(), 'x@demo.test');

    await user.click(screen.getByRole('button', { name: 'Eksportuj CSV' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toMatch(/^inwestorzy-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(queryObject(exports[0]!)).toEqual({
      format: 'csv',
      'sort[name]': 'investmentValue',
      'sort[order]': 'desc',
      'filters[status][type]': 'array',
      'filters[status][operator]': 'in',
      'filters[status][values][0]': 'accepted',
    });
    await user.click(screen.getByRole('button', { name: 'Eksportuj XLSX' }));
    await waitFor(() => expect(clicks).toHaveLength(2));
    expect(clicks[1]).toMatch(/\.xlsx$/);
    expect(exports[1]?.get('format')).toBe('xlsx');

    server.use(
      http.get('*/api/advisor/investor/offers/export', () =>
        HttpResponse.json(
          {
            label: 'Bad request',
            code: 'VALIDATION_FAILED',
            violations: [{ propertyPath: 'filters.x', title: 'x', message: 'x' }],
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Eksportuj CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Eksport nie powiódł się');
    expect(alert.textContent).not.toContain('Bad request');
  });

  it('a payment confirmation downloads through the API with its file name', async () => {
    signIn('advisor');
    const attachment = {
      id: '9a1e0c2a-0000-4000-8000-000000000002',
      fileName: 'potwierdzenie.pdf',
      contentType: 'application/pdf',
      size: 10,
      createdAt: '2026-03-10T10:00:00Z',
    };
    const offer = offerRow({ investorEmail: 'pay@demo.test', paymentConfirmations: [attachment] });
    serveOwnOffers({ items: [offer], totalCount: 1 });
    const paths: string[] = [];
    server.use(
      getDownloadInvestorOfferAttachmentMockHandler(({ request }) => {
        paths.push(new URL(request.url).pathname);
        return new Blob(['%PDF'], { type: 'application/pdf' });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const user = userEvent.setup();
    renderApp('/app/investors');
    await findLoadedRow(await findTable(), 'pay@demo.test');
    await user.click(screen.getByRole('button', { name: 'Pobierz plik potwierdzenie.pdf' }));
    await waitFor(() => expect(clicks).toEqual(['potwierdzenie.pdf']));
    expect(paths).toEqual([`/api/advisor/investor/${offer.id}/attachments/${attachment.id}`]);
  });
});
