// previewPaymentSchedule (public): the schedule an amount would give, for a product of the host's tenant or for
// terms given in the body, computed by the ONE engine; nothing is stored. Every refusal of the input is 400
// VALIDATION_FAILED with violations on the fields (the engine's input errors mapped to them).
import type {
  PaymentSchedulePreview,
  PaymentSchedulePreviewRequest,
  ScheduleTerms,
  Violation,
} from '#generated/api/model';
import {
  computePaymentSchedule,
  PaymentScheduleInputError,
  type PaymentScheduleInputErrorCode,
  type ProductTerms,
} from '#schemas/finance/payment-schedule';
import { notFound, validationFailed } from '../../plugins/errors';
import type { Caller } from '../shared';
import { previewOf, productTermsOf } from './investment-model';
import * as repo from './investments.repository';

const v = (propertyPath: string, title: string, message: string): Violation => ({ propertyPath, title, message });

function termsFromBody(terms: ScheduleTerms, violations: Violation[]): ProductTerms | null {
  const base = {
    startDate: terms.startDate,
    termMonths: terms.termMonths,
    paymentFrequency: terms.paymentFrequency,
    dayCount: terms.dayCountConvention,
  };
  const notAllowed = (field: keyof ScheduleTerms) => {
    if (terms[field] !== undefined) {
      violations.push(v(`terms.${field}`, 'validation.notAllowed', `Not allowed for a ${terms.interestType} rate.`));
    }
  };
  const required = (field: keyof ScheduleTerms) => {
    if (terms[field] === undefined)
      violations.push(v(`terms.${field}`, 'validation.required', 'This field is required.'));
  };
  if (terms.interestType === 'Fixed') {
    required('interestRate');
    notAllowed('margin');
    notAllowed('referenceRates');
    notAllowed('referenceRateName');
    if (terms.interestRate === undefined) return null;
    return { ...base, interest: { type: 'Fixed', ratePercent: terms.interestRate } };
  }
  required('margin');
  required('referenceRates');
  notAllowed('interestRate');
  if (terms.margin === undefined || terms.referenceRates === undefined) return null;
  return {
    ...base,
    interest: {
      type: 'Variable',
      marginPercent: terms.margin,
      fixings: terms.referenceRates.map((fixing) => ({ date: fixing.date, ratePercent: fixing.value })),
    },
  };
}

/** Where an engine input error belongs in the request. */
function fieldOf(error: PaymentScheduleInputError): string {
  switch (error.code) {
    case 'INVALID_AMOUNT':
      return 'amount';
    case 'INVALID_DATE':
      // The engine names the date: "startDate ...", "fixing date ...", "paymentDate ...".
      if (error.message.startsWith('startDate')) return 'terms.startDate';
      return error.message.startsWith('fixing') ? 'terms.referenceRates' : 'paymentDate';
    case 'INVALID_TERM':
      return 'terms.termMonths';
    case 'PAYMENT_AFTER_MATURITY':
      return 'paymentDate';
    case 'MISSING_REFERENCE_RATE':
    case 'DUPLICATE_REFERENCE_RATE':
      return 'terms.referenceRates';
    case 'INVALID_RATE':
      return error.message.includes('margin') ? 'terms.margin' : 'terms.interestRate';
  }
}

const TITLE_OF: Record<PaymentScheduleInputErrorCode, string> = {
  INVALID_AMOUNT: 'validation.amount',
  INVALID_DATE: 'validation.date',
  INVALID_TERM: 'validation.term',
  PAYMENT_AFTER_MATURITY: 'validation.paymentAfterMaturity',
  MISSING_REFERENCE_RATE: 'validation.required',
  DUPLICATE_REFERENCE_RATE: 'validation.duplicateReferenceRate',
  INVALID_RATE: 'validation.rate',
};

export async function previewPaymentSchedule(
  caller: Caller,
  body: PaymentSchedulePreviewRequest,
): Promise<PaymentSchedulePreview> {
  const violations: Violation[] = [];
  if ((body.productId === undefined) === (body.terms === undefined)) {
    throw validationFailed([v('productId', 'validation.productOrTerms', 'Give exactly one of productId and terms.')]);
  }
  let terms: ProductTerms | null;
  let currency: PaymentSchedulePreview['currency'];
  let referenceRateName: string | null;
  if (body.productId !== undefined) {
    const found = await repo.findProductWithCampaign(caller.db, caller.tenant.id, body.productId);
    if (!found) throw notFound('Product not found');
    const recorded =
      found.product.interestType === 'Variable'
        ? ((await repo.listFixings(caller.db, caller.tenant.id, [found.product.id])).get(found.product.id) ?? [])
        : [];
    terms = productTermsOf(found.product, found.campaign, recorded);
    if (!terms) {
      throw validationFailed([v('productId', 'validation.noPaymentSchedule', 'This product has no payment schedule.')]);
    }
    currency = found.product.currency;
    referenceRateName = found.product.referenceRateName;
  } else {
    const given = body.terms as ScheduleTerms;
    terms = termsFromBody(given, violations);
    currency = given.currency;
    referenceRateName = given.referenceRateName ?? null;
  }
  if (violations.length > 0 || !terms) throw validationFailed(violations);
  const country = (body.taxResidenceCountry ?? 'PL').toUpperCase();
  try {
    const schedule = computePaymentSchedule({
      product: terms,
      investment: { amount: body.amount, currency, paymentDate: body.paymentDate },
      investor: { investorType: body.investorType, taxResidentInPoland: country === 'PL' },
    });
    return previewOf(schedule, referenceRateName);
  } catch (error) {
    if (!(error instanceof PaymentScheduleInputError)) throw error;
    throw validationFailed([v(fieldOf(error), TITLE_OF[error.code], error.message)]);
  }
}
