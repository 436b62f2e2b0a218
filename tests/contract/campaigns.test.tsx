/**
 * The advisor side of /app/offers: the campaigns (tabs, scope, empty and failed states), one
 * campaign (products and their terms, documents, the advisor's offers with their history) and the invitation
 * dialog (validation, one call per recipient with its own Idempotency-Key, partial failure).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getInviteInvestorMockHandler } from '#generated/api/campaigns/campaigns.msw';
import { renderApp } from './render-app';
import { server } from './msw-server';
import { signInAsInvestor } from './session';
import { serveBranding } from './render-app';
import { NETWORKS } from './advisors-fixtures';
import {
  campaign,
  offerEvent,
  offerRow,
  product,
  serveAdvisorSession,
  serveCampaign,
  serveCampaignList,
} from './campaigns-fixtures';

type User = ReturnType<typeof userEvent.setup>;

describe('/app/offers: the campaigns an advisor can offer', () => {
  it('Active tab and network scope by default; cards with name, type, status, dates, target, raised', async () => {
    serveAdvisorSession();
    const wisla = campaign({ status: 'active', imageUrl: '/public-api/branding/assets/wisla.jpg' });
    const equity = campaign({
      type: 'equity',
      status: 'scheduled',
      currency: 'EUR',
      targetAmount: 800000,
      raisedAmount: 0,
      startDate: '2027-01-15',
      endDate: '2027-03-31',
      data: { translations: { pl: { name: 'Udziały Odra', description: '' } } },
    });
    const requests = serveCampaignList({ items: [wisla, equity], totalCount: 2 });
    renderApp('/app/offers');

    const card = (await screen.findByRole('heading', { name: 'Obligacje Wisła 2026' })).closest('article')!;
    expect(requests[0]?.get('scope')).toBe('network');
    expect(requests[0]?.get('filters[status][operator]')).toBe('in');
    expect([requests[0]?.get('filters[status][values][0]'), requests[0]?.get('filters[status][values][1]')]).toEqual([
      'scheduled',
      'active',
    ]);
    expect(screen.getByRole('tab', { name: 'Aktywne' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Oferty sieci' })).toHaveProperty('checked', true);

    const text = card.textContent ?? '';
    expect(text).toContain('Aktywna');
    expect(text).toContain('Dłużna');
    expect(text).toContain('01.09.2026 – 31.12.2026');
    expect(text).toContain('5 000 000,00 PLN');
    expect(text).toContain('1 250 000,50 PLN');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/public-api/branding/assets/wisla.jpg');
    const progress = within(card).getByRole('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('25');
    expect(progress.getAttribute('aria-label')).toBe('Zebrano 1 250 000,50 z 5 000 000,00 PLN');
    expect(within(card).getByRole('link', { name: 'Obligacje Wisła 2026' }).getAttribute('href')).toBe(
      `/app/offers/${wisla.id}`,
    );

    const second = screen.getByRole('heading', { name: 'Udziały Odra' }).closest('article')!;
    expect(second.textContent).toContain('Zaplanowana');
    expect(second.textContent).toContain('Udziałowa');
    expect(second.textContent).toContain('800 000,00 EUR');
    expect(screen.getByText('2 kampanie')).toBeTruthy();
  });

  it('the Archived tab, My offers, and the state in the URL (a reload shows the same list)', async () => {
    serveAdvisorSession();
    const requests = serveCampaignList((query) =>
      query.get('filters[status][values][0]') === 'completed'
        ? { items: [campaign({ status: 'completed' })], totalCount: 1 }
        : { items: [campaign()], totalCount: 1 },
    );
    const user = userEvent.setup();
    const { router } = renderApp('/app/offers');
    await screen.findByRole('heading', { name: 'Obligacje Wisła 2026' });

    // Keyboard: the tabs follow the ARIA pattern (arrows move and select).
    screen.getByRole('tab', { name: 'Aktywne' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=archived'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Archiwalne' }));
    await waitFor(() => expect(requests.at(-1)?.get('filters[status][values][0]')).toBe('completed'));
    expect(requests.at(-1)?.get('filters[status][values][1]')).toBe('inactive');
    expect(await screen.findByText('Zakończona')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Moje oferty' }));
    await waitFor(() => expect(requests.at(-1)?.get('scope')).toBe('mine'));
    expect(new URLSearchParams(router.state.location.search).get('scope')).toBe('mine');
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('archived');
  });

  it('an empty list says so (per tab and scope); a failing list (501) shows the translated error and a retry', async () => {
    serveAdvisorSession();
    serveCampaignList({ items: [], totalCount: 0 });
    const user = userEvent.setup();
    renderApp('/app/offers');
    expect(await screen.findByText('Nie ma tu aktywnych kampanii.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Moje oferty' }));
    expect(
      await screen.findByText('Nie masz jeszcze ofert w żadnej z tych kampanii. Zobacz oferty sieci.'),
    ).toBeTruthy();

    server.use(
      http.get('*/api/advisor/campaigns', () =>
        HttpResponse.json({ label: 'Not implemented', code: 'NOT_IMPLEMENTED' }, { status: 501 }),
      ),
    );
    await user.click(screen.getByRole('tab', { name: 'Archiwalne' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Nie udało się wczytać danych. Ta funkcja nie jest jeszcze dostępna.');
    expect(document.body.textContent).not.toContain('Not implemented');
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });

  it('in English: the English name, or the Polish one when the campaign has none; the tenant placeholder image', async () => {
    window.localStorage.setItem('fund.locale', 'en');
    serveAdvisorSession();
    serveCampaignList({
      items: [
        campaign(),
        campaign({ type: 'equity', data: { translations: { pl: { name: 'Tylko po polsku', description: '' } } } }),
      ],
      totalCount: 2,
    });
    renderApp('/app/offers?tab=archived');
    expect(await screen.findByRole('heading', { name: 'Vistula Bonds 2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tylko po polsku' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Archived' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Network offers' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'My offers' })).toBeTruthy();
  });

  it('an investor at /app/offers gets the investor pages, not the campaigns (no advisor call is made)', async () => {
    serveBranding();
    signInAsInvestor();
    const requests = serveCampaignList({ items: [], totalCount: 0 });
    renderApp('/app/offers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje oferty' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Aktywne' })).toBeNull();
    expect(requests).toEqual([]);
  });
});

