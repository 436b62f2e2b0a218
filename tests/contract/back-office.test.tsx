/**
 * The fund's back office: /app/campaigns, /app/campaigns/new and /app/campaigns/:id for an
 * operator, against the contract's generated MSW handlers (the server answers 501 today).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getCreateCampaignMockHandler,
  getCreateProductMockHandler,
  getUpdateCampaignMockHandler,
} from '#generated/api/back-office/back-office.msw';
import {
  getGetCampaignMockHandler,
  getListCampaignOffersMockHandler,
  getListCampaignsMockHandler,
} from '#generated/api/campaigns/campaigns.msw';
import type { Campaign, CampaignInput, InvestorOfferRow, ProductInput } from '#generated/api/model';
import { addDays, todayIso } from '#schemas/formats';
import { configuration, renderApp, serveBranding } from './render-app';
import { server } from './msw-server';
import { signInAsAdvisor } from './session';
import { campaign, CAMPAIGN_ID, offer, product } from './back-office-fixtures';

function signInAsOperator() {
  serveBranding();
  signInAsAdvisor({ role: 'operator', email: 'operator@demo.test', firstName: 'Olga', surname: 'Operator' });
}

/** The campaign page's data: the campaign (a function of the call count) and its offers. */
function serveCampaign(current: Campaign | (() => Campaign), offers: InvestorOfferRow[] = []) {
  const offerRequests: number[] = [];
  server.use(
    getGetCampaignMockHandler(() => (typeof current === 'function' ? current() : current)),
    getListCampaignOffersMockHandler(() => {
      offerRequests.push(Date.now());
      return { items: offers, totalCount: offers.length };
    }),
  );
  return offerRequests;
}

const field = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No field #${id}`);
  return element as HTMLInputElement;
};
const errorOf = (id: string) => document.getElementById(`${id}__error`)?.textContent ?? '';

async function typeInto(user: UserEvent, id: string, value: string) {
  const input = field(id);
  await user.clear(input);
  if (value !== '') await user.type(input, value);
}

