// The offline KRS register: answers as the real API would (the same JSON, masked people, 404, HTML during
// maintenance), built from the shared sandbox companies so the VAT white list sandbox agrees with it.
import type { Clock } from '../clock';
import { warsawDateTime } from '../warsaw-time';
import {
  SANDBOX_COMPANIES,
  SANDBOX_KRS_UNDER_MAINTENANCE,
  type SandboxCompany,
  type SandboxPerson,
} from '../sandbox-companies';
import { checkKrsNumber, interpretRegisterResponse, type CompanyRegister, type RegisterHttpResponse } from './provider';
import { maskAsRegister, type OdpisAktualny, type OdpisCzlonekOrganu } from './odpis';

const isoToRegisterDate = (iso: string) => iso.split('-').reverse().join('.');

function maskedMember(person: SandboxPerson): OdpisCzlonekOrganu {
  return {
    nazwisko: { nazwiskoICzlon: maskAsRegister(person.lastName) },
    imiona: { imie: maskAsRegister(person.firstName) },
    identyfikator: { pesel: maskAsRegister(person.pesel) },
    funkcjaWOrganie: person.role,
    czyZawieszona: false,
  };
}

export function buildOdpis(company: SandboxCompany, at: Date): OdpisAktualny {
  const { year, month, day, time } = warsawDateTime(at);
  const date = `${day}.${month}.${year}`;
  return {
    odpis: {
      rodzaj: 'Aktualny',
      naglowekA: {
        rejestr: 'RejP',
        numerKRS: company.krs,
        dataCzasOdpisu: `${date} ${time}`,
        stanZDnia: date,
        dataRejestracjiWKRS: isoToRegisterDate(company.registeredOn),
      },
      dane: {
        dzial1: {
          danePodmiotu: {
            formaPrawna: company.legalForm,
            nazwa: company.name,
            identyfikatory: { regon: company.regon.padEnd(14, '0'), nip: company.nip },
          },
          siedzibaIAdres: {
            siedziba: {
              kraj: 'POLSKA',
              wojewodztwo: company.voivodeship,
              powiat: company.county,
              gmina: company.address.city,
              miejscowosc: company.address.city,
            },
            adres: {
              ulica: company.address.street,
              nrDomu: company.address.building,
              ...(company.address.unit ? { nrLokalu: company.address.unit } : {}),
              kodPocztowy: company.address.postalCode,
              miejscowosc: company.address.city,
              poczta: company.address.city,
              kraj: 'POLSKA',
            },
          },
          kapital: { wysokoscKapitaluZakladowego: { wartosc: company.shareCapital, waluta: 'PLN' } },
        },
        dzial2: {
          reprezentacja: {
            nazwaOrganu: company.board.body,
            sposobReprezentacji: company.board.rule,
            sklad: company.board.members.map(maskedMember),
          },
        },
      },
    },
  };
}

const MAINTENANCE_PAGE = '<!DOCTYPE html><html><body><h1>Przerwa techniczna</h1></body></html>';

/** What the real register would answer over HTTP for `krs`. */
function sandboxHttpAnswer(krs: string, at: Date): RegisterHttpResponse {
  if (krs === SANDBOX_KRS_UNDER_MAINTENANCE)
    return { status: 200, contentType: 'text/html; charset=utf-8', body: MAINTENANCE_PAGE };
  const company = SANDBOX_COMPANIES.find((candidate) => candidate.krs === krs);
  if (!company) return { status: 404, contentType: 'application/json', body: '' };
  return { status: 200, contentType: 'application/json', body: JSON.stringify(buildOdpis(company, at)) };
}

export function createSandboxCompanyRegister(clock: Clock): CompanyRegister {
  return {
    kind: 'sandbox',
    async lookup(krs) {
      return checkKrsNumber(krs) ?? interpretRegisterResponse(sandboxHttpAnswer(krs, clock()));
    },
  };
}
