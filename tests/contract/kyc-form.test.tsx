/**
 * The public KYC form against the contract (/kyc-form?token=…) — its steps, validation on blur,
 * the draft kept in this browser, the server's violations shown on their fields in their step, the single use
 * ("Form inactive because it was already sent"), the thank-you and the read-only preview, in PL and EN — and the
 * advisor's "Send KYC invitation" dialog on /app/offers (one call per address, partial failure).
 */
import { withDerivedDeclarations } from '#schemas/kyc-declarations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSendKycInvitationMockHandler } from '#generated/api/kyc-invitations/kyc-invitations.msw';
import {
  getGetPublicKycPreviewMockHandler,
  getGetPublicKycRequestMockHandler,
  getSubmitPublicKycMockHandler,
} from '#generated/api/public-kyc/public-kyc.msw';
import type { KycFormParameters, PublicKycRequest } from '#generated/api/model';
import { validKyc } from '../unit/schemas/fixtures';
import { serveAdvisorSession, serveCampaignList } from './campaigns-fixtures';
import { renderApp, serveBranding } from './render-app';
import { server } from './msw-server';

const TOKEN = 'Vjs50T9Zrvo6NoZX8QMBLQYl5wBP3RDh0UpX5S75xts';
const DRAFT_KEY = `fund.kyc-draft:${TOKEN}`;
const URL_PATH = `/kyc-form?token=${TOKEN}`;

const choice = (value: string, pl: string, en: string) => ({ value, label: { pl, en } });

const PARAMETERS: KycFormParameters = {
  countries: [{ value: 'PL', label: { pl: 'Polska' } }],
  documentTypes: [choice('ID_CARD', 'Dowód osobisty', 'ID card'), choice('PASSPORT', 'Paszport', 'Passport')],
  titles: [],
  maritalStatuses: [],
  propertyRegimes: [],
  industries: [
    choice('INFORMATION_COMMUNICATION', 'Informacja i komunikacja', 'Information and communication'),
    choice('FINANCE_INSURANCE', 'Działalność finansowa i ubezpieczeniowa', 'Financial and insurance activities'),
  ],
  originOfFundsTypes: [],
  pepFunctions: [],
  voivodeships: [],
};

function kycRequest(overrides: Partial<PublicKycRequest> = {}): PublicKycRequest {
  return {
    status: 'open',
    investorEmail: 'jan.kowalski@example.com',
    advisor: { firstName: 'Anna', surname: 'Nowak', email: 'anna.nowak@example.com', phone: null },
    message: 'Dzień dobry, proszę o wypełnienie formularza przed spotkaniem.',
    expiresAt: '2099-04-01T10:00:00.000Z',
    submittedAt: null,
    formParameters: PARAMETERS,
    ...overrides,
  };
}

/** A complete document the form accepts (the schema tests' one, with an industry of the parameters). */
function validForm() {
  const form = validKyc();
  form.occupation.industries = ['INFORMATION_COMMUNICATION'];
  form.identityDocument.expiryDate = '2098-01-15';
  return form;
}

function storeDraft(step: number, data: Record<string, unknown>) {
  window.localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ version: 1, step, reached: step, data, expiresAt: '2099-04-01T10:00:00.000Z' }),
  );
}

