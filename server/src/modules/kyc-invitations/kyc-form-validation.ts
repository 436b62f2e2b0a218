// The public KYC form's body on the server. The route has already validated it with the contract's
// KycNaturalPerson, which IS schemas/kyc-natural-person.schema.json (every format and cross-field keyword of
// schemas/formats, today from the app's clock): 400 VALIDATION_FAILED with violations on their fields. What the
// schema leaves to runtime options is checked here the same way: the industries must be the form parameters' ones
// (the SPA renders them with withOptions from schemas/schema-tools.ts).
import { Ajv2020 } from 'ajv/dist/2020';
import type { KycNaturalPerson } from '#generated/api/model';
import { INDUSTRY_VALUES } from '#schemas/kyc-form-parameters';
import { ajvErrorsToViolations } from '../../contract/violations';
import { AJV_OPTIONS, registerFormats } from '../../contract/formats';
import { validationFailed } from '../../plugins/errors';

const industriesSchema = {
  type: 'object',
  properties: {
    occupation: {
      type: 'object',
      properties: {
        industries: { type: 'array', items: { enum: [...INDUSTRY_VALUES] } },
      },
    },
  },
};

const validateIndustries = registerFormats(new Ajv2020({ ...AJV_OPTIONS, strict: false })).compile(industriesSchema);

/** 400 with a violation on each industry that is not one of the form's options. */
export function validateKycOptions(body: KycNaturalPerson): void {
  if (validateIndustries(body)) return;
  throw validationFailed(ajvErrorsToViolations(validateIndustries.errors ?? [], 'body', industriesSchema));
}
