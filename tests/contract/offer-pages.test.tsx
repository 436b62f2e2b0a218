/**
 * The investor's side of an offer against the contract (the server answers 501 today): the public
 * /campaign page, the /invest form (client and server messages, Idempotency-Key, payment instructions) and the
 * investor panel's /app/offers.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { OfferDetails } from '#generated/api/model';
import { configuration, renderApp, serveBranding } from './render-app';
import { server } from './msw-server';
import { signInAsInvestor } from './session';

const OFFER_ID = '3f8a1c2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

function offer(overrides: Partial<OfferDetails> = {}): OfferDetails {
  const product = {
    id: '11111111-2222-4333-8444-555555555555',
    campaignId: '22222222-2222-4333-8444-555555555555',
    code: 'OBL-A',
    name: { pl: 'Obligacje serii A', en: 'Series A bonds' },
    type: 'debt' as const,
    currency: 'PLN' as const,
    interestRate: 8.5,
    interestType: 'Fixed' as const,
    paymentFrequency: 'Quarterly' as const,
    investmentValueMin: 10000,
    investmentValueMax: 500000,
    investmentValueStep: 1000,
    termMonths: 24,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    dayCountConvention: 'ACT/365F' as const,
    referenceRate: null,
    margin: null,
  };
  return {
    id: OFFER_ID,
    status: 'viewed',
    statusDate: '2026-03-01T10:00:00Z',
    campaign: {
      id: product.campaignId,
      type: 'debt',
      status: 'active',
      data: {
        translations: {
          pl: {
            name: 'Kampania Wisła',
            shortDescription: 'Obligacje na rozwój floty',
            description:
              '## Dlaczego warto\n\nTo jest **ważne** i *pilne*.\n\n- pierwszy punkt\n- drugi punkt\n\n<script>alert(1)</script> [zły link](javascript:alert(1)) [prospekt](https://example.com/p)',
            issuerName: 'Wisła S.A.',
            highlights: ['Oprocentowanie 8,5%', 'Wypłaty co kwartał'],
          },
        },
      },
      products: [product],
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      currency: 'PLN',
      interestType: 'Fixed',
      paymentFrequency: 'Quarterly',
      targetAmount: 2000000,
      raisedAmount: 1234567.5,
      imageUrl: null,
      documents: [
        {
          id: '33333333-2222-4333-8444-555555555555',
          name: { pl: 'Memorandum informacyjne' },
          fileName: 'memorandum.pdf',
          url: '/public-api/documents/memorandum.pdf',
        },
      ],
    },
    product,
    currency: 'PLN',
    investmentValue: null,
    investmentValueMin: 10000,
    investmentValueMax: 500000,
    investmentValueStep: 1000,
    message: 'Polecam tę emisję, Anna',
    advisor: { firstName: 'Anna', surname: 'Nowak', email: 'advisor@demo.test', phone: '+48 600 700 800' },
    invitedAt: '2026-02-01T10:00:00Z',
    agreementDate: null,
    paymentDate: null,
    endDate: null,
    agreementStatus: null,
    paymentInstructions: null,
    paymentConfirmations: [],
    ...overrides,
  };
}

function accepted(base: OfferDetails = offer()): OfferDetails {
  return {
    ...base,
    status: 'accepted',
    investmentValue: 25000,
    agreementStatus: 'Processing',
    paymentInstructions: {
      bankAccount: 'PL61109010140000071219812874',
      recipient: 'Fundusz Wisła sp. z o.o.',
      title: 'Inwestycja OBL-A 3f8a1c2e',
      amount: { value: 12345.67, currency: 'PLN' },
      dueDate: '2026-03-15',
    },
  };
}

function serveTenant() {
  serveBranding(
    configuration({
      enableLegalPerson: true,
      consent2: { pl: 'Akceptuję regulamin Funduszu Wisła.', en: 'I accept the Vistula Fund terms.' },
      consent3: { pl: 'Zgoda na kontakt marketingowy.', en: 'Marketing contact consent.' },
      campaignInvestButtonText: { pl: 'Inwestuję teraz', en: 'Invest now' },
      formInvestButtonText: { pl: 'Składam deklarację', en: 'Submit the declaration' },
      debtPlaceholder: null,
      equityPlaceholder: null,
    }),
    { investmentRisks: { pl: 'Inwestowanie wiąże się z ryzykiem utraty kapitału.' } },
  );
}

function servePublicOffer(body: OfferDetails) {
  server.use(http.get('*/public-api/campaign-offer/:token', () => HttpResponse.json(body)));
}

