import { parse } from '@formatjs/icu-messageformat-parser';
import { AxiosError, AxiosHeaders } from 'axios';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ErrorCode, type Error as ApiError } from '#generated/api/model';
import { ALL_VALIDATION_MESSAGE_IDS } from '#schemas/formats/messages';
import { errorBodyOf, getErrorMessage, violationText } from '../../../src/lib/errors';
import { loadCatalogue, messagesFor } from '../../../src/lib/i18n';

await loadCatalogue('en');

const pl = createIntl({ locale: 'pl', defaultLocale: 'en', messages: messagesFor('pl') });
const en = createIntl({ locale: 'en', defaultLocale: 'en', messages: messagesFor('en') });

const DEFAULT_EN = 'Something went wrong. Please try again later.';
const DEFAULT_PL = 'Coś poszło nie tak. Spróbuj ponownie później.';

function axiosErrorWith(status: number, body: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data: body,
  });
}

const body = (fields: Partial<ApiError>): Partial<ApiError> => fields;

/** What no message a person sees may contain: a raw message id or a placeholder. */
function expectReadable(message: string) {
  expect(message).not.toMatch(/\b(validation|error|form)\.[a-zA-Z]/);
  expect(message).not.toMatch(/[{}]/);
}

describe('getErrorMessage', () => {
  it('defaults when there is nothing to read', () => {
    expect(getErrorMessage(new Error('network down'), en)).toBe(DEFAULT_EN);
    expect(getErrorMessage(undefined, en)).toBe(DEFAULT_EN);
    expect(getErrorMessage(axiosErrorWith(502, '<html>Bad gateway</html>'), en)).toBe(DEFAULT_EN);
    expect(getErrorMessage(axiosErrorWith(500, {}), pl)).toBe(DEFAULT_PL);
  });

  it("never shows a server label that is not one of the spec's (it is English server text)", () => {
    expect(getErrorMessage(body({ label: 'Only an operator may change a coordinator' }), pl)).toBe(DEFAULT_PL);
    expect(getErrorMessage(body({ label: 'Advisor not found', code: 'NOT_FOUND' }), pl)).toBe(
      'Nie znaleziono. Mogło zostać usunięte albo link jest nieprawidłowy.',
    );
    expect(getErrorMessage(body({ label: 'Not implemented', code: 'NOT_IMPLEMENTED' }), en)).toBe(
      'This function is not available yet.',
    );
  });

  it('maps the known labels to friendly messages', () => {
    expect(getErrorMessage(body({ label: 'Bad credentials', code: 'BAD_CREDENTIALS' }), en)).toBe(
      'Incorrect login and/or password.',
    );
    expect(getErrorMessage(body({ label: 'Bad credentials', code: 'BAD_CREDENTIALS' }), pl)).toBe(
      'Niepoprawny login i/lub hasło.',
    );
    expect(getErrorMessage(body({ label: 'Token is invalid.', code: 'BAD_REQUEST' }), en)).toBe(
      'Token is no longer active.',
    );
    expect(getErrorMessage(body({ label: 'User with the given email not found', code: 'USER_NOT_FOUND' }), en)).toBe(
      'No user with the specified email address found.',
    );
    expect(getErrorMessage(body({ label: 'error.unexpected', code: 'INTERNAL_ERROR' }), en)).toBe(DEFAULT_EN);
  });

  it.each([
    ['ACCOUNT_INACTIVE', 'Account is not active.', 'Konto nie jest aktywne.'],
    ['CAMPAIGN_INACTIVE', 'Campaign is no longer active.', 'Kampania nie jest już aktywna.'],
    ['LEAD_OTHER_OWNER', 'Lead belongs to another advisor.', 'Lead należy do innego doradcy.'],
    ['INVALID_FORM_DATA', 'Incorrect form data.', 'Niepoprawne dane formularza.'],
    ['CAMPAIGN_NOT_STARTED', 'Campaign is not yet started.', 'Kampania jeszcze się nie rozpoczęła.'],
    ['CAMPAIGN_FINISHED', 'Campaign has already been completed.', 'Kampania została już zakończona.'],
    ['TOKEN_INACTIVE', 'Token is no longer active.', 'Token nie jest już aktywny.'],
    [
      'TWO_FACTOR_INVALID',
      'Incorrect authentication code. Enter the current code from the app.',
      'Nieprawidłowy kod uwierzytelniający. Wpisz aktualny kod z aplikacji.',
    ],
  ] as const)('code %s replaces the label', (code, english, polish) => {
    const error = axiosErrorWith(409, { label: 'Some server text', code });
    expect(getErrorMessage(error, en)).toBe(english);
    expect(getErrorMessage(error, pl)).toBe(polish);
  });

  // Every code of the contract's ErrorCode enum, with the English label a server would send.
  it.each(Object.values(ErrorCode))('code %s: a translated message in PL and EN, never the label', (code) => {
    const error = axiosErrorWith(400, { label: 'An English server text', code });
    const polish = getErrorMessage(error, pl);
    const english = getErrorMessage(error, en);
    for (const message of [polish, english]) {
      expectReadable(message);
      expect(message).not.toContain('An English server text');
    }
    if (code === 'INTERNAL_ERROR') {
      expect([polish, english]).toEqual([DEFAULT_PL, DEFAULT_EN]);
    } else {
      expect(polish, code).not.toBe(DEFAULT_PL);
      expect(polish, code).not.toBe(english);
    }
  });

  it('OFFER_ABOVE_MAXIMUM: the maximum message, ": " and investmentValueMax', () => {
    const error = body({
      label: 'x',
      code: 'OFFER_ABOVE_MAXIMUM',
      parameters: { investmentValueMin: 1000, investmentValueMax: 250000 },
    });
    expect(getErrorMessage(error, en)).toBe(
      'The offer cannot be accepted. The maximum investment amount is: 250 000,00',
    );
    expect(getErrorMessage(error, pl)).toBe(
      'Oferta nie może zostać zaakceptowana. Maksymalna kwota inwestycji to: 250 000,00',
    );
  });

  it('OFFER_MINIMUM_NOT_REACHED: the minimum message with investmentValueMax (as the spec says)', () => {
    const error = body({
      label: 'x',
      code: 'OFFER_MINIMUM_NOT_REACHED',
      parameters: { investmentValueMin: 1000, investmentValueMax: 250000 },
    });
    expect(getErrorMessage(error, en)).toBe(
      'The offer cannot be accepted. The minimum investment amount is: 250 000,00',
    );
  });

  it('OFFER_BELOW_MINIMUM: the minimum message with investmentValueMin', () => {
    const error = body({
      label: 'x',
      code: 'OFFER_BELOW_MINIMUM',
      parameters: { investmentValueMin: 1000, investmentValueMax: 250000 },
    });
    expect(getErrorMessage(error, en)).toBe('The offer cannot be accepted. The minimum investment amount is: 1 000,00');
  });

  it('OFFER_BELOW_MINIMUM with its currency: the bound as money', () => {
    const error = body({
      label: 'x',
      code: 'OFFER_BELOW_MINIMUM',
      parameters: { investmentValueMin: 30000, investmentValueMax: 250000, currency: 'PLN' },
    });
    expect(getErrorMessage(error, pl)).toBe(
      'Oferta nie może zostać zaakceptowana. Minimalna kwota inwestycji to 30 000,00 PLN',
    );
    expect(getErrorMessage(error, en)).toBe(
      'The offer cannot be accepted. The minimum investment amount is 30 000,00 PLN',
    );
  });

  it('an offer code without its amount shows the message alone', () => {
    expect(getErrorMessage(body({ label: 'x', code: 'OFFER_BELOW_MINIMUM' }), en)).toBe(
      'The offer cannot be accepted. The minimum investment amount is',
    );
  });

  it('violations are not used when the label or the code already gave a message', () => {
    const violations = [{ propertyPath: 'email', title: 'validation.email', message: '' }];
    expect(getErrorMessage(body({ label: 'error.unexpected', code: 'INVALID_FORM_DATA', violations }), en)).toBe(
      'Incorrect form data.',
    );
  });

  it('errorBodyOf reads the body from an axios error or takes a body as is', () => {
    expect(errorBodyOf(axiosErrorWith(400, { label: 'L', code: 'BAD_REQUEST' }))).toEqual({
      label: 'L',
      code: 'BAD_REQUEST',
    });
    expect(errorBodyOf({ code: 'NOT_FOUND' })).toEqual({ code: 'NOT_FOUND' });
    expect(errorBodyOf('text')).toBeNull();
    expect(errorBodyOf(axiosErrorWith(500, 'text'))).toBeNull();
  });
});

