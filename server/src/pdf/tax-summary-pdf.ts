/**
 * The yearly tax summary of an investor: per investment the interest paid in the year
 * (gross), the tax withheld and the net, with totals per currency. pdfkit in DejaVu Sans (Polish glyphs), A4,
 * the tenant's name and brand colour in the header, "Strona 1 z 2" in every footer.
 *
 * Self-contained like agreement-pdf.ts: the caller gives the figures as decimal strings ("1234.56") and the
 * texts' language; this module only lays them out.
 */
import PDFDocument from 'pdfkit';
import { FONT_BOLD, FONT_REGULAR } from './fonts';
import { formatDate, formatMoney } from './format';

export type TaxSummaryLocale = 'pl' | 'en';

export interface TaxSummaryLine {
  campaignName: string;
  productName: string;
  productCode: string;
  /** The agreement number. */
  reference: string;
  currency: string;
  payouts: number;
  grossInterest: string;
  tax: string;
  netInterest: string;
  /** Gross without withholding (a company or a non-resident): a note under the table. */
  taxNotWithheld: boolean;
}

export interface TaxSummaryInput {
  locale: TaxSummaryLocale;
  year: number;
  tenant: { name: string; brandColor?: string | null };
  investor: { name: string; email: string };
  /** YYYY-MM-DD */
  generatedOn: string;
  lines: readonly TaxSummaryLine[];
  totals: readonly { currency: string; grossInterest: string; tax: string; netInterest: string }[];
}

