// The investment form of an acceptance, checked on the server with THE SAME per-offer schema the SPA renders
// (schemas/investment.ts investmentSchema: the offer's min, max and step, the tenant's investor types) and the
// shared formats (IBAN, PESEL, NIP ...). The route already checked the body against the contract's base schema;
// this adds what depends on the offer and the tenant.
//
// Form errors are 400 VALIDATION_FAILED with violations on their fields. The AMOUNT's bounds and step are not
// reported here: they are checked in exact decimal arithmetic (investment-amount.ts) and answered as 422 with
// their codes, so one rule gives one answer.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import type { AcceptOfferRequest } from '#generated/api/model';
import { investmentSchema, type InvestmentCurrency } from '#schemas/investment';
import { ajvErrorsToViolations } from '../../contract/violations';
import { AJV_OPTIONS, registerFormats } from '../../contract/formats';
import type { ProductRow } from '../../db/schema';
import { validationFailed } from '../../plugins/errors';

const ajv = registerFormats(new Ajv2020({ ...AJV_OPTIONS, strict: false }));
const AMOUNT_KEYWORDS = new Set(['minimum', 'maximum', 'multipleOf', 'exclusiveMinimum']);

interface Compiled {
  schema: unknown;
  validate: ValidateFunction;
}

const cache = new Map<string, Compiled>();
const MAX_CACHED = 500;

function compiled(
  product: Pick<ProductRow, 'investmentValueMin' | 'investmentValueMax' | 'investmentValueStep' | 'currency'>,
  legalPerson: boolean,
): Compiled {
  const key = [
    product.investmentValueMin,
    product.investmentValueMax,
    product.investmentValueStep,
    product.currency,
    legalPerson,
  ].join('|');
  let entry = cache.get(key);
  if (!entry) {
    const schema = investmentSchema({
      min: Number(product.investmentValueMin),
      max: Number(product.investmentValueMax),
      step: Number(product.investmentValueStep),
      currency: product.currency as InvestmentCurrency,
      legalPerson,
    });
    if (cache.size >= MAX_CACHED) cache.clear();
    entry = { schema, validate: ajv.compile(schema) };
    cache.set(key, entry);
  }
  return entry;
}

/** 400 with the violations of the form's fields (the amount's bounds excepted, see above). */
export function validateInvestmentForm(
  body: AcceptOfferRequest,
  product: Pick<ProductRow, 'investmentValueMin' | 'investmentValueMax' | 'investmentValueStep' | 'currency'>,
  legalPerson: boolean,
): void {
  const { schema, validate } = compiled(product, legalPerson);
  // Validate a copy: Ajv's defaults must not change what is stored and hashed for idempotency.
  if (validate(structuredClone(body))) return;
  const errors = (validate.errors ?? []).filter(
    (error) => !(error.instancePath === '/investmentValue' && AMOUNT_KEYWORDS.has(error.keyword)),
  );
  if (errors.length === 0) return;
  throw validationFailed(ajvErrorsToViolations(errors, 'body', schema));
}