/** The server's 400 for a request that failed the contract (server/src/plugins/errors.ts). */
const validationFailed = (...violations: ApiError['violations'] & object) =>
  axiosErrorWith(400, { label: 'Validation failed', code: 'VALIDATION_FAILED', violations });

describe('violations, in every shape the server produces', () => {
  it('a body field: "<label as the form shows it> - <translated text>"', () => {
    const error = validationFailed(
      { propertyPath: 'email', title: 'validation.required', message: 'This field is required.' },
      { propertyPath: 'phone', title: 'validation.phone', message: 'second' },
    );
    expect(getErrorMessage(error, pl, { fields: { email: 'Adres e-mail' } })).toBe(
      'Adres e-mail - To pole jest wymagane.',
    );
    expect(getErrorMessage(error, en, { fields: { email: 'E-mail address' } })).toBe(
      'E-mail address - This field is required.',
    );
  });

  it('a field the screen does not label is not named by its raw path', () => {
    const error = validationFailed({ propertyPath: 'bankAccounts.0.number', title: 'validation.iban', message: 'x' });
    expect(getErrorMessage(error, pl)).toBe('Nieprawidłowy numer rachunku bankowego.');
  });

  it('a message id with values the violation does not carry (wrong investor code: token minLength)', () => {
    const error = validationFailed({
      propertyPath: 'token',
      title: 'validation.minLength',
      message: 'Minimum length is 20 characters.',
    });
    expect(getErrorMessage(error, pl, { fields: { token: 'Kod logowania z e-maila' } })).toBe(
      'Kod logowania z e-maila - Wpisana wartość jest za krótka.',
    );
    expect(getErrorMessage(error, en)).toBe('The value is too short.');
  });

  it('an id in the address (path.id): the address is not valid, no "Path.id"', () => {
    const error = validationFailed({ propertyPath: 'path.id', title: 'validation.format', message: 'x' });
    expect(getErrorMessage(error, pl)).toBe('Adres tej strony jest nieprawidłowy.');
    expect(getErrorMessage(error, en)).toBe('The address of this page is not valid.');
  });

  it("a list's query (query.filters...): the filters or the sorting are not valid", () => {
    const error = validationFailed({
      propertyPath: 'query.filters.brokerNetworkIds.value',
      title: 'validation.required',
      message: 'x',
    });
    expect(getErrorMessage(error, pl)).toBe('Filtry lub sortowanie listy są nieprawidłowe.');
  });

  it('a header (header.context-type) or the whole body (empty path): the text alone', () => {
    expect(
      getErrorMessage(
        validationFailed({ propertyPath: 'header.context-type', title: 'validation.const', message: 'x' }),
        pl,
      ),
    ).toBe('Nieprawidłowa wartość.');
    expect(getErrorMessage(validationFailed({ propertyPath: '', title: 'validation.type', message: 'x' }), pl)).toBe(
      'Nieprawidłowy typ wartości.',
    );
  });

  it("the services' own violations: networks, power of attorney, e-mail taken, missing file", () => {
    const cases: [string, string, string][] = [
      ['brokerNetworkIds.1', 'validation.networkNotAllowed', 'Nie możesz przypisać tej sieci.'],
      [
        'powerOfAttorneyEndDate',
        'validation.powerOfAttorneyEnd',
        'Data końca pełnomocnictwa nie może być wcześniejsza niż data początku.',
      ],
      ['file', 'validation.required', 'To pole jest wymagane.'],
    ];
    for (const [propertyPath, title, text] of cases) {
      expect(getErrorMessage(validationFailed({ propertyPath, title, message: 'English' }), pl)).toBe(text);
    }
    const taken = axiosErrorWith(409, {
      label: 'E-mail already used',
      code: 'EMAIL_ALREADY_USED',
      violations: [{ propertyPath: 'email', title: 'validation.emailAlreadyUsed', message: 'English' }],
    });
    expect(getErrorMessage(taken, pl)).toBe('Ten adres e-mail jest już używany.');
  });

  it('an unknown message id: the generic text, never the English message', () => {
    const error = validationFailed({ propertyPath: 'x', title: 'Something else', message: 'An English message' });
    expect(getErrorMessage(error, pl)).toBe('To pole jest nieprawidłowe.');
  });

  it.each(ALL_VALIDATION_MESSAGE_IDS)('%s: a readable text in PL and EN, different languages', (title) => {
    const polish = violationText({ title }, pl);
    const english = violationText({ title }, en);
    expectReadable(polish);
    expectReadable(english);
    expect(polish).not.toBe(english);
  });

  it('translates from a production catalogue too (messages precompiled to ICU ASTs)', () => {
    const compiled = Object.fromEntries(Object.entries(messagesFor('pl')).map(([id, text]) => [id, parse(text)]));
    const plCompiled = createIntl({ locale: 'pl', defaultLocale: 'en', messages: compiled });
    const error = validationFailed({
      propertyPath: 'email',
      title: 'validation.required',
      message: 'This field is required.',
    });
    expect(getErrorMessage(error, plCompiled, { fields: { email: 'E-mail' } })).toBe('E-mail - To pole jest wymagane.');
    expect(violationText({ title: 'validation.minLength' }, plCompiled)).toBe('Wpisana wartość jest za krótka.');
  });
});

