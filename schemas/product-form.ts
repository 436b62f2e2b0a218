/**
 * The operator's product form (schemas/product-form.schema.json): flat fields, so each is one input, mapped to
 * and from the contract's ProductInput / Product. `productFormSchema(type)` is the schema for a campaign type: a
 * debt product needs its interest type, frequency, day-count convention and term; an equity product has none of
 * them (nor a rate). No React, no I/O: the server may validate with it too.
 */
import baseSchema from './product-form.schema.json';

export type ProductCampaignType = 'debt' | 'equity';
export type ProductCurrency = 'PLN' | 'EUR' | 'USD';
export type ProductInterestType = 'Fixed' | 'Variable';
export type ProductPaymentFrequency = 'Monthly' | 'Quarterly' | 'Semi-annually' | 'Annually' | 'At Maturity';
export type ProductDayCountConvention = 'ACT/365F' | '30E/360' | 'ACT/ACT';

export const PAYMENT_FREQUENCIES: readonly ProductPaymentFrequency[] = [
  'Monthly',
  'Quarterly',
  'Semi-annually',
  'Annually',
  'At Maturity',
];
export const DAY_COUNT_CONVENTIONS: readonly ProductDayCountConvention[] = ['ACT/365F', '30E/360', 'ACT/ACT'];
export const PRODUCT_CURRENCIES: readonly ProductCurrency[] = ['PLN', 'EUR', 'USD'];

/** The form's data (what the schema validates). */
export interface ProductFormData {
  code?: string;
  namePl?: string;
  nameEn?: string;
  currency?: ProductCurrency;
  interestType?: ProductInterestType;
  interestRate?: number;
  referenceRateName?: string;
  referenceRateValue?: number;
  margin?: number;
  paymentFrequency?: ProductPaymentFrequency;
  dayCountConvention?: ProductDayCountConvention;
  termMonths?: number;
  startDate?: string;
  investmentValueMin?: number;
  investmentValueMax?: number;
  investmentValueStep?: number;
}

/** The contract's ProductInput (kept structural here: schemas/ does not import generated/). */
export interface ProductInputBody {
  code: string;
  name: { pl: string; en?: string };
  currency: ProductCurrency;
  interestType?: ProductInterestType | null;
  interestRate?: number | null;
  referenceRate?: { name: string; value: number } | null;
  margin?: number | null;
  paymentFrequency?: ProductPaymentFrequency | null;
  dayCountConvention?: ProductDayCountConvention | null;
  termMonths?: number | null;
  startDate: string;
  investmentValueMin: number;
  investmentValueMax: number;
  investmentValueStep: number;
}

const DEBT_ONLY = [
  'interestType',
  'interestRate',
  'referenceRateName',
  'referenceRateValue',
  'margin',
  'paymentFrequency',
  'dayCountConvention',
  'termMonths',
] as const;

const schemas = new Map<ProductCampaignType, object>();

/** The form schema for a product of a debt or an equity campaign (stable per type: Ajv compiles it once). */
export function productFormSchema(type: ProductCampaignType): object {
  let schema = schemas.get(type);
  if (!schema) {
    const { $id, ...rest } = baseSchema;
    if (type === 'debt') {
      schema = {
        ...rest,
        $id: $id.replace('.schema.json', '-debt.schema.json'),
        required: [...rest.required, 'interestType', 'paymentFrequency', 'dayCountConvention', 'termMonths'],
      };
    } else {
      const properties: Record<string, unknown> = { ...rest.properties };
      DEBT_ONLY.forEach((key) => delete properties[key]);
      const { allOf: _rateRules, ...withoutRateRules } = rest;
      schema = { ...withoutRateRules, $id: $id.replace('.schema.json', '-equity.schema.json'), properties };
    }
    schemas.set(type, schema);
  }
  return schema;
}

/** Sum of two percentages in exact decimals (4 places): the Variable rate = reference rate + margin. */
export function variableRate(referenceRate: number, margin: number): number {
  return Math.round((referenceRate + margin) * 10_000) / 10_000;
}

/**
 * The body for createProduct / updateProduct from valid form data. Only the fields of the chosen interest type
 * are sent (the others null), so switching Fixed -> Variable leaves no stale rate behind; equity sends no terms.
 */
export function toProductInput(data: ProductFormData, type: ProductCampaignType): ProductInputBody {
  const nameEn = data.nameEn?.trim();
  const body: ProductInputBody = {
    code: data.code ?? '',
    name: nameEn ? { pl: data.namePl ?? '', en: nameEn } : { pl: data.namePl ?? '' },
    currency: data.currency ?? 'PLN',
    startDate: data.startDate ?? '',
    investmentValueMin: data.investmentValueMin ?? 0,
    investmentValueMax: data.investmentValueMax ?? 0,
    investmentValueStep: data.investmentValueStep ?? 0,
  };
  if (type === 'equity') {
    return {
      ...body,
      interestType: null,
      interestRate: null,
      referenceRate: null,
      margin: null,
      paymentFrequency: null,
      dayCountConvention: null,
      termMonths: null,
    };
  }
  const fixed = data.interestType === 'Fixed';
  return {
    ...body,
    interestType: data.interestType ?? null,
    interestRate: fixed ? (data.interestRate ?? null) : null,
    referenceRate:
      !fixed && data.referenceRateName !== undefined && data.referenceRateValue !== undefined
        ? { name: data.referenceRateName, value: data.referenceRateValue }
        : null,
    margin: fixed ? null : (data.margin ?? null),
    paymentFrequency: data.paymentFrequency ?? null,
    dayCountConvention: data.dayCountConvention ?? null,
    termMonths: data.termMonths ?? null,
  };
}

/** The form's data for an existing product (the contract's Product). */
export function fromProduct(product: {
  code: string;
  name: { pl: string; en?: string };
  currency: ProductCurrency;
  interestType: ProductInterestType | null;
  interestRate: number | null;
  referenceRate?: { name: string; value: number } | null;
  margin?: number | null;
  paymentFrequency: ProductPaymentFrequency | null;
  dayCountConvention: ProductDayCountConvention;
  termMonths: number | null;
  startDate: string;
  investmentValueMin: number;
  investmentValueMax: number;
  investmentValueStep: number;
}): ProductFormData {
  const data: ProductFormData = {
    code: product.code,
    namePl: product.name.pl,
    currency: product.currency,
    startDate: product.startDate,
    investmentValueMin: product.investmentValueMin,
    investmentValueMax: product.investmentValueMax,
    investmentValueStep: product.investmentValueStep,
  };
  if (product.name.en) data.nameEn = product.name.en;
  if (product.interestType) data.interestType = product.interestType;
  if (product.interestType === 'Fixed' && product.interestRate !== null) data.interestRate = product.interestRate;
  if (product.interestType === 'Variable') {
    if (product.referenceRate) {
      data.referenceRateName = product.referenceRate.name;
      data.referenceRateValue = product.referenceRate.value;
    }
    if (product.margin !== null && product.margin !== undefined) data.margin = product.margin;
  }
  if (product.paymentFrequency) data.paymentFrequency = product.paymentFrequency;
  if (product.dayCountConvention) data.dayCountConvention = product.dayCountConvention;
  if (product.termMonths !== null) data.termMonths = product.termMonths;
  return data;
}
