// The documents of an onboarding request as PDFs: the compliance forms generated from the KYC data
// (the AML/KYC declaration and the investor classification), the KYC form itself and the request's summary. One
// layout for all: the tenant's name and brand colour in the header, the title, the request's reference and date,
// then labelled rows by section, statements with their answers and a closing line. DejaVu fonts for the Polish
// glyphs, as agreement-pdf.ts.
import PDFDocument from 'pdfkit';
import { FONT_BOLD, FONT_REGULAR } from './fonts';
import type { DocumentSection } from './schema-rows';

export type DocumentLocale = 'pl' | 'en';

export interface OnboardingDocumentPdfInput {
  locale: DocumentLocale;
  title: string;
  tenant: { name: string; brandColor?: string | null };
  reference: string;
  date: string;
  /** Label / value rows by section, in the order shown; a section without a heading prints its rows only. */
  sections: readonly DocumentSection[];
  /** Statements, each with its answer (a declaration's ticks). */
  statements?: readonly (readonly [string, boolean])[];
  /** The closing line in bold (who approved it and when, or what is still awaited). */
  closing?: string;
}

export const COMPLIANCE_TITLES = {
  'aml-kyc-declaration': { pl: 'Oświadczenie AML/KYC', en: 'AML/KYC declaration' },
  'investor-classification': { pl: 'Klasyfikacja inwestora', en: 'Investor classification' },
} as const;

const TEXTS = {
  pl: { reference: 'Wniosek', date: 'Data', yes: 'TAK', no: 'NIE' },
  en: { reference: 'Request', date: 'Date', yes: 'YES', no: 'NO' },
};

const DEFAULT_BRAND = '#1f3a5f';

export function renderOnboardingDocumentPdf(input: OnboardingDocumentPdfInput): Promise<Buffer> {
  const texts = TEXTS[input.locale];
  const brand = /^#[0-9a-f]{6}$/i.test(input.tenant.brandColor ?? '')
    ? (input.tenant.brandColor as string)
    : DEFAULT_BRAND;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: input.locale === 'pl' ? 'pl-PL' : 'en-GB',
    info: { Title: input.title, Author: input.tenant.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  doc.font('bold').fontSize(16).fillColor(brand).text(input.tenant.name);
  doc
    .moveTo(50, doc.y + 4)
    .lineTo(545, doc.y + 4)
    .strokeColor(brand)
    .stroke();
  doc.moveDown(1);
  doc.font('bold').fontSize(14).fillColor('#000000').text(input.title);
  doc.font('regular').fontSize(10).text(`${texts.reference}: ${input.reference}    ${texts.date}: ${input.date}`);
  doc.moveDown(1);
  for (const section of input.sections) {
    if (section.heading) {
      // Keep a heading with its first rows: never the last line of a page.
      if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
      doc.font('bold').fontSize(12).fillColor(brand).text(section.heading);
      doc.moveDown(0.3);
    }
    for (const [label, value] of section.rows) {
      doc
        .font('bold')
        .fontSize(10)
        .fillColor('#000000')
        .text(`${label}: `, { continued: true })
        .font('regular')
        .text(value || '—');
    }
    doc.moveDown(0.8);
  }
  for (const [statement, answer] of input.statements ?? []) {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(brand)
      .text(answer ? '☑ ' : '☐ ', { continued: true })
      .fillColor('#000000')
      .text(`${statement} — ${answer ? texts.yes : texts.no}`);
    doc.moveDown(0.3);
  }
  if (input.closing) {
    doc.moveDown(0.7);
    doc.font('bold').fontSize(10).fillColor('#000000').text(input.closing);
  }
  doc.end();
  return done;
}
