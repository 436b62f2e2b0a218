/**
 * The investor panel's screens against the contract (MSW): the summary on /app (figures per currency,
 * the coming payments chart and its table), /app/investments (tabs in the URL), /app/investments/{id} (the
 * schedule with every status, totals, conventions, agreement, timeline, downloads) in PL and EN.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, serveBranding } from './render-app';
import { server } from './msw-server';
import { signInAsAdvisor, signInAsInvestor } from './session';
import {
  INVESTMENT_ID,
  investment,
  investmentDetails,
  SIGNING_ID,
  summary,
  VARIABLE_ID,
  variableDetails,
} from './investor-panel-fixtures';

/** A message id on screen would mean a text without a translation. */
function expectNoRawKeys() {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(/\b(investments|offer|nav|table)\.[a-z]+[.A-Za-z]*\b/);
}

/** Each row of a table as the texts of its cells (header and data cells alike). */
function cellTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

function serveSummary(body = summary()) {
  server.use(http.get('*/investor-api/investor/summary', () => HttpResponse.json(body)));
}

function serveDetails() {
  server.use(
    http.get('*/investor-api/product/:id', ({ params }) =>
      params.id === VARIABLE_ID
        ? HttpResponse.json(variableDetails())
        : params.id === INVESTMENT_ID
          ? HttpResponse.json(investmentDetails())
          : HttpResponse.json({ label: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
    ),
  );
}

/** The downloads saved through a temporary link: "file name blob-url". */
function captureDownloads() {
  const saved: string[] = [];
  URL.createObjectURL = () => 'blob:file';
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}

beforeEach(() => {
  serveBranding();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the investor summary on /app', () => {
  it('shows the figures per currency, the tabs, the next payment and the coming payments with a table (PL)', async () => {
    const user = userEvent.setup();
    signInAsInvestor();
    serveSummary();
    renderApp('/app');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dzień dobry! Zalogowano jako Jan Kowalski' }),
    ).toBeTruthy();

    const pln = await screen.findByRole('region', { name: 'Inwestycje w PLN' });
    const figure = (region: HTMLElement, label: string) =>
      within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure(pln, 'Zainwestowane (aktywne)')).toBe('10 000,00 PLN');
    expect(figure(pln, 'W podpisywaniu')).toBe('25 000,00 PLN');
    expect(figure(pln, 'Brutto')).toBe('345,38 PLN');
    expect(figure(pln, 'Pobrany podatek')).toBe('65,62 PLN');
    expect(figure(pln, 'Netto')).toBe('279,76 PLN');
    expect(figure(pln, 'Oczekiwane pozostałe odsetki netto')).toBe('449,25 PLN');
    expect(figure(pln, 'Kapitał do zwrotu')).toBe('10 000,00 PLN');
    const next = within(pln).getByRole('link', { name: '183,75 PLN, 15.10.2026' });
    expect(next.getAttribute('href')).toBe(`/app/investments/${INVESTMENT_ID}`);

    // Never added across currencies: EUR has its own figures.
    const eur = screen.getByRole('region', { name: 'Inwestycje w EUR' });
    expect(figure(eur, 'Zainwestowane (aktywne)')).toBe('20 000,00 EUR');
    expect(figure(eur, 'Netto')).toBe('0,00 EUR');

    const counts = screen.getByRole('navigation', { name: 'Inwestycje według statusu' });
    expect(
      within(counts)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['W podpisywaniu: 1', '/app/investments?tab=signing'],
      ['Aktywne: 2', '/app/investments?tab=active'],
      ['Archiwalne: 0', '/app/investments?tab=archived'],
    ]);

    // The chart's text alternative: its description, and the same figures in a table on demand.
    const coming = screen.getByRole('region', { name: 'Nadchodzące płatności w kolejnych miesiącach' });
    expect(
      within(coming).getByText(
        'Wykres słupkowy nadchodzących płatności w PLN, październik 2026 – styczeń 2027, miesiąc po miesiącu: odsetki netto i kapitał. Te same kwoty są w tabeli.',
      ),
    ).toBeTruthy();
    // The chart itself (recharts, loaded on demand): one bar chart per currency, titled by its caption.
    await waitFor(() =>
      expect([...coming.querySelectorAll('svg > title')].map((title) => title.textContent).filter(Boolean)).toEqual([
        'Nadchodzące płatności w PLN',
        'Nadchodzące płatności w EUR',
      ]),
    );
    // Its legend names the two series (jsdom lays nothing out, so the bars themselves are left to the e2e).
    const legend = [...coming.querySelectorAll('.recharts-legend-item-text')].map((item) => item.textContent);
    expect(legend.sort()).toEqual(['Kapitał', 'Kapitał', 'Odsetki netto', 'Odsetki netto']);
    const [plnToggle] = within(coming).getAllByRole('button', { name: 'Pokaż dane w tabeli' });
    expect(within(coming).queryByRole('table', { name: 'Nadchodzące płatności w PLN' })).toBeNull();
    await user.click(plnToggle!);
    expect(plnToggle!.getAttribute('aria-expanded')).toBe('true');
    const table = within(coming).getByRole('table', { name: 'Nadchodzące płatności w PLN' });
    const rows = cellTexts(table);
    expect(rows).toEqual([
      ['Miesiąc', 'Odsetki netto', 'Kapitał'],
      ['październik 2026', '183,75 PLN', '0,00 PLN'],
      ['styczeń 2027', '183,75 PLN', '10 000,00 PLN'],
    ]);
    expect(within(coming).queryByRole('table', { name: 'Nadchodzące płatności w EUR' })).toBeNull();

    expect(screen.getByRole('button', { name: 'Pobierz podsumowanie podatkowe (PDF)' })).toBeTruthy();
    expectNoRawKeys();
  });

  it('a currency of shares only (no schedule): says so instead of zero interest and zero principal', async () => {
    signInAsInvestor();
    const base = summary();
    serveSummary({
      ...base,
      currencies: [
        base.currencies[0]!,
        {
          currency: 'EUR',
          invested: 15000,
          inSigning: 0,
          interestPaid: { grossInterest: 0, tax: 0, netInterest: 0 },
          nextPayment: null,
          expectedRemainingNetInterest: 0,
          remainingPrincipal: 0,
        },
      ],
    });
    renderApp('/app');
    const eur = await screen.findByRole('region', { name: 'Inwestycje w EUR' });
    const labels = [...eur.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toEqual(['Zainwestowane (aktywne)', 'W podpisywaniu']);
    expect(
      within(eur).getByText('Dla tych inwestycji nie przewidziano wypłat odsetek ani zwrotu kapitału (np. akcje).'),
    ).toBeTruthy();
    // PLN keeps every figure.
    const pln = screen.getByRole('region', { name: 'Inwestycje w PLN' });
    expect(within(pln).getByText('Kapitał do zwrotu', { selector: 'dt' })).toBeTruthy();
  });

  it('in English: the same figures with English texts', async () => {
    window.localStorage.setItem('fund.locale', 'en');
    signInAsInvestor();
    serveSummary();
    renderApp('/app');
    const pln = await screen.findByRole('region', { name: 'Investments in PLN' });
    expect(within(pln).getByText('Invested (active)')).toBeTruthy();
    expect(within(pln).getByText('Expected remaining net interest')).toBeTruthy();
    expect(within(pln).getByRole('link', { name: '183,75 PLN on 15.10.2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Coming payments by month' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Show the data as a table' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'In signing: 1' })).toBeTruthy();
    expectNoRawKeys();
  });

  it('without investments: says so and leads to the offers', async () => {
    signInAsInvestor();
    serveSummary({
      currencies: [],
      upcomingPayments: [],
      countsByStatus: [
        { status: 'signing', count: 0 },
        { status: 'active', count: 0 },
        { status: 'archived', count: 0 },
      ],
    });
    renderApp('/app');
    expect(
      await screen.findByText('Nie masz jeszcze inwestycji. Gdy zaakceptujesz ofertę, pojawi się tutaj.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobacz swoje oferty' }).getAttribute('href')).toBe('/app/offers');
  });

  it("an advisor's /app has no investment summary and asks for none", async () => {
    signInAsAdvisor();
    let asked = false;
    server.use(
      http.get('*/investor-api/investor/summary', () => {
        asked = true;
        return HttpResponse.json(summary());
      }),
    );
    renderApp('/app');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dzień dobry! Zalogowano jako Anna Nowak' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Twoje inwestycje' })).toBeNull();
    expect(asked).toBe(false);
  });
});