function serveRequest(request: PublicKycRequest | (() => PublicKycRequest) = kycRequest()) {
  serveBranding();
  server.use(getGetPublicKycRequestMockHandler(() => (typeof request === 'function' ? request() : request)));
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('/kyc-form: opening the invitation', () => {
  it('shows the advisor’s invitation and the first step, the invited address already filled in', async () => {
    serveRequest();
    renderApp(URL_PATH);
    await stepHeading('Dane osobowe');
    expect(screen.getByRole('heading', { level: 1, name: 'Formularz KYC' })).toBeTruthy();
    expect(document.body.textContent).toContain('Anna Nowak prosi Cię o wypełnienie formularza');
    expect(document.body.textContent).toContain('Dzień dobry, proszę o wypełnienie formularza przed spotkaniem.');
    expect(document.body.textContent).toContain('Formularz można wysłać do 01.04.2099.');
    expect(screen.getByText('Krok 1 z 8')).toBeTruthy();
    const steps = within(screen.getByRole('navigation', { name: 'Kroki formularza' })).getAllByRole('button');
    expect(steps.map((button) => button.textContent?.replace(/\(.*\)/, '').trim())).toEqual([
      '1. Dane osobowe',
      '2. Dokument tożsamości',
      '3. Rezydencja podatkowa',
      '4. Adresy',
      '5. Sytuacja rodzinna i zawodowa',
      '6. Finanse',
      '7. Beneficjenci, PEP i sankcje',
      '8. Oświadczenia inwestora',
    ]);
    expect((screen.getByLabelText(/^Adres e-mail/) as HTMLInputElement).value).toBe('jan.kowalski@example.com');
  });

  it('a link without a token, an expired invitation, an unknown token: each says what to do', async () => {
    serveBranding();
    const first = renderApp('/kyc-form');
    await screen.findByText('W adresie brakuje kodu zaproszenia. Otwórz link z wiadomości z zaproszeniem.');
    first.unmount();

    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, step: 2, reached: 2, data: {} }));
    server.use(
      getGetPublicKycRequestMockHandler(() => {
        throw HttpResponse.json({ label: 'This link has expired', code: 'TOKEN_INACTIVE' }, { status: 404 });
      }),
    );
    const second = renderApp(URL_PATH);
    await screen.findByText('Link wygasł');
    expect(document.body.textContent).toContain(
      'Ten link do formularza KYC wygasł. Jeśli nadal chcesz przekazać dane, poproś doradcę o nowe zaproszenie.',
    );
    expect(document.body.textContent).not.toContain('This link has expired');
    // A draft of a form that can no longer be sent is removed from this browser.
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull());
    second.unmount();
    window.localStorage.setItem('fund.locale', 'en');
    const english = renderApp(URL_PATH);
    await screen.findByText('The link has expired');
    expect(document.body.textContent).toContain(
      'This link to the KYC form has expired. If you still want to send your details, ask your advisor for a new invitation.',
    );
    english.unmount();
    window.localStorage.removeItem('fund.locale');

    server.use(
      getGetPublicKycRequestMockHandler(() => {
        throw HttpResponse.json({ label: 'KYC invitation not found', code: 'NOT_FOUND' }, { status: 404 });
      }),
    );
    renderApp(URL_PATH);
    await screen.findByText('Nie można otworzyć formularza');
    expect(document.body.textContent).not.toContain('KYC invitation not found');
  });
});

