import type { InvestmentDraft, InvestmentDraftAddress } from '#generated/api/model';
import type { InvestmentFormData } from '#schemas/investment';

type Loose = Record<string, unknown> | undefined;

/** The given keys' non-empty strings (the draft's shape has no other keys: the contract refuses them). */
function strings<K extends string>(source: Loose, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = source?.[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

const address = (source: unknown): InvestmentDraftAddress =>
  strings(source as Loose, ['street', 'house', 'flat', 'postalCode', 'city', 'country'] as const);

/**
 * What the investment form holds so far, in the agreement preview's shape (contract `InvestmentDraft`): the
 * preview shows the agreement that will be signed, with the typed name, PESEL, address, phone and consents.
 */
export function investmentDraft(data: Partial<InvestmentFormData> | undefined): InvestmentDraft {
  if (!data) return {};
  const draft: InvestmentDraft = {};
  if (data.investorType === 'person' || data.investorType === 'company') draft.investorType = data.investorType;
  if (draft.investorType === 'company') {
    const company = data.company as Loose;
    draft.company = {
      ...strings(company, ['name', 'nip', 'krs', 'regon', 'email', 'phone'] as const),
      address: address(company?.address),
      representative: strings(company?.representative as Loose, ['firstName', 'surname', 'function'] as const),
    };
  } else {
    const person = data.person as Loose;
    draft.person = {
      ...strings(person, ['firstName', 'surname', 'pesel', 'email', 'phone'] as const),
      address: address(person?.address),
    };
  }
  if (typeof data.bankAccount === 'string' && data.bankAccount.trim() !== '') {
    draft.bankAccount = data.bankAccount.replace(/\s+/g, '').toUpperCase();
  }
  const consents = data.consents as Record<string, unknown> | undefined;
  draft.consents = {
    termsAccepted: consents?.termsAccepted === true,
    risksAcknowledged: consents?.risksAcknowledged === true,
    marketingConsent: consents?.marketingConsent === true,
  };
  return draft;
}
