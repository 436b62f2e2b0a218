import { useMemo } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { KycFormParameters } from '#generated/api/model';
import {
  kycNaturalPersonSchema,
  kycNaturalPersonSteps,
  kycNaturalPersonUiSchema,
  stepSchema,
  stepUiSchema,
  withOptions,
  type KycNaturalPersonStep,
} from '#schemas/schema-tools';
import { useLocalizedText } from '../../lib/theme';

type JsonObject = Record<string, unknown>;

/** The wizard's data: one object per step (the KYC document's top-level properties). */
export type KycData = Partial<Record<KycNaturalPersonStep, JsonObject>>;

export const KYC_STEPS = kycNaturalPersonSteps;

const fullSchema = kycNaturalPersonSchema as unknown as JsonObject;

/**
 * The public form's uiSchema: the schema's own, except the origin of funds' supporting documents, which are
 * uploaded later in the investor's onboarding (the public form has no upload).
 */
const ui = kycNaturalPersonUiSchema as unknown as JsonObject;
const finances = ui.finances as JsonObject;
const originOfFunds = finances.originOfFunds as JsonObject;
const publicUiSchema: JsonObject = {
  ...ui,
  finances: {
    ...finances,
    originOfFunds: {
      ...originOfFunds,
      items: { ...(originOfFunds.items as JsonObject), supportingDocuments: { 'ui:widget': 'hidden' } },
    },
  },
};

/** Each step's uiSchema (module constants: RJSF must get the same objects on every render). */
export const STEP_UI_SCHEMAS = Object.fromEntries(
  KYC_STEPS.map(({ id }) => [id, stepUiSchema(publicUiSchema, id) as UiSchema]),
) as Record<KycNaturalPersonStep, UiSchema>;

const STATIC_STEP_SCHEMAS = Object.fromEntries(
  KYC_STEPS.map(({ id }) => [id, stepSchema(fullSchema, id) as RJSFSchema]),
) as Record<KycNaturalPersonStep, RJSFSchema>;

/**
 * Each step's schema: the step of schemas/kyc-natural-person.schema.json, with the industries the form parameters
 * offer (labels in the current language) and, in the beneficial-owners step, the investor's own e-mail reserved
 * (an owner may not repeat it). Stable while those inputs stay the same.
 */
export function useStepSchemas(parameters: KycFormParameters, investorEmail: string | undefined) {
  const localized = useLocalizedText();
  const industries = useMemo(
    () => parameters.industries.map((choice) => ({ value: choice.value, label: localized(choice.label) })),
    [parameters.industries, localized],
  );
  const occupation = useMemo(
    () => withOptions(STATIC_STEP_SCHEMAS.occupation as JsonObject, 'industries', industries) as RJSFSchema,
    [industries],
  );
  const exposure = useMemo(
    () => stepSchema(fullSchema, 'exposure', investorEmail ? { personal: { email: investorEmail } } : {}) as RJSFSchema,
    [investorEmail],
  );
  return useMemo(
    () => ({ ...STATIC_STEP_SCHEMAS, occupation, exposure }) as Record<KycNaturalPersonStep, RJSFSchema>,
    [occupation, exposure],
  );
}

/** The step a violation's path (`personal.pesel`, `/finances/bankAccounts/0/number`) belongs to, and the rest. */
export function splitViolationPath(propertyPath: string): { step: KycNaturalPersonStep | null; rest: string } {
  const segments = propertyPath
    .replace(/^\//, '')
    .split(/[./]/)
    .filter((segment) => segment !== '');
  if (segments[0] === 'body') segments.shift();
  const [first, ...rest] = segments;
  const step = KYC_STEPS.find(({ id }) => id === first)?.id ?? null;
  return { step, rest: rest.join('.') };
}

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.every(isBlank)) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value as JsonObject).every(isBlank));

/** Optional objects of a step that the person may leave out entirely (their fields are required once one is filled). */
const OPTIONAL_OBJECTS: Partial<Record<KycNaturalPersonStep, readonly string[]>> = {
  addresses: ['mailingAddress'],
};

/**
 * A step's data as it is kept: an optional object whose fields were all cleared is dropped again (otherwise its
 * required fields would block the step). Returns the same object when nothing changes.
 */
export function withoutBlankOptionalObjects(step: KycNaturalPersonStep, data: JsonObject): JsonObject {
  // The mailing address is asked only when it differs from the residential one.
  if (step === 'addresses') {
    if (data.mailingSameAsResidential === false) return data; // asked for, so required: its fields say what is missing
    if (!('mailingAddress' in data)) return data;
    const { mailingAddress: _same, ...rest } = data;
    return rest;
  }
  const names = OPTIONAL_OBJECTS[step] ?? [];
  if (!names.some((name) => name in data && isBlank(data[name]))) return data;
  const copy = { ...data };
  for (const name of names) if (name in copy && isBlank(copy[name])) delete copy[name];
  return copy;
}

/**
 * A step's data as its form opens: the mailing address is the residential one unless the person said otherwise
 * (or a mailing address of their own is already there).
 */
export function stepStartData(step: KycNaturalPersonStep, data: JsonObject | undefined): JsonObject | undefined {
  if (step !== 'addresses' || typeof data?.mailingSameAsResidential === 'boolean') return data;
  return { ...data, mailingSameAsResidential: !isRecordWithValues(data?.mailingAddress) };
}

const isRecordWithValues = (value: unknown): boolean => typeof value === 'object' && value !== null && !isBlank(value);
