// The PDFs of an onboarding request (renderOnboardingPdf; the review's download of a form): the two compliance
// forms generated from the KYC data, the KYC form as the investor filled it in (laid out and labelled as the form,
// schema-rows.ts) and the request's summary (client, identity, KYC, forms and documents with their states). In the
// reader's language, with the tenant's name and brand colour.
import { kycFormParameters } from '#schemas/kyc-form-parameters';
import { kycNaturalPersonSchema, kycNaturalPersonUiSchema } from '#schemas/schema-tools';
import type { OnboardingPdfRequest } from '#generated/api/model';
import type { OnboardingRequestRow } from '../../db/schema';
import { bothLocaleMessages, localeMessages } from '../../i18n/locale-messages';
import { HttpError, notFound, validationFailed } from '../../plugins/errors';
import { countryName, formatDate, formatDateTime } from '../../pdf/format';
import { COMPLIANCE_TITLES, renderOnboardingDocumentPdf, type DocumentLocale } from '../../pdf/onboarding-document-pdf';
import { schemaSections, type DocumentSection } from '../../pdf/schema-rows';
import { warsawDateTime } from '../../providers/warsaw-time';
import { effectiveThemeColors } from '../branding';
import type { Caller } from '../shared';
import { onboardingReference } from './onboarding-requests.service';

export interface RenderedPdf {
  bytes: Buffer;
  fileName: string;
}

const warsawDate = (at: Date) => {
  const parts = warsawDateTime(at);
  return `${parts.year}-${parts.month}-${parts.day}`;
};