describe('/kyc-form: filling in', () => {
  it('validates on blur: a wrong PESEL, then one of another birth date, are refused; the step moves on when right', async () => {
    const user = userEvent.setup();
    serveRequest();
    const { personal } = validForm();
    storeDraft(0, { personal: { ...personal, pesel: undefined } });
    renderApp(URL_PATH);
    await stepHeading('Dane osobowe');
    const pesel = screen.getByLabelText(/^PESEL/);
    await user.type(pesel, '44051401358');
    await user.tab();
    expect(await screen.findByText('Podaj prawidłowy numer PESEL.')).toBeTruthy();
    expect(pesel.getAttribute('aria-invalid')).toBe('true');

    await user.clear(pesel);
    await user.type(pesel, '02070803628'); // valid, but born on 2002-07-08
    await user.tab();
    expect(await screen.findByText('Numer PESEL nie zgadza się z datą urodzenia.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Dane osobowe' })).toBeTruthy();

    await user.clear(pesel);
    await user.type(pesel, '44051401359');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Numer PESEL nie zgadza się z datą urodzenia.')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await stepHeading('Dokument tożsamości');
    expect(screen.getByText('Krok 2 z 8')).toBeTruthy();
  });

  it('keeps a draft in this browser: what was typed is there after the page is opened again', async () => {
    const user = userEvent.setup();
    serveRequest();
    const first = renderApp(URL_PATH);
    await stepHeading('Dane osobowe');
    await user.type(screen.getByLabelText(/^Imię\*?$/), 'Marianna');
    first.unmount();
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!).data.personal.firstName).toBe('Marianna');

    renderApp(URL_PATH);
    await stepHeading('Dane osobowe');
    expect(screen.getByText('Przywróciliśmy dane wpisane wcześniej w tej przeglądarce.')).toBeTruthy();
    expect((screen.getByLabelText(/^Imię\*?$/) as HTMLInputElement).value).toBe('Marianna');
  });

  it('the mailing address is asked only when it differs from the residential one', async () => {
    const user = userEvent.setup();
    serveRequest();
    const form = validForm();
    storeDraft(3, { ...form, addresses: { residentialAddress: form.addresses.residentialAddress } });
    renderApp(URL_PATH);
    await stepHeading('Adresy');
    const same = screen.getByRole('checkbox', {
      name: 'Adres korespondencyjny jest taki sam jak adres zamieszkania',
    }) as HTMLInputElement;
    expect(same.checked).toBe(true);
    expect(screen.queryByText('Adres korespondencyjny')).toBeNull();
    expect(screen.getAllByLabelText(/^Ulica/)).toHaveLength(1);
    await user.click(same);
    await waitFor(() => expect(screen.getAllByLabelText(/^Ulica/)).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Adres korespondencyjny' })).toBeTruthy();
    // Now it is needed: the step does not move on without it.
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Adresy' })).toBeTruthy();
    await user.click(same);
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await stepHeading('Sytuacja rodzinna i zawodowa');
  });

  it('the declaration shows the bank account and the origin of funds given in the finances step, not asked again', async () => {
    const user = userEvent.setup();
    serveRequest();
    const form = validForm();
    const { originOfFunds: _origin, bankAccount: _account, ...declarations } = form.declarations;
    storeDraft(6, { ...form, declarations });
    renderApp(URL_PATH);
    await stepHeading('Beneficjenci, PEP i sankcje');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await stepHeading('Oświadczenia inwestora');
    const iban = screen.getByLabelText(/^Numer rachunku \(IBAN\)/) as HTMLInputElement;
    expect(iban.value.replace(/ /g, '')).toBe(form.finances.bankAccounts[0]!.number.replace(/ /g, ''));
    expect(iban.readOnly || iban.disabled).toBe(true);
    expect(screen.getAllByText('Podane w kroku „Finanse”: aby zmienić, wróć do tego kroku.')).toHaveLength(2);
  });

  it('the declaration shows the PEP function given for the investor in the exposure step, and follows it', async () => {
    const user = userEvent.setup();
    serveRequest();
    const bodies: unknown[] = [];
    server.use(
      getSubmitPublicKycMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return { status: 'submitted', submittedAt: '2026-03-02T10:00:00.000Z' };
      }),
      getGetPublicKycPreviewMockHandler({ submittedAt: '2026-03-02T10:00:00.000Z', data: validForm() as never }),
    );
    const form = validForm();
    const mayor = { function: 'Mayor', startDate: '2020-01-01', status: 'Current', relationship: 'Self' } as const;
    storeDraft(6, {
      ...form,
      exposure: { ...form.exposure, pepFunctions: [mayor] },
      declarations: { ...form.declarations, isPep: false },
    });
    renderApp(URL_PATH);
    await stepHeading('Beneficjenci, PEP i sankcje');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await stepHeading('Oświadczenia inwestora');
    const isPep = () =>
      screen.getByRole('checkbox', {
        name: 'Jestem osobą zajmującą eksponowane stanowisko polityczne (PEP)',
      }) as HTMLInputElement;
    expect(isPep().checked).toBe(true);
    expect(isPep().disabled).toBe(true);
    expect(document.body.textContent).toContain(
      'Podane w kroku „Beneficjenci, PEP i sankcje” (eksponowane stanowiska polityczne pełnione osobiście, obecnie lub w ciągu ostatnich 12 miesięcy): aby zmienić, wróć do tego kroku.',
    );

    // Back in the exposure step the function ended years ago: the investor is no longer a PEP.
    await user.click(screen.getByRole('button', { name: /^7\. Beneficjenci, PEP i sankcje/ }));
    await stepHeading('Beneficjenci, PEP i sankcje');
    await user.selectOptions(screen.getByLabelText(/^Status funkcji PEP/), 'Zakończona ponad 12 miesięcy temu');
    await user.type(screen.getByLabelText(/^Data zakończenia/), '2021-06-30');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await stepHeading('Oświadczenia inwestora');
    expect(isPep().checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Wyślij formularz' }));
    await screen.findByText('Dziękujemy za przesłanie informacji. Dane z formularza KYC zostały wysłane.');
    const sent = bodies[0] as ReturnType<typeof validForm>;
    expect(sent.declarations.isPep).toBe(false);
    expect(sent.exposure.pepFunctions).toEqual([{ ...mayor, status: 'FormerOver12Months', endDate: '2021-06-30' }]);
  });

  it('an empty citizenship is a missing field, never "of the wrong type": on blur, on Next, after a draft reload', async () => {
    const user = userEvent.setup();
    serveRequest();
    const first = renderApp(URL_PATH);
    await stepHeading('Dane osobowe');
    const citizenship = () => screen.getByLabelText(/^Kraj obywatelstwa/);
    expect(citizenship().getAttribute('aria-invalid')).toBeNull();
    citizenship().focus();
    await user.tab();
    await waitFor(() => expect(citizenship().getAttribute('aria-invalid')).toBe('true'));
    expect(document.body.textContent).not.toContain('Nieprawidłowy typ wartości');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('Pole „Kraj obywatelstwa” jest wymagane.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Nieprawidłowy typ wartości');
    first.unmount();

    // The draft keeps the empty slot as null; in English after the reload.
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!).data.personal.citizenships).toEqual([null]);
    window.localStorage.setItem('fund.locale', 'en');
    renderApp(URL_PATH);
    await stepHeading('Personal data');
    expect(document.body.textContent).not.toContain('The value has the wrong type');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/^Country of citizenship.*is required/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('The value has the wrong type');
    window.localStorage.removeItem('fund.locale');
  });

  it('the sanctions percentages may not exceed 100% and an IBAN must be valid, in their steps', async () => {
    const user = userEvent.setup();
    serveRequest();
    const form = validForm();
    storeDraft(5, {
      ...form,
      finances: {
        ...form.finances,
        bankAccounts: [{ ...form.finances.bankAccounts[0]!, number: 'PL61109010140000071219812875' }],
      },
    });
    window.localStorage.setItem('fund.locale', 'en');
    renderApp(URL_PATH);
    await stepHeading('Finances');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Invalid Bank Account number')).not.toHaveLength(0);
    const iban = screen.getByLabelText(/^Account number \(IBAN\)/);
    await user.clear(iban);
    await user.type(iban, 'PL61 1090 1014 0000 0712 1981 2874');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Beneficial owners, PEP and sanctions');
    const percentages = screen.getAllByLabelText(/^Percentage/);
    await user.clear(percentages[2]!);
    await user.type(percentages[2]!, '33.35');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Total percentage exceeds 100%')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Beneficial owners, PEP and sanctions' })).toBeTruthy();
  });
});

