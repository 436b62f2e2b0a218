import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import type { RJSFSchema } from '@rjsf/utils';
import { AJV_OPTIONS, fieldErrors, registerFormats } from '#schemas/formats';
import { createRjsfValidator, createTransformErrors } from '#schemas/formats/rjsf-validator';
import { createTranslator } from '#schemas/formats/locale-translator';
import {
  investmentPayload,
  investmentSchema,
  investmentUiSchema,
  withoutInactiveBranch,
  type InvestmentFormData,
} from '#schemas/investment';
import baseSchema from '#schemas/investment.schema.json';

const ajv = registerFormats(new Ajv2020(AJV_OPTIONS));
const offer = { min: 10000, max: 500000, step: 1000, currency: 'PLN' } as const;

const address = {
  street: 'Marszałkowska',
  house: '10',
  flat: '5',
  postalCode: '00-950',
  city: 'Warszawa',
  country: 'PL',
};

/** A complete valid form of a natural person (PESEL and IBAN: public vectors, see pesel/bank-accounts tests). */
function personForm(): InvestmentFormData {
  return {
    investmentValue: 25000,
    investorType: 'person',
    person: {
      firstName: 'Jan',
      surname: 'Kowalski',
      pesel: '44051401359',
      address: { ...address },
      email: 'jan.kowalski@example.com',
      phone: '+48 600 700 800',
    },
    bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
    consents: { termsAccepted: true, risksAcknowledged: true },
  };
}

function companyForm(): InvestmentFormData {
  return {
    investmentValue: 25000,
    investorType: 'company',
    company: {
      name: 'Przykład sp. z o.o.',
      nip: '526-025-02-74',
      krs: '0000123456',
      regon: '192598184',
      address: { ...address },
      representative: { firstName: 'Anna', surname: 'Nowak', function: 'Prezes zarządu' },
      email: 'biuro@example.com',
      phone: '+48 22 123 45 67',
    },
    bankAccount: 'PL61109010140000071219812874',
    consents: { termsAccepted: true, risksAcknowledged: true, marketingConsent: false },
  };
}

/** [instancePath, message id] of each error of the whole form. */
function errors(data: unknown, limits: Parameters<typeof investmentSchema>[0] = offer): [string, string][] {
  const schema = investmentSchema(limits);
  const validate = ajv.compile(schema);
  validate(data);
  return fieldErrors(validate.errors, schema).map((e): [string, string] => [e.instancePath, e.messageId]);
}

function mutate(form: InvestmentFormData, change: (f: InvestmentFormData) => void): InvestmentFormData {
  change(form);
  return form;
}

/** Only the amount's message ids (the other fields complete and valid). */
function check(limits: Parameters<typeof investmentSchema>[0], value: unknown) {
  const form: Partial<InvestmentFormData> = personForm();
  if (value === undefined) delete form.investmentValue;
  else form.investmentValue = value as number;
  return errors(form, limits).map(([, id]) => id);
}

describe('investment schema factory: the amount', () => {
  it('accepts the bounds and multiples of the step', () => {
    expect(check(offer, 10000)).toEqual([]);
    expect(check(offer, 500000)).toEqual([]);
    expect(check(offer, 25000)).toEqual([]);
  });
  it('rejects missing, below minimum, above maximum and off-step values with their messages', () => {
    expect(check(offer, undefined)).toEqual(['validation.required']);
    expect(check(offer, 9000)).toEqual(['validation.investmentMin']);
    expect(check(offer, 501000)).toEqual(['validation.investmentMax']);
    expect(check(offer, 25500)).toEqual(['validation.investmentStep']);
  });
  it('handles a decimal step without float noise (AJV_OPTIONS.multipleOfPrecision)', () => {
    const cents = { min: 0.01, max: 1000, step: 0.01, currency: 'EUR' } as const;
    expect(check(cents, 10.23)).toEqual([]);
    expect(check(cents, 0.29)).toEqual([]);
    expect(check(cents, 10.235)).toEqual(['validation.investmentStep']);
  });
  it('refuses inconsistent limits', () => {
    expect(() => investmentSchema({ min: 100, max: 10, step: 1, currency: 'PLN' })).toThrow();
    expect(() => investmentSchema({ min: 100, max: 1000, step: 0, currency: 'PLN' })).toThrow();
  });
  it('RJSF shows "indivisible by the multiplier" in both languages', () => {
    const schema = investmentSchema(offer) as RJSFSchema;
    const data = { ...personForm(), investmentValue: 25500 };
    const en = createRjsfValidator('en').validateFormData(
      data,
      schema,
      undefined,
      createTransformErrors(createTranslator('en'), schema),
    );
    expect(en.errorSchema.investmentValue?.__errors).toEqual(['The amount is indivisible by the multiplier 1000.']);
    const pl = createRjsfValidator('pl').validateFormData(
      data,
      schema,
      undefined,
      createTransformErrors(createTranslator('pl'), schema),
    );
    expect(pl.errorSchema.investmentValue?.__errors).toEqual(['Kwota jest niepodzielna przez mnożnik 1000.']);
  });
  it('passes the currency to the amount widget', () => {
    expect(investmentUiSchema('EUR').investmentValue['ui:options']).toEqual({ currency: 'EUR' });
  });
});

