// The Ministry of Finance's VAT white list (see docs/product/platform.md): is a NIP an active VAT payer, and is a bank
// account on its list? One interface, a sandbox by default; a real implementation calls wl-api.mf.gov.pl and
// returns its `result` objects unchanged (the types below are that shape).
import { isIsoDate } from '#schemas/formats/date';
import { isValidNrb } from '#schemas/formats/iban';
import { isValidNip } from '#schemas/formats/polish-registers';

export type VatStatus = 'Czynny' | 'Zwolniony' | 'Niezarejestrowany';

export interface WhiteListPerson {
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  nip: string | null;
  pesel: string | null;
}

export interface WhiteListSubject {
  name: string;
  nip: string;
  statusVat: VatStatus;
  regon: string | null;
  pesel: string | null;
  krs: string | null;
  residenceAddress: string | null;
  workingAddress: string | null;
  representatives: WhiteListPerson[];
  authorizedClerks: WhiteListPerson[];
  partners: WhiteListPerson[];
  registrationLegalDate: string | null;
  registrationDenialDate: string | null;
  registrationDenialBasis: string | null;
  restorationDate: string | null;
  restorationBasis: string | null;
  removalDate: string | null;
  removalBasis: string | null;
  /** 26-digit NRBs, no spaces. */
  accountNumbers: string[];
  hasVirtualAccounts: boolean;
}

export interface NipSearchResult {
  subject: WhiteListSubject | null;
  requestId: string;
  /** "dd-MM-yyyy HH:mm:ss", Polish time, as the API prints it. */
  requestDateTime: string;
}

export interface AccountCheckResult {
  /** NIE also when the NIP is not in the register at all (the API does not tell the two apart). */
  accountAssigned: 'TAK' | 'NIE';
  requestId: string;
  requestDateTime: string;
}

/**
 * The API's input error codes (MF "API Wykaz podatników VAT" documentation; the exact numbering is
 * unverified here, so callers branch on `WhiteListError` rather than on the number).
 */
export const WHITE_LIST_ERRORS = {
  'WL-101': "Pole 'data' nie może być puste.",
  'WL-102': "Pole 'data' ma nieprawidłowy format.",
  'WL-103': 'Data nie może być datą przyszłą.',
  'WL-108': "Pole 'numer konta' nie może być puste.",
  'WL-109': "Pole 'numer konta' ma nieprawidłową długość. Wymagane 26 znaków.",
  'WL-110': "Pole 'numer konta' zawiera niedozwolone znaki. Wymagane tylko cyfry.",
  'WL-111': "Pole 'numer konta' ma nieprawidłowy format.",
  'WL-112': "Pole 'NIP' nie może być puste.",
  'WL-113': "Pole 'NIP' ma nieprawidłową długość. Wymagane 10 znaków.",
  'WL-114': "Pole 'NIP' zawiera niedozwolone znaki. Wymagane tylko cyfry.",
  'WL-115': "Pole 'NIP' ma nieprawidłowy format.",
} as const;

export type WhiteListErrorCode = keyof typeof WHITE_LIST_ERRORS;

/** Thrown for bad input, with the API's own `{code, message}`. */
export class WhiteListError extends Error {
  constructor(readonly code: WhiteListErrorCode) {
    super(WHITE_LIST_ERRORS[code]);
    this.name = 'WhiteListError';
  }

  toJSON(): { code: WhiteListErrorCode; message: string } {
    return { code: this.code, message: this.message };
  }
}

export interface VatWhiteList {
  readonly kind: 'sandbox' | 'mf-api';
  /** `date` is "YYYY-MM-DD" (the state of the register on that day), not in the future. */
  lookupByNip(nip: string, date: string): Promise<NipSearchResult>;
  checkAccount(nip: string, nrb: string, date: string): Promise<AccountCheckResult>;
}

/** The API's own input checks, in its order; `today` is the Polish calendar date of the request. */
export function validateWhiteListInput(input: { nip: string; date: string; nrb?: string }, today: string): void {
  const { nip, date, nrb } = input;
  if (nip === '') throw new WhiteListError('WL-112');
  if (nip.length !== 10) throw new WhiteListError('WL-113');
  if (!/^\d+$/.test(nip)) throw new WhiteListError('WL-114');
  if (!isValidNip(nip)) throw new WhiteListError('WL-115');
  if (nrb !== undefined) {
    if (nrb === '') throw new WhiteListError('WL-108');
    if (nrb.length !== 26) throw new WhiteListError('WL-109');
    if (!/^\d+$/.test(nrb)) throw new WhiteListError('WL-110');
    if (!isValidNrb(nrb)) throw new WhiteListError('WL-111');
  }
  if (date === '') throw new WhiteListError('WL-101');
  if (!isIsoDate(date)) throw new WhiteListError('WL-102');
  if (date > today) throw new WhiteListError('WL-103');
}

export { createSandboxVatWhiteList } from './sandbox';
