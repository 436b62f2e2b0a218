import { parse } from '@formatjs/icu-messageformat-parser';
import { AxiosError, AxiosHeaders } from 'axios';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Error as ApiError } from '../../../generated/api/model';
import { errorBodyOf, getErrorMessage } from '../../../src/lib/errors';
import { messagesFor } from '../../../src/lib/i18n';

const pl = createIntl({ locale: 'pl', defaultLocale: 'en', messages: messagesFor('pl') });
const en = createIntl({ locale: 'en', defaultLocale: 'en', messages: messagesFor('en') });

const DEFAULT_EN = 'Something went wrong. Please try again later.';

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

describe('getErrorMessage (spec 001 section 8)', () => {
  it('defaults when there is nothing to read', () => {
    expect(getErrorMessage(new Error('network down'), en)).toBe(DEFAULT_EN);
    expect(getErrorMessage(undefined, en)).toBe(DEFAULT_EN);
    expect(getErrorMessage(axiosErrorWith(502, '<html>Bad gateway</html>'), en)).toBe(DEFAULT_EN);
    expect(getErrorMessage(axiosErrorWith(500, {}), pl)).toBe('Coś poszło nie tak. Spróbuj ponownie później.');
  });

  it("takes the server's label", () => {
    expect(getErrorMessage(body({ label: 'Not implemented', code: 'NOT_IMPLEMENTED' }), en)).toBe('Not implemented');
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
  ] as const)('code %s replaces the label', (code, english, polish) => {
    const error = axiosErrorWith(409, { label: 'Some server text', code });
    expect(getErrorMessage(error, en)).toBe(english);
    expect(getErrorMessage(error, pl)).toBe(polish);
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

  it('an offer code without its amount shows the message alone', () => {
    expect(getErrorMessage(body({ label: 'x', code: 'OFFER_BELOW_MINIMUM' }), en)).toBe(
      'The offer cannot be accepted. The minimum investment amount is',
    );
  });

  it('with the default message and violations: "<Field> - <title>" of the first violation', () => {
    const error = axiosErrorWith(422, {
      label: 'error.unexpected',
      code: 'VALIDATION_FAILED',
      violations: [
        { propertyPath: 'email', title: 'This value is not a valid email address.', message: 'm1' },
        { propertyPath: 'phone', title: 'Second', message: 'm2' },
      ],
    });
    expect(getErrorMessage(error, en)).toBe('Email - This value is not a valid email address.');
  });

  it('violations without a label, and a violation of the whole body (empty path)', () => {
    expect(
      getErrorMessage(
        body({ violations: [{ propertyPath: 'bankAccounts.0.number', title: 'Invalid', message: '' }] }),
        en,
      ),
    ).toBe('BankAccounts.0.number - Invalid');
    expect(getErrorMessage(body({ violations: [{ propertyPath: '', title: 'Body invalid', message: '' }] }), en)).toBe(
      'Body invalid',
    );
  });

  it("the server's validation failure shows its first violation, the title translated when it is a message id", () => {
    const failure = {
      label: 'Validation failed',
      code: 'VALIDATION_FAILED' as const,
      violations: [{ propertyPath: 'email', title: 'validation.required', message: 'This field is required.' }],
    };
    expect(getErrorMessage(body(failure), en)).toBe('Email - This field is required.');
    expect(getErrorMessage(body(failure), pl)).toBe('Email - To pole jest wymagane.');
  });

  it('translates the title from a production catalogue too (messages precompiled to ICU ASTs)', () => {
    const compiled = Object.fromEntries(Object.entries(messagesFor('pl')).map(([id, text]) => [id, parse(text)]));
    const plCompiled = createIntl({ locale: 'pl', defaultLocale: 'en', messages: compiled });
    const failure = {
      label: 'Validation failed',
      code: 'VALIDATION_FAILED' as const,
      violations: [{ propertyPath: 'email', title: 'validation.required', message: 'This field is required.' }],
    };
    expect(getErrorMessage(body(failure), plCompiled)).toBe('Email - To pole jest wymagane.');
  });

  it('violations are not used when the label or the code already gave a message', () => {
    const violations = [{ propertyPath: 'email', title: 'Invalid', message: '' }];
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
