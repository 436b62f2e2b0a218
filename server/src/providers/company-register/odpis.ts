// The shape of the official KRS open API's current extract ("odpis aktualny"):
// GET https://api-krs.ms.gov.pl/api/krs/OdpisAktualny/{krs}?rejestr=P&format=json. Only the parts our product
// reads are typed; the real document has many more sections, which a real implementation may pass through.
// People's names and PESEL numbers arrive masked ("W*********"): the open API never gives them in full.

export interface OdpisAdres {
  ulica?: string;
  nrDomu: string;
  nrLokalu?: string;
  kodPocztowy: string;
  miejscowosc: string;
  poczta?: string;
  kraj: string;
}

export interface OdpisCzlonekOrganu {
  nazwisko: { nazwiskoICzlon: string };
  imiona: { imie: string; imieDrugie?: string };
  identyfikator: { pesel: string };
  funkcjaWOrganie: string;
  czyZawieszona?: boolean;
}

export interface OdpisAktualny {
  odpis: {
    rodzaj: 'Aktualny';
    naglowekA: {
      rejestr: 'RejP' | 'RejS';
      numerKRS: string;
      /** "dd.MM.yyyy HH:mm:ss", Polish time. */
      dataCzasOdpisu: string;
      /** "dd.MM.yyyy". */
      stanZDnia: string;
      dataRejestracjiWKRS: string;
    };
    dane: {
      dzial1: {
        danePodmiotu: {
          formaPrawna: string;
          nazwa: string;
          /** regon: the 9-digit REGON padded with zeros to 14 digits, as the register returns it. */
          identyfikatory: { regon: string; nip: string };
        };
        siedzibaIAdres: {
          siedziba: { kraj: string; wojewodztwo: string; powiat: string; gmina: string; miejscowosc: string };
          adres: OdpisAdres;
        };
        kapital?: { wysokoscKapitaluZakladowego: { wartosc: string; waluta: string } };
      };
      dzial2: {
        reprezentacja: {
          nazwaOrganu: string;
          sposobReprezentacji: string;
          sklad: OdpisCzlonekOrganu[];
        };
        prokurenci?: OdpisCzlonekOrganu[];
      };
    };
  };
}

/** The register's masking: the first letter, then one asterisk per remaining character. */
export function maskAsRegister(value: string): string {
  const characters = Array.from(value.normalize('NFC'));
  return characters.length === 0 ? '' : characters[0] + '*'.repeat(characters.length - 1);
}
