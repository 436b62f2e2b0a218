// Regulations and privacy-policy PDFs of the demo tenants, generated with pdfkit in DejaVu Sans (the standard PDF
// fonts have no Polish letters: ą ć ę ł ń ó ś ź ż would be lost).
import PDFDocument from 'pdfkit';
import { FONT_BOLD, FONT_REGULAR } from '../pdf/fonts';

export interface LegalDocument {
  title: string;
  tenantName: string;
  /** e.g. "Obowiązuje od 21.11.2026" */
  dateLine: string;
  paragraphs: string[];
}

export function renderLegalPdf(document: LegalDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      lang: 'pl-PL',
      font: FONT_REGULAR, // instead of Helvetica (no Polish glyphs)
      info: { Title: `${document.title} – ${document.tenantName}`, Author: document.tenantName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font(FONT_BOLD).fontSize(20).text(document.title, { align: 'center' });
    doc.moveDown(0.4).font(FONT_REGULAR).fontSize(13).text(document.tenantName, { align: 'center' });
    doc.moveDown(0.2).fontSize(10).fillColor('#555555').text(document.dateLine, { align: 'center' });
    doc.moveDown(1.2).fillColor('#000000').fontSize(11);
    document.paragraphs.forEach((paragraph, index) => {
      doc.font(FONT_BOLD).text(`§ ${index + 1}`, { continued: false });
      doc.font(FONT_REGULAR).text(paragraph, { align: 'justify' }).moveDown(0.8);
    });
    doc.end();
  });
}