describe('/app/investments', () => {
  it('three tabs kept in the URL, each listing its status; a row opens the investment', async () => {
    const user = userEvent.setup();
    signInAsInvestor();
    serveSummary();
    serveDetails();
    const requested: URLSearchParams[] = [];
    server.use(
      http.get('*/investor-api/products', ({ request }) => {
        const query = new URL(request.url).searchParams;
        requested.push(query);
        const status = query.get('filters[status][values][0]');
        const items =
          status === 'signing'
            ? [
                investment({
                  id: SIGNING_ID,
                  status: 'signing',
                  offerStatus: 'accepted',
                  investmentValue: 25000,
                  agreementStatus: 'Processing',
                  paymentDate: null,
                  nextPayment: null,
                  campaignName: { pl: 'Kampania Warta' },
                }),
              ]
            : status === 'active'
              ? [investment()]
              : [];
        return HttpResponse.json({ items, totalCount: items.length });
      }),
    );
    const { router } = renderApp('/app/investments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje inwestycje' })).toBeTruthy();
    const active = await screen.findByRole('tab', { name: 'Aktywne (2)' });
    expect(active.getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Moje inwestycje: Aktywne' });
    expect(await within(table).findByText('10 000,00 PLN')).toBeTruthy();
    expect(within(table).getByText('Obligacje serii A (OBL-A)')).toBeTruthy();
    expect(within(table).getByText('Podpisana')).toBeTruthy();
    expect(within(table).getByText('10 183,75 PLN, 15.01.2027')).toBeTruthy();
    expect(requested.at(-1)?.get('filters[status][operator]')).toBe('in');
    expect(requested.at(-1)?.get('filters[status][values][0]')).toBe('active');

    await user.click(screen.getByRole('tab', { name: 'W podpisywaniu (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=signing'));
    const signing = await screen.findByRole('table', { name: 'Moje inwestycje: W podpisywaniu' });
    expect(await within(signing).findByText('25 000,00 PLN')).toBeTruthy();
    expect(within(signing).getByText('Wysłana')).toBeTruthy();
    expect(requested.at(-1)?.get('filters[status][values][0]')).toBe('signing');

    await user.click(screen.getByRole('tab', { name: 'Archiwalne (0)' }));
    expect(await screen.findByText('Nie masz archiwalnych inwestycji.')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=archived');

    // Back to "active" (the default tab leaves the URL clean) and open the investment.
    await user.click(screen.getByRole('tab', { name: 'Aktywne (2)' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(await screen.findByRole('link', { name: 'Otwórz inwestycję Kampania Wisła' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kampania Wisła' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/app/investments/${INVESTMENT_ID}`);
    expectNoRawKeys();
  });

  it('an advisor opening it is sent back to /app with "Brak dostępu" and no request', async () => {
    signInAsAdvisor();
    let asked = false;
    server.use(
      http.get('*/investor-api/products', () => {
        asked = true;
        return HttpResponse.json({ items: [], totalCount: 0 });
      }),
    );
    const { router } = renderApp('/app/investments');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect((await screen.findByRole('alert')).textContent).toContain('Brak dostępu');
    expect(asked).toBe(false);
  });
});

describe('/app/investments/{id}', () => {
  it('the worked example: every row with its status, the totals, what is paid and left, how we calculate', async () => {
    signInAsInvestor();
    serveDetails();
    renderApp(`/app/investments/${INVESTMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kampania Wisła' })).toBeTruthy();
    expect(screen.getByText('Obligacje serii A (OBL-A)')).toBeTruthy();

    const table = screen.getByRole('table', { name: /^Harmonogram płatności OBL-A/ });
    expect(within(table).getByText('Kwoty w PLN.')).toBeTruthy();
    // Wider than a phone, the table scrolls in a named box a keyboard can focus and scroll.
    const box = screen.getByRole('region', { name: /^Harmonogram płatności OBL-A/ });
    expect(box.contains(table)).toBe(true);
    expect(box.tabIndex).toBe(0);
    const rows = cellTexts(table);
    expect(rows).toEqual([
      [
        'Lp.',
        'Okres odsetkowy',
        'Dni',
        'Stopa',
        'Odsetki brutto',
        'Podatek',
        'Odsetki netto',
        'Kapitał',
        'Wypłata',
        'Status',
        'Wypłacono',
      ],
      [
        '1',
        '15.01.2026 – 15.04.2026',
        '90',
        '9%',
        '221,92',
        '42,16',
        '179,76',
        '0,00',
        '179,76',
        'Zapłacona',
        '179,76dnia 15.04.2026',
      ],
      [
        '2',
        '15.04.2026 – 15.07.2026',
        '91',
        '9%',
        '224,38',
        '42,63',
        '181,75',
        '0,00',
        '181,75',
        'Zapłacona częściowo',
        '100,00dnia 16.07.2026',
      ],
      ['3', '15.07.2026 – 15.10.2026', '92', '9%', '226,85', '43,10', '183,75', '0,00', '183,75', 'Niezapłacona', ''],
      [
        '4',
        '15.10.2026 – 15.01.2027',
        '92',
        '9%',
        '226,85',
        '43,10',
        '183,75',
        '10 000,00',
        '10 183,75',
        'Zaplanowana',
        '',
      ],
      ['Razem', '900,00', '170,99', '729,01', '10 000,00', '10 729,01', ''],
    ]);
    expect(screen.getByText('Wypłacono dotąd: 279,76 PLN')).toBeTruthy();
    expect(screen.getByText('Pozostało do wypłaty: 10 449,25 PLN')).toBeTruthy();

    const conventions = screen.getByRole('region', { name: 'Jak liczymy' });
    expect(
      within(conventions).getByText(
        /^Odsetki wypłacamy co 3 miesiące, licząc od dnia rozpoczęcia produktu \(15\.01\.2026\); ostatnia płatność przypada w dniu wykupu \(15\.01\.2027\)\./,
      ),
    ).toBeTruthy();
    expect(within(conventions).getByText(/tu od 15\.01\.2026\), dlatego pierwszy okres może być krótszy/)).toBeTruthy();
    expect(within(conventions).getByText(/liczba dni okresu \/ 365 \(konwencja Actual\/365 Fixed\)/)).toBeTruthy();
    expect(within(conventions).getByText(/^Podatek: 19% odsetek brutto każdego okresu/)).toBeTruthy();
    expect(within(conventions).getByText('Kapitał zwracamy w całości wraz z ostatnią wypłatą odsetek.')).toBeTruthy();

    const agreement = screen.getByRole('region', { name: 'Umowa' });
    expect(within(agreement).getByText('7A1B2C3D')).toBeTruthy();
    expect(within(agreement).getByText('Podpisana')).toBeTruthy();
    expect(within(agreement).getByText('12.01.2026')).toBeTruthy();
    expect(within(agreement).getByRole('button', { name: 'Pobierz podpisaną umowę (PDF)' })).toBeTruthy();

    const confirmations = screen.getByRole('region', { name: 'Potwierdzenia płatności' });
    expect(within(confirmations).getByText(/^przelew\.pdf, dodano 14\.01\.2026/)).toBeTruthy();
    // An active investment: no payment instructions any more, and no upload.
    expect(screen.queryByRole('region', { name: 'Instrukcja płatności' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Dodaj potwierdzenie płatności' })).toBeNull();

    const history = screen.getByRole('region', { name: 'Historia' });
    expect(within(history).getByText(/^: Zaakceptowana → Aktywna$/)).toBeTruthy();
    expect(within(history).getByText('Płatność z terminem 15.04.2026: 179,76 PLN')).toBeTruthy();
    expect(within(history).getAllByText(/– fundusz$/)).toHaveLength(2);

    expect(screen.getByRole('link', { name: 'Warunki emisji (PDF)' }).getAttribute('href')).toBe(
      '/public-api/documents/warunki.pdf',
    );
    expectNoRawKeys();
  });

  it("a company's variable rate: estimates marked and explained, gross with the note, a cancelled row's reason", async () => {
    signInAsInvestor();
    serveDetails();
    renderApp(`/app/investments/${VARIABLE_ID}`);
    const table = await screen.findByRole('table', { name: /^Harmonogram płatności OBL-Z/ });
    const bodyRows = within(table).getAllByRole('row').slice(1, 4);
    expect(within(bodyRows[0]!).getByText('Anulowana')).toBeTruthy();
    expect(within(bodyRows[0]!).getByText('Powód: Emitent odroczył płatność')).toBeTruthy();
    expect(within(bodyRows[0]!).queryByText('szacunek')).toBeNull();
    expect(within(bodyRows[1]!).getByText('szacunek')).toBeTruthy();
    expect(within(bodyRows[2]!).getByText('szacunek')).toBeTruthy();
    expect(bodyRows[2]!.querySelectorAll('td')[2]?.textContent).toBe('8,35%szacunek');
    expect(screen.getByText(/Szacunek: stawka referencyjna tego okresu nie jest jeszcze znana/)).toBeTruthy();
    expect(within(table).getByText('Kwoty w EUR.')).toBeTruthy();

    const note = 'Nie pobieramy podatku: inwestorem jest firma, więc kwoty są brutto, a podatek firma rozlicza sama.';
    expect(screen.getAllByText(note)).toHaveLength(2); // above the table and in "how we calculate"
    const conventions = screen.getByRole('region', { name: 'Jak liczymy' });
    expect(within(conventions).getByText(/^Odsetki wypłacamy co 6 miesięcy/)).toBeTruthy();
    expect(within(conventions).getByText(/konwencja 30E\/360/)).toBeTruthy();
    expect(
      within(conventions).getByText(
        /^Oprocentowanie jest zmienne: stawka referencyjna WIBOR 6M ustalona na początku każdego okresu plus marża 2,5%\./,
      ),
    ).toBeTruthy();

    const history = screen.getByRole('region', { name: 'Historia' });
    expect(within(history).getByText('Płatność z terminem 15.07.2026')).toBeTruthy();
    expect(within(history).getByText('Powód: Emitent odroczył płatność')).toBeTruthy();
    expect(within(history).getByText('5,85% od 15.07.2026')).toBeTruthy();
    expectNoRawKeys();
  });

  it('downloads the signed agreement, the schedule as CSV and iCalendar, and the tax summary of a chosen year', async () => {
    const user = userEvent.setup();
    signInAsInvestor();
    serveDetails();
    const asked: string[] = [];
    const file = (type: string) => new HttpResponse(new Blob(['x']), { headers: { 'Content-Type': type } });
    server.use(
      http.get('*/investor-api/product/:id/agreement', ({ params }) => {
        asked.push(`agreement ${String(params.id)}`);
        return file('application/pdf');
      }),
      http.get('*/investor-api/product/:id/schedule/export', ({ request, params }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`schedule ${String(params.id)} ${query.get('format')} ${query.get('language')}`);
        return file(query.get('format') === 'csv' ? 'text/csv' : 'text/calendar');
      }),
      http.get('*/investor-api/tax-summary/:year', ({ request, params }) => {
        asked.push(`tax ${String(params.year)} ${new URL(request.url).searchParams.get('language')}`);
        return file('application/pdf');
      }),
    );
    const downloads = captureDownloads();
    renderApp(`/app/investments/${INVESTMENT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pobierz podpisaną umowę (PDF)' }));
    await waitFor(() => expect(downloads.saved).toEqual(['umowa-7A1B2C3D.pdf']));
    await user.click(screen.getByRole('button', { name: 'Pobierz harmonogram (CSV)' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Dodaj terminy płatności do kalendarza (.ics)' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(3));

    const year = screen.getByLabelText('Rok');
    const years = within(year)
      .getAllByRole('option')
      .map((option) => option.textContent);
    const current = new Date().getFullYear();
    expect(years[0]).toBe(String(current));
    expect(years).toContain('2026');
    await user.selectOptions(year, '2026');
    await user.click(screen.getByRole('button', { name: 'Pobierz podsumowanie podatkowe (PDF)' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(4));

    expect(asked).toEqual([
      `agreement ${INVESTMENT_ID}`,
      `schedule ${INVESTMENT_ID} csv pl`,
      `schedule ${INVESTMENT_ID} ics pl`,
      'tax 2026 pl',
    ]);
    expect(downloads.saved).toEqual([
      'umowa-7A1B2C3D.pdf',
      'harmonogram-7A1B2C3D.csv',
      'harmonogram-7A1B2C3D.ics',
      'podsumowanie-podatkowe-2026.pdf',
    ]);
    downloads.restore();
  });

  it('a refused download is told with the one error handler, not a raw text', async () => {
    const user = userEvent.setup();
    signInAsInvestor();
    serveDetails();
    server.use(
      http.get('*/investor-api/product/:id/schedule/export', () =>
        HttpResponse.json({ label: 'No schedule', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    const downloads = captureDownloads();
    renderApp(`/app/investments/${INVESTMENT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pobierz harmonogram (CSV)' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nie udało się pobrać pliku');
    expect(alert.textContent).not.toContain('No schedule');
    expect(downloads.saved).toEqual([]);
    downloads.restore();
  });

  it('in English: the schedule, statuses, conventions and downloads in English', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('fund.locale', 'en');
    signInAsInvestor();
    serveDetails();
    const languages: (string | null)[] = [];
    server.use(
      http.get('*/investor-api/product/:id/schedule/export', ({ request }) => {
        languages.push(new URL(request.url).searchParams.get('language'));
        return new HttpResponse(new Blob(['x']), { headers: { 'Content-Type': 'text/calendar' } });
      }),
    );
    const downloads = captureDownloads();
    renderApp(`/app/investments/${INVESTMENT_ID}`);
    const table = await screen.findByRole('table', { name: /^Payment schedule of OBL-A/ });
    for (const status of ['Paid', 'Partially paid', 'Unpaid', 'Scheduled'])
      expect(within(table).getByText(status)).toBeTruthy();
    expect(within(table).getByText('Total')).toBeTruthy();
    const conventions = screen.getByRole('region', { name: 'How we calculate' });
    expect(within(conventions).getByText(/^Interest is paid every 3 months counting from/)).toBeTruthy();
    expect(screen.getByText('Still to be paid: 10 449,25 PLN')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add the payment dates to a calendar (.ics)' }));
    await waitFor(() => expect(downloads.saved).toEqual(['schedule-7A1B2C3D.ics']));
    expect(languages).toEqual(['en']);
    expectNoRawKeys();
    downloads.restore();
  });

  it('an investment in signing: the projection note, the payment instructions and the way to add a confirmation', async () => {
    signInAsInvestor();
    const details = investmentDetails();
    server.use(
      http.get('*/investor-api/product/:id', () =>
        HttpResponse.json({
          ...details,
          investment: investment({
            id: SIGNING_ID,
            status: 'signing',
            offerStatus: 'accepted',
            paymentDate: null,
            agreementStatus: 'Processing',
          }),
          agreement: { number: '9C3D4E5F', status: 'Processing', date: null, signed: false },
          paymentConfirmations: [],
          schedule: { ...details.schedule!, projected: true, accrualStart: '2026-01-20' },
        }),
      ),
    );
    renderApp(`/app/investments/${SIGNING_ID}`);
    expect(
      await screen.findByText(
        'Prognoza: Twoja wpłata nie została jeszcze potwierdzona, więc harmonogram liczy odsetki od 20.01.2026. Ustalimy go w dniu wpływu wpłaty.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Instrukcja płatności' })).toBeTruthy();
    expect(screen.getByText('Nie dodano jeszcze potwierdzenia płatności.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dodaj potwierdzenie płatności' }).getAttribute('href')).toBe(
      `/app/offers/${SIGNING_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Pobierz umowę (PDF)' })).toBeTruthy();
    expect(
      screen.getByText('Umowa nie jest jeszcze podpisana: pobierzesz ostateczną treść umowy do podpisu.'),
    ).toBeTruthy();
  });

  it("another investor's or an unknown investment: the page says it cannot be opened", async () => {
    signInAsInvestor();
    serveDetails();
    renderApp('/app/investments/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie można otworzyć inwestycji' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toContain('Not found');
    expect(screen.getByRole('link', { name: 'Wróć do moich inwestycji' }).getAttribute('href')).toBe(
      '/app/investments',
    );
  });
});
