/**
 * Every fixed text of the investment agreement PDF, in Polish (complete, with diacritics) and English. The
 * variable parts (names, figures, dates) are passed in already formatted.
 */
import { polishPlural } from '#schemas/finance/amount-in-words';
import type { DayCountConvention, PaymentFrequency } from '#schemas/finance/payment-schedule';

export interface AgreementMessages {
  title: string;
  /** "No. {reference}" under the title */
  number: (reference: string) => string;
  concludedOn: (date: string) => string;
  generatedOn: (date: string) => string;
  previewBanner: string;
  previewWatermark: string;
  previewNote: string;
  parties: string;
  issuer: string;
  investor: string;
  advisor: string;
  naturalPerson: string;
  company: string;
  name: string;
  companyName: string;
  pesel: string;
  nip: string;
  krs: string;
  regon: string;
  address: string;
  phone: string;
  email: string;
  representative: string;
  productTerms: string;
  campaign: string;
  product: string;
  productCode: string;
  productType: string;
  productTypes: Record<'debt' | 'equity', string>;
  currency: string;
  interest: string;
  fixedRate: (rate: string) => string;
  variableRate: (reference: string, margin: string, current?: string) => string;
  paymentFrequency: string;
  paymentFrequencies: Record<PaymentFrequency, string>;
  dayCount: string;
  dayCounts: Record<DayCountConvention, string>;
  term: string;
  months: (count: number) => string;
  startDate: string;
  maturityDate: string;
  description: string;
  amountSection: string;
  amountInFigures: string;
  amountInWords: string;
  payoutSection: string;
  payoutIntro: string;
  bankAccount: string;
  paymentSection: string;
  paymentIntro: string;
  paymentAccount: string;
  paymentRecipient: string;
  paymentTitle: string;
  paymentAmount: string;
  paymentDueDate: string;
  consentsSection: string;
  consentsIntroFinal: string;
  consentsIntroPreview: string;
  provisionsSection: string;
  conclusionClause: string;
  /** Printed only when the payment instructions are part of the document. */
  activationClause: string;
  signatures: string;
  signatureHint: string;
  forIssuer: string;
  forInvestor: string;
  /** The footer's "Page 1 of 2" */
  page: (page: number, pages: number) => string;
  footerReference: (reference: string) => string;
}

const PL: AgreementMessages = {
  title: 'Umowa inwestycyjna',
  number: (reference) => `nr ${reference}`,
  concludedOn: (date) => `zawarta dnia ${date}`,
  generatedOn: (date) => `wygenerowano dnia ${date}`,
  previewBanner: 'PODGLĄD — dokument nie został zawarty',
  previewWatermark: 'PODGLĄD',
  previewNote:
    'Ten dokument jest podglądem treści umowy przed jej akceptacją. Nie stanowi zawartej umowy i nie rodzi ' +
    'zobowiązań żadnej ze stron.',
  parties: 'Strony umowy',
  issuer: 'Emitent',
  investor: 'Inwestor',
  advisor: 'Doradca',
  naturalPerson: 'osoba fizyczna',
  company: 'podmiot niebędący osobą fizyczną',
  name: 'Imię i nazwisko',
  companyName: 'Nazwa',
  pesel: 'PESEL',
  nip: 'NIP',
  krs: 'KRS',
  regon: 'REGON',
  address: 'Adres',
  phone: 'Telefon',
  email: 'E-mail',
  representative: 'Reprezentowany przez',
  productTerms: 'Przedmiot umowy i warunki produktu',
  campaign: 'Kampania',
  product: 'Produkt',
  productCode: 'Kod produktu',
  productType: 'Rodzaj',
  productTypes: { debt: 'dłużny', equity: 'udziałowy' },
  currency: 'Waluta',
  interest: 'Oprocentowanie',
  fixedRate: (rate) => `stałe, ${rate} w skali roku`,
  variableRate: (reference, margin, current) =>
    `zmienne: ${reference} + marża ${margin} w skali roku${current ? ` (obecnie ${current})` : ''}`,
  paymentFrequency: 'Częstotliwość wypłat odsetek',
  paymentFrequencies: {
    Monthly: 'co miesiąc',
    Quarterly: 'co kwartał',
    'Semi-annually': 'co pół roku',
    Annually: 'co rok',
    'At Maturity': 'jednorazowo w dniu wykupu',
  },
  dayCount: 'Konwencja liczenia dni',
  dayCounts: {
    'ACT/365F': 'ACT/365F (rzeczywista liczba dni / 365)',
    '30E/360': '30E/360 (miesiące po 30 dni / 360)',
    'ACT/ACT': 'ACT/ACT ISDA (rzeczywista liczba dni / długość roku)',
  },
  term: 'Okres',
  months: (count) => `${count} ${polishPlural(count, ['miesiąc', 'miesiące', 'miesięcy'])}`,
  startDate: 'Data rozpoczęcia',
  maturityDate: 'Data wykupu',
  description: 'Opis',
  amountSection: 'Kwota inwestycji',
  amountInFigures: 'Kwota',
  amountInWords: 'Słownie',
  payoutSection: 'Rachunek do wypłat',
  payoutIntro: 'Odsetki i kwoty wykupu będą wypłacane na rachunek bankowy Inwestora:',
  bankAccount: 'Numer rachunku',
  paymentSection: 'Płatność',
  paymentIntro: 'Inwestor wpłaci kwotę inwestycji przelewem na poniższy rachunek:',
  paymentAccount: 'Numer rachunku',
  paymentRecipient: 'Odbiorca',
  paymentTitle: 'Tytuł przelewu',
  paymentAmount: 'Kwota',
  paymentDueDate: 'Termin płatności',
  consentsSection: 'Oświadczenia i zgody Inwestora',
  consentsIntroFinal: 'Inwestor złożył następujące oświadczenia i wyraził następujące zgody:',
  consentsIntroPreview: 'Przed zawarciem umowy Inwestor złoży następujące oświadczenia i wyrazi następujące zgody:',
  provisionsSection: 'Postanowienia umowy',
  conclusionClause:
    'Umowa zostaje zawarta w formie elektronicznej z chwilą złożenia pod nią podpisów elektronicznych przez ' +
    'obie strony.',
  activationClause:
    'Inwestycja staje się aktywna po zaksięgowaniu pełnej kwoty inwestycji na rachunku wskazanym w części ' +
    '„Płatność”.',
  signatures: 'Podpisy',
  signatureHint: 'podpis elektroniczny',
  forIssuer: 'W imieniu Emitenta',
  forInvestor: 'Inwestor',
  page: (page, pages) => `Strona ${page} z ${pages}`,
  footerReference: (reference) => `Umowa inwestycyjna nr ${reference}`,
};