const error = (status: number, code: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ label: 'Refused', code, ...extra }, { status });

async function fillPerson(user: UserEvent, amount: string) {
  await user.type(await screen.findByLabelText(/^Kwota inwestycji \(PLN\)/), amount);
  await user.type(screen.getByLabelText(/^Imię/), 'Jan');
  await user.type(screen.getByLabelText(/^Nazwisko/), 'Kowalski');
  await user.type(screen.getByLabelText(/^PESEL/), '44051401359');
  await user.type(screen.getByLabelText(/^Ulica/), 'Marszałkowska');
  await user.type(screen.getByLabelText(/^Numer domu/), '10');
  await user.type(screen.getByLabelText(/^Kod pocztowy/), '00-950');
  await user.type(screen.getByLabelText(/^Miejscowość/), 'Warszawa');
  await user.type(screen.getByLabelText(/^Adres e-mail/), 'jan@example.com');
  await user.type(screen.getByLabelText(/^Telefon/), '+48 600 700 800');
  await user.type(screen.getByLabelText(/^Rachunek bankowy/), 'PL61 1090 1014 0000 0712 1981 2874');
  await user.click(screen.getByLabelText('Akceptuję regulamin Funduszu Wisła.'));
  await user.click(screen.getByLabelText(/^Znam ryzyko inwestycyjne/));
}