describe('/kyc-form: the rules across fields, in Polish', () => {
  it.each([
    [
      'a beneficial owner with the investor’s own e-mail',
      6,
      'Beneficjenci, PEP i sankcje',
      (f: ReturnType<typeof validForm>) => {
        f.exposure.beneficialOwners[0]!.email = 'Jan.Kowalski@example.com';
      },
      'Adres e-mail beneficjenta rzeczywistego musi różnić się od adresu e-mail inwestora.',
    ],
    [
      'a PEP function that ends before it starts',
      6,
      'Beneficjenci, PEP i sankcje',
      (f: ReturnType<typeof validForm>) => {
        f.exposure.pepFunctions[0]!.endDate = '2009-12-31';
      },
      'Data zakończenia pełnienia funkcji nie może być wcześniejsza niż data rozpoczęcia.',
    ],
    [
      'a bank account entered twice',
      5,
      'Finanse',
      (f: ReturnType<typeof validForm>) => {
        f.finances.bankAccounts[1]!.number = 'PL61 1090 1014 0000 0712 1981 2874';
      },
      'Ten numer rachunku bankowego został już wprowadzony.',
    ],
    [
      'no industry',
      4,
      'Sytuacja rodzinna i zawodowa',
      (f: ReturnType<typeof validForm>) => {
        f.occupation.industries = [];
      },
      'Wybierz co najmniej jedną branżę.',
    ],
    [
      'a document expiring in less than 7 days',
      1,
      'Dokument tożsamości',
      (f: ReturnType<typeof validForm>) => {
        f.identityDocument.expiryDate = new Date().toISOString().slice(0, 10);
      },
      'Data ważności dokumentu nie może być wcześniejsza niż 7 dni od dzisiaj.',
    ],
  ])('%s is refused in its step', async (_name, step, heading, breakIt, message) => {
    const user = userEvent.setup();
    serveRequest();
    const form = validForm();
    breakIt(form);
    storeDraft(step, form);
    renderApp(URL_PATH);
    await stepHeading(heading);
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
  });
});

