/** The operator's product and campaign forms (schemas/product-form.*, schemas/campaign.schema.json), through a real Ajv. */
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { AJV_OPTIONS, fieldErrors, registerFormats } from '#schemas/formats';
import campaignSchema from '#schemas/campaign.schema.json';
import {
  fromProduct,
  productFormSchema,
  toProductInput,
  variableRate,
  type ProductFormData,
} from '#schemas/product-form';

const ajv = registerFormats(new Ajv2020(AJV_OPTIONS));

function errors(schema: object, data: unknown): [string, string][] {
  const validate = ajv.getSchema((schema as { $id: string }).$id) ?? ajv.compile(schema);
  validate(data);
  return fieldErrors(validate.errors, schema).map((e) => [e.instancePath, e.messageId]);
}

const debt: ProductFormData = {
  code: 'OBL-A',
  namePl: 'Seria A',
  currency: 'PLN',
  interestType: 'Fixed',
  interestRate: 8.5,
  paymentFrequency: 'Quarterly',
  dayCountConvention: 'ACT/365F',
  termMonths: 24,
  startDate: '2026-01-01',
  investmentValueMin: 1000,
  investmentValueMax: 100000,
  investmentValueStep: 1000,
};

describe('product form schema', () => {
  it('accepts a valid debt product and asks Fixed for the rate, Variable for the reference rate and margin', () => {
    expect(errors(productFormSchema('debt'), debt)).toEqual([]);
    expect(errors(productFormSchema('debt'), { ...debt, interestRate: undefined })).toEqual([
      ['/interestRate', 'validation.required'],
    ]);
    expect(errors(productFormSchema('debt'), { ...debt, interestType: 'Variable', interestRate: undefined })).toEqual([
      ['/referenceRateName', 'validation.required'],
      ['/referenceRateValue', 'validation.required'],
      ['/margin', 'validation.required'],
    ]);
  });

  it('min <= max (on max) and both multiples of the step, in exact decimals', () => {
    expect(errors(productFormSchema('debt'), { ...debt, investmentValueMin: 2000, investmentValueMax: 1000 })).toEqual([
      ['/investmentValueMax', 'validation.amountMaxBelowMin'],
    ]);
    expect(errors(productFormSchema('debt'), { ...debt, investmentValueMin: 1500 })).toEqual([
      ['/investmentValueMin', 'validation.amountStep'],
    ]);
    expect(
      errors(productFormSchema('debt'), {
        ...debt,
        investmentValueMin: 10.23,
        investmentValueMax: 20.46,
        investmentValueStep: 0.01,
      }),
    ).toEqual([]);
  });

  it('equity has no interest fields and needs no term', () => {
    const {
      interestType: _t,
      interestRate: _r,
      paymentFrequency: _f,
      dayCountConvention: _d,
      termMonths: _m,
      ...equity
    } = debt;
    expect(errors(productFormSchema('equity'), equity)).toEqual([]);
    expect(errors(productFormSchema('equity'), { ...equity, interestRate: 5 })).toEqual([
      ['', 'validation.additionalProperties'],
    ]);
  });

  it('maps to ProductInput without stale fields of the other interest type, and back', () => {
    const variable = {
      ...debt,
      interestType: 'Variable' as const,
      referenceRateName: 'WIBOR 6M',
      referenceRateValue: 5.85,
      margin: 2.5,
    };
    const body = toProductInput(variable, 'debt');
    expect(body).toMatchObject({ interestRate: null, referenceRate: { name: 'WIBOR 6M', value: 5.85 }, margin: 2.5 });
    expect(variableRate(5.85, 2.5)).toBe(8.35);
    expect(toProductInput(debt, 'equity')).toMatchObject({
      interestType: null,
      termMonths: null,
      paymentFrequency: null,
    });
    const back = fromProduct({
      ...body,
      name: body.name,
      interestType: 'Variable',
      interestRate: 8.35,
      paymentFrequency: 'Quarterly',
      dayCountConvention: 'ACT/365F',
      termMonths: 24,
    });
    const { interestRate: _stale, ...withoutFixedRate } = variable;
    expect(back).toEqual(withoutFixedRate);
  });
});

describe('campaign schema (the contract CampaignInput)', () => {
  const valid = {
    type: 'debt',
    data: { translations: { pl: { name: 'Obligacje', description: 'Opis' } } },
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    targetAmount: 1000000,
    currency: 'PLN',
    paymentAccount: { bankAccount: 'PL61109010140000071219812874', recipient: 'Fundusz', paymentDays: 14 },
  };
  it('end >= start, IBAN check, PL name required, EN all or nothing', () => {
    expect(errors(campaignSchema, valid)).toEqual([]);
    expect(errors(campaignSchema, { ...valid, endDate: '2025-12-31' })).toEqual([
      ['/endDate', 'validation.campaignEnd'],
    ]);
    expect(
      errors(campaignSchema, {
        ...valid,
        paymentAccount: { ...valid.paymentAccount, bankAccount: 'PL61109010140000071219812875' },
      }),
    ).toEqual([['/paymentAccount/bankAccount', 'validation.iban']]);
    expect(errors(campaignSchema, { ...valid, data: { translations: { pl: { description: 'Opis' } } } })).toEqual([
      ['/data/translations/pl/name', 'validation.required'],
    ]);
    expect(
      errors(campaignSchema, {
        ...valid,
        data: { translations: { ...valid.data.translations, en: { issuerName: 'X' } } },
      }),
    ).toEqual([
      ['/data/translations/en/name', 'validation.required'],
      ['/data/translations/en/description', 'validation.required'],
    ]);
    expect(
      errors(campaignSchema, { ...valid, data: { translations: { ...valid.data.translations, en: {} } } }),
    ).toEqual([]);
  });
});
