/**
 * The investment agreement of an offer as a PDF: a preview before acceptance (watermarked, marked
 * "PODGLĄD — dokument nie został zawarty") and the final document after it. pdfkit in DejaVu Sans (Polish
 * glyphs), A4, any number of pages ("Strona 1 z 2" in every footer).
 *
 * Self-contained: the caller (the offers module) gathers the data into an `AgreementPdfInput` — texts already in
 * the document's language, amounts and rates as decimal strings, dates as YYYY-MM-DD — and this module only
 * lays it out. Optional fields are printed only when present.
 *
 * The tenant logo: PNG or JPEG bytes are drawn in the header. pdfkit cannot draw SVG (or WebP), and the demo
 * tenants' logos are SVG only (branding_assets `logo.svg`), so for `logo: null`/undefined, or bytes that are not
 * PNG/JPEG, the header shows the tenant's name as text instead.
 */
import PDFDocument from 'pdfkit';
import { amountInWords, type AmountCurrency } from '#schemas/finance/amount-in-words';
import type { DayCountConvention, PaymentFrequency } from '#schemas/finance/payment-schedule';
import { AGREEMENT_MESSAGES, type AgreementMessages } from './agreement-messages';
import { FONT_BOLD, FONT_REGULAR } from './fonts';
import { countryName, formatBankAccount, formatDate, formatMoney, formatPercent } from './format';

export type AgreementLocale = 'pl' | 'en';

/** A postal address; a string is printed as given. */
export type AgreementAddress =
  | string
  | {
      street: string;
      houseNumber: string;
      flatNumber?: string | null;
      postalCode: string;
      city: string;
      /** ISO 3166-1 alpha-2; printed by name ("Polska" / "Poland"). */
      country?: string | null;
    };

export interface AgreementNaturalPerson {
  type: 'natural-person';
  /** First name(s) and surname. */
  name: string;
  pesel?: string | null;
  address?: AgreementAddress | null;
  phone?: string | null;
  email?: string | null;
}

export interface AgreementCompany {
  type: 'legal-person';
  name: string;
  nip?: string | null;
  krs?: string | null;
  regon?: string | null;
  address?: AgreementAddress | null;
  /** Who signs for the company, e.g. { name: 'Anna Nowak', role: 'Prezes Zarządu' }. */
  representative?: { name: string; role?: string | null } | null;
  phone?: string | null;
  email?: string | null;
}

export type AgreementInterest =
  | { type: 'Fixed'; /** annual %, decimal string: "9.5" */ rate: string }
  | {
      type: 'Variable';
      /** The reference rate's name, e.g. "WIBOR 3M". */
      referenceRate: string;
      /** annual %, decimal string: "2.5" */
      margin: string;
      /** The current rate (reference fixing + margin), when known: "8.3125". */
      currentRate?: string | null;
    };

export interface AgreementConsent {
  text: string;
  given: boolean;
  /** Shown under the consent (the investment risks the declaration refers to). */
  detail?: string | null;
}

