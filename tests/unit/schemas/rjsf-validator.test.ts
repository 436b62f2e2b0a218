/** RJSF 6 validators (validateFormData) with our formats/keywords and PL / EN messages. */
import { describe, expect, it } from 'vitest';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { createRjsfValidator, createTransformErrors, getRjsfValidator } from '#schemas/formats/rjsf-validator';
import { createTranslator } from '#schemas/formats/locale-translator';
import { kycNaturalPersonSteps, stepSchema, stepUiSchema, withOptions } from '#schemas/schema-tools';
import { TODAY, readJson, validKyc } from './fixtures';

const kycSchema = readJson('kyc-natural-person.schema.json') as RJSFSchema;
const kycUi = readJson('kyc-natural-person.ui-schema.json');
const validators = {
  pl: createRjsfValidator('pl', { today: () => TODAY }),
  en: createRjsfValidator('en', { today: () => TODAY }),
};

function errorsAt(errorSchema: ErrorSchema, path: string[]): string[] | undefined {
  let node: unknown = errorSchema;
  for (const p of path) node = (node as Record<string, unknown> | undefined)?.[p];
  return (node as { __errors?: string[] } | undefined)?.__errors;
}

function validate(locale: 'pl' | 'en', data: unknown, schema: RJSFSchema = kycSchema) {
  return validators[locale].validateFormData(
    data,
    schema,
    undefined,
    createTransformErrors(createTranslator(locale), schema),
    kycUi,
  );
}

describe('RJSF validator', () => {
  it('accepts the complete valid KYC sample', () => {
    const result = validate('pl', validKyc());
    expect(result.errors).toEqual([]);
  });

  it('puts a PESEL / birth-date mismatch on the PESEL field, in Polish and English', () => {
    const data = validKyc();
    data.personal.birthDate = '1944-05-15';
    expect(errorsAt(validate('pl', data).errorSchema, ['personal', 'pesel'])).toEqual([
      'Numer PESEL nie zgadza się z datą urodzenia.',
    ]);
    expect(errorsAt(validate('en', data).errorSchema, ['personal', 'pesel'])).toEqual([
      'The PESEL number does not match the birth date.',
    ]);
    expect(errorsAt(validate('pl', data).errorSchema, ['personal', 'birthDate'])).toBeUndefined();
  });

  it('shows the spec texts for a missing field, a bad IBAN and a percentage total over 100', () => {
    const data = validKyc();
    delete (data.personal as { lastName?: string }).lastName;
    data.declarations.bankAccount.iban = 'PL61109010140000071219812875';
    data.declarations.countryContributions.russia = 50.01;
    const en = validate('en', data).errorSchema;
    expect(errorsAt(en, ['personal', 'lastName'])).toEqual(['This field is required.']);
    expect(errorsAt(en, ['declarations', 'bankAccount', 'iban'])).toEqual(['Invalid Bank Account number']);
    expect(errorsAt(en, ['declarations', 'countryContributions'])).toEqual(['Total percentage exceeds 100%']);
    const pl = validate('pl', data).errorSchema;
    expect(errorsAt(pl, ['personal', 'lastName'])).toEqual(['To pole jest wymagane.']);
    expect(errorsAt(pl, ['declarations', 'bankAccount', 'iban'])).toEqual(['Nieprawidłowy numer rachunku bankowego.']);
  });

  it('reports array-item rules on the item field: duplicate account, PEP end before start, owner e-mail', () => {
    const data = validKyc();
    data.finances.bankAccounts[1]!.number = 'pl 6110 9010 1400 0007 1219 8128 74';
    data.exposure.pepFunctions[0]!.endDate = '2009-01-01';
    data.exposure.beneficialOwners[0]!.email = 'jan.kowalski@example.com';
    const { errorSchema, errors } = validate('en', data);
    expect(errorsAt(errorSchema, ['finances', 'bankAccounts', '1', 'number'])).toEqual([
      'This bank account number has already been entered.',
    ]);
    expect(errorsAt(errorSchema, ['exposure', 'pepFunctions', '0', 'endDate'])).toEqual([
      'The end date of the function may not be earlier than its start date.',
    ]);
    expect(errorsAt(errorSchema, ['exposure', 'beneficialOwners', '0', 'email'])).toEqual([
      "The beneficial owner's email must differ from the investor's email.",
    ]);
    expect(errors).toHaveLength(3);
    expect(errors.map((e) => e.params.messageId).sort()).toEqual([
      'validation.beneficialOwnerEmail',
      'validation.duplicateBankAccount',
      'validation.pepEndBeforeStart',
    ]);
  });

  it('document expiry uses the injected today: +7 passes, +6 fails with the number of days', () => {
    const data = validKyc();
    data.identityDocument.expiryDate = '2025-03-17';
    expect(validate('pl', data).errors).toEqual([]);
    data.identityDocument.expiryDate = '2025-03-16';
    expect(errorsAt(validate('pl', data).errorSchema, ['identityDocument', 'expiryDate'])).toEqual([
      'Data ważności dokumentu nie może być wcześniejsza niż 7 dni od dzisiaj.',
    ]);
  });

  it('drops the redundant "must match then schema" errors of if/then', () => {
    const data = validKyc();
    delete (data.declarations as { usTin?: string }).usTin;
    const { errors } = validate('en', data);
    expect(errors.map((e) => [e.property, e.message])).toEqual([['.declarations.usTin', 'This field is required.']]);
  });

  it('without transformErrors still localises standard messages with ajv-i18n', () => {
    const result = validators.pl.validateFormData(
      { email: 'x' },
      readJson('investor-token-request.schema.json') as RJSFSchema,
    );
    expect(result.errors[0]?.message).toMatch(/formatem/); // ajv-i18n pl: 'powinien zgadzać się z formatem "email"'
  });

  it('shares one validator per locale', () => {
    expect(getRjsfValidator('pl')).toBe(getRjsfValidator('pl'));
    expect(getRjsfValidator('pl')).not.toBe(getRjsfValidator('en'));
  });

  it('translates with the fallback chain selected -> pl -> en -> id', () => {
    expect(createTranslator('en')('validation.percentTotal', { max: 100 })).toBe('Total percentage exceeds 100%');
    expect(createTranslator('pl')('validation.minLength', { limit: 10 })).toBe('Minimalna długość to 10 znaków.');
    expect(createTranslator('en')('validation.noSuchKey')).toBe('validation.noSuchKey');
  });
});

