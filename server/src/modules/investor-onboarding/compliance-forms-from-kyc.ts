// The two compliance forms generated from a sent KYC: the AML/KYC declaration and the investor
// classification by the qualified-investor thresholds (docs/product/constants.md). Used when the investor sends the KYC in the
// onboarding and when a KYC arrives through the public form, so both paths give the investor forms to approve.
import { randomUUID } from 'node:crypto';
import { TEMPLATE_IDS } from '#schemas/compliance/templates';
import type { OnboardingFormData } from '../../db/schema';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The qualified-investor thresholds of the declarations (see docs/product/constants.md). */
export const QUALIFIED_INVESTOR_THRESHOLDS = {
  portfolioEur: 500_000,
  commitmentEur: 100_000,
  transactionsPerQuarter: 10,
  quarters: 4,
  yearsInFinancialSector: 1,
} as const;

/** The two forms' data from the KYC (what the PDFs show and the reviewer verifies). */
export function formsFromKyc(kyc: Record<string, unknown>, now: Date): OnboardingFormData[] {
  const personal = (kyc.personal ?? {}) as Record<string, unknown>;
  const declarations = (kyc.declarations ?? {}) as Record<string, unknown>;
  const finances = (kyc.finances ?? {}) as Record<string, unknown>;
  const commitment = (finances.plannedCommitmentValue ?? {}) as {
    amount?: unknown;
    value?: unknown;
    currency?: unknown;
  };
  const commitmentAmount = Number(commitment.amount ?? commitment.value ?? 0) || 0;
  const exposure = (kyc.exposure ?? {}) as { pepFunctions?: unknown[] };
  const classification = (kyc.qualifiedInvestor ?? declarations.qualifiedInvestor ?? {}) as Record<string, unknown>;
  const criteria = {
    portfolioOver500kEur: classification.portfolioOver500kEur === true,
    commitmentAtLeast100kEur:
      classification.commitmentAtLeast100kEur === true ||
      (text(commitment.currency) === 'EUR' && commitmentAmount >= QUALIFIED_INVESTOR_THRESHOLDS.commitmentEur),
    tenTransactionsPerQuarter: classification.tenTransactionsPerQuarter === true,
    oneYearFinancialSector: classification.oneYearFinancialSector === true,
  };
  const met = Object.values(criteria).filter(Boolean).length;
  return [
    {
      id: randomUUID(),
      templateId: TEMPLATE_IDS['aml-kyc-declaration'],
      kind: 'aml-kyc-declaration',
      status: 'processing',
      approvedAt: null,
      verifiedAt: null,
      data: {
        fullName: `${text(personal.firstName)} ${text(personal.lastName)}`.trim(),
        pesel: text(personal.pesel),
        birthDate: text(personal.birthDate),
        citizenships: Array.isArray(personal.citizenships) ? personal.citizenships : [],
        originOfFunds: Array.isArray(declarations.originOfFunds) ? declarations.originOfFunds : [],
        isPep: declarations.isPep === true,
        pepFunctions: Array.isArray(exposure.pepFunctions) ? exposure.pepFunctions.length : 0,
        usPerson: declarations.usPerson === true,
        solelyOwnBehalf: declarations.solelyOwnBehalf === true,
        declaredAt: now.toISOString(),
      },
    },
    {
      id: randomUUID(),
      templateId: TEMPLATE_IDS['investor-classification'],
      kind: 'investor-classification',
      status: 'processing',
      approvedAt: null,
      verifiedAt: null,
      data: {
        fullName: `${text(personal.firstName)} ${text(personal.lastName)}`.trim(),
        thresholds: { ...QUALIFIED_INVESTOR_THRESHOLDS },
        criteria,
        criteriaMet: met,
        // MiFID II annex II: two of the criteria make a professional (qualified) investor on request.
        classification: met >= 2 ? 'qualified' : 'retail',
      },
    },
  ];
}