export interface AgreementPdfInput {
  locale: AgreementLocale;
  /** 'preview': before acceptance, watermarked and marked as not concluded; 'final': the agreement itself. */
  kind: 'preview' | 'final';
  tenant: {
    name: string;
    /** PNG or JPEG bytes. null/undefined (e.g. the tenant only has an SVG logo): the name is the header. */
    logo?: Buffer | null;
    /** "#rrggbb" for the header rule and headings; a neutral navy when absent or malformed. */
    brandColor?: string | null;
  };
  /** The agreement number: the offer id's short form, e.g. "A1B2C3D4". */
  reference: string;
  /** YYYY-MM-DD: the agreement date (final) or the generation date (preview). */
  date: string;
  issuer: {
    name: string;
    address?: AgreementAddress | null;
    nip?: string | null;
    krs?: string | null;
  };
  investor: AgreementNaturalPerson | AgreementCompany;
  advisor?: { name: string; email?: string | null } | null;
  product: {
    campaignName: string;
    name: string;
    code: string;
    type: 'debt' | 'equity';
    currency: AmountCurrency;
    /** null for equity. */
    interest?: AgreementInterest | null;
    paymentFrequency?: PaymentFrequency | null;
    dayCount?: DayCountConvention | null;
    termMonths?: number | null;
    /** YYYY-MM-DD */
    startDate?: string | null;
    /** YYYY-MM-DD */
    maturityDate?: string | null;
    /** Plain text or simple Markdown (markers are stripped); wraps over pages. */
    description?: string | null;
  };
  /** The investment amount, a decimal string with at most 2 decimals: "12345.67" (currency: product.currency). */
  amount: string;
  /** The investor's payout account (IBAN or NRB, any spacing). */
  payoutAccount?: string | null;
  /** Where and how the investor pays (the fund's account). */
  payment?: {
    account: string;
    recipient: string;
    title: string;
    /** YYYY-MM-DD */
    dueDate: string;
  } | null;
  /**
   * The declarations and consents in the investment form's wording, each with whether it is checked. A bare
   * string is checked in the final agreement and still to be given in a preview.
   */
  consents: readonly (string | AgreementConsent)[];
  /** Further provisions of the agreement (the issuer's terms), one paragraph each; numbered after the fixed one. */
  clauses?: readonly string[] | null;
}

// ------------------------------------------------------------------ layout constants

const MARGIN = 56;
const FOOTER_SPACE = 36;
const LABEL_WIDTH = 160;
const GRAY = '#555555';
const TEXT = '#111111';
const DEFAULT_BRAND = '#1f3a5f';
const PREVIEW_RED = '#b71c1c';

type Doc = PDFKit.PDFDocument;

