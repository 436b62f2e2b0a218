// The KYC invitation e-mail: the tenant's branding, Polish or English (the investor account's
// language), the advisor's own words (escaped by renderNotice), the link to the public KYC form and how long it
// works. Written into the outbox in the invitation's transaction.
import type { Tenant } from '../modules/branding';
import { renderNotice } from './notice';
import { formatMailDate } from './payment-instructions';
import type { MailLocale, RenderedMail } from './templates';

interface KycInvitationTexts {
  subject: string;
  intro: (advisor: string) => string;
  why: string;
  messageLabel: (advisor: string) => string;
  button: string;
  validity: (date: string) => string;
  contact: (advisor: string, email: string) => string;
}

const TEXTS: Record<MailLocale, KycInvitationTexts> = {
  pl: {
    subject: 'prośba o wypełnienie formularza KYC',
    intro: (advisor) => `${advisor} prosi Cię o wypełnienie formularza KYC („Poznaj swojego klienta”).`,
    why: 'Instytucje finansowe muszą zebrać te dane na podstawie przepisów o przeciwdziałaniu praniu pieniędzy i finansowaniu terroryzmu. Formularz wypełnisz bez logowania; wpisane dane zostają w przeglądarce, dopóki go nie wyślesz.',
    messageLabel: (advisor) => `Wiadomość doradcy (${advisor})`,
    button: 'Wypełnij formularz KYC',
    validity: (date) =>
      `Link jest ważny do ${date} i służy tylko do tego formularza, który można wysłać jeden raz. Jeśli nie spodziewasz się tej wiadomości, zignoruj ją.`,
    contact: (advisor, email) => `W razie pytań skontaktuj się ze swoim doradcą: ${advisor}, ${email}.`,
  },
  en: {
    subject: 'please fill in the KYC form',
    intro: (advisor) => `${advisor} asks you to fill in the KYC ("know your customer") form.`,
    why: 'Financial institutions must collect this information under anti-money-laundering and counter-terrorist-financing law. You fill in the form without signing in; what you type stays in your browser until you send it.',
    messageLabel: (advisor) => `A message from ${advisor}`,
    button: 'Fill in the KYC form',
    validity: (date) =>
      `The link is valid until ${date}, works only for this form, and the form can be sent once. If you do not expect this message, ignore it.`,
    contact: (advisor, email) => `If you have any questions, contact your advisor: ${advisor}, ${email}.`,
  },
};

/** "2026-04-01T09:59:59.000Z" -> the calendar date in Warsaw ("YYYY-MM-DD"). */
function warsawDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(at);
}

export function renderKycInvitationMail(input: {
  locale: MailLocale;
  tenant: Tenant;
  /** The tenant's public origin (docs/decisions/0006). */
  baseUrl: string;
  name: string | null;
  advisor: { firstName: string; surname: string; email: string };
  message: string;
  /** `/kyc-form?token=…` */
  linkPath: string;
  expiresAt: Date;
}): RenderedMail {
  const t = TEXTS[input.locale];
  const advisorName = `${input.advisor.firstName} ${input.advisor.surname}`.trim() || input.advisor.email;
  return renderNotice({
    locale: input.locale,
    tenant: input.tenant,
    baseUrl: input.baseUrl,
    subject: t.subject,
    name: input.name,
    paragraphs: [t.intro(advisorName), t.why, t.contact(advisorName, input.advisor.email)],
    quote: { label: t.messageLabel(advisorName), text: input.message },
    action: { label: t.button, path: input.linkPath },
    note: t.validity(formatMailDate(warsawDate(input.expiresAt), input.locale)),
  });
}
