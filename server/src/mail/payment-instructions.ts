// The payment-instructions e-mail of an accepted offer: the tenant's branding, Polish or
// English (the investor account's language), the account, recipient, title, amount and due date, and the link
// back to the offer. Written into the outbox in the acceptance's transaction (sent once the commit holds).
import type { PaymentInstructions } from '#generated/api/model';
import type { Tenant } from '../modules/branding';
import { renderNotice } from './notice';
import type { MailLocale, RenderedMail } from './templates';

interface PaymentTexts {
  subject: (reference: string) => string;
  intro: (campaign: string, product: string) => string;
  account: string;
  recipient: string;
  title: string;
  amount: string;
  dueDate: string;
  afterPayment: string;
  button: string;
}

const TEXTS: Record<MailLocale, PaymentTexts> = {
  pl: {
    subject: (reference) => `dane do przelewu (umowa ${reference})`,
    intro: (campaign, product) =>
      `Dziękujemy za akceptację oferty „${campaign}” (${product}). Umowa została wysłana do podpisu elektronicznego. Prosimy o wpłatę na poniższy rachunek:`,
    account: 'Numer rachunku',
    recipient: 'Odbiorca',
    title: 'Tytuł przelewu',
    amount: 'Kwota',
    dueDate: 'Termin wpłaty',
    afterPayment: 'Po wykonaniu przelewu możesz dołączyć potwierdzenie wpłaty na stronie oferty.',
    button: 'Otwórz ofertę',
  },
  en: {
    subject: (reference) => `payment details (agreement ${reference})`,
    intro: (campaign, product) =>
      `Thank you for accepting the offer "${campaign}" (${product}). The agreement has been sent for electronic signature. Please pay to the account below:`,
    account: 'Account number',
    recipient: 'Recipient',
    title: 'Transfer title',
    amount: 'Amount',
    dueDate: 'Due date',
    afterPayment: 'Once you have paid, you can attach the payment confirmation on the offer page.',
    button: 'Open the offer',
  },
};

/** "1234567.5" -> "1 234 567,50" (pl) / "1,234,567.50" (en). */
export function formatMailAmount(value: number, locale: MailLocale): string {
  const [whole = '0', fraction = ''] = value.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'pl' ? '\u00a0' : ',');
  return locale === 'pl' ? `${grouped},${fraction}` : `${grouped}.${fraction}`;
}

/** "PL61109010140000071219812874" -> "PL61 1090 1014 0000 0712 1981 2874". */
export function formatMailIban(value: string): string {
  return value.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** "2026-03-09" -> "09.03.2026" (pl) / "2026-03-09" (en). */
export function formatMailDate(value: string, locale: MailLocale): string {
  const [year, month, day] = value.split('-');
  return locale === 'pl' ? `${day}.${month}.${year}` : value;
}

export function renderPaymentInstructionsMail(input: {
  locale: MailLocale;
  tenant: Tenant;
  /** The tenant's public origin (docs/decisions/0006). */
  baseUrl: string;
  /** Path of the offer (the public page or the investor panel). */
  linkPath: string;
  name: string | null;
  reference: string;
  campaignName: string;
  productName: string;
  instructions: PaymentInstructions;
}): RenderedMail {
  const t = TEXTS[input.locale];
  const { instructions: p } = input;
  return renderNotice({
    locale: input.locale,
    tenant: input.tenant,
    baseUrl: input.baseUrl,
    subject: t.subject(input.reference),
    name: input.name,
    paragraphs: [t.intro(input.campaignName, input.productName)],
    details: [
      [t.account, formatMailIban(p.bankAccount)],
      [t.recipient, p.recipient],
      [t.title, p.title],
      [t.amount, `${formatMailAmount(p.amount.value, input.locale)} ${p.amount.currency}`],
      [t.dueDate, formatMailDate(p.dueDate, input.locale)],
    ],
    action: { label: t.button, path: input.linkPath },
    note: t.afterPayment,
  });
}
