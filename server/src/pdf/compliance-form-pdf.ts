// The compliance forms of an onboarding request as PDFs (issue 12 §2): the AML/KYC declaration and the investor
// classification (qualified-investor thresholds of seed 001 §9), generated from the KYC data. DejaVu fonts for
// the Polish glyphs, the tenant's name and brand colour in the header, as agreement-pdf.ts.
import PDFDocument from 'pdfkit';
import { FONT_BOLD, FONT_REGULAR } from './fonts';

export type ComplianceLocale = 'pl' | 'en';

export interface ComplianceFormPdfInput {
  locale: ComplianceLocale;
  kind: 'aml-kyc-declaration' | 'investor-classification';
  tenant: { name: string; brandColor?: string | null };
  reference: string;
  date: string;
  /** Label / value rows in the order shown. */
  rows: readonly (readonly [string, string])[];
  /** The declaration's statements, each with its answer. */
  statements: readonly (readonly [string, boolean])[];
  approvedAt: string | null;
}

export const COMPLIANCE_TITLES: Record<ComplianceFormPdfInput['kind'], Record<ComplianceLocale, string>> = {
  'aml-kyc-declaration': { pl: 'Oświadczenie AML/KYC', en: 'AML/KYC declaration' },
  'investor-classification': { pl: 'Klasyfikacja inwestora', en: 'Investor classification' },
};

const TEXTS = {
  pl: {
    reference: 'Wniosek',
    date: 'Data',
    yes: 'TAK',
    no: 'NIE',
    approved: 'Zatwierdzone przez inwestora',
    pending: 'Oczekuje na zatwierdzenie inwestora',
  },
  en: {
    reference: 'Request',
    date: 'Date',
    yes: 'YES',
    no: 'NO',
    approved: 'Approved by the investor',
    pending: 'Waiting for the investor’s approval',
  },
};

export function renderComplianceFormPdf(input: ComplianceFormPdfInput): Promise<Buffer> {
  const texts = TEXTS[input.locale];
  const brand = /^#[0-9a-f]{6}$/i.test(input.tenant.brandColor ?? '') ? (input.tenant.brandColor as string) : '#1f3a5f';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: COMPLIANCE_TITLES[input.kind][input.locale], Author: input.tenant.name },
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
  doc.font('bold').fontSize(14).fillColor('#000000').text(COMPLIANCE_TITLES[input.kind][input.locale]);
  doc.font('regular').fontSize(10).text(`${texts.reference}: ${input.reference}    ${texts.date}: ${input.date}`);
  doc.moveDown(1);
  for (const [label, value] of input.rows) {
    doc
      .font('bold')
      .fontSize(10)
      .text(`${label}: `, { continued: true })
      .font('regular')
      .text(value || '—');
  }
  doc.moveDown(1);
  for (const [statement, answer] of input.statements) {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(brand)
      .text(answer ? '☑ ' : '☐ ', { continued: true })
      .fillColor('#000000')
      .text(`${statement} — ${answer ? texts.yes : texts.no}`);
    doc.moveDown(0.3);
  }
  doc.moveDown(1);
  doc.font('bold').text(input.approvedAt ? `${texts.approved}: ${input.approvedAt}` : texts.pending);
  doc.end();
  return done;
}