/** PNG or JPEG by content (pdfkit draws only these two). */
function imageKind(bytes: Buffer | null | undefined): 'png' | 'jpeg' | null {
  if (!bytes || bytes.length < 8) return null;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

function formatAddress(address: AgreementAddress, locale: AgreementLocale): string {
  if (typeof address === 'string') return address;
  const house = address.flatNumber ? `${address.houseNumber}/${address.flatNumber}` : address.houseNumber;
  const parts = [`${address.street} ${house}`, `${address.postalCode} ${address.city}`];
  if (address.country) parts.push(countryName(address.country, locale));
  return parts.join(', ');
}

/** Simple Markdown to plain text: headings, emphasis, links and list markers lose their syntax. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^*\w])[*_]([^*_\n]+)[*_](?=[^*\w]|$)/g, '$1$2')
    .replace(/^\s*[-*+]\s+/gm, '• ')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** Writes the agreement; one instance per document. */
class AgreementWriter {
  private readonly m: AgreementMessages;
  private readonly brand: string;
  private section = 0;

  constructor(
    private readonly doc: Doc,
    private readonly input: AgreementPdfInput,
  ) {
    this.m = AGREEMENT_MESSAGES[input.locale];
    this.brand = /^#[0-9a-f]{6}$/i.test(input.tenant.brandColor ?? '')
      ? (input.tenant.brandColor as string)
      : DEFAULT_BRAND;
  }

  private get contentWidth(): number {
    return this.doc.page.width - MARGIN * 2;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) {
      this.doc.addPage();
      this.doc.y = this.doc.page.margins.top;
    }
  }

  write(): void {
    this.header();
    this.title();
    if (this.input.kind === 'preview') this.previewBanner();
    this.parties();
    this.productTerms();
    this.amount();
    this.payout();
    this.payment();
    this.consents();
    this.provisions();
    this.signatures();
    this.decoratePages();
  }

  private header(): void {
    const { doc, input } = this;
    const top = MARGIN - 16;
    const kind = imageKind(input.tenant.logo);
    let height = 0;
    if (kind && input.tenant.logo) {
      try {
        doc.image(input.tenant.logo, MARGIN, top, { fit: [170, 44] });
        height = 44;
      } catch {
        height = 0; // a damaged image: fall back to the name below
      }
    }
    const drewLogo = height > 0;
    if (!drewLogo) {
      doc.font(FONT_BOLD).fontSize(16).fillColor(this.brand);
      doc.text(input.tenant.name, MARGIN, top + 8, {
        width: this.contentWidth * 0.6,
        lineBreak: false,
        ellipsis: true,
      });
      height = 32;
    }
    doc.font(FONT_REGULAR).fontSize(8.5).fillColor(GRAY);
    // Beside a logo image the tenant's name is repeated in text (a monogram alone does not name it).
    const right = [this.m.footerReference(input.reference), ...(drewLogo ? [input.tenant.name] : [])].join('\n');
    doc.text(right, MARGIN + this.contentWidth * 0.5, top + 10, { width: this.contentWidth * 0.5, align: 'right' });
    const ruleY = top + height + 8;
    doc
      .moveTo(MARGIN, ruleY)
      .lineTo(MARGIN + this.contentWidth, ruleY)
      .lineWidth(1.5)
      .strokeColor(this.brand)
      .stroke();
    doc.x = MARGIN;
    doc.y = ruleY + 18;
  }

  private title(): void {
    const { doc, input, m } = this;
    doc.font(FONT_BOLD).fontSize(19).fillColor(TEXT).text(m.title, { align: 'center' });
    doc.font(FONT_BOLD).fontSize(12).text(m.number(input.reference), { align: 'center' });
    const date = formatDate(input.date);
    doc
      .moveDown(0.2)
      .font(FONT_REGULAR)
      .fontSize(10)
      .fillColor(GRAY)
      .text(input.kind === 'final' ? m.concludedOn(date) : m.generatedOn(date), { align: 'center' });
    doc.moveDown(1);
  }

  private previewBanner(): void {
    const { doc, m } = this;
    const x = MARGIN;
    const width = this.contentWidth;
    doc.font(FONT_REGULAR).fontSize(9);
    const noteHeight = doc.heightOfString(m.previewNote, { width: width - 24 });
    const height = 22 + noteHeight + 14;
    const y = doc.y;
    doc.save();
    doc.rect(x, y, width, height).fillOpacity(0.06).fill(PREVIEW_RED);
    doc.restore();
    doc.rect(x, y, width, height).lineWidth(1.2).strokeColor(PREVIEW_RED).stroke();
    doc
      .font(FONT_BOLD)
      .fontSize(11.5)
      .fillColor(PREVIEW_RED)
      .text(m.previewBanner, x + 12, y + 8, {
        width: width - 24,
        align: 'center',
      });
    doc
      .font(FONT_REGULAR)
      .fontSize(9)
      .fillColor(TEXT)
      .text(m.previewNote, x + 12, doc.y + 3, { width: width - 24, align: 'center' });
    doc.x = MARGIN;
    doc.y = y + height + 14;
  }

  private heading(text: string): void {
    const { doc } = this;
    this.ensureSpace(60); // keep a heading with at least one row of its section
    this.section += 1;
    doc.moveDown(0.4);
    doc
      .font(FONT_BOLD)
      .fontSize(12)
      .fillColor(this.brand)
      .text(`§ ${this.section}. ${text}`, MARGIN, doc.y, { width: this.contentWidth });
    doc.moveDown(0.35);
  }

  private subheading(text: string): void {
    this.ensureSpace(64); // with at least two lines of what follows
    this.doc
      .font(FONT_BOLD)
      .fontSize(10.5)
      .fillColor(TEXT)
      .text(text, MARGIN, this.doc.y, { width: this.contentWidth });
    this.doc.moveDown(0.2);
  }

  /** A label and its value side by side; the value wraps in its column. */
  private row(label: string, value: string, options: { bold?: boolean } = {}): void {
    const { doc } = this;
    const valueWidth = this.contentWidth - LABEL_WIDTH;
    doc.font(options.bold ? FONT_BOLD : FONT_REGULAR).fontSize(10);
    const valueHeight = doc.heightOfString(value, { width: valueWidth });
    doc.font(FONT_REGULAR).fontSize(9.5);
    const labelHeight = doc.heightOfString(label, { width: LABEL_WIDTH - 10 });
    const height = Math.max(valueHeight, labelHeight);
    if (height <= this.bottom - this.doc.page.margins.top) this.ensureSpace(height + 4);
    const y = doc.y;
    doc.fillColor(GRAY).text(label, MARGIN, y, { width: LABEL_WIDTH - 10 });
    const afterLabel = doc.y;
    doc
      .font(options.bold ? FONT_BOLD : FONT_REGULAR)
      .fontSize(10)
      .fillColor(TEXT);
    doc.text(value, MARGIN + LABEL_WIDTH, y, { width: valueWidth });
    // A value that ran onto the next page leaves the cursor there; otherwise continue under the taller column.
    doc.y = (doc.y < y ? doc.y : Math.max(doc.y, afterLabel)) + 4;
    doc.x = MARGIN;
  }

  private optionalRow(label: string, value: string | null | undefined): void {
    if (present(value)) this.row(label, value);
  }

  private paragraph(text: string, options: { size?: number; color?: string; indent?: number } = {}): void {
    const { doc } = this;
    const indent = options.indent ?? 0;
    doc
      .font(FONT_REGULAR)
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? TEXT);
    this.ensureSpace(Math.min(doc.heightOfString(text, { width: this.contentWidth - indent }), 40));
    doc.text(text, MARGIN + indent, doc.y, { width: this.contentWidth - indent, align: 'justify' });
    doc.x = MARGIN;
  }

  private parties(): void {
    const { input, m } = this;
    const { locale } = input;
    this.heading(m.parties);

    this.subheading(m.issuer);
    this.row(m.companyName, input.issuer.name, { bold: true });
    if (input.issuer.address) this.row(m.address, formatAddress(input.issuer.address, locale));
    this.optionalRow(m.nip, input.issuer.nip);
    this.optionalRow(m.krs, input.issuer.krs);
    this.doc.moveDown(0.4);

    const investor = input.investor;
    this.subheading(`${m.investor} (${investor.type === 'natural-person' ? m.naturalPerson : m.company})`);
    if (investor.type === 'natural-person') {
      this.row(m.name, investor.name, { bold: true });
      this.optionalRow(m.pesel, investor.pesel);
    } else {
      this.row(m.companyName, investor.name, { bold: true });
      this.optionalRow(m.nip, investor.nip);
      this.optionalRow(m.krs, investor.krs);
      this.optionalRow(m.regon, investor.regon);
    }
    if (investor.address) this.row(m.address, formatAddress(investor.address, locale));
    if (investor.type === 'legal-person' && investor.representative && present(investor.representative.name)) {
      const { name, role } = investor.representative;
      this.row(m.representative, present(role) ? `${name}, ${role}` : name);
    }
    this.optionalRow(m.phone, investor.phone);
    this.optionalRow(m.email, investor.email);

    if (input.advisor && present(input.advisor.name)) {
      // The advisor's name on the line of its label, like every other party's row.
      this.doc.moveDown(0.4);
      this.row(m.advisor, input.advisor.name, { bold: true });
      this.optionalRow(m.email, input.advisor.email);
    }
  }

  private productTerms(): void {
    const { input, m } = this;
    const { product } = input;
    this.heading(m.productTerms);
    this.row(m.campaign, product.campaignName);
    this.row(m.product, product.name, { bold: true });
    this.row(m.productCode, product.code);
    this.row(m.productType, m.productTypes[product.type]);
    this.row(m.currency, product.currency);
    const interest = product.interest;
    if (interest?.type === 'Fixed') this.row(m.interest, m.fixedRate(formatPercent(interest.rate)));
    if (interest?.type === 'Variable') {
      const current = present(interest.currentRate) ? formatPercent(interest.currentRate) : undefined;
      this.row(m.interest, m.variableRate(interest.referenceRate, formatPercent(interest.margin), current));
    }
    if (product.paymentFrequency) this.row(m.paymentFrequency, m.paymentFrequencies[product.paymentFrequency]);
    if (product.dayCount) this.row(m.dayCount, m.dayCounts[product.dayCount]);
    if (typeof product.termMonths === 'number') this.row(m.term, m.months(product.termMonths));
    if (present(product.startDate)) this.row(m.startDate, formatDate(product.startDate));
    if (present(product.maturityDate)) this.row(m.maturityDate, formatDate(product.maturityDate));
    if (present(product.description)) {
      this.doc.moveDown(0.3);
      this.subheading(m.description);
      for (const block of plainText(product.description).split(/\n\s*\n/)) {
        this.paragraph(block, { size: 9.5 });
        this.doc.moveDown(0.4);
      }
    }
  }

  private amount(): void {
    const { input, m } = this;
    this.heading(m.amountSection);
    this.row(m.amountInFigures, formatMoney(input.amount, input.product.currency), { bold: true });
    this.row(m.amountInWords, amountInWords(input.amount, input.product.currency, input.locale));
  }

  private payout(): void {
    const { input, m } = this;
    if (!present(input.payoutAccount)) return;
    this.heading(m.payoutSection);
    this.paragraph(m.payoutIntro);
    this.doc.moveDown(0.3);
    // A preview's blank (a dotted line) is printed as it is; an account number is grouped in fours.
    const account = /^[\dA-Za-z\s]+$/.test(input.payoutAccount)
      ? formatBankAccount(input.payoutAccount)
      : input.payoutAccount;
    this.row(m.bankAccount, account, { bold: true });
  }

  private payment(): void {
    const { input, m } = this;
    const payment = input.payment;
    if (!payment) return;
    this.heading(m.paymentSection);
    this.paragraph(m.paymentIntro);
    this.doc.moveDown(0.3);
    this.row(m.paymentAccount, formatBankAccount(payment.account), { bold: true });
    this.row(m.paymentRecipient, payment.recipient);
    this.row(m.paymentTitle, payment.title);
    this.row(m.paymentAmount, formatMoney(input.amount, input.product.currency));
    this.row(m.paymentDueDate, formatDate(payment.dueDate));
  }

  private consents(): void {
    const { input, m, doc } = this;
    const consents = input.consents
      .map((consent) => (typeof consent === 'string' ? { text: consent, given: input.kind === 'final' } : consent))
      .filter((consent) => present(consent.text));
    if (consents.length === 0) return;
    this.heading(m.consentsSection);
    this.paragraph(input.kind === 'final' ? m.consentsIntroFinal : m.consentsIntroPreview);
    doc.moveDown(0.3);
    for (const consent of consents) {
      doc.font(FONT_REGULAR).fontSize(9.5);
      const height = doc.heightOfString(consent.text, { width: this.contentWidth - 18 });
      this.ensureSpace(Math.min(height, 40));
      const y = doc.y;
      doc.fillColor(this.brand).text(consent.given ? '☑' : '☐', MARGIN, y, { width: 14 });
      doc.fillColor(TEXT).text(consent.text, MARGIN + 18, y, { width: this.contentWidth - 18 });
      if (present(consent.detail)) {
        doc.moveDown(0.15);
        this.paragraph(consent.detail, { size: 9, color: GRAY, indent: 18 });
      }
      doc.moveDown(0.3);
    }
    doc.x = MARGIN;
  }

  private provisions(): void {
    const { input, m, doc } = this;
    this.heading(m.provisionsSection);
    const clauses = [
      input.payment ? `${m.conclusionClause} ${m.activationClause}` : m.conclusionClause,
      ...(input.clauses ?? []).filter(present),
    ];
    clauses.forEach((clause, index) => {
      doc.font(FONT_REGULAR).fontSize(10);
      const text = plainText(clause);
      this.ensureSpace(Math.min(doc.heightOfString(text, { width: this.contentWidth - 22 }), 40));
      const y = doc.y;
      doc.fillColor(TEXT).text(`${index + 1}.`, MARGIN, y, { width: 20 });
      doc.text(text, MARGIN + 22, y, { width: this.contentWidth - 22, align: 'justify' });
      doc.moveDown(0.4);
    });
    doc.x = MARGIN;
  }

  private signatures(): void {
    const { input, m, doc } = this;
    this.ensureSpace(140); // the heading and both blocks stay together
    this.heading(m.signatures);
    const columnWidth = (this.contentWidth - 40) / 2;
    const top = doc.y + 8;
    const investorName =
      input.investor.type === 'legal-person' && input.investor.representative?.name
        ? `${input.investor.representative.name} (${input.investor.name})`
        : input.investor.name;
    const blocks: Array<[string, string]> = [
      [m.forIssuer, input.issuer.name],
      [m.forInvestor, investorName],
    ];
    let lowest = top;
    blocks.forEach(([label, name], index) => {
      const x = MARGIN + index * (columnWidth + 40);
      doc.font(FONT_BOLD).fontSize(10).fillColor(TEXT).text(label, x, top, { width: columnWidth });
      const lineY = top + 52;
      doc
        .moveTo(x, lineY)
        .lineTo(x + columnWidth, lineY)
        .lineWidth(0.7)
        .strokeColor('#888888')
        .stroke();
      doc
        .font(FONT_REGULAR)
        .fontSize(9.5)
        .fillColor(TEXT)
        .text(name, x, lineY + 5, { width: columnWidth });
      doc
        .fontSize(8)
        .fillColor(GRAY)
        .text(m.signatureHint, x, doc.y + 1, { width: columnWidth });
      lowest = Math.max(lowest, doc.y);
    });
    doc.x = MARGIN;
    doc.y = lowest;
  }

  /** Footers ("Strona 1 z 2") and, for a preview, the diagonal watermark, once the page count is known. */
  private decoratePages(): void {
    const { doc, input, m } = this;
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      const page = doc.page;
      const savedBottom = page.margins.bottom;
      page.margins.bottom = 0; // writing below the bottom margin would otherwise open a new page
      const footerY = page.height - MARGIN + 12;
      doc
        .moveTo(MARGIN, footerY - 6)
        .lineTo(page.width - MARGIN, footerY - 6)
        .lineWidth(0.5)
        .strokeColor('#bbbbbb')
        .stroke();
      doc.font(FONT_REGULAR).fontSize(8).fillColor(GRAY);
      doc.text(`${input.tenant.name} · ${m.footerReference(input.reference)}`, MARGIN, footerY, {
        width: this.contentWidth * 0.7,
        lineBreak: false,
        ellipsis: true,
      });
      doc.text(m.page(index - range.start + 1, range.count), MARGIN + this.contentWidth * 0.7, footerY, {
        width: this.contentWidth * 0.3,
        align: 'right',
        lineBreak: false,
      });
      if (input.kind === 'preview') {
        doc.save();
        doc.font(FONT_BOLD).fontSize(96).fillColor(PREVIEW_RED).fillOpacity(0.08);
        const width = doc.widthOfString(m.previewWatermark);
        const cx = page.width / 2;
        const cy = page.height / 2;
        doc.rotate(-50, { origin: [cx, cy] });
        doc.text(m.previewWatermark, cx - width / 2, cy - 48, { lineBreak: false });
        doc.restore();
      }
      page.margins.bottom = savedBottom;
    }
  }
}

/** Renders the agreement; resolves to the PDF bytes. Throws RangeError for a malformed amount or date. */
export function renderAgreementPdf(input: AgreementPdfInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const m = AGREEMENT_MESSAGES[input.locale];
    try {
      // Malformed figures fail before any layout: a RangeError naming the value.
      amountInWords(input.amount, input.product.currency, input.locale);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date)) throw new RangeError(`Not a YYYY-MM-DD date: "${input.date}"`);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE - 20 },
      bufferPages: true,
      lang: input.locale === 'pl' ? 'pl-PL' : 'en-GB',
      font: FONT_REGULAR, // instead of Helvetica (no Polish glyphs)
      info: {
        Title: `${m.title} ${m.number(input.reference)}${input.kind === 'preview' ? ` (${m.previewWatermark})` : ''}`,
        Author: input.tenant.name,
        Subject: input.product.name,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      new AgreementWriter(doc, input).write();
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