/** "2026-11-23T10:05:00Z" → "23.11.2026 11:05", Warsaw time (the one formatting module); '' for none. */
function dateTime(value: string | Date | null | undefined): string {
  return value ? formatDateTime(value) : '';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function document(caller: Caller, row: OnboardingRequestRow, locale: DocumentLocale) {
  const siteTitle = caller.tenant.whiteLabel.siteTitle[locale] ?? caller.tenant.whiteLabel.siteTitle.pl;
  return {
    locale,
    tenant: { name: siteTitle ?? caller.tenant.name, brandColor: effectiveThemeColors(caller.tenant).base },
    reference: onboardingReference(row),
    date: formatDate(warsawDate(caller.services.now())),
  };
}

const fileNameOf = (kind: string, row: OnboardingRequestRow) =>
  `${kind}-${onboardingReference(row).replaceAll('/', '-')}.pdf`;

// ------------------------------------------------------------------ compliance forms

const COMPLIANCE_TEXTS = {
  pl: { approved: 'Zatwierdzone przez inwestora', pending: 'Oczekuje na zatwierdzenie inwestora' },
  en: { approved: 'Approved by the investor', pending: 'Waiting for the investor’s approval' },
};

export async function complianceFormPdf(
  caller: Caller,
  row: OnboardingRequestRow,
  formId: string,
  locale: 'pl' | 'en',
): Promise<RenderedPdf> {
  const form = row.complianceForms.find((entry) => entry.id === formId);
  if (!form) throw notFound('No such compliance form');
  const data = form.data as Record<string, unknown>;
  const pl = locale === 'pl';
  const yesNo = (value: unknown) => value === true;
  const rows: [string, string][] = [[pl ? 'Imię i nazwisko' : 'Full name', text(data.fullName)]];
  const statements: [string, boolean][] = [];
  if (form.kind === 'aml-kyc-declaration') {
    rows.push(['PESEL', text(data.pesel)], [pl ? 'Data urodzenia' : 'Birth date', text(data.birthDate)]);
    rows.push([
      pl ? 'Źródła pochodzenia środków' : 'Origin of funds',
      ((data.originOfFunds as unknown[]) ?? []).map(String).join(', '),
    ]);
    statements.push(
      [
        pl
          ? 'Jestem osobą zajmującą eksponowane stanowisko polityczne (PEP)'
          : 'I am a politically exposed person (PEP)',
        yesNo(data.isPep),
      ],
      [pl ? 'Jestem osobą amerykańską (US person)' : 'I am a US person', yesNo(data.usPerson)],
      [pl ? 'Działam wyłącznie we własnym imieniu' : 'I act solely on my own behalf', yesNo(data.solelyOwnBehalf)],
    );
  } else {
    const criteria = (data.criteria ?? {}) as Record<string, unknown>;
    rows.push([
      pl ? 'Klasyfikacja' : 'Classification',
      data.classification === 'qualified'
        ? pl
          ? 'Inwestor kwalifikowany'
          : 'Qualified investor'
        : pl
          ? 'Klient detaliczny'
          : 'Retail client',
    ]);
    statements.push(
      [
        pl
          ? 'Portfel instrumentów finansowych powyżej 500 000 EUR'
          : 'Portfolio of financial instruments over EUR 500,000',
        yesNo(criteria.portfolioOver500kEur),
      ],
      [
        pl ? 'Zaangażowanie co najmniej 100 000 EUR' : 'Commitment of at least EUR 100,000',
        yesNo(criteria.commitmentAtLeast100kEur),
      ],
      [
        pl
          ? 'Co najmniej 10 transakcji na kwartał przez 4 kwartały'
          : 'At least 10 transactions per quarter over 4 quarters',
        yesNo(criteria.tenTransactionsPerQuarter),
      ],
      [
        pl ? 'Co najmniej 1 rok pracy w sektorze finansowym' : 'At least 1 year in the financial sector',
        yesNo(criteria.oneYearFinancialSector),
      ],
    );
  }
  const bytes = await renderOnboardingDocumentPdf({
    ...document(caller, row, locale),
    title: COMPLIANCE_TITLES[form.kind][locale],
    sections: [{ heading: '', rows }],
    statements,
    closing: form.approvedAt
      ? `${COMPLIANCE_TEXTS[locale].approved}: ${dateTime(form.approvedAt)}`
      : COMPLIANCE_TEXTS[locale].pending,
  });
  return { bytes, fileName: fileNameOf(form.kind, row) };
}

// ------------------------------------------------------------------ the KYC form

const KYC_TITLE = { pl: 'Formularz KYC', en: 'KYC form' };

/** Labels of the values whose options the form gets at run time (industries, PEP functions). */
function runtimeOptionLabels(locale: DocumentLocale) {
  const parameters = kycFormParameters(bothLocaleMessages());
  const labels = (choices: readonly { value: string; label: { pl: string; en?: string } }[]) =>
    new Map(choices.map((choice) => [choice.value, choice.label[locale] ?? choice.label.pl]));
  return { industries: labels(parameters.industries), function: labels(parameters.pepFunctions) };
}

export async function kycPdf(caller: Caller, row: OnboardingRequestRow, locale: DocumentLocale): Promise<RenderedPdf> {
  if (!row.kycData) throw new HttpError(409, 'ONBOARDING_INCOMPLETE', 'The KYC form has not been saved yet');
  const sections = schemaSections(kycNaturalPersonSchema, kycNaturalPersonUiSchema, row.kycData, {
    locale,
    messages: localeMessages(locale),
    optionLabels: runtimeOptionLabels(locale),
  });
  const texts = SUMMARY_TEXTS[locale];
  const bytes = await renderOnboardingDocumentPdf({
    ...document(caller, row, locale),
    title: KYC_TITLE[locale],
    sections,
    closing: row.kycSentAt ? `${texts.kycSentAt}: ${dateTime(row.kycSentAt)}` : texts.kycDraft,
  });
  return { bytes, fileName: fileNameOf('kyc', row) };
}

// ------------------------------------------------------------------ the summary

const SUMMARY_TEXTS = {
  pl: {
    title: 'Podsumowanie wniosku',
    request: 'Wniosek',
    createdAt: 'Utworzony',
    source: 'Zaproszenie od',
    client: 'Klient',
    taxNumber: 'NIP',
    krsNumber: 'Numer KRS',
    representative: 'Reprezentant spółki',
    identity: 'Weryfikacja tożsamości',
    verifiedAt: 'Zweryfikowano',
    kyc: 'Formularz KYC',
    kycSentAt: 'Wysłany do weryfikacji',
    kycDraft: 'Formularz KYC nie został jeszcze wysłany do weryfikacji',
    kycStatus: {
      draft: 'Wersja robocza',
      sent: 'Wysłany do weryfikacji',
      verified: 'Zweryfikowany',
      rejected: 'Odrzucony',
    },
    forms: 'Formularze zgodności',
    noForms: 'Formularze powstaną po wysłaniu formularza KYC',
    approvedAt: 'zatwierdzony przez inwestora',
    documents: 'Dokumenty uzupełniające',
    missing: 'nie przesłano',
    files: 'pliki',
    yes: 'tak',
    no: 'nie (wymagane pełnomocnictwo)',
  },
  en: {
    title: 'Request summary',
    request: 'Request',
    createdAt: 'Created',
    source: 'Invited by',
    client: 'Client',
    taxNumber: 'Tax number (NIP)',
    krsNumber: 'KRS number',
    representative: 'Company representative',
    identity: 'Identity verification',
    verifiedAt: 'Verified',
    kyc: 'KYC form',
    kycSentAt: 'Sent to verification',
    kycDraft: 'The KYC form has not been sent to verification yet',
    kycStatus: { draft: 'Draft', sent: 'Sent to verification', verified: 'Verified', rejected: 'Rejected' },
    forms: 'Compliance forms',
    noForms: 'The forms are generated when the KYC form is sent',
    approvedAt: 'approved by the investor',
    documents: 'Supporting documents',
    missing: 'not uploaded',
    files: 'files',
    yes: 'yes',
    no: 'no (a power of attorney is required)',
  },
};

export async function summaryPdf(
  caller: Caller,
  row: OnboardingRequestRow,
  required: readonly string[],
  locale: DocumentLocale,
): Promise<RenderedPdf> {
  const texts = SUMMARY_TEXTS[locale];
  const messages = localeMessages(locale);
  const message = (id: string, fallback: string) => messages[id] ?? fallback;
  const request: [string, string][] = [
    [texts.request, onboardingReference(row)],
    [message('onboardingReview.column.status', 'Status'), message(`onboardingReview.status.${row.status}`, row.status)],
    [texts.createdAt, dateTime(row.createdAt)],
    [texts.source, row.sourceName],
  ];
  if (row.investorType) {
    request.push([
      message('onboardingReview.preview.investorType', 'Investor type'),
      message(`onboarding.investorType.${row.investorType}`, row.investorType),
    ]);
  }
  if (row.taxResidenceCountry) {
    request.push([
      message('onboarding.primaryData.taxResidence', 'Tax residence'),
      countryName(row.taxResidenceCountry, locale),
    ]);
  }
  const sections: DocumentSection[] = [{ heading: '', rows: request }];
  if (row.client) {
    const client: [string, string][] = [[texts.client, row.client.name]];
    if (row.client.taxNumber) client.push([texts.taxNumber, row.client.taxNumber]);
    if (row.client.krsNumber) client.push([texts.krsNumber, row.client.krsNumber]);
    if (row.client.type === 'legal-person') {
      client.push([texts.representative, row.client.representative ? texts.yes : texts.no]);
    }
    sections.push({ heading: texts.client, rows: client });
  }
  const identityStatus = row.identity?.status ?? 'not-started';
  const identity: [string, string][] = [
    [texts.identity, message(`onboarding.identity.status.${identityStatus}`, identityStatus)],
  ];
  if (row.identity?.status === 'approved' && row.identity.decidedAt) {
    identity.push([texts.verifiedAt, dateTime(row.identity.decidedAt)]);
  }
  identity.push([texts.kyc, texts.kycStatus[row.kycStatus]]);
  if (row.kycSentAt) identity.push([texts.kycSentAt, dateTime(row.kycSentAt)]);
  sections.push({ heading: `${texts.identity}, ${texts.kyc}`, rows: identity });
  sections.push({
    heading: texts.forms,
    rows:
      row.complianceForms.length === 0
        ? [[texts.forms, texts.noForms]]
        : row.complianceForms.map((form) => [
            COMPLIANCE_TITLES[form.kind][locale],
            [
              message(`onboardingReview.formStatus.${form.status}`, form.status),
              form.approvedAt ? `${texts.approvedAt} ${dateTime(form.approvedAt)}` : '',
            ]
              .filter(Boolean)
              .join(', '),
          ]),
  });
  const types = [...new Set([...required, ...row.documents.map((entry) => entry.type)])];
  sections.push({
    heading: texts.documents,
    rows: types.map((type) => {
      const label = message(`onboarding.documentType.${type}`, type);
      const entry = row.documents.find((candidate) => candidate.type === type);
      if (!entry) return [label, texts.missing];
      const files = entry.fileIds
        .map((id) => row.files.find((file) => file.id === id)?.fileName)
        .filter((name): name is string => Boolean(name));
      const status = message(`onboardingReview.documentStatus.${entry.status}`, entry.status);
      const reason = entry.status === 'rejected' && entry.rejectionReason ? ` (${entry.rejectionReason})` : '';
      return [label, `${status}${reason}${files.length > 0 ? `; ${texts.files}: ${files.join(', ')}` : ''}`];
    }),
  });
  const bytes = await renderOnboardingDocumentPdf({ ...document(caller, row, locale), title: texts.title, sections });
  return { bytes, fileName: fileNameOf('summary', row) };
}

/** The document renderOnboardingPdf asks for. */
export function onboardingPdf(
  caller: Caller,
  row: OnboardingRequestRow,
  request: OnboardingPdfRequest,
  required: readonly string[],
  locale: DocumentLocale,
): Promise<RenderedPdf> {
  if (request.document === 'kyc') return kycPdf(caller, row, locale);
  if (request.document === 'summary') return summaryPdf(caller, row, required, locale);
  if (!request.complianceFormId) {
    throw validationFailed([
      { propertyPath: 'complianceFormId', title: 'validation.required', message: 'This field is required.' },
    ]);
  }
  return complianceFormPdf(caller, row, request.complianceFormId, locale);
}