describe('/kyc-form: sending', () => {
  it('the server’s violations: back to their step, on their fields, the form not sent', async () => {
    const user = userEvent.setup();
    serveRequest();
    const bodies: unknown[] = [];
    server.use(
      getSubmitPublicKycMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        throw HttpResponse.json(
          {
            label: 'Validation failed',
            code: 'VALIDATION_FAILED',
            violations: [
              {
                propertyPath: 'finances.bankAccounts.0.number',
                title: 'validation.iban',
                message: 'Invalid Bank Account number',
              },
              {
                propertyPath: 'personal.pesel',
                title: 'validation.peselBirthDate',
                message: 'The PESEL number does not match the birth date.',
              },
            ],
          },
          { status: 400 },
        );
      }),
    );
    storeDraft(7, validForm());
    renderApp(URL_PATH);
    await stepHeading('Oświadczenia inwestora');
    await user.click(screen.getByRole('button', { name: 'Wyślij formularz' }));

    await stepHeading('Dane osobowe');
    // What is sent: the form, its declaration's bank account and origin of funds those of the finances step.
    expect(bodies).toEqual([withDerivedDeclarations(validForm())]);
    expect(document.body.textContent).toContain(
      'Formularz nie został wysłany. Popraw zaznaczone pola w kroku „Dane osobowe”.',
    );
    const pesel = screen.getByLabelText(/^PESEL/);
    const described = pesel.getAttribute('aria-describedby') ?? '';
    const errors = described
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(errors).toContain('Numer PESEL nie zgadza się z datą urodzenia.');
    expect(document.body.textContent).not.toContain('The PESEL number does not match');
  });

  it('sent: the thank-you, the submitted data read-only, the draft gone', async () => {
    const user = userEvent.setup();
    serveRequest();
    server.use(
      getSubmitPublicKycMockHandler({ status: 'submitted', submittedAt: '2026-03-02T10:00:00.000Z' }),
      getGetPublicKycPreviewMockHandler({ submittedAt: '2026-03-02T10:00:00.000Z', data: validForm() as never }),
    );
    storeDraft(7, validForm());
    renderApp(URL_PATH);
    await stepHeading('Oświadczenia inwestora');
    await user.click(screen.getByRole('button', { name: 'Wyślij formularz' }));

    await screen.findByText('Dziękujemy za przesłanie informacji. Dane z formularza KYC zostały wysłane.');
    await screen.findByRole('heading', { level: 2, name: 'Przesłane dane' });
    const preview = screen.getByRole('heading', { level: 2, name: 'Przesłane dane' }).closest('section')!;
    expect(preview.textContent).toContain('Kowalski');
    expect(preview.textContent).toContain('14.05.1944');
    expect(preview.textContent).toContain('PL61 1090 1014 0000 0712 1981 2874');
    expect(preview.textContent).toContain('Informacja i komunikacja');
    expect(preview.textContent).toContain('Dowód osobisty');
    expect(preview.querySelectorAll('input, select, textarea')).toHaveLength(0);
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('in English: "Thank you for your feedback. Your KYC form data has been sent."', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('fund.locale', 'en');
    serveRequest();
    server.use(
      getSubmitPublicKycMockHandler({ status: 'submitted', submittedAt: '2026-03-02T10:00:00.000Z' }),
      getGetPublicKycPreviewMockHandler({ submittedAt: '2026-03-02T10:00:00.000Z', data: validForm() as never }),
    );
    storeDraft(7, validForm());
    renderApp(URL_PATH);
    await stepHeading('Investor declarations');
    await user.click(screen.getByRole('button', { name: 'Send the form' }));
    await screen.findByText('Thank you for your feedback. Your KYC form data has been sent.');
    await screen.findByRole('heading', { level: 2, name: 'Submitted data' });
  });

  it('sent already (another tab): "Form inactive because it was already sent", then what was sent', async () => {
    const user = userEvent.setup();
    let submitted = false;
    serveRequest(() =>
      submitted ? kycRequest({ status: 'submitted', submittedAt: '2026-03-01T09:00:00.000Z' }) : kycRequest(),
    );
    server.use(
      getSubmitPublicKycMockHandler(() => {
        submitted = true;
        throw HttpResponse.json(
          { label: 'Form inactive because it was already sent', code: 'FORM_ALREADY_SENT' },
          { status: 409 },
        );
      }),
      getGetPublicKycPreviewMockHandler({ submittedAt: '2026-03-01T09:00:00.000Z', data: validForm() as never }),
    );
    window.localStorage.setItem('fund.locale', 'en');
    storeDraft(7, validForm());
    renderApp(URL_PATH);
    await stepHeading('Investor declarations');
    await user.click(screen.getByRole('button', { name: 'Send the form' }));
    await screen.findByText('Form inactive because it was already sent.');
    await screen.findByText('The form was sent on 01.03.2026.');
    await screen.findByRole('heading', { level: 2, name: 'Submitted data' });
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('opened after sending: the date and the submitted data, no form', async () => {
    serveRequest(kycRequest({ status: 'submitted', submittedAt: '2026-03-01T09:00:00.000Z' }));
    server.use(
      getGetPublicKycPreviewMockHandler({ submittedAt: '2026-03-01T09:00:00.000Z', data: validForm() as never }),
    );
    storeDraft(3, validForm());
    renderApp(URL_PATH);
    await screen.findByText('Formularz został wysłany 01.03.2026.');
    await screen.findByText('Marszałkowska');
    expect(screen.queryByRole('button', { name: 'Dalej' })).toBeNull();
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull());
  });
});

