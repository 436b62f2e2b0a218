import type { KycRequestParameters, LeadForm } from '#generated/api/model';

/** The personal fields the last lead form (the investment form of the last accepted offer) may fill in. */
const LEAD_FORM_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

/** The yes/no declarations start at "no": a new form has them answered, as the public KYC form does. */
const DECLARATIONS = { isPep: false, beneficialOwnerIsPep: false, usPerson: false, solelyOwnBehalf: false };

/**
 * What a KYC form without any saved data starts with. The server's prefill (the verified identity) always wins:
 * its values are kept, and a field it marks read-only is never taken from the lead form. The lead form fills only
 * the personal fields it has a value for. A draft typed in this browser still wins over all of this (the wizard
 * restores it instead of this starting data).
 */
export function newKycData(
  parameters: KycRequestParameters | null | undefined,
  leadForm: LeadForm | null | undefined,
): Record<string, unknown> {
  const prefill = (parameters?.prefill ?? {}) as Record<string, unknown>;
  const verified = (prefill.personal ?? {}) as Record<string, unknown>;
  const readOnly = new Set(parameters?.readOnlyFields ?? []);
  const fromLeadForm: Record<string, unknown> = {};
  for (const field of LEAD_FORM_FIELDS) {
    const value = leadForm?.[field];
    if (value && !readOnly.has(`/personal/${field}`) && verified[field] === undefined) fromLeadForm[field] = value;
  }
  const personal = { ...fromLeadForm, ...verified };
  return {
    ...prefill,
    ...(Object.keys(personal).length > 0 && { personal }),
    declarations: DECLARATIONS,
  };
}
