/**
 * The KYC asks for the bank account and the origin of funds once, in the finances step, and for the PEP functions
 * once, in the exposure step; the investor's declaration (origin of funds with eight options, the bank account, "I am
 * a PEP"; see docs/product/kyc.md) shows what was given there. The wizard fills the declaration from those steps
 * before its step opens, and the server does the same before it stores a KYC, so the two never disagree.
 */
type JsonObject = Record<string, unknown>;

/** The finances' origin-of-funds types (11) as the declaration's eight options. */
export const DECLARATION_ORIGIN_OF_FUNDS: Readonly<Record<string, string>> = {
  SavingsFromEarnings: 'ProfessionalEarnings',
  BusinessActivity: 'ProfessionalEarnings',
  IpRightsSavings: 'IntellectualPropertyRights',
  RentalSavings: 'FinancialInstrumentsOrRentalIncome',
  SaleSecuritiesOrRealEstate: 'FinancialInstrumentsOrRentalIncome',
  FinancialInstruments: 'FinancialInstrumentsOrRentalIncome',
  FamilyAssets: 'FamilyEstateTransfers',
  HeritageBenefits: 'LegacyOrInheritance',
  Loans: 'Loans',
  DonationsOrGiftsReceived: 'GiftsOrDonations',
  Other: 'Other',
};

const DECLARATION_ORDER = [
  'ProfessionalEarnings',
  'IntellectualPropertyRights',
  'FinancialInstrumentsOrRentalIncome',
  'FamilyEstateTransfers',
  'GiftsOrDonations',
  'LegacyOrInheritance',
  'Loans',
  'Other',
];

const isRecord = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The declaration's origin of funds and bank account from the finances (nothing when the finances lack them). */
export function declarationFromFinances(finances: unknown): JsonObject {
  if (!isRecord(finances)) return {};
  const declared: JsonObject = {};
  const origins = Array.isArray(finances.originOfFunds) ? finances.originOfFunds : [];
  const options = new Set(
    origins.map((entry) => (isRecord(entry) ? DECLARATION_ORIGIN_OF_FUNDS[String(entry.type)] : undefined)),
  );
  const originOfFunds = DECLARATION_ORDER.filter((option) => options.has(option));
  if (originOfFunds.length > 0) declared.originOfFunds = originOfFunds;
  const account = Array.isArray(finances.bankAccounts) ? finances.bankAccounts.find(isRecord) : undefined;
  if (account && typeof account.number === 'string' && typeof account.owner === 'string') {
    declared.bankAccount = {
      iban: account.number,
      owner: account.owner,
      ...(typeof account.swift === 'string' && { swift: account.swift }),
      ...(typeof account.bankName === 'string' && { bankName: account.bankName }),
      ...(typeof account.city === 'string' && { city: account.city }),
    };
  }
  return declared;
}

/**
 * PEP statuses under which the investor still is a politically exposed person: a function held now, or left less
 * than 12 months ago (the enhanced measures last 12 months after it ends); one left earlier no longer makes them one.
 */
const PEP_STATUSES = new Set(['Current', 'FormerWithin12Months']);

/**
 * The declaration's "I am a PEP" from the exposure step: yes when a PEP function of the investor personally (not of
 * a family member or close associate) is current or ended within 12 months. Nothing when the step is not there yet.
 */
export function declarationFromExposure(exposure: unknown): JsonObject {
  if (!isRecord(exposure)) return {};
  const functions = Array.isArray(exposure.pepFunctions) ? exposure.pepFunctions : [];
  return {
    isPep: functions.some(
      (entry) => isRecord(entry) && entry.relationship === 'Self' && PEP_STATUSES.has(String(entry.status)),
    ),
  };
}

/**
 * The KYC document with its declaration's origin of funds and bank account taken from its finances, and its
 * "I am a PEP" from its PEP functions.
 */
export function withDerivedDeclarations<T>(kyc: T): T {
  if (!isRecord(kyc)) return kyc;
  const declared = { ...declarationFromFinances(kyc.finances), ...declarationFromExposure(kyc.exposure) };
  if (Object.keys(declared).length === 0) return kyc;
  const declarations = isRecord(kyc.declarations) ? kyc.declarations : {};
  return { ...kyc, declarations: { ...declarations, ...declared } } as T;
}
