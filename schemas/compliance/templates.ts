/**
 * The compliance form templates of the onboarding ("approve generated compliance forms"; see docs/product/onboarding.md): one per
 * form kind, with a stable id (the SPA caches a template by its id, the stored forms point at it), the name in
 * both languages, a version, and the JSON Schema + uiSchema of the form's data. The server generates the data
 * from the sent KYC (server/src/modules/investor-onboarding formsFromKyc), serves the template
 * (getComplianceFormTemplate) and validates a form created from it (createComplianceForm) with the schema; the
 * SPA shows a form's data read-only with the uiSchema's labels.
 *
 * A change of a schema that stored data no longer satisfies needs a new template id and version, not an edit.
 */
import amlKycDeclarationSchema from './aml-kyc-declaration.schema.json';
import amlKycDeclarationUiSchema from './aml-kyc-declaration.ui-schema.json';
import investorClassificationSchema from './investor-classification.schema.json';
import investorClassificationUiSchema from './investor-classification.ui-schema.json';

export type ComplianceFormKind = 'aml-kyc-declaration' | 'investor-classification';

export interface ComplianceFormTemplateDefinition {
  id: string;
  kind: ComplianceFormKind;
  name: { pl: string; en: string };
  version: number;
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
}

export const TEMPLATE_IDS = {
  'aml-kyc-declaration': '5d0b6a52-6f0e-4d43-9c1f-1d2f0a9c0001',
  'investor-classification': '5d0b6a52-6f0e-4d43-9c1f-1d2f0a9c0002',
} as const satisfies Record<ComplianceFormKind, string>;

export const FORM_NAMES = {
  'aml-kyc-declaration': { pl: 'Oświadczenie AML/KYC', en: 'AML/KYC declaration' },
  'investor-classification': { pl: 'Klasyfikacja inwestora', en: 'Investor classification' },
} as const satisfies Record<ComplianceFormKind, { pl: string; en: string }>;

export const COMPLIANCE_FORM_TEMPLATES: readonly ComplianceFormTemplateDefinition[] = [
  {
    id: TEMPLATE_IDS['aml-kyc-declaration'],
    kind: 'aml-kyc-declaration',
    name: FORM_NAMES['aml-kyc-declaration'],
    version: 1,
    schema: amlKycDeclarationSchema,
    uiSchema: amlKycDeclarationUiSchema,
  },
  {
    id: TEMPLATE_IDS['investor-classification'],
    kind: 'investor-classification',
    name: FORM_NAMES['investor-classification'],
    version: 1,
    schema: investorClassificationSchema,
    uiSchema: investorClassificationUiSchema,
  },
];

/** The template with this id; undefined for an unknown one. */
export function complianceFormTemplate(id: string): ComplianceFormTemplateDefinition | undefined {
  return COMPLIANCE_FORM_TEMPLATES.find((template) => template.id === id);
}