describe('/app/offers/{id}: one campaign', () => {
  const seriesA = product({ code: 'OBL-A' });
  const seriesB = product({
    code: 'OBL-B',
    name: { pl: 'Obligacje serii B' },
    interestType: 'Variable',
    interestRate: 7.85,
    referenceRate: { name: 'WIBOR 6M', value: 5.85 },
    margin: 2,
    paymentFrequency: 'Semi-annually',
    dayCountConvention: '30E/360',
    termMonths: 36,
  });

  it('texts, highlights, products with their terms, documents; the offers with statuses and a history', async () => {
    serveAdvisorSession();
    const wisla = campaign({
      products: [seriesA, seriesB],
      documents: [
        {
          id: '8e1c0c2a-0000-4000-8000-000000000001',
          name: { pl: 'Memorandum informacyjne', en: 'Information memorandum' },
          fileName: 'memorandum.pdf',
          url: '/public-api/campaign-documents/memorandum.pdf',
        },
      ],
    });
    const signed = offerRow({
      investorEmail: 'jan@example.com',
      investorName: 'Jan Kowalski',
      status: 'accepted',
      investmentValue: 25000,
      productAutentiStatus: 'Completed',
    });
    const sent = offerRow({
      investorEmail: 'ewa@example.com',
      status: 'accepted',
      investmentValue: 12000,
      productCode: 'OBL-B',
      productAutentiStatus: 'Processing',
    });
    const invited = offerRow({ investorEmail: 'olga@example.com', status: 'invited' });
    serveCampaign(
      wisla,
      { items: [signed, sent, invited], totalCount: 3 },
      {
        [signed.id]: [
          offerEvent({ type: 'invitation_sent', toValue: null, occurredAt: '2026-11-01T10:00:00Z' }),
          offerEvent({
            fromValue: 'invited',
            toValue: 'viewed',
            actorRole: 'visitor',
            actorName: null,
            occurredAt: '2026-11-02T08:15:00Z',
          }),
          offerEvent({
            fromValue: 'interested',
            toValue: 'accepted',
            actorRole: 'investor',
            actorName: 'Jan Kowalski',
          }),
          offerEvent({
            type: 'agreement_status_changed',
            fromValue: 'Processing',
            toValue: 'Completed',
            actorRole: 'system',
            actorName: null,
            reason: 'Podpis kwalifikowany',
          }),
        ],
      },
    );
    const user = userEvent.setup();
    const { router } = renderApp(`/app/offers/${wisla.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Obligacje Wisła 2026' })).toBeTruthy();
    expect(screen.getByText('Wisła Energia S.A.')).toBeTruthy();
    const highlights = screen.getByRole('region', { name: 'Najważniejsze informacje' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Zabezpieczenie hipoteką', 'Odsetki co kwartał']);
    // The Markdown through the shared safe renderer: paragraphs, **bold** as <strong>, no raw markers.
    const description = screen.getByRole('region', { name: 'Opis' });
    expect(within(description).getByText('Pierwszy akapit opisu.').tagName).toBe('P');
    expect(within(description).getByText('pogrubieniem').tagName).toBe('STRONG');
    expect(description.textContent).not.toContain('**');

    const a = screen.getByRole('article', { name: 'Obligacje serii A' });
    const termsOf = (article: HTMLElement) =>
      Object.fromEntries(
        within(article)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    expect(termsOf(a)).toEqual({
      Kod: 'OBL-A',
      'Rodzaj oprocentowania': 'Stałe',
      Oprocentowanie: '9,50% w skali roku',
      'Wypłata odsetek': 'Co kwartał',
      'Konwencja liczenia dni': 'ACT/365F (rzeczywista liczba dni / 365)',
      Okres: '24 miesiące',
      'Początek i wykup': '01.10.2026 – 01.10.2028',
      'Minimalna inwestycja': '10 000,00 PLN',
      'Maksymalna inwestycja': '500 000,00 PLN',
      'Krok inwestycji': '1 000,00 PLN',
    });
    const b = screen.getByRole('article', { name: 'Obligacje serii B' });
    expect(termsOf(b)).toMatchObject({
      'Rodzaj oprocentowania': 'Zmienne',
      Oprocentowanie: 'WIBOR 6M (5,85%) + marża 2,00%, obecnie 7,85% w skali roku',
      'Wypłata odsetek': 'Co pół roku',
      'Konwencja liczenia dni': '30E/360 (miesiące 30-dniowe / 360)',
      Okres: '36 miesięcy',
    });
    expect(within(a).getByRole('button', { name: 'Zaproś klienta: Obligacje serii A' })).toBeTruthy();

    const documents = screen.getByRole('region', { name: 'Dokumenty' });
    const link = within(documents).getByRole('link', { name: 'Memorandum informacyjne (PDF, memorandum.pdf)' });
    expect(link.getAttribute('href')).toBe('/public-api/campaign-documents/memorandum.pdf');

    const table = await screen.findByRole('table', { name: 'Moje oferty w tej kampanii' });
    const row = (email: string) => within(table).getByText(email).closest('tr')!;
    await within(table).findByText('jan@example.com');
    expect(row('jan@example.com').textContent).toContain('Jan Kowalski');
    expect(row('jan@example.com').textContent).toContain('Zaakceptowana');
    expect(row('jan@example.com').textContent).toContain('25 000,00 PLN');
    expect(row('jan@example.com').textContent).toContain('podpisana');
    expect(row('ewa@example.com').textContent).toContain('wysłana');
    expect(row('ewa@example.com').textContent).toContain('OBL-B');
    expect(row('olga@example.com').textContent).toContain('Wysłana');

    const opener = within(row('jan@example.com')).getByRole('button', { name: 'Historia oferty dla jan@example.com' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    await user.click(opener);
    const timeline = await screen.findByRole('region', { name: 'Historia oferty: jan@example.com' });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(4));
    const items = within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(items[0]).toContain('Wysłano zaproszenie');
    expect(items[0]).toContain('01.11.2026');
    expect(items[0]).toContain('Anna Nowak (doradca)');
    expect(items[1]).toContain('Zmiana statusu: Wysłana → Wyświetlona');
    expect(items[1]).toContain('inwestor (link do oferty)');
    expect(items[2]).toContain('Zmiana statusu: Rozważana → Zaakceptowana');
    expect(items[2]).toContain('Jan Kowalski (inwestor)');
    expect(items[3]).toContain('Zmiana statusu umowy: wysłana → podpisana');
    expect(items[3]).toContain('Powód: Podpis kwalifikowany');
    expect(items[3]).toContain('system');
    expect(document.activeElement).toBe(within(timeline).getByRole('heading'));
    expect(new URLSearchParams(router.state.location.search).get('history')).toBe(signed.id);

    await user.click(within(timeline).getByRole('button', { name: 'Zamknij historię' }));
    expect(screen.queryByRole('region', { name: 'Historia oferty: jan@example.com' })).toBeNull();
    expect(document.activeElement).toBe(
      within(row('jan@example.com')).getByRole('button', { name: 'Historia oferty dla jan@example.com' }),
    );
  });

  it('no invitation for a campaign that is not active; a coordinator sees the network offers with the advisor', async () => {
    serveAdvisorSession('coordinator');
    const completed = campaign({ status: 'completed', products: [seriesA] });
    serveCampaign(completed, {
      items: [offerRow({ investorEmail: 'x@example.com', ownerName: 'Piotr Zieliński' })],
      totalCount: 1,
    });
    renderApp(`/app/offers/${completed.id}`);
    const a = await screen.findByRole('article', { name: 'Obligacje serii A' });
    expect(within(a).queryByRole('button', { name: /Zaproś klienta/ })).toBeNull();
    expect(screen.getByText('Klientów można zapraszać tylko w czasie trwania kampanii.')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Oferty w tej kampanii' });
    expect(within(table).getByRole('columnheader', { name: /Doradca/ })).toBeTruthy();
    expect((await within(table).findByText('x@example.com')).closest('tr')?.textContent).toContain('Piotr Zieliński');
  });

  it('an unknown campaign: "does not exist" and the way back', async () => {
    serveAdvisorSession();
    server.use(
      http.get('*/api/advisor/campaign/:id', () =>
        HttpResponse.json({ label: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderApp('/app/offers/5a1c0c2a-0000-4000-8000-00000000ffff');
    expect((await screen.findByRole('alert')).textContent).toBe('Ta kampania nie istnieje lub nie jest dostępna.');
    expect(screen.getByRole('link', { name: /Wróć do ofert/ }).getAttribute('href')).toBe('/app/offers');
  });
});

describe('the invitation dialog', () => {
  const seriesA = product({ code: 'OBL-A' });

  async function openDialog(user: User) {
    serveAdvisorSession();
    const wisla = campaign({ products: [seriesA] });
    serveCampaign(wisla);
    renderApp(`/app/offers/${wisla.id}`);
    await user.click(await screen.findByRole('button', { name: 'Zaproś klienta: Obligacje serii A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zaproś klienta: Obligacje serii A (OBL-A)' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Adresy e-mail/)));
    return { dialog, campaignId: wisla.id };
  }

  it('names each invalid address, wants a message of 10 characters, the consent and a network; nothing is sent', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    server.use(
      getInviteInvestorMockHandler(async ({ request }) => {
        calls.push(((await request.json()) as { investorEmail: string }).investorEmail);
        return { offerId: '3e1c0c2a-0000-4000-8000-0000000000aa', investorEmail: 'x@example.com', status: 'invited' };
      }),
    );
    const { dialog } = await openDialog(user);
    const emails = within(dialog).getByLabelText(/^Adresy e-mail/);
    await user.type(emails, 'jan@example.com;zly-adres;ewa@@example.com');
    await user.type(within(dialog).getByLabelText(/^Wiadomość/), 'Za mało');
    // The consent is never pre-checked (its schema's `const: true` is a rule, not a default).
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Potwierdzam/).checked).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij zaproszenia' }));

    const text = () => dialog.textContent ?? '';
    await waitFor(() => expect(text()).toContain('„zly-adres” nie jest prawidłowym adresem e-mail.'));
    expect(text()).toContain('„ewa@@example.com” nie jest prawidłowym adresem e-mail.');
    expect(text()).not.toContain('„jan@example.com”');
    expect(text()).toContain('Minimalna długość to 10 znaków.');
    expect(text()).toContain('To pole musi być zaznaczone.');
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Niestety, nie wszystkie pola zostały wypełnione poprawnie.',
    );
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Potwierdzam uzyskanie zgody na przetwarzanie danych osobowych zapraszanych osób: To pole musi być zaznaczone.',
    );
    // The theme: the message's placeholder is translated; the consent has ONE label (its own).
    expect(
      within(dialog)
        .getByLabelText(/^Wiadomość/)
        .getAttribute('placeholder'),
    ).toBe('Wiadomość do inwestora (co najmniej 10 znaków)');
    expect([...dialog.querySelectorAll('label')].filter((l) => l.textContent?.includes('Potwierdzam'))).toHaveLength(1);
    // The networks are the advisor's (GET /api/advisor/network).
    const network = within(dialog).getByLabelText(/^Sieć/);
    expect(
      within(network)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.any(String), ...NETWORKS.map((n) => n.name)]);
    expect(calls).toEqual([]);

    // Escape closes the dialog, and the focus returns to the button that opened it.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zaproś klienta: Obligacje serii A' }));
  });

  it('one call per recipient with its own Idempotency-Key; a partial failure names the failed address and its reason, keeps only it; the retry sends only it', async () => {
    const user = userEvent.setup();
    const calls: { email: string; key: string | null; body: Record<string, unknown> }[] = [];
    let leadTaken = true;
    server.use(
      getInviteInvestorMockHandler(async ({ request }) => {
        const body = (await request.json()) as { investorEmail: string };
        calls.push({ email: body.investorEmail, key: request.headers.get('Idempotency-Key'), body });
        if (body.investorEmail === 'zajety@example.com' && leadTaken) {
          throw HttpResponse.json(
            { label: 'Lead belongs to another advisor', code: 'LEAD_OTHER_OWNER' },
            { status: 409 },
          );
        }
        if (body.investorEmail === 'po-terminie@example.com') {
          throw HttpResponse.json({ label: 'Campaign finished', code: 'CAMPAIGN_FINISHED' }, { status: 422 });
        }
        return {
          offerId: '3e1c0c2a-0000-4000-8000-0000000000aa',
          investorEmail: body.investorEmail,
          status: 'invited',
        };
      }),
    );
    const { dialog } = await openDialog(user);
    await user.type(
      within(dialog).getByLabelText(/^Adresy e-mail/),
      'jan@example.com;zajety@example.com;ewa@example.com;po-terminie@example.com',
    );
    await user.type(within(dialog).getByLabelText(/^Wiadomość/), 'Zapraszam do zapoznania się z ofertą.');
    await user.click(within(dialog).getByLabelText(/^Potwierdzam/));
    await user.selectOptions(within(dialog).getByLabelText(/^Sieć/), NETWORKS[1]!.name);
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij zaproszenia' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Nie wszystkie zaproszenia zostały wysłane.');
    expect(alert.textContent).toContain('Wysłane zaproszenia: 2.');
    const failures = within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(failures).toEqual([
      'zajety@example.com: Lead należy do innego doradcy.',
      'po-terminie@example.com: Kampania została już zakończona.',
    ]);
    expect(document.body.textContent).not.toContain('Lead belongs to another advisor');

    // One call per address, each with the form's message and network and a key of its own.
    expect(calls.map((call) => call.email).sort()).toEqual([
      'ewa@example.com',
      'jan@example.com',
      'po-terminie@example.com',
      'zajety@example.com',
    ]);
    for (const call of calls) {
      expect(call.body).toEqual({
        investorEmail: call.email,
        message: 'Zapraszam do zapoznania się z ofertą.',
        networkId: NETWORKS[1]!.id,
      });
      expect(call.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(calls.map((call) => call.key)).size).toBe(4);

    // Only the failed addresses stay; the rest of the form is kept.
    const emails = within(dialog).getByLabelText<HTMLInputElement>(/^Adresy e-mail/);
    expect(emails.value).toBe('zajety@example.com;po-terminie@example.com');
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>(/^Wiadomość/).value).toBe(
      'Zapraszam do zapoznania się z ofertą.',
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Potwierdzam/).checked).toBe(true);

    // The retry sends only those two, not the addresses already invited; a refused address gets a new key.
    const firstKeys = new Map(calls.map((call) => [call.email, call.key]));
    leadTaken = false;
    calls.length = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij zaproszenia' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('Wysłane zaproszenia: 1.'));
    expect(calls.map((call) => call.email).sort()).toEqual(['po-terminie@example.com', 'zajety@example.com']);
    expect(calls.find((call) => call.email === 'zajety@example.com')?.key).not.toBe(
      firstKeys.get('zajety@example.com'),
    );
    expect(
      within(within(dialog).getByRole('alert'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['po-terminie@example.com: Kampania została już zakończona.']);
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Adresy e-mail/).value).toBe('po-terminie@example.com');
  });

  it('a call whose outcome is unknown (503) is retried with the SAME Idempotency-Key, so it cannot invite twice', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    let unavailable = true;
    server.use(
      getInviteInvestorMockHandler(async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (unavailable) {
          throw HttpResponse.json({ label: 'Unavailable', code: 'SERVICE_UNAVAILABLE' }, { status: 503 });
        }
        return {
          offerId: '3e1c0c2a-0000-4000-8000-0000000000aa',
          investorEmail: ((await request.json()) as { investorEmail: string }).investorEmail,
          status: 'invited',
        };
      }),
    );
    const { dialog } = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Adresy e-mail/), 'jan@example.com');
    await user.type(within(dialog).getByLabelText(/^Wiadomość/), 'Zapraszam do zapoznania się z ofertą.');
    await user.click(within(dialog).getByLabelText(/^Potwierdzam/));
    await user.selectOptions(within(dialog).getByLabelText(/^Sieć/), NETWORKS[0]!.name);
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij zaproszenia' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'jan@example.com: Usługa jest chwilowo niedostępna. Spróbuj ponownie później.',
    );
    unavailable = false;
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij zaproszenia' }));
    expect(await screen.findByText('1 zaproszenie zostało wysłane.')).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('all sent: a toast with the count, the dialog closes and the offers are read again', async () => {
    const user = userEvent.setup();
    let offerLists = 0;
    server.use(
      getInviteInvestorMockHandler(async ({ request }) => ({
        offerId: '3e1c0c2a-0000-4000-8000-0000000000aa',
        investorEmail: ((await request.json()) as { investorEmail: string }).investorEmail,
        status: 'invited',
      })),
    );
    const { dialog } = await openDialog(user);
    server.use(
      http.get('*/api/advisor/campaign/:id/offers', () => {
        offerLists += 1;
        return HttpResponse.json({ items: [], totalCount: 0 });
      }),
    );
    await user.type(within(dialog).getByLabelText(/^Adresy e-mail/), 'a@example.com;b@example.com;c@example.com');
    await user.type(within(dialog).getByLabelText(/^Wiadomość/), 'Zapraszam do zapoznania się z ofertą.');
    await user.click(within(dialog).getByLabelText(/^Potwierdzam/));
    await user.selectOptions(within(dialog).getByLabelText(/^Sieć/), NETWORKS[0]!.name);
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij zaproszenia' }));
    expect(await screen.findByText('3 zaproszenia zostały wysłane.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(offerLists).toBeGreaterThan(0));
  });
});