describe('/campaign?token=…', () => {
  it('shows the viewed offer: campaign, terms in the product’s number format, safe Markdown, advisor and risks', async () => {
    serveTenant();
    servePublicOffer(offer());
    renderApp('/campaign?token=tok-123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kampania Wisła' })).toBeTruthy();
    expect(screen.getByText('Zebrano 1 234 567,50 PLN z 2 000 000,00 PLN')).toBeTruthy();
    const terms = screen.getByRole('region', { name: 'Warunki produktu' });
    expect(within(terms).getByText('10 000,00 PLN')).toBeTruthy();
    expect(within(terms).getByText('500 000,00 PLN')).toBeTruthy();
    expect(within(terms).getByText('8,5% (stałe)')).toBeTruthy();
    expect(within(terms).getByText('Co kwartał')).toBeTruthy();
    expect(within(terms).getByText('24 mies.')).toBeTruthy();
    // Markdown: heading, bold, list; raw HTML stays text; a javascript: link is no link.
    expect(screen.getByRole('heading', { level: 4, name: 'Dlaczego warto' })).toBeTruthy();
    expect(screen.getByText('ważne').tagName).toBe('STRONG');
    expect(screen.getByText('pierwszy punkt').tagName).toBe('LI');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'zły link' })).toBeNull();
    const prospectus = screen.getByRole('link', { name: 'prospekt' });
    expect(prospectus.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Memorandum informacyjne (PDF)' }).getAttribute('href')).toBe(
      '/public-api/documents/memorandum.pdf',
    );
    expect(screen.getByText('Polecam tę emisję, Anna')).toBeTruthy();
    expect(screen.getByText('Inwestowanie wiąże się z ryzykiem utraty kapitału.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inwestuję teraz' }).getAttribute('href')).toBe('/invest?token=tok-123');
  });

  it('"Interesuje mnie ta oferta" marks the offer interested and the button goes away', async () => {
    const user = userEvent.setup();
    serveTenant();
    servePublicOffer(offer());
    let calls = 0;
    server.use(
      http.patch('*/public-api/campaign-offer/:token/interest', ({ params }) => {
        calls += 1;
        expect(params.token).toBe('tok-123');
        return HttpResponse.json(offer({ status: 'interested' }));
      }),
    );
    renderApp('/campaign?token=tok-123');
    await user.click(await screen.findByRole('button', { name: 'Interesuje mnie ta oferta' }));
    expect(await screen.findByText('Dziękujemy, Twój doradca wie już o Twoim zainteresowaniu.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Interesuje mnie ta oferta' })).toBeNull();
    expect(screen.getByText('Rozważana')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('an inactive token: a page that says so (the one error handler), not a blank screen', async () => {
    serveTenant();
    server.use(http.get('*/public-api/campaign-offer/:token', () => error(404, 'TOKEN_INACTIVE')));
    renderApp('/campaign?token=dead');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie można otworzyć oferty' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Token nie jest już aktywny.');
  });

  it('an out-of-date offer and a missing token', async () => {
    serveTenant();
    server.use(http.get('*/public-api/campaign-offer/:token', () => error(409, 'OFFER_OUT_OF_DATE')));
    const first = renderApp('/campaign?token=old');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Oferta jest nieaktualna: wniosek z tego zaproszenia został już wysłany albo kampania się zakończyła.',
    );
    first.unmount();
    renderApp('/campaign');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'W linku brakuje tokenu oferty. Otwórz ponownie link z zaproszenia e-mail.',
    );
  });

  it('a finished campaign: the offer is shown without "Invest" and "Show interest"', async () => {
    serveTenant();
    const base = offer();
    servePublicOffer({ ...base, campaign: { ...base.campaign, status: 'completed' } });
    renderApp('/campaign?token=tok-123');
    expect(await screen.findByText('Kampania nie przyjmuje obecnie inwestycji.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Inwestuję teraz' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Interesuje mnie ta oferta' })).toBeNull();
  });

  it('an accepted offer shows the accepted state with the payment instructions', async () => {
    serveTenant();
    servePublicOffer(accepted());
    renderApp('/campaign?token=tok-123');
    expect(await screen.findByRole('heading', { name: 'Twoja inwestycja została przyjęta' })).toBeTruthy();
    expect(screen.getByText('PL61 1090 1014 0000 0712 1981 2874')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Inwestuję teraz' })).toBeNull();
  });
});

describe('/invest?token=…', () => {
  it('the three amount messages appear on leaving the field', async () => {
    const user = userEvent.setup();
    serveTenant();
    servePublicOffer(offer());
    renderApp('/invest?token=tok-123');
    const amount = await screen.findByLabelText(/^Kwota inwestycji \(PLN\)/);
    await user.type(amount, '9000');
    await user.tab();
    expect(await screen.findByText('Minimalna kwota inwestycji to 10 000,00 PLN.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '25500');
    await user.tab();
    expect(await screen.findByText('Kwota jest niepodzielna przez mnożnik 1 000,00 PLN.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '600000');
    await user.tab();
    expect(await screen.findByText('Maksymalna kwota inwestycji to 500 000,00 PLN.')).toBeTruthy();
  });

  it('the PESEL checksum and the IBAN are checked in the browser; the company fields appear only for a company', async () => {
    const user = userEvent.setup();
    serveTenant();
    servePublicOffer(offer());
    renderApp('/invest?token=tok-123');
    await user.type(await screen.findByLabelText(/^PESEL/), '44051401358');
    await user.tab();
    expect(await screen.findByText('Podaj prawidłowy numer PESEL.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Rachunek bankowy/), 'PL61109010140000071219812875');
    await user.tab();
    expect(await screen.findByText('Nieprawidłowy numer rachunku bankowego.')).toBeTruthy();
    expect(screen.queryByLabelText(/^NIP/)).toBeNull();
    await user.click(screen.getByLabelText('Firma (osoba prawna)'));
    expect(await screen.findByLabelText(/^NIP/)).toBeTruthy();
    expect(screen.queryByLabelText(/^PESEL/)).toBeNull();
  });

  it('a server 422 with parameters is shown by the one error handler; the Idempotency-Key is reused on retry', async () => {
    const user = userEvent.setup();
    serveTenant();
    servePublicOffer(offer());
    const keys: (string | null)[] = [];
    const bodies: unknown[] = [];
    const answers = [
      () => HttpResponse.json({ label: 'Unavailable', code: 'SERVICE_UNAVAILABLE' }, { status: 503 }),
      () =>
        error(422, 'OFFER_BELOW_MINIMUM', { parameters: { investmentValueMin: 30000, investmentValueMax: 500000 } }),
      () => HttpResponse.json(accepted()),
    ];
    server.use(
      http.patch('*/public-api/campaign-offer/:token/accept', async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        bodies.push(await request.json());
        return answers[keys.length - 1]!();
      }),
    );
    renderApp('/invest?token=tok-123');
    await fillPerson(user, '25000');
    const submit = screen.getByRole('button', { name: 'Składam deklarację' });
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Usługa jest chwilowo niedostępna. Spróbuj ponownie później.',
    );
    // The same attempt again (no answer known): the same key.
    await user.click(submit);
    expect(
      await screen.findByText('Oferta nie może zostać zaakceptowana. Minimalna kwota inwestycji to: 30 000,00'),
    ).toBeTruthy();
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // A definite refusal ends the attempt: a changed amount is a new attempt with a new key.
    const amount = screen.getByLabelText(/^Kwota inwestycji \(PLN\)/);
    await user.clear(amount);
    await user.type(amount, '30000');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Twoja inwestycja została przyjęta' })).toBeTruthy();
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
    // What was sent: the person's branch only, the IBAN without spaces, the consents.
    expect(bodies[2]).toEqual({
      investmentValue: 30000,
      investorType: 'person',
      person: {
        firstName: 'Jan',
        surname: 'Kowalski',
        pesel: '44051401359',
        address: { street: 'Marszałkowska', house: '10', postalCode: '00-950', city: 'Warszawa', country: 'PL' },
        email: 'jan@example.com',
        phone: '+48 600 700 800',
      },
      bankAccount: 'PL61109010140000071219812874',
      consents: { termsAccepted: true, risksAcknowledged: true },
    });
  });

  it('success shows the payment instructions and the e-signature status; a confirmation can be uploaded', async () => {
    const user = userEvent.setup();
    serveTenant();
    servePublicOffer(offer());
    server.use(
      http.patch('*/public-api/campaign-offer/:token/accept', () => HttpResponse.json(accepted())),
      http.post('*/public-api/campaign-offer/:token/upload', () =>
        HttpResponse.json(
          {
            id: '44444444-2222-4333-8444-555555555555',
            fileName: 'przelew.pdf',
            contentType: 'application/pdf',
            size: 1234,
            createdAt: '2026-03-02T10:00:00Z',
          },
          { status: 201 },
        ),
      ),
    );
    renderApp('/invest?token=tok-123');
    await fillPerson(user, '25000');
    await user.click(screen.getByRole('button', { name: 'Składam deklarację' }));
    const payment = await screen.findByRole('region', { name: 'Instrukcja płatności' });
    // The page keeps its one h1 (the campaign) after the acceptance.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Kampania Wisła']);
    expect(within(payment).getByText('PL61 1090 1014 0000 0712 1981 2874')).toBeTruthy();
    expect(within(payment).getByText('Fundusz Wisła sp. z o.o.')).toBeTruthy();
    expect(within(payment).getByText('Inwestycja OBL-A 3f8a1c2e')).toBeTruthy();
    expect(within(payment).getByText('12 345,67 PLN')).toBeTruthy();
    expect(within(payment).getByText('15.03.2026')).toBeTruthy();
    expect(screen.getByText(/Status umowy: wysłana\./)).toBeTruthy();
    const file = new File(['%PDF-1.4'], 'przelew.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Wybierz plik'), file);
    expect(await screen.findByText('Potwierdzenie zostało dołączone.')).toBeTruthy();
    expect(screen.getByText('przelew.pdf').tagName).toBe('LI');
  });

  it('"Podgląd umowy (PDF)" posts the chosen amount and the form’s data', async () => {
    const user = userEvent.setup();
    serveTenant();
    servePublicOffer(offer());
    const sent: unknown[] = [];
    server.use(
      http.post('*/public-api/campaign-offer/:token/pdf', async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(new Blob(['%PDF-1.4']), { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    URL.createObjectURL = () => 'blob:agreement';
    URL.revokeObjectURL = () => {};
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderApp('/invest?token=tok-123');
    // The preview is the agreement that will be signed, with what the form holds.
    await fillPerson(user, '25000');
    await user.click(screen.getByRole('button', { name: 'Podgląd umowy (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['agreement.pdf blob:agreement']));
    expect(sent).toEqual([
      {
        investmentValue: 25000,
        form: {
          investorType: 'person',
          person: {
            firstName: 'Jan',
            surname: 'Kowalski',
            pesel: '44051401359',
            address: { street: 'Marszałkowska', house: '10', postalCode: '00-950', city: 'Warszawa', country: 'PL' },
            email: 'jan@example.com',
            phone: '+48 600 700 800',
          },
          bankAccount: 'PL61109010140000071219812874',
          consents: { termsAccepted: true, risksAcknowledged: true, marketingConsent: false },
        },
      },
    ]);
    click.mockRestore();
  });
});

describe('the investor panel: /app/offers', () => {
  it("lists the investor's offers with status, campaign and amount, and opens one", async () => {
    const user = userEvent.setup();
    serveTenant();
    signInAsInvestor();
    const acceptedOffer = accepted();
    server.use(
      http.get('*/investor-api/offers', () =>
        HttpResponse.json({
          items: [offer(), { ...acceptedOffer, id: 'aaaaaaaa-2222-4333-8444-555555555555' }],
          totalCount: 2,
        }),
      ),
      http.get('*/investor-api/offer/:id', ({ params }) => HttpResponse.json({ ...offer(), id: String(params.id) })),
    );
    renderApp('/app/offers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje oferty' })).toBeTruthy();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Wyświetlona')).toBeTruthy();
    expect(within(rows[1]!).getByText('jeszcze nie wybrano')).toBeTruthy();
    expect(within(rows[2]!).getByText('25 000,00 PLN')).toBeTruthy();
    expect(within(rows[2]!).getByText('Zaakceptowana')).toBeTruthy();
    // An accepted offer is an investment now: its page with the schedule, the viewed one is not.
    expect(
      within(rows[2]!).getByRole('link', { name: 'Inwestycja i harmonogram: Kampania Wisła' }).getAttribute('href'),
    ).toBe('/app/investments/aaaaaaaa-2222-4333-8444-555555555555');
    expect(within(rows[1]!).queryByRole('link', { name: /^Inwestycja i harmonogram/ })).toBeNull();
    await user.click(within(rows[1]!).getByRole('link', { name: 'Otwórz ofertę Kampania Wisła' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kampania Wisła' })).toBeTruthy();
  });

  it('the detail: show interest and invest with the same form (Idempotency-Key on /investor-api)', async () => {
    const user = userEvent.setup();
    serveTenant();
    signInAsInvestor();
    let key: string | null = null;
    server.use(
      http.get('*/investor-api/offer/:id', () => HttpResponse.json(offer())),
      http.patch('*/investor-api/offer/:id/interest', () => HttpResponse.json(offer({ status: 'interested' }))),
      http.patch('*/investor-api/offer/:id/accept', ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        return HttpResponse.json(accepted());
      }),
    );
    renderApp(`/app/offers/${OFFER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Interesuje mnie ta oferta' }));
    expect(await screen.findByText('Dziękujemy, Twój doradca wie już o Twoim zainteresowaniu.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Inwestuję teraz' }));
    await fillPerson(user, '25000');
    await user.click(screen.getByRole('button', { name: 'Składam deklarację' }));
    expect(await screen.findByRole('region', { name: 'Instrukcja płatności' })).toBeTruthy();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the offer screens', () => {
  it('the subscription window is the campaign’s dates; the product’s dates have their own name', async () => {
    serveTenant();
    const base = offer();
    servePublicOffer({ ...base, campaign: { ...base.campaign, startDate: '2026-11-08', endDate: '2027-02-06' } });
    renderApp('/campaign?token=tok-123');
    const terms = await screen.findByRole('region', { name: 'Warunki produktu' });
    const valueOf = (label: string) => within(terms).getByText(label).nextElementSibling?.textContent;
    expect(valueOf('Okres subskrypcji')).toBe('08.11.2026 – 06.02.2027');
    expect(valueOf('Początek i wykup')).toBe('01.01.2026 – 31.12.2026');
  });
});

describe('money inputs take the Polish decimal comma and spaces', () => {
  it('reads "25000,50" as 25 000,50 (not 2 500 050) and shows the product’s number format on leaving the field', async () => {
    const user = userEvent.setup();
    serveTenant();
    servePublicOffer(offer({ investmentValueStep: 0.01 }));
    renderApp('/invest?token=tok-123');
    const amount = (await screen.findByLabelText(/^Kwota inwestycji \(PLN\)/)) as HTMLInputElement;
    for (const [typed, shown] of [
      ['25000,50', '25 000,50'],
      ['25 000,50', '25 000,50'],
      ['25000.50', '25 000,50'],
      ['30000', '30 000,00'],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.tab();
      expect(amount.value).toBe(shown);
      expect(screen.queryByText(/Maksymalna kwota inwestycji/)).toBeNull();
      expect(screen.queryByText('Nieprawidłowy typ wartości.')).toBeNull();
    }
    await user.clear(amount);
    await user.type(amount, '25 tysięcy');
    await user.tab();
    expect(await screen.findByText('Nieprawidłowy typ wartości.')).toBeTruthy();
  });
});

describe('IBAN inputs grouped in fours', () => {
  it('shows the account in fours while typing and on leaving the field; the form keeps it without spaces', async () => {
    const user = userEvent.setup();
    serveTenant();
    servePublicOffer(offer());
    renderApp('/invest?token=tok-123');
    const account = (await screen.findByLabelText(/^Rachunek bankowy do wypłat \(IBAN\)/)) as HTMLInputElement;
    await user.type(account, 'PL6110901014');
    expect(account.value).toBe('PL61 1090 1014');
    await user.type(account, '0000071219812874');
    await user.tab();
    expect(account.value).toBe('PL61 1090 1014 0000 0712 1981 2874');
    await user.clear(account);
    await user.type(account, '61 1090 1014 0000 0712 1981 2874');
    await user.tab();
    expect(account.value).toBe('61 1090 1014 0000 0712 1981 2874');
  });
});

describe('bounds with the currency, one message per cause', () => {
  it('9 500 under a minimum of 10 000 with a step of 1 000 says only the minimum', async () => {
    const user = userEvent.setup();
    serveTenant();
    servePublicOffer(offer());
    renderApp('/invest?token=tok-123');
    const amount = await screen.findByLabelText(/^Kwota inwestycji \(PLN\)/);
    await user.type(amount, '9500');
    await user.tab();
    expect(await screen.findByText('Minimalna kwota inwestycji to 10 000,00 PLN.')).toBeTruthy();
    expect(screen.queryByText(/niepodzielna przez mnożnik/)).toBeNull();
  });
});

describe('what is known is filled in on /invest', () => {
  it('the invited e-mail and Poland are there from the start', async () => {
    serveTenant();
    servePublicOffer(offer({ invitedEmail: 'walk.anna@example.com' }));
    renderApp('/invest?token=tok-123');
    const email = (await screen.findByLabelText(/^Adres e-mail/)) as HTMLInputElement;
    expect(email.value).toBe('walk.anna@example.com');
    const country = screen.getByLabelText(/^Kraj/) as HTMLSelectElement;
    expect(country.value).toBe('PL');
    expect(country.selectedOptions[0]?.textContent).toBe('Polska');
  });
});

describe('the issuer heading', () => {
  it('stands above the offer when the tenant has one', async () => {
    serveBranding(configuration({ issuerHeading: { pl: 'Emitent: Wisła S.A.', en: 'Issuer: Wisła S.A.' } }));
    servePublicOffer(offer());
    renderApp('/campaign?token=tok-123');
    await screen.findByRole('heading', { level: 1, name: 'Kampania Wisła' });
    expect(screen.getByText('Emitent: Wisła S.A.')).toBeTruthy();
  });
});