describe('/app/offers: "Send KYC invitation"', () => {
  it('one call per address with its own Idempotency-Key; a partial failure names the address; only it stays', async () => {
    const user = userEvent.setup();
    serveAdvisorSession();
    serveCampaignList({ items: [], totalCount: 0 });
    const calls: { body: Record<string, unknown>; key: string | null }[] = [];
    server.use(
      getSendKycInvitationMockHandler(async ({ request }) => {
        const body = (await request.json()) as { investorEmail: string };
        calls.push({ body, key: request.headers.get('Idempotency-Key') });
        if (body.investorEmail === 'doradca@example.com') {
          throw HttpResponse.json({ label: 'E-mail already used', code: 'EMAIL_ALREADY_USED' }, { status: 409 });
        }
        return {
          id: '3e1c0c2a-0000-4000-8000-0000000000aa',
          investorEmail: body.investorEmail,
          expiresAt: '2026-04-01T10:00:00.000Z',
        };
      }),
    );
    renderApp('/app/offers');
    await user.click(await screen.findByRole('button', { name: 'Wyślij zaproszenie KYC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zaproszenie do wypełnienia formularza KYC' });
    await user.type(
      within(dialog).getByLabelText(/^Adresy e-mail/),
      'jan@example.com;doradca@example.com;ewa@example.com',
    );
    await user.type(within(dialog).getByLabelText(/^Wiadomość/), 'Proszę o wypełnienie formularza KYC.');
    await user.click(within(dialog).getByLabelText(/^Potwierdzam/));
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij zaproszenia' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Nie wszystkie zaproszenia zostały wysłane.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['doradca@example.com: Ten adres e-mail jest już używany.']);
    expect(calls.map((call) => call.body.investorEmail).sort()).toEqual([
      'doradca@example.com',
      'ewa@example.com',
      'jan@example.com',
    ]);
    for (const call of calls) {
      expect(call.body).toEqual({
        investorEmail: call.body.investorEmail,
        message: 'Proszę o wypełnienie formularza KYC.',
      });
      expect(call.key).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set(calls.map((call) => call.key)).size).toBe(3);
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/^Adresy e-mail/) as HTMLInputElement).value).toBe('doradca@example.com'),
    );
  });

  it('all sent: a confirmation and the dialog closes', async () => {
    const user = userEvent.setup();
    serveAdvisorSession('coordinator');
    serveCampaignList({ items: [], totalCount: 0 });
    server.use(
      getSendKycInvitationMockHandler(async ({ request }) => {
        const body = (await request.json()) as { investorEmail: string };
        return {
          id: '3e1c0c2a-0000-4000-8000-0000000000aa',
          investorEmail: body.investorEmail,
          expiresAt: '2026-04-01T10:00:00.000Z',
        };
      }),
    );
    renderApp('/app/offers');
    await user.click(await screen.findByRole('button', { name: 'Wyślij zaproszenie KYC' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Adresy e-mail/), 'jan@example.com;ewa@example.com');
    await user.type(within(dialog).getByLabelText(/^Wiadomość/), 'Proszę o wypełnienie formularza KYC.');
    await user.click(within(dialog).getByLabelText(/^Potwierdzam/));
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij zaproszenia' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('2 zaproszenia zostały wysłane.')).toBeTruthy();
  });
});