const M = {
  pl: {
    title: (year: number) => `Podsumowanie podatkowe za rok ${year}`,
    subtitle: 'Odsetki wypłacone w roku, podatek pobrany i kwoty netto',
    investor: 'Inwestor',
    generated: 'Data sporządzenia',
    investment: 'Inwestycja',
    payouts: 'Wypłat',
    gross: 'Odsetki brutto',
    tax: 'Podatek pobrany',
    net: 'Odsetki netto',
    totals: 'Razem',
    none: (year: number) => `W roku ${year} nie wypłacono odsetek z Twoich inwestycji.`,
    agreement: (reference: string) => `umowa ${reference}`,
    withheldNote:
      'Podatek dochodowy od odsetek (19%, art. 30a ust. 1 pkt 2 ustawy o PIT) pobrany przez płatnika od osób fizycznych mających miejsce zamieszkania w Polsce. Kwoty według dat wypłaty.',
    grossNote:
      '* Odsetki wypłacone w kwocie brutto, bez poboru podatku (inwestor niebędący osobą fizyczną lub nierezydent): rozliczenie podatku należy do inwestora.',
    disclaimer:
      'Zestawienie ma charakter informacyjny i nie zastępuje informacji podatkowej (PIT-8C / IFT-1R) wystawianej przez płatnika.',
    page: (n: number, of: number) => `Strona ${n} z ${of}`,
  },
  en: {
    title: (year: number) => `Tax summary for ${year}`,
    subtitle: 'Interest paid in the year, tax withheld and net amounts',
    investor: 'Investor',
    generated: 'Prepared on',
    investment: 'Investment',
    payouts: 'Payouts',
    gross: 'Gross interest',
    tax: 'Tax withheld',
    net: 'Net interest',
    totals: 'Total',
    none: (year: number) => `No interest was paid from your investments in ${year}.`,
    agreement: (reference: string) => `agreement ${reference}`,
    withheldNote:
      'Income tax on interest (19%, art. 30a(1)(2) of the Polish PIT Act) withheld by the payer from natural persons resident in Poland. Amounts by payout date.',
    grossNote:
      '* Interest paid gross, without withholding (an investor who is not a natural person, or a non-resident): the investor settles the tax.',
    disclaimer:
      'This summary is for information only and does not replace the tax statement (PIT-8C / IFT-1R) issued by the payer.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
} as const;

const MARGIN = 50;
const GRAY = '#555555';
const TEXT = '#111111';
const DEFAULT_BRAND = '#1f3a5f';

export function renderTaxSummaryPdf(input: TaxSummaryInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const m = M[input.locale];
    const brand = /^#[0-9a-f]{6}$/i.test(input.tenant.brandColor ?? '')
      ? (input.tenant.brandColor as string)
      : DEFAULT_BRAND;
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + 20 },
      bufferPages: true,
      lang: input.locale === 'pl' ? 'pl-PL' : 'en-GB',
      font: FONT_REGULAR,
      info: { Title: m.title(input.year), Author: input.tenant.name, Subject: input.investor.name },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      const width = doc.page.width - MARGIN * 2;
      // Header: the tenant's name and a rule in its colour.
      doc
        .font(FONT_BOLD)
        .fontSize(16)
        .fillColor(brand)
        .text(input.tenant.name, MARGIN, MARGIN - 10, { width });
      const ruleY = doc.y + 6;
      doc
        .moveTo(MARGIN, ruleY)
        .lineTo(MARGIN + width, ruleY)
        .lineWidth(1.5)
        .strokeColor(brand)
        .stroke();
      doc.y = ruleY + 16;
      doc.font(FONT_BOLD).fontSize(18).fillColor(TEXT).text(m.title(input.year), MARGIN, doc.y, { width });
      doc.font(FONT_REGULAR).fontSize(10).fillColor(GRAY).text(m.subtitle, { width });
      doc.moveDown(0.8);
      doc.fontSize(10).fillColor(TEXT);
      // The known name with the e-mail beside it; the e-mail alone when no name is known (never twice).
      const { name, email } = input.investor;
      const who = name.trim() && name.trim() !== email ? `${name.trim()} (${email})` : email;
      doc.text(`${m.investor}: ${who}`, { width });
      doc.text(`${m.generated}: ${formatDate(input.generatedOn)}`, { width });
      doc.moveDown(1);

      // Table: investment | payouts | gross | tax | net.
      const columns = [
        { label: m.investment, width: width * 0.37, align: 'left' as const },
        { label: m.payouts, width: width * 0.09, align: 'right' as const },
        { label: m.gross, width: width * 0.18, align: 'right' as const },
        { label: m.tax, width: width * 0.18, align: 'right' as const },
        { label: m.net, width: width * 0.18, align: 'right' as const },
      ];
      const bottom = () => doc.page.height - doc.page.margins.bottom;
      const drawRow = (cells: string[], options: { bold?: boolean; fill?: string } = {}) => {
        doc.font(options.bold ? FONT_BOLD : FONT_REGULAR).fontSize(9);
        const height =
          Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 8 }))) + 8;
        if (doc.y + height > bottom()) doc.addPage();
        const y = doc.y;
        if (options.fill) doc.save().rect(MARGIN, y, width, height).fill(options.fill).restore();
        let x = MARGIN;
        cells.forEach((cell, i) => {
          const column = columns[i]!;
          doc
            .font(options.bold ? FONT_BOLD : FONT_REGULAR)
            .fontSize(9)
            .fillColor(TEXT)
            .text(cell, x + 4, y + 4, { width: column.width - 8, align: column.align });
          x += column.width;
        });
        doc.y = y + height;
        doc
          .moveTo(MARGIN, doc.y)
          .lineTo(MARGIN + width, doc.y)
          .lineWidth(0.4)
          .strokeColor('#cccccc')
          .stroke();
      };
      if (input.lines.length === 0) {
        doc.font(FONT_REGULAR).fontSize(11).fillColor(TEXT).text(m.none(input.year), MARGIN, doc.y, { width });
      } else {
        drawRow(
          columns.map((column) => column.label),
          { bold: true, fill: '#eef1f5' },
        );
        for (const line of input.lines) {
          drawRow([
            `${line.campaignName}\n${line.productName} (${line.productCode}), ${m.agreement(line.reference)}${line.taxNotWithheld ? ' *' : ''}`,
            String(line.payouts),
            formatMoney(line.grossInterest, line.currency),
            formatMoney(line.tax, line.currency),
            formatMoney(line.netInterest, line.currency),
          ]);
        }
        for (const total of input.totals) {
          drawRow(
            [
              `${m.totals} (${total.currency})`,
              '',
              formatMoney(total.grossInterest, total.currency),
              formatMoney(total.tax, total.currency),
              formatMoney(total.netInterest, total.currency),
            ],
            { bold: true },
          );
        }
      }
      doc.moveDown(1.2);
      doc.font(FONT_REGULAR).fontSize(8.5).fillColor(GRAY);
      doc.text(m.withheldNote, MARGIN, doc.y, { width });
      if (input.lines.some((line) => line.taxNotWithheld)) {
        doc.moveDown(0.4).text(m.grossNote, { width });
      }
      doc.moveDown(0.4).text(m.disclaimer, { width });

      const range = doc.bufferedPageRange();
      for (let index = range.start; index < range.start + range.count; index += 1) {
        doc.switchToPage(index);
        const savedBottom = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        const footerY = doc.page.height - MARGIN + 10;
        doc.font(FONT_REGULAR).fontSize(8).fillColor(GRAY);
        doc.text(`${input.tenant.name} · ${m.title(input.year)}`, MARGIN, footerY, {
          width: width * 0.7,
          lineBreak: false,
          ellipsis: true,
        });
        doc.text(m.page(index - range.start + 1, range.count), MARGIN + width * 0.7, footerY, {
          width: width * 0.3,
          align: 'right',
          lineBreak: false,
        });
        doc.page.margins.bottom = savedBottom;
      }
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
