// The e-mail an investor gets when the fund records a payout of their investment: the
// tenant's branding (mail/notice.ts), Polish or English (the account's language), the row's due date, the day
// paid, the gross interest, the tax withheld, the net, the principal and the total, and a link to the
// investment in the panel. Written into the outbox in the payout's transaction.
import type { Tenant } from '../modules/branding';
import { renderNotice } from './notice';
import { formatMailAmount, formatMailDate } from './payment-instructions';
import type { MailLocale, RenderedMail } from './templates';

interface PayoutTexts {
  subject: (product: string) => string;
  intro: (campaign: string, product: string) => string;
  partialIntro: (campaign: string, product: string) => string;
  dueDate: string;
  paidOn: string;
  gross: string;
  tax: string;
  net: string;
  principal: string;
  total: string;
  button: string;
  note: string;
}

const TEXTS: Record<MailLocale, PayoutTexts> = {
  pl: {
    subject: (product) => `wypłata z inwestycji ${product}`,
    intro: (campaign, product) => `Zaksięgowaliśmy wypłatę z Twojej inwestycji „${campaign}” (${product}).`,
    partialIntro: (campaign, product) =>
      `Zaksięgowaliśmy częściową wypłatę z Twojej inwestycji „${campaign}” (${product}). Pozostała część płatności zostanie wypłacona później.`,
    dueDate: 'Termin płatności',
    paidOn: 'Data wypłaty',
    gross: 'Odsetki brutto',
    tax: 'Podatek pobrany (19%)',
    net: 'Odsetki netto',
    principal: 'Zwrot kapitału',
    total: 'Razem wypłacono',
    button: 'Zobacz harmonogram',
    note: 'Harmonogram płatności i roczne podsumowanie podatkowe znajdziesz w panelu inwestora.',
  },
  en: {
    subject: (product) => `payout from your investment ${product}`,
    intro: (campaign, product) => `We have recorded a payout from your investment "${campaign}" (${product}).`,
    partialIntro: (campaign, product) =>
      `We have recorded a partial payout from your investment "${campaign}" (${product}). The rest of this payment will follow.`,
    dueDate: 'Payment date',
    paidOn: 'Paid on',
    gross: 'Gross interest',
    tax: 'Tax withheld (19%)',
    net: 'Net interest',
    principal: 'Principal repaid',
    total: 'Total paid',
    button: 'See the schedule',
    note: 'The payment schedule and the yearly tax summary are in the investor panel.',
  },
};

export interface PayoutMailInput {
  locale: MailLocale;
  tenant: Tenant;
  baseUrl: string;
  /** /app/investments/{id} */
  linkPath: string;
  name: string | null;
  campaignName: string;
  productName: string;
  currency: string;
  partial: boolean;
  dueDate: string;
  paidOn: string;
  /** Contract Money numbers. */
  grossInterest: number;
  tax: number;
  netInterest: number;
  principal: number;
  total: number;
}

export function renderPayoutMail(input: PayoutMailInput): RenderedMail {
  const t = TEXTS[input.locale];
  const money = (value: number) => `${formatMailAmount(value, input.locale)} ${input.currency}`;
  return renderNotice({
    locale: input.locale,
    tenant: input.tenant,
    baseUrl: input.baseUrl,
    subject: t.subject(input.productName),
    name: input.name,
    paragraphs: [(input.partial ? t.partialIntro : t.intro)(input.campaignName, input.productName)],
    details: [
      [t.dueDate, formatMailDate(input.dueDate, input.locale)],
      [t.paidOn, formatMailDate(input.paidOn, input.locale)],
      ...(input.grossInterest > 0
        ? ([
            [t.gross, money(input.grossInterest)],
            ...(input.tax > 0 ? [[t.tax, money(input.tax)] as const] : []),
            [t.net, money(input.netInterest)],
          ] as const)
        : []),
      ...(input.principal > 0 ? [[t.principal, money(input.principal)] as const] : []),
      [t.total, money(input.total)],
    ],
    action: { label: t.button, path: input.linkPath },
    note: t.note,
  });
}