describe('wizard steps and runtime options', () => {
  it('lists the eight steps in order with their title ids', () => {
    expect(kycNaturalPersonSteps.map((s) => s.id)).toEqual([
      'personal',
      'identityDocument',
      'tax',
      'addresses',
      'occupation',
      'finances',
      'exposure',
      'declarations',
    ]);
    expect(kycNaturalPersonSteps[0]?.titleId).toBe('form.kycNaturalPerson.personal.label');
  });

  it('a step form validates its own subtree with step-local rules', () => {
    const schema = stepSchema(kycSchema, 'personal') as RJSFSchema;
    const data = { ...validKyc().personal, birthDate: '1944-05-15' };
    const result = validators.en.validateFormData(
      data,
      schema,
      undefined,
      createTransformErrors(createTranslator('en'), schema),
      stepUiSchema(kycUi, 'personal'),
    );
    expect(errorsAt(result.errorSchema, ['pesel'])).toEqual(['The PESEL number does not match the birth date.']);
  });

  it("the exposure step already rejects the investor's e-mail taken from the wizard data", () => {
    const wizard = validKyc();
    wizard.exposure.beneficialOwners[0]!.email = 'JAN.KOWALSKI@example.com';
    const schema = stepSchema(kycSchema, 'exposure', wizard) as RJSFSchema;
    const result = validators.pl.validateFormData(
      wizard.exposure,
      schema,
      undefined,
      createTransformErrors(createTranslator('pl'), schema),
    );
    expect(errorsAt(result.errorSchema, ['beneficialOwners', '0', 'email'])).toEqual([
      'Adres e-mail beneficjenta rzeczywistego musi różnić się od adresu e-mail inwestora.',
    ]);
    const withoutWizard = stepSchema(kycSchema, 'exposure') as RJSFSchema;
    expect(validators.pl.validateFormData(wizard.exposure, withoutWizard).errors).toEqual([]);
  });

  it('withOptions restricts a string array to the given options', () => {
    const advisor = readJson('advisor.schema.json') as RJSFSchema;
    const { $id: _id, ...anonymous } = advisor as Record<string, unknown>;
    const schema = withOptions(anonymous, 'brokerNetworkIds', [{ value: 'net-1', label: 'Sieć 1' }]) as RJSFSchema;
    const base = {
      firstName: 'A',
      surname: 'B',
      email: 'a@example.com',
      documentType: 'ID_CARD',
      documentNumber: 'X1',
      documentExpiryDate: '2030-01-01',
      documentCountry: 'PL',
      powerOfAttorneyStartDate: '2025-01-01',
    };
    expect(validators.en.validateFormData({ ...base, brokerNetworkIds: ['net-1'] }, schema).errors).toEqual([]);
    expect(
      validators.en.validateFormData({ ...base, brokerNetworkIds: ['net-2'] }, schema).errors.length,
    ).toBeGreaterThan(0);
    expect((advisor.properties!.brokerNetworkIds as { items: Record<string, unknown> }).items.oneOf).toBeUndefined(); // original untouched
  });
});

describe('an empty value is missing, not of the wrong type', () => {
  it('an empty citizenship slot (undefined while typing, null from a kept draft) is reported as required', () => {
    const personal = stepSchema(kycSchema, 'personal') as RJSFSchema;
    const transform = createTransformErrors(createTranslator('pl'), personal);
    for (const empty of [undefined, null]) {
      const { personal: data } = validKyc();
      const { errors } = validators.pl.validateFormData(
        { ...data, citizenships: [empty] },
        personal,
        undefined,
        transform,
      );
      expect(errors.map(({ property, message }) => ({ property, message }))).toEqual([
        { property: '.citizenships.0', message: 'To pole jest wymagane.' },
      ]);
    }
    const { errors } = validators.en.validateFormData(
      { ...validKyc().personal, citizenships: [42] },
      personal,
      undefined,
      createTransformErrors(createTranslator('en'), personal),
    );
    expect(errors.map(({ message }) => message)).toEqual(['The value has the wrong type.']);
  });
});
