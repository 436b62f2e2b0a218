/**
 * Per-offer investment form schema. The offer decides the bounds (investmentValueMin / investmentValueMax,
 * a step and the currency), so the schema is built at runtime from `investment.schema.json`:
 * investmentValue is required, >= minimum, <= maximum and a multiple of the step ("the value is indivisible
 * by the multiplier"). Use the same Ajv options as everywhere (`AJV_OPTIONS`: multipleOfPrecision 8), so
 * a decimal step such as 0.01 is not broken by float noise.
 *
 * The rest of the form (the agreement's data) is the base schema as it is: investorType `person` | `company`
 * selects the branch (root if/then/else; the other branch must be absent), the payout account is an `iban`,
 * and the consents `termsAccepted` and `risksAcknowledged` must be checked (`marketingConsent` is optional).
 * A tenant without legal-person investors (`enableLegalPerson: false`) gets `investorType` limited to `person`.
 */
import baseSchema from './investment.schema.json';
import baseUiSchema from './investment.ui-schema.json';
import { normalizeIban } from './formats/iban';
import { normalizeNip } from './formats/polish-registers';

export type InvestmentCurrency = 'PLN' | 'EUR' | 'USD';
export type InvestorType = 'person' | 'company';

export interface InvestmentLimits {
  min: number;
  max: number;
  step: number;
  currency: InvestmentCurrency;
  /** Whether companies may invest (the tenant's enableLegalPerson); default true. */
  legalPerson?: boolean;
}

export interface InvestmentAddress {
  street: string;
  house: string;
  flat?: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface InvestmentPerson {
  firstName: string;
  surname: string;
  pesel: string;
  address: InvestmentAddress;
  email: string;
  phone: string;
}

export interface InvestmentCompany {
  name: string;
  nip: string;
  krs?: string;
  regon?: string;
  address: InvestmentAddress;
  representative: { firstName: string; surname: string; function: string };
  email: string;
  phone: string;
}

/** The form's data (= the contract's AcceptOfferRequest). */
export interface InvestmentFormData {
  investmentValue: number;
  investorType: InvestorType;
  person?: InvestmentPerson;
  company?: InvestmentCompany;
  bankAccount: string;
  consents: { termsAccepted: true; risksAcknowledged: true; marketingConsent?: boolean };
}

/**
 * The base schema with the offer's bounds on investmentValue (no $id: one schema per offer). Typed loosely
 * below the root: pass it to RJSF / Ajv as their schema type.
 */
export interface InvestmentSchema {
  [keyword: string]: unknown;
  type: 'object';
  properties: {
    [property: string]: unknown;
    investmentValue: {
      type: 'number';
      minimum: number;
      maximum: number;
      multipleOf: number;
      'x-errorMessages': Record<string, string>;
    };
    investorType: { type: 'string'; enum: InvestorType[]; default: InvestorType };
  };
}

/** Builds the investment schema for one offer. Throws when the limits are inconsistent. */
export function investmentSchema({ min, max, step, currency, legalPerson = true }: InvestmentLimits): InvestmentSchema {
  if (!(Number.isFinite(min) && Number.isFinite(max) && Number.isFinite(step))) {
    throw new RangeError('Investment limits must be finite numbers');
  }
  if (step <= 0) throw new RangeError('The investment step must be positive');
  if (min <= 0 || max < min) throw new RangeError('Investment limits need 0 < min <= max');
  const { $id: _id, ...rest } = baseSchema;
  const base = baseSchema.properties.investmentValue;
  return {
    // No $id: one schema per offer must not collide in an Ajv instance's registry.
    ...rest,
    type: 'object',
    description: `Investment in ${currency}: ${min}–${max}, step ${step}`,
    properties: {
      ...baseSchema.properties,
      investmentValue: {
        type: 'number',
        minimum: min,
        maximum: max,
        multipleOf: step,
        'x-errorMessages': { ...base['x-errorMessages'] },
      },
      investorType: {
        type: 'string',
        enum: legalPerson ? ['person', 'company'] : ['person'],
        default: 'person',
      },
    },
  };
}

/**
 * The uiSchema for one offer: the currency is passed to the amount widget as `ui:options.currency`; without
 * legal persons the investor-type choice is hidden (it can only be `person`).
 */
export function investmentUiSchema(currency: InvestmentCurrency, legalPerson = true): typeof baseUiSchema {
  return {
    ...baseUiSchema,
    investmentValue: { ...baseUiSchema.investmentValue, 'ui:options': { currency } },
    investorType: legalPerson
      ? baseUiSchema.investorType
      : { ...baseUiSchema.investorType, 'ui:widget': 'hidden' as (typeof baseUiSchema.investorType)['ui:widget'] },
  };
}

/**
 * What is sent: only the branch of the chosen investor type (data typed in the other branch before switching
 * is dropped), the IBAN and the NIP in their canonical forms, and no empty optional strings.
 */
export function investmentPayload(data: InvestmentFormData): InvestmentFormData {
  const { person, company, ...common } = data;
  const payload: InvestmentFormData = { ...common, bankAccount: normalizeIban(data.bankAccount) };
  if (data.investorType === 'company' && company) payload.company = { ...company, nip: normalizeNip(company.nip) };
  if (data.investorType === 'person' && person) payload.person = person;
  return payload;
}

/** The form data without the branch of the other investor type (the form calls it on every change). */
export function withoutInactiveBranch<T extends Partial<InvestmentFormData>>(data: T): T {
  const inactive = data.investorType === 'company' ? 'person' : 'company';
  if (!(inactive in data)) return data;
  const { [inactive]: _dropped, ...rest } = data;
  return rest as T;
}
