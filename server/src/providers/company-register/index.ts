// Company register lookup by KRS number (see docs/product/platform.md): one interface, a sandbox by default. A real
// implementation calls the KRS open API (api-krs.ms.gov.pl) and hands the HTTP answer to
// `interpretRegisterResponse`, which the sandbox uses too, so the maintenance case is the same code either way.
import { isValidKrs } from '#schemas/formats/polish-registers';
import { summarizeOdpis, type CompanySummary } from './company-summary';
import type { OdpisAktualny } from './odpis';

export type RegisterLookupErrorCode = 'KRS_INVALID_NUMBER' | 'KRS_NOT_FOUND' | 'REGISTER_UNAVAILABLE';

export type RegisterLookupResult =
  | { outcome: 'found'; extract: OdpisAktualny; company: CompanySummary }
  | { outcome: 'error'; code: RegisterLookupErrorCode };

export interface CompanyRegister {
  /** For logs: `sandbox` or `krs-api`. */
  readonly kind: 'sandbox' | 'krs-api';
  /** Never throws for an answer of the register (unknown, maintenance): those are outcomes the UI explains. */
  lookup(krs: string): Promise<RegisterLookupResult>;
}

/** What the register answered over HTTP, before any parsing. */
export interface RegisterHttpResponse {
  status: number;
  contentType: string | null;
  body: string;
}

/**
 * 404 is "no such entity". Anything that is not JSON (the maintenance page is HTML served with 200) or any other
 * status is "register unavailable": the number may well exist, so the UI must offer to retry, not say "unknown".
 */
export function interpretRegisterResponse(response: RegisterHttpResponse): RegisterLookupResult {
  if (response.status === 404) return { outcome: 'error', code: 'KRS_NOT_FOUND' };
  const isJson = response.contentType?.toLowerCase().includes('application/json') ?? false;
  if (response.status !== 200 || !isJson) return { outcome: 'error', code: 'REGISTER_UNAVAILABLE' };
  let extract: OdpisAktualny;
  try {
    extract = JSON.parse(response.body) as OdpisAktualny;
  } catch {
    return { outcome: 'error', code: 'REGISTER_UNAVAILABLE' };
  }
  if (!extract?.odpis?.dane?.dzial1?.danePodmiotu) return { outcome: 'error', code: 'REGISTER_UNAVAILABLE' };
  return { outcome: 'found', extract, company: summarizeOdpis(extract) };
}

/** Checked before any request: the register has no check digit, so the format is all we can check. */
export function checkKrsNumber(krs: string): RegisterLookupResult | null {
  return isValidKrs(krs) ? null : { outcome: 'error', code: 'KRS_INVALID_NUMBER' };
}

export { createSandboxCompanyRegister } from './sandbox';
export type { CompanySummary, BoardMember } from './company-summary';
export type { OdpisAktualny, OdpisAdres, OdpisCzlonekOrganu } from './odpis';
export { findConsistentBoardMembers, isConsistentWithMask, type PersonName } from './representative-check';
