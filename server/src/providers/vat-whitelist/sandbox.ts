// The offline VAT white list: the same companies as the KRS sandbox (same NIP, REGON, KRS, address), with their
// VAT status and bank accounts. A company is on the list only from its KRS registration date, as in reality
// a query about an earlier day finds nobody.
import { randomUUID } from 'node:crypto';
import { todayIso } from '#schemas/formats/date';
import type { Clock } from '../clock';
import { SANDBOX_COMPANIES, type SandboxCompany } from '../sandbox-companies';
import { warsawDateTime } from '../warsaw-time';
import { validateWhiteListInput, type VatWhiteList, type WhiteListSubject } from './provider';

function requestStamp(clock: Clock): { requestId: string; requestDateTime: string } {
  const { year, month, day, time } = warsawDateTime(clock());
  return { requestId: randomUUID(), requestDateTime: `${day}-${month}-${year} ${time}` };
}

function addressLine(company: SandboxCompany): string {
  const { street, building, unit, postalCode, city } = company.address;
  return `${street} ${building}${unit ? `/${unit}` : ''}, ${postalCode} ${city}`;
}

function toSubject(company: SandboxCompany): WhiteListSubject {
  return {
    name: company.name,
    nip: company.nip,
    statusVat: company.vat.status,
    regon: company.regon,
    pesel: null,
    krs: company.krs,
    // A company has a seat (workingAddress); residenceAddress is for natural persons, as in the real register.
    residenceAddress: null,
    workingAddress: addressLine(company),
    representatives: [],
    authorizedClerks: [],
    partners: [],
    registrationLegalDate: company.vat.registeredOn,
    registrationDenialDate: null,
    registrationDenialBasis: null,
    restorationDate: null,
    restorationBasis: null,
    removalDate: null,
    removalBasis: null,
    accountNumbers: [...company.vat.accounts],
    hasVirtualAccounts: false,
  };
}

function companyOn(nip: string, date: string): SandboxCompany | undefined {
  return SANDBOX_COMPANIES.find((company) => company.nip === nip && company.registeredOn <= date);
}

export function createSandboxVatWhiteList(clock: Clock): VatWhiteList {
  return {
    kind: 'sandbox',
    async lookupByNip(nip, date) {
      validateWhiteListInput({ nip, date }, todayIso(clock()));
      const company = companyOn(nip, date);
      return { subject: company ? toSubject(company) : null, ...requestStamp(clock) };
    },
    async checkAccount(nip, nrb, date) {
      validateWhiteListInput({ nip, date, nrb }, todayIso(clock()));
      const assigned = companyOn(nip, date)?.vat.accounts.includes(nrb) ?? false;
      return { accountAssigned: assigned ? 'TAK' : 'NIE', ...requestStamp(clock) };
    },
  };
}