describe('the financial-document label code', () => {
  const FIELDS = [
    ['counterPartyTin', 'Counterparty TIN', 'NIP kontrahenta'],
    ['counterPartyName', 'Counterparty name', 'Nazwa kontrahenta'],
    ['counterPartyStreet', 'Street', 'Ulica'],
    ['counterPartyStreetNumber', 'Street number', 'Numer budynku'],
    ['counterPartyApartmentNumber', 'Local', 'Numer lokalu'],
    ['counterPartyCity', 'City', 'Miejscowość'],
    ['counterPartyZipCode', 'ZIP code', 'Kod pocztowy'],
    ['counterPartyCountry', 'Country', 'Kraj'],
    ['type', 'Document type', 'Rodzaj dokumentu'],
    ['documentNumber', 'Document number', 'Numer dokumentu'],
    ['correctedDocumentNumber', 'Corrected document number', 'Numer dokumentu korygowanego'],
    ['issueDate', 'Issue date', 'Data wystawienia'],
    ['paymentDate', 'Payment date', 'Termin płatności'],
    ['saleDate', 'Sale date', 'Data sprzedaży'],
    ['additionDate', 'Addition date', 'Data dodania'],
    ['paymentMethod', 'Payment method', 'Sposób płatności'],
    ['paymentStatus', 'Payment status', 'Status płatności'],
    ['currency', 'Currency', 'Waluta'],
    ['bankAccount', 'Bank account', 'Numer rachunku bankowego'],
    ['bankAccountCountry', 'Bank account country', 'Kraj rachunku bankowego'],
    ['glAccount', 'GL account', 'Konto księgowe'],
    ['costCenter', 'Cost center', 'Miejsce powstawania kosztów'],
  ] as const;
  const financial = (propertyPath: string, title = 'validation.required') =>
    body({
      label: 'error.financialDocument',
      code: 'VALIDATION_FAILED',
      violations: [{ propertyPath, title, message: 'This field is required.' }],
    });

  it.each(FIELDS)('names %s by its friendly label, then the message (EN and PL)', (field, english, polish) => {
    expect(getErrorMessage(financial(field), en)).toBe(`${english} - This field is required.`);
    expect(getErrorMessage(financial(field), pl)).toBe(`${polish} - To pole jest wymagane.`);
  });

  it('also inside the document (document.counterPartyTin), with the translated text of the violation', () => {
    expect(getErrorMessage(financial('document.counterPartyTin', 'validation.nip'), pl)).toBe(
      'NIP kontrahenta - Podaj prawidłowy numer NIP.',
    );
  });

  it('without the label code, the same path is not named (the form on screen labels its own fields)', () => {
    const plain = body({
      code: 'VALIDATION_FAILED',
      violations: [{ propertyPath: 'glAccount', title: 'validation.required', message: 'x' }],
    });
    expect(getErrorMessage(plain, en)).toBe('This field is required.');
  });

  it('an unknown field under the label code: the message alone', () => {
    const message = getErrorMessage(financial('somethingElse'), en);
    expect(message).toBe('This field is required.');
    expectReadable(message);
  });
});
