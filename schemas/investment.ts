/**
 * Per-offer investment form schema. The offer decides the bounds (investmentValueMin / investmentValueMax,
 * a step and the currency), so the schema is built at runtime from `investment.schema.json`:
 * investmentValue is required, >= minimum, <= maximum and a multiple of the step ("the value is indivisible
 * by the multiplier"). Use the same Ajv options as everywhere (`AJV_OPTIONS`: multipleOfPrecision 8), so
 * a decimal step such as 0.01 is not broken by float noise.
 */
import baseSchema from './investment.schema.json';
import baseUiSchema from './investment.ui-schema.json';

export type InvestmentCurrency = 'PLN' | 'EUR' | 'USD';

export interface InvestmentLimits {
  min: number;
  max: number;
  step: number;
  currency: InvestmentCurrency;
}

export interface InvestmentSchema {
  $schema: string;
  title: string;
  description: string;
  type: 'object';
  additionalProperties: false;
  required: ['investmentValue'];
  properties: {
    investmentValue: {
      type: 'number';
      minimum: number;
      maximum: number;
      multipleOf: number;
      'x-errorMessages': Record<string, string>;
    };
  };
}

/** Builds the investment schema for one offer. Throws when the limits are inconsistent. */
export function investmentSchema({ min, max, step, currency }: InvestmentLimits): InvestmentSchema {
  if (!(Number.isFinite(min) && Number.isFinite(max) && Number.isFinite(step))) {
    throw new RangeError('Investment limits must be finite numbers');
  }
  if (step <= 0) throw new RangeError('The investment step must be positive');
  if (min <= 0 || max < min) throw new RangeError('Investment limits need 0 < min <= max');
  const base = baseSchema.properties.investmentValue;
  return {
    // No $id: one schema per offer must not collide in an Ajv instance's registry.
    $schema: baseSchema.$schema,
    title: baseSchema.title,
    description: `Investment in ${currency}: ${min}–${max}, step ${step}`,
    type: 'object',
    additionalProperties: false,
    required: ['investmentValue'],
    properties: {
      investmentValue: {
        type: 'number',
        minimum: min,
        maximum: max,
        multipleOf: step,
        'x-errorMessages': { ...base['x-errorMessages'] },
      },
    },
  };
}

/** The uiSchema for one offer: the currency is passed to the amount widget as `ui:options.currency`. */
export function investmentUiSchema(currency: InvestmentCurrency): typeof baseUiSchema {
  return {
    ...baseUiSchema,
    investmentValue: { ...baseUiSchema.investmentValue, 'ui:options': { currency } },
  };
}
