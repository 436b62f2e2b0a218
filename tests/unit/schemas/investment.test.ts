import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import { AJV_OPTIONS, fieldErrors, registerFormats } from '#schemas/formats';
import { createRjsfValidator, createTransformErrors } from '#schemas/formats/rjsf-validator';
import { investmentSchema, investmentUiSchema } from '#schemas/investment';

const ajv = registerFormats(new Ajv2020(AJV_OPTIONS));

function check(limits: Parameters<typeof investmentSchema>[0], value: unknown) {
  const schema = investmentSchema(limits);
  const validate = ajv.compile(schema);
  validate(value === undefined ? {} : { investmentValue: value });
  return fieldErrors(validate.errors, schema).map((e) => e.messageId);
}

describe('investment schema factory', () => {
  const offer = { min: 10000, max: 500000, step: 1000, currency: 'PLN' } as const;
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
    const schema = investmentSchema(offer);
    const en = createRjsfValidator('en').validateFormData(
      { investmentValue: 25500 },
      schema,
      undefined,
      createTransformErrors('en', schema),
    );
    expect(en.errorSchema.investmentValue?.__errors).toEqual(['The amount is indivisible by the multiplier 1000.']);
    const pl = createRjsfValidator('pl').validateFormData(
      { investmentValue: 25500 },
      schema,
      undefined,
      createTransformErrors('pl', schema),
    );
    expect(pl.errorSchema.investmentValue?.__errors).toEqual(['Kwota jest niepodzielna przez mnożnik 1000.']);
  });
  it('passes the currency to the amount widget', () => {
    expect(investmentUiSchema('EUR').investmentValue['ui:options']).toEqual({ currency: 'EUR' });
  });
});
