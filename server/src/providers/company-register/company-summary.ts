// The small view of a register extract our product uses (onboarding a company, showing who may represent it).
import type { OdpisAktualny } from './odpis';

export interface BoardMember {
  /** Masked as the register gives them: "J***" / "K*******". */
  firstNameMasked: string;
  lastNameMasked: string;
  /** e.g. "PREZES ZARZĄDU". */
  role: string;
}

export interface CompanySummary {
  krs: string;
  name: string;
  legalForm: string;
  nip: string;
  /** 9 digits for an entity (the register's zero padding removed). */
  regon: string;
  address: {
    street: string | null;
    building: string;
    unit: string | null;
    postalCode: string;
    city: string;
    country: string;
  };
  /** "5000.00" (decimal point, as our decimal strings), or null when the extract has none. */
  shareCapital: { amount: string; currency: string } | null;
  representation: { body: string; rule: string };
  boardMembers: BoardMember[];
}

/**
 * The register pads an entity's 9-digit REGON with five zeros to 14 digits; a genuine 14-digit REGON (a local
 * unit) never ends that way for an entity extract, so stripping the padding gives the number people know.
 */
function regonFromRegister(regon: string): string {
  return /^\d{9}0{5}$/.test(regon) ? regon.slice(0, 9) : regon;
}

export function summarizeOdpis(extract: OdpisAktualny): CompanySummary {
  const { naglowekA, dane } = extract.odpis;
  const { danePodmiotu, siedzibaIAdres, kapital } = dane.dzial1;
  const { adres } = siedzibaIAdres;
  const { reprezentacja } = dane.dzial2;
  return {
    krs: naglowekA.numerKRS,
    name: danePodmiotu.nazwa,
    legalForm: danePodmiotu.formaPrawna,
    nip: danePodmiotu.identyfikatory.nip,
    regon: regonFromRegister(danePodmiotu.identyfikatory.regon),
    address: {
      street: adres.ulica ?? null,
      building: adres.nrDomu,
      unit: adres.nrLokalu ?? null,
      postalCode: adres.kodPocztowy,
      city: adres.miejscowosc,
      country: adres.kraj,
    },
    shareCapital: kapital
      ? {
          amount: kapital.wysokoscKapitaluZakladowego.wartosc.replace(/\s/g, '').replace(',', '.'),
          currency: kapital.wysokoscKapitaluZakladowego.waluta,
        }
      : null,
    representation: { body: reprezentacja.nazwaOrganu, rule: reprezentacja.sposobReprezentacji },
    boardMembers: reprezentacja.sklad.map((member) => ({
      firstNameMasked: member.imiona.imie,
      lastNameMasked: member.nazwisko.nazwiskoICzlon,
      role: member.funkcjaWOrganie,
    })),
  };
}