describe('investment schema: the agreement data', () => {
  it('accepts a complete natural person and a complete company', () => {
    expect(errors(personForm())).toEqual([]);
    expect(errors(companyForm())).toEqual([]);
  });

  it('a natural person needs name, PESEL, address, e-mail and phone', () => {
    expect(errors({ ...personForm(), person: {} })).toEqual([
      ['/person/firstName', 'validation.required'],
      ['/person/surname', 'validation.required'],
      ['/person/pesel', 'validation.required'],
      ['/person/address', 'validation.required'],
      ['/person/email', 'validation.required'],
      ['/person/phone', 'validation.required'],
    ]);
    const { person: _person, ...withoutPerson } = personForm();
    expect(errors(withoutPerson)).toEqual([['/person', 'validation.required']]);
  });

  it('checks the PESEL checksum (one digit off fails)', () => {
    expect(errors(mutate(personForm(), (f) => (f.person!.pesel = '44051401358')))).toEqual([
      ['/person/pesel', 'validation.pesel'],
    ]);
  });

  it('checks the payout IBAN: "Invalid Bank Account number"', () => {
    expect(errors(mutate(personForm(), (f) => (f.bankAccount = 'PL61109010140000071219812875')))).toEqual([
      ['/bankAccount', 'validation.iban'],
    ]);
    const { bankAccount: _account, ...without } = personForm();
    expect(errors(without)).toEqual([['/bankAccount', 'validation.required']]);
  });

  it('checks the phone, the e-mail and the Polish postal code (only for a Polish address)', () => {
    const form = mutate(personForm(), (f) => {
      f.person!.phone = '+48 600 700';
      f.person!.email = 'jan@';
      f.person!.address.postalCode = '00950';
    });
    expect(errors(form)).toEqual([
      ['/person/address/postalCode', 'validation.postalCode'],
      ['/person/email', 'validation.email'],
      ['/person/phone', 'validation.phone'],
    ]);
    expect(
      errors(mutate(personForm(), (f) => (f.person!.address = { ...address, country: 'DE', postalCode: '10115' }))),
    ).toEqual([]);
    const { flat: _flat, ...noFlat } = address;
    expect(errors(mutate(personForm(), (f) => (f.person!.address = noFlat)))).toEqual([]);
  });

  it('the regulations and the risks must be accepted; marketing is optional', () => {
    expect(errors({ ...personForm(), consents: {} })).toEqual([
      ['/consents/termsAccepted', 'validation.mustBeChecked'],
      ['/consents/risksAcknowledged', 'validation.mustBeChecked'],
    ]);
    expect(
      errors({ ...personForm(), consents: { termsAccepted: false, risksAcknowledged: true, marketingConsent: true } }),
    ).toEqual([['/consents/termsAccepted', 'validation.mustBeChecked']]);
  });

  it('a company needs name, NIP, address, representative and contact; KRS and REGON are optional but checked', () => {
    expect(errors({ ...companyForm(), company: {} })).toEqual([
      ['/company/name', 'validation.required'],
      ['/company/nip', 'validation.required'],
      ['/company/address', 'validation.required'],
      ['/company/representative', 'validation.required'],
      ['/company/email', 'validation.required'],
      ['/company/phone', 'validation.required'],
    ]);
    expect(
      errors(
        mutate(companyForm(), (f) => {
          delete f.company!.krs;
          delete f.company!.regon;
        }),
      ),
    ).toEqual([]);
    expect(
      errors(
        mutate(companyForm(), (f) => {
          f.company!.nip = '5260250275';
          f.company!.krs = '123';
          f.company!.regon = '192598183';
          f.company!.representative = { firstName: 'Anna', surname: 'Nowak' } as never;
        }),
      ),
    ).toEqual([
      ['/company/nip', 'validation.nip'],
      ['/company/krs', 'validation.krs'],
      ['/company/regon', 'validation.regon'],
      ['/company/representative/function', 'validation.required'],
    ]);
  });

  it('person vs company: the chosen type decides which data is required, the other branch must be absent', () => {
    // A company form with the person's data instead of the company's.
    const { company: _company, ...noCompany } = companyForm();
    expect(errors({ ...noCompany, person: personForm().person })).toEqual([
      ['/company', 'validation.required'],
      ['/person', 'validation.invalid'],
    ]);
    expect(errors({ ...personForm(), company: companyForm().company })).toEqual([['/company', 'validation.invalid']]);
    expect(errors({ ...personForm(), investorType: 'trust' })).toEqual([['/investorType', 'validation.enum']]);
  });

  it('a tenant without legal persons accepts only natural persons and hides the choice', () => {
    const limits = { ...offer, legalPerson: false };
    expect(errors(personForm(), limits)).toEqual([]);
    expect(errors(companyForm(), limits)).toEqual([['/investorType', 'validation.enum']]);
    expect(investmentUiSchema('PLN', false).investorType['ui:widget']).toBe('hidden');
  });

  it('the person and the company address share one definition', () => {
    const props = (baseSchema as unknown as Record<string, { properties: Record<string, { properties: object }> }>)
      .then!.properties.company!.properties;
    const personProps = (
      baseSchema as unknown as Record<string, { properties: Record<string, { properties: object }> }>
    ).else!.properties.person!.properties;
    expect((props as Record<string, unknown>).address).toEqual((personProps as Record<string, unknown>).address);
  });

  it('the payload: only the chosen branch, IBAN and NIP canonical', () => {
    const both = { ...companyForm(), person: personForm().person };
    const payload = investmentPayload(both);
    expect(payload.person).toBeUndefined();
    expect(payload.company?.nip).toBe('5260250274');
    expect(payload.bankAccount).toBe('PL61109010140000071219812874');
    expect(errors(payload)).toEqual([]);
    expect(investmentPayload(personForm()).bankAccount).toBe('PL61109010140000071219812874');
    expect(withoutInactiveBranch({ investorType: 'person', company: {} as never, person: {} as never })).toEqual({
      investorType: 'person',
      person: {},
    });
  });
});