const EN: AgreementMessages = {
  title: 'Investment agreement',
  number: (reference) => `No. ${reference}`,
  concludedOn: (date) => `concluded on ${date}`,
  generatedOn: (date) => `generated on ${date}`,
  previewBanner: 'PREVIEW — not a concluded agreement',
  previewWatermark: 'PREVIEW',
  previewNote:
    'This document previews the agreement before it is accepted. It is not a concluded agreement and creates ' +
    'no obligation for either party.',
  parties: 'Parties',
  issuer: 'Issuer',
  investor: 'Investor',
  advisor: 'Advisor',
  naturalPerson: 'natural person',
  company: 'legal entity',
  name: 'Full name',
  companyName: 'Name',
  pesel: 'PESEL',
  nip: 'NIP (tax ID)',
  krs: 'KRS',
  regon: 'REGON',
  address: 'Address',
  phone: 'Phone',
  email: 'E-mail',
  representative: 'Represented by',
  productTerms: 'Subject of the agreement and product terms',
  campaign: 'Campaign',
  product: 'Product',
  productCode: 'Product code',
  productType: 'Type',
  productTypes: { debt: 'debt', equity: 'equity' },
  currency: 'Currency',
  interest: 'Interest',
  fixedRate: (rate) => `fixed, ${rate} per annum`,
  variableRate: (reference, margin, current) =>
    `variable: ${reference} + ${margin} margin per annum${current ? ` (currently ${current})` : ''}`,
  paymentFrequency: 'Interest payment frequency',
  paymentFrequencies: {
    Monthly: 'monthly',
    Quarterly: 'quarterly',
    'Semi-annually': 'semi-annually',
    Annually: 'annually',
    'At Maturity': 'once, at maturity',
  },
  dayCount: 'Day-count convention',
  dayCounts: {
    'ACT/365F': 'ACT/365F (actual days / 365)',
    '30E/360': '30E/360 (30-day months / 360)',
    'ACT/ACT': 'ACT/ACT ISDA (actual days / actual year length)',
  },
  term: 'Term',
  months: (count) => `${count} ${count === 1 ? 'month' : 'months'}`,
  startDate: 'Start date',
  maturityDate: 'Maturity date',
  description: 'Description',
  amountSection: 'Investment amount',
  amountInFigures: 'Amount',
  amountInWords: 'In words',
  payoutSection: 'Payout bank account',
  payoutIntro: "Interest and redemption amounts will be paid to the Investor's bank account:",
  bankAccount: 'Account number',
  paymentSection: 'Payment',
  paymentIntro: 'The Investor will pay the investment amount by bank transfer to the following account:',
  paymentAccount: 'Account number',
  paymentRecipient: 'Recipient',
  paymentTitle: 'Transfer title',
  paymentAmount: 'Amount',
  paymentDueDate: 'Due date',
  consentsSection: "Investor's declarations and consents",
  consentsIntroFinal: 'The Investor made the following declarations and gave the following consents:',
  consentsIntroPreview:
    'Before the agreement is concluded, the Investor will make the following declarations and give the ' +
    'following consents:',
  provisionsSection: 'Provisions',
  conclusionClause: 'The agreement is concluded in electronic form when both parties have signed it electronically.',
  activationClause:
    'The investment becomes active once the full investment amount is credited to the account given under "Payment".',
  signatures: 'Signatures',
  signatureHint: 'electronic signature',
  forIssuer: 'For the Issuer',
  forInvestor: 'Investor',
  page: (page, pages) => `Page ${page} of ${pages}`,
  footerReference: (reference) => `Investment agreement No. ${reference}`,
};

export const AGREEMENT_MESSAGES: Readonly<Record<'pl' | 'en', AgreementMessages>> = { pl: PL, en: EN };