describe('campaign list', () => {
  it('an operator sees the "Kampanie" menu entry and every campaign of the tenant with its status', async () => {
    signInAsOperator();
    const queries: URLSearchParams[] = [];
    server.use(
      getListCampaignsMockHandler(({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return {
          items: [
            campaign(),
            campaign({
              id: '5a0c7e1e-0000-4000-8000-000000000002',
              status: 'scheduled',
              type: 'equity',
              currency: 'EUR',
              targetAmount: 2500000,
              raisedAmount: 0,
              data: { translations: { pl: { name: 'Akcje Odra', description: 'x' } } },
            }),
            campaign({
              id: '5a0c7e1e-0000-4000-8000-000000000003',
              status: 'inactive',
              suspended: true,
              data: { translations: { pl: { name: 'Pożyczka Warta', description: 'x' } } },
            }),
          ],
          totalCount: 3,
        };
      }),
    );
    renderApp('/app/campaigns');
    const nav = await screen.findByRole('navigation', { name: 'Nawigacja główna' });
    expect((await within(nav).findByRole('link', { name: 'Kampanie' })).getAttribute('href')).toBe('/app/campaigns');

    const table = await screen.findByRole('table');
    await within(table).findByText('Akcje Odra');
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    expect(within(row('Obligacje Wisła 2026')).getByText('Aktywna')).toBeTruthy();
    expect(within(row('Obligacje Wisła 2026')).getByText('1 000 000,00 PLN')).toBeTruthy();
    expect(within(row('Obligacje Wisła 2026')).getByText('125 000,50 PLN')).toBeTruthy();
    expect(within(row('Akcje Odra')).getByText('Zaplanowana')).toBeTruthy();
    expect(within(row('Akcje Odra')).getByText('Udziałowa')).toBeTruthy();
    expect(within(row('Pożyczka Warta')).getByText('Nieaktywna')).toBeTruthy();
    expect(within(row('Akcje Odra')).getByRole('link', { name: 'Akcje Odra' }).getAttribute('href')).toBe(
      '/app/campaigns/5a0c7e1e-0000-4000-8000-000000000002',
    );
    expect(queries[0]?.get('scope')).toBe('network');
    expect(screen.getByRole('link', { name: 'Nowa kampania' }).getAttribute('href')).toBe('/app/campaigns/new');
  });

  it('an advisor sees no "Kampanie" menu entry and /app/campaigns is refused (no list request)', async () => {
    serveBranding();
    signInAsAdvisor({ role: 'coordinator' });
    let listed = 0;
    server.use(
      getListCampaignsMockHandler(() => {
        listed += 1;
        return { items: [], totalCount: 0 };
      }),
    );
    const { router } = renderApp('/app/campaigns');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect((await screen.findByRole('alert')).textContent).toContain('Brak dostępu');
    const nav = await screen.findByRole('navigation', { name: 'Nawigacja główna' });
    expect(within(nav).getByRole('link', { name: 'Doradcy' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Kampanie' })).toBeNull();
    expect(listed).toBe(0);
  });
});

describe('campaign form', () => {
  it('refuses an end before the start, an invalid IBAN and a missing Polish name; then sends the body', async () => {
    signInAsOperator();
    serveCampaign(campaign({ id: '5a0c7e1e-0000-4000-8000-0000000000ff' }));
    const posts: CampaignInput[] = [];
    server.use(
      getCreateCampaignMockHandler(async ({ request }) => {
        posts.push((await request.json()) as CampaignInput);
        return campaign({ id: '5a0c7e1e-0000-4000-8000-0000000000ff' });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/app/campaigns/new');
    await screen.findByRole('heading', { name: 'Nowa kampania', level: 1 });

    await user.selectOptions(field('root_type'), 'Dłużna (obligacje, pożyczki)');
    await typeInto(user, 'root_data_translations_pl_description', '# Obligacje\n\n**Bezpieczne** i <b>proste</b>');
    await typeInto(user, 'root_startDate', '2026-03-01');
    await typeInto(user, 'root_endDate', '2026-02-01');
    await typeInto(user, 'root_targetAmount', '500000');
    await user.selectOptions(field('root_currency'), 'PLN');
    await typeInto(user, 'root_paymentAccount_bankAccount', 'PL61109010140000071219812875');
    await typeInto(user, 'root_paymentAccount_recipient', 'Fundusz Wisła S.A.');
    await typeInto(user, 'root_paymentAccount_paymentDays', '14');

    // The live preview renders Markdown and shows HTML as text (no element is created from it).
    const preview = screen.getAllByRole('heading', { name: 'Podgląd', level: 4 })[0]!.parentElement!;
    expect(within(preview).getByRole('heading', { name: 'Obligacje' })).toBeTruthy();
    expect(within(preview).getByText('Bezpieczne').tagName).toBe('STRONG');
    expect(preview.textContent).toContain('<b>proste</b>');
    expect(preview.querySelector('b')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Zapisz kampanię' }));
    const summary = (await screen.findByText('Niestety, nie wszystkie pola zostały wypełnione poprawnie.')).closest(
      '[role="alert"]',
    )!;
    // The summary names the field (and, for the texts, their language), not the group it sits in.
    expect([...summary.querySelectorAll('li')].map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        'Pole „Nazwa (po polsku)” jest wymagane.',
        'Numer rachunku (IBAN): Nieprawidłowy numer rachunku bankowego.',
      ]),
    );
    expect(summary.textContent).not.toContain('Teksty');
    expect(summary.textContent).not.toContain('Rachunek do wpłat');
    expect(errorOf('root_data_translations_pl_name')).toBe('To pole jest wymagane.');
    expect(errorOf('root_endDate')).toBe('Data zakończenia nie może być wcześniejsza niż data rozpoczęcia.');
    expect(errorOf('root_paymentAccount_bankAccount')).toBe('Nieprawidłowy numer rachunku bankowego.');
    // The English block is optional: nothing is required there while it is empty.
    expect(errorOf('root_data_translations_en_name')).toBe('');
    expect(posts).toEqual([]);

    await typeInto(user, 'root_data_translations_pl_name', 'Obligacje Wisła 2026');
    await typeInto(user, 'root_endDate', '2026-12-31');
    await typeInto(user, 'root_paymentAccount_bankAccount', 'PL61109010140000071219812874');
    await typeInto(user, 'root_data_translations_pl_highlights', 'Zabezpieczenie hipoteczne\n\nWypłata co kwartał');
    await user.click(screen.getByRole('button', { name: 'Zapisz kampanię' }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      type: 'debt',
      data: {
        translations: {
          pl: {
            name: 'Obligacje Wisła 2026',
            description: '# Obligacje\n\n**Bezpieczne** i <b>proste</b>',
            highlights: ['Zabezpieczenie hipoteczne', 'Wypłata co kwartał'],
          },
        },
      },
      startDate: '2026-03-01',
      endDate: '2026-12-31',
      targetAmount: 500000,
      currency: 'PLN',
      paymentAccount: { bankAccount: 'PL61109010140000071219812874', recipient: 'Fundusz Wisła S.A.', paymentDays: 14 },
    });
    // On to the new campaign's page (products, image, documents).
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/app/campaigns/5a0c7e1e-0000-4000-8000-0000000000ff'),
    );
  });

  it('edit: a 422 violation of the server is shown on its field', async () => {
    signInAsOperator();
    serveCampaign(campaign());
    const puts: CampaignInput[] = [];
    server.use(
      http.put('*/api/operator/campaign/:id', async ({ request }) => {
        puts.push((await request.json()) as CampaignInput);
        return HttpResponse.json(
          {
            label: 'Validation failed',
            code: 'VALIDATION_FAILED',
            violations: [
              // The server's own check (e.g. a bank's registry) on a nested field.
              { propertyPath: 'paymentAccount.bankAccount', title: 'validation.iban', parameters: {} },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp(`/app/campaigns/${CAMPAIGN_ID}`);
    await screen.findByRole('heading', { name: 'Edycja kampanii: Obligacje Wisła 2026', level: 1 });
    expect(field('root_data_translations_pl_name').value).toBe('Obligacje Wisła 2026');
    // The account is shown in groups of four and sent without spaces.
    expect(field('root_paymentAccount_bankAccount').value).toBe('PL61 1090 1014 0000 0712 1981 2874');
    await user.selectOptions(field('root_currency'), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Zapisz kampanię' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.currency).toBe('EUR');
    expect(puts[0]?.paymentAccount?.bankAccount).toBe('PL61109010140000071219812874');
    await waitFor(() =>
      expect(errorOf('root_paymentAccount_bankAccount')).toBe('Nieprawidłowy numer rachunku bankowego.'),
    );
    expect(field('root_paymentAccount_bankAccount').getAttribute('aria-invalid')).toBe('true');
    // Changing the field takes the server's message away.
    await typeInto(user, 'root_paymentAccount_bankAccount', 'PL61109010140000071219812874');
    await waitFor(() => expect(errorOf('root_paymentAccount_bankAccount')).toBe(''));
  });

  it('edit: a saved campaign shows the toast (PUT answered by the contract mock)', async () => {
    signInAsOperator();
    serveCampaign(campaign());
    server.use(getUpdateCampaignMockHandler(campaign()));
    const user = userEvent.setup();
    renderApp(`/app/campaigns/${CAMPAIGN_ID}`);
    await screen.findByRole('heading', { name: 'Edycja kampanii: Obligacje Wisła 2026', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Zapisz kampanię' }));
    expect((await screen.findByRole('status', {}, { timeout: 10_000 })).textContent).toContain(
      'Kampania została zapisana.',
    );
  });
});

describe('product dialog', () => {
  it('Fixed asks for the rate, Variable for the reference rate and margin (rate shown); min > max is refused', async () => {
    signInAsOperator();
    serveCampaign(campaign({ products: [] }));
    const posts: ProductInput[] = [];
    server.use(
      getCreateProductMockHandler(async ({ request }) => {
        posts.push((await request.json()) as ProductInput);
        return product();
      }),
    );
    const user = userEvent.setup();
    renderApp(`/app/campaigns/${CAMPAIGN_ID}`);
    const opener = await screen.findByRole('button', { name: 'Dodaj produkt' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Nowy produkt' });
    const input = (label: string) => within(dialog).getByLabelText(label);

    // Fixed (the default): the rate, no reference rate.
    expect(input('Oprocentowanie (% w skali roku)')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Marża (%)')).toBeNull();
    // The frequencies are translated; the day-count convention is explained.
    expect(
      within(input('Wypłata odsetek') as HTMLSelectElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wybierz…', 'Co miesiąc', 'Co kwartał', 'Co pół roku', 'Co rok', 'W dniu wykupu']);
    expect(dialog.textContent).toContain('ACT/365F: rzeczywista liczba dni okresu dzielona przez 365');

    await user.click(within(dialog).getByRole('radio', { name: 'Zmienne' }));
    expect(within(dialog).queryByLabelText('Oprocentowanie (% w skali roku)')).toBeNull();
    await user.type(input('Kod'), 'OBL-B');
    await user.type(input('Nazwa (po polsku)'), 'Seria B');
    await user.type(input('Stopa referencyjna (np. WIBOR 6M)'), 'WIBOR 6M');
    await user.type(input('Wartość stopy referencyjnej (%)'), '5,85');
    await user.type(input('Marża (%)'), '2,5');
    expect(dialog.textContent).toContain('Wynikowe oprocentowanie: 8,35% w skali roku');
    await user.selectOptions(input('Wypłata odsetek'), 'Co pół roku');
    await user.type(input('Okres (w miesiącach)'), '36');
    await user.type(input('Data rozpoczęcia'), '2026-02-01');
    await user.type(input('Minimalna kwota inwestycji'), '50000');
    await user.type(input('Maksymalna kwota inwestycji'), '10000');
    await user.type(input('Krok kwoty inwestycji'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    expect(
      within(dialog).getByText('Kwota maksymalna nie może być mniejsza niż minimalna (50 000,00 PLN).'),
    ).toBeTruthy();
    expect(input('Maksymalna kwota inwestycji').getAttribute('aria-invalid')).toBe('true');
    // A left amount field shows the product's number format.
    expect((input('Minimalna kwota inwestycji') as HTMLInputElement).value).toBe('50 000,00');
    expect(posts).toEqual([]);

    await user.clear(input('Maksymalna kwota inwestycji'));
    await user.type(input('Maksymalna kwota inwestycji'), '200500');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(within(dialog).getByText('Kwota musi być wielokrotnością kroku 1 000,00 PLN.')).toBeTruthy();
    await user.clear(input('Maksymalna kwota inwestycji'));
    await user.type(input('Maksymalna kwota inwestycji'), '200000');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      code: 'OBL-B',
      name: { pl: 'Seria B' },
      currency: 'PLN',
      startDate: '2026-02-01',
      investmentValueMin: 50000,
      investmentValueMax: 200000,
      investmentValueStep: 1000,
      interestType: 'Variable',
      interestRate: null,
      referenceRate: { name: 'WIBOR 6M', value: 5.85 },
      margin: 2.5,
      paymentFrequency: 'Semi-annually',
      dayCountConvention: 'ACT/365F',
      termMonths: 36,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('an equity campaign: no interest fields', async () => {
    signInAsOperator();
    serveCampaign(campaign({ type: 'equity', products: [] }));
    const user = userEvent.setup();
    renderApp(`/app/campaigns/${CAMPAIGN_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Dodaj produkt' }));
    const dialog = screen.getByRole('dialog', { name: 'Nowy produkt' });
    expect(within(dialog).getByLabelText('Minimalna kwota inwestycji')).toBeTruthy();
    for (const label of [
      'Oprocentowanie (% w skali roku)',
      'Wypłata odsetek',
      'Konwencja liczenia dni',
      'Okres (w miesiącach)',
    ])
      expect(within(dialog).queryByLabelText(label)).toBeNull();
    expect(within(dialog).queryByRole('radio')).toBeNull();
  });
});

describe('product dialog: the server', () => {
  it('edit: the form opens with the product; a 422 violation goes on its field, a 409 on the code', async () => {
    signInAsOperator();
    serveCampaign(campaign());
    const puts: ProductInput[] = [];
    server.use(
      http.put('*/api/operator/product/:id', async ({ request }) => {
        puts.push((await request.json()) as ProductInput);
        return puts.length === 1
          ? HttpResponse.json(
              {
                label: 'Validation failed',
                code: 'VALIDATION_FAILED',
                violations: [{ propertyPath: 'termMonths', title: 'validation.required', message: 'required' }],
              },
              { status: 422 },
            )
          : HttpResponse.json({ label: 'Conflict', code: 'CONFLICT' }, { status: 409 });
      }),
    );
    const user = userEvent.setup();
    renderApp(`/app/campaigns/${CAMPAIGN_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Edytuj produkt OBL-A' }));
    const dialog = screen.getByRole('dialog', { name: 'Edycja produktu' });
    const input = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    expect(input('Kod').value).toBe('OBL-A');
    // Numbers in the seed's format, as the screens show them: a decimal comma, amounts with their grouping.
    expect(input('Oprocentowanie (% w skali roku)').value).toBe('8,5');
    expect(input('Minimalna kwota inwestycji').value).toBe('1 000,00');
    expect(input('Okres (w miesiącach)').value).toBe('24');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ code: 'OBL-A', interestType: 'Fixed', interestRate: 8.5, termMonths: 24 });
    await waitFor(() => expect(input('Okres (w miesiącach)').getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toContain('To pole jest wymagane.');

    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    // CONFLICT of this operation = the code is taken: said on the code field; the dialog stays open.
    await waitFor(() => expect(input('Kod').getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toContain('Produkt o tym kodzie już istnieje w tej kampanii.');
    expect(screen.getByRole('dialog', { name: 'Edycja produktu' })).toBeTruthy();
  });
});

describe('documents and image', () => {
  it('adds a PDF with its names, refuses other types, deletes after a confirmation', async () => {
    signInAsOperator();
    const withDocument = campaign({
      documents: [
        {
          id: '5a0c7e1e-0000-4000-8000-0000000000d1',
          name: { pl: 'Memorandum informacyjne', en: 'Information memorandum' },
          fileName: 'memorandum.pdf',
          url: '/public-api/campaign/x/document/d1',
        },
      ],
    });
    serveCampaign(withDocument);
    // jsdom's FormData reaches MSW without the file's name (a browser sends it): the content is what is checked.
    const uploads: { namePl: unknown; nameEn: unknown; content: string }[] = [];
    const deletes: string[] = [];
    server.use(
      http.post('*/api/operator/campaign/:id/document', async ({ request }) => {
        const form = await request.formData();
        uploads.push({
          namePl: form.get('namePl'),
          nameEn: form.get('nameEn'),
          content: await (form.get('file') as File).text(),
        });
        return HttpResponse.json(withDocument.documents[0], { status: 201 });
      }),
      http.delete('*/api/operator/campaign/:id/document/:documentId', ({ params }) => {
        deletes.push(String(params.documentId));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderApp(`/app/campaigns/${CAMPAIGN_ID}`);
    await screen.findByRole('link', { name: 'Memorandum informacyjne' });
    const fileInput = screen.getByLabelText('Plik PDF (maksymalnie 10 MB)');
    await user.upload(fileInput, new File(['<html>'], 'page.html', { type: 'text/html' }));
    expect(screen.getByText('Wybierz plik PDF.')).toBeTruthy();
    await user.upload(fileInput, new File(['%PDF-1.7'], 'warunki.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Dodaj dokument' }));
    expect(screen.getByText('To pole jest wymagane.')).toBeTruthy();
    expect(uploads).toHaveLength(0);
    await user.type(screen.getByLabelText('Nazwa (po polsku)'), 'Warunki emisji');
    await user.click(screen.getByRole('button', { name: 'Dodaj dokument' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads).toEqual([{ namePl: 'Warunki emisji', nameEn: null, content: '%PDF-1.7' }]);
    expect((await screen.findByRole('status')).textContent).toContain('Dokument został dodany.');

    await user.click(screen.getByRole('button', { name: 'Usuń dokument: Memorandum informacyjne' }));
    const dialog = screen.getByRole('dialog', { name: 'Usuń dokument' });
    expect(dialog.textContent).toContain('Usunąć dokument: Memorandum informacyjne?');
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(deletes).toEqual(['5a0c7e1e-0000-4000-8000-0000000000d1']));
  });

  it('the image: the placeholder without one; a PNG is previewed and uploaded; a PDF is refused', async () => {
    const placeholderConfig = configuration({ debtPlaceholder: '/public-api/branding/assets/debt.png' });
    serveBranding(placeholderConfig);
    signInAsAdvisor({ role: 'operator' });
    serveCampaign(campaign());
    const uploads: string[] = [];
    server.use(
      http.put('*/api/operator/campaign/:id/image', async ({ request }) => {
        uploads.push(await ((await request.formData()).get('file') as File).text());
        return HttpResponse.json(campaign({ imageUrl: '/public-api/campaign/x/image' }));
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderApp(`/app/campaigns/${CAMPAIGN_ID}`);
    const image = await screen.findByRole('img', { name: 'Obraz kampanii' });
    expect(image.getAttribute('src')).toBe('/public-api/branding/assets/debt.png');
    expect(screen.getByText(/obraz zastępczy funduszu/)).toBeTruthy();
    const fileInput = screen.getByLabelText('Plik obrazu (PNG lub JPEG, maksymalnie 10 MB)');
    await user.upload(fileInput, new File(['%PDF'], 'x.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Wybierz obraz PNG lub JPEG.')).toBeTruthy();
    await user.upload(fileInput, new File(['png'], 'okładka.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Prześlij obraz' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads).toEqual(['png']);
    expect((await screen.findByRole('status')).textContent).toContain('Obraz został zapisany.');
  });
});

describe('offers of the campaign', () => {
  const buttonsOf = (name: string) =>
    within(screen.getByRole('group', { name: `Działania: ${name}` }))
      .getAllByRole('button')
      .map((button) => `${button.textContent}${(button as HTMLButtonElement).disabled ? ' (disabled)' : ''}`);

  it('offers each action only where the transition policy allows it; payment needs a signed agreement', async () => {
    signInAsOperator();
    serveCampaign(campaign(), [
      offer({ investorName: 'Ewa Open', status: 'interested' }),
      offer({ investorName: 'Jan Sent', status: 'accepted', productAutentiStatus: 'Processing' }),
      offer({ investorName: 'Ola Signed', status: 'accepted', productAutentiStatus: 'Completed' }),
      offer({ investorName: 'Piotr Active', status: 'active', productAutentiStatus: 'Completed' }),
      offer({ investorName: 'Zofia Rejected', status: 'rejected' }),
    ]);
    renderApp(`/app/campaigns/${CAMPAIGN_ID}`);
    await screen.findByText('Ewa Open');
    expect(buttonsOf('Ewa Open')).toEqual(['Odrzuć', 'Archiwizuj']);
    expect(buttonsOf('Jan Sent')).toEqual(['Potwierdź wpłatę (disabled)', 'Odrzuć', 'Wycofaj umowę']);
    const disabled = within(screen.getByRole('group', { name: 'Działania: Jan Sent' })).getByRole('button', {
      name: 'Potwierdź wpłatę',
    });
    const why = document.getElementById(disabled.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('Wpłatę można potwierdzić dopiero po podpisaniu umowy.');
    expect(buttonsOf('Ola Signed')).toEqual(['Potwierdź wpłatę', 'Odrzuć', 'Wycofaj umowę']);
    // An active investment has no offer action left, only its page (schedule, payouts): the link.
    expect(within(screen.getByRole('group', { name: 'Działania: Piotr Active' })).queryAllByRole('button')).toEqual([]);
    const active = within(screen.getByRole('group', { name: 'Działania: Piotr Active' }));
    expect(active.getByRole('link', { name: 'Inwestycja i wypłaty: Piotr Active' }).getAttribute('href')).toMatch(
      /^\/app\/operator\/investments\//,
    );
    expect(buttonsOf('Zofia Rejected')).toEqual(['Archiwizuj']);
    const row = screen.getByText('Ola Signed').closest('tr')!;
    expect(within(row).getByText('Podpisana')).toBeTruthy();
    expect(within(row).getByText('5 000,00 PLN')).toBeTruthy();
  });

  it('confirm payment: a date not in the future, PATCH, refreshed list; 409 through the one error handler', async () => {
    signInAsOperator();
    const ola = offer({ investorName: 'Ola Signed', status: 'accepted', productAutentiStatus: 'Completed' });
    const offerRequests = serveCampaign(campaign(), [ola]);
    const bodies: unknown[] = [];
    let answer409 = false;
    server.use(
      http.patch('*/api/operator/offer/:id/confirm-payment', async ({ request }) => {
        bodies.push(await request.json());
        if (answer409)
          return HttpResponse.json({ label: 'Not allowed', code: 'OFFER_TRANSITION_NOT_ALLOWED' }, { status: 409 });
        return HttpResponse.json({ ...ola, status: 'active' });
      }),
    );
    const user = userEvent.setup();
    renderApp(`/app/campaigns/${CAMPAIGN_ID}`);
    await screen.findByText('Ola Signed');
    const group = () => screen.getByRole('group', { name: 'Działania: Ola Signed' });
    await user.click(within(group()).getByRole('button', { name: 'Potwierdź wpłatę' }));
    let dialog = screen.getByRole('dialog', { name: 'Potwierdź wpłatę' });
    // The investor and the amount under their labels; the question is a sentence of its own.
    const terms = [...dialog.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(terms).toEqual(['Inwestor: Ola Signed', 'Kwota: 5 000,00 PLN']);
    expect(within(dialog).getByText('Potwierdzić, że środki wpłynęły? Inwestycja stanie się aktywna.').tagName).toBe(
      'P',
    );
    const date = within(dialog).getByLabelText('Data wpłaty') as HTMLInputElement;
    expect(date.value).toBe(todayIso());
    await user.clear(date);
    await user.type(date, addDays(todayIso(), 1));
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź wpłatę' }));
    expect(within(dialog).getByText('Data wpłaty nie może być datą przyszłą.')).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.clear(date);
    await user.type(date, addDays(todayIso(), -2));
    const before = offerRequests.length;
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź wpłatę' }));
    await waitFor(() => expect(bodies).toEqual([{ paymentDate: addDays(todayIso(), -2) }]));
    expect((await screen.findByRole('status')).textContent).toContain('Wpłata została potwierdzona.');
    await waitFor(() => expect(offerRequests.length).toBeGreaterThan(before));

    answer409 = true;
    await user.click(within(group()).getByRole('button', { name: 'Potwierdź wpłatę' }));
    dialog = screen.getByRole('dialog', { name: 'Potwierdź wpłatę' });
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź wpłatę' }));
    await waitFor(() =>
      expect(document.body.textContent).toContain(
        'Tej oferty nie można teraz przenieść do tego statusu. Odśwież stronę i sprawdź jej aktualny status.',
      ),
    );
  });

  it('reject needs a reason of at least 3 characters', async () => {
    signInAsOperator();
    serveCampaign(campaign(), [offer({ investorName: 'Ewa Open', status: 'interested' })]);
    const bodies: unknown[] = [];
    server.use(
      http.patch('*/api/operator/offer/:id/reject', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(offer({ status: 'rejected' }));
      }),
    );
    const user = userEvent.setup();
    renderApp(`/app/campaigns/${CAMPAIGN_ID}`);
    await screen.findByText('Ewa Open');
    await user.click(
      within(screen.getByRole('group', { name: 'Działania: Ewa Open' })).getByRole('button', { name: 'Odrzuć' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Odrzuć' });
    await user.type(within(dialog).getByLabelText('Powód'), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));
    expect(within(dialog).getByText('Wpisz co najmniej 3 znaki.')).toBeTruthy();
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText('Powód'), 'c – brak środków');
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));
    await waitFor(() => expect(bodies).toEqual([{ reason: 'abc – brak środków' }]));
    expect((await screen.findByRole('status')).textContent).toContain('Oferta została odrzucona.');
  });
});

describe('the campaign pages: landmarks and headings', () => {
  /** Headings in document order as "h<level> text"; regions (named sections) and their names. */
  const outline = () => ({
    headings: [...document.querySelectorAll('main h1, main h2, main h3')].map((h) => Number(h.tagName[1])),
    regions: screen.queryAllByRole('region').map((region) => region.getAttribute('aria-label') ?? region.id),
  });

  it.each([
    ['/app/campaigns/new', 'Nowa kampania'],
    [`/app/campaigns/${CAMPAIGN_ID}`, 'Edycja kampanii: Obligacje Wisła 2026'],
  ])('%s: no two regions of one name, and no heading level skipped', async (path, h1) => {
    signInAsOperator();
    serveCampaign(campaign());
    renderApp(path);
    await screen.findByRole('heading', { name: h1, level: 1 });
    await screen.findAllByRole('heading', { level: 3 });
    const names = screen.queryAllByRole('region').map((region) => accessibleName(region));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const levels = outline().headings;
    const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1);
    expect(skips, `heading levels ${levels.join(' ')}`).toEqual([]);
  });
});

/** The name a screen reader gives a region: aria-label, else the text of what aria-labelledby names. */
function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return label;
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
