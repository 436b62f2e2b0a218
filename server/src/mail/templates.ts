// E-mail templates: the tenant's branding (site title, theme colours, logo) and the recipient's language, HTML
// with a plain-text alternative. Texts live in messages.<locale>.ts, one file per locale.
import type { Tenant } from '../tenants/tenant';
import { brandOf, buttonHtml, escapeHtml, frameHtml } from './frame';
import { en } from './messages.en';
import { pl } from './messages.pl';

/** `account-created`: the activation e-mail of an account someone else (a coordinator, an operator) made. */
export type MailKind = 'investor-login' | 'activation' | 'account-created' | 'password-reset';
export type MailLocale = 'pl' | 'en';

interface KindTexts {
  subject: (site: string) => string;
  intro: string;
  button: string;
  tokenLabel: string;
  validity: string;
  /** Replaces the common "if you did not ask for this" line (an account made by someone else was not asked for). */
  ignore?: string;
}

/** The invitation to a campaign offer (modules/offers invitations), rendered with mail/notice.ts. */
export interface InvitationTexts {
  /** Without the site title (renderNotice prefixes it). */
  subject: (campaignName: string) => string;
  intro: (advisorName: string, campaignName: string, productName: string) => string;
  messageLabel: (advisorName: string) => string;
  button: string;
  offerLabel: string;
  productLabel: string;
  /** Who to ask about the offer (the advisor's e-mail). */
  contact: (advisorName: string, advisorEmail: string) => string;
  notExpected: string;
}

/**
 * An offer handed over to another advisor (modules/offers owner change), rendered with mail/notice.ts: the new
 * owner and the previous one are told, each unless they made the change. Worded without the actor's gender.
 */
export interface OwnerChangedTexts {
  /** To the advisor who now has the offer. Subjects without the site title (renderNotice prefixes it). */
  toNewOwner: {
    subject: (investor: string) => string;
    intro: (investor: string, campaignName: string) => string;
  };
  /** To the advisor who had it. */
  toPreviousOwner: {
    subject: (investor: string) => string;
    intro: (investor: string, campaignName: string, newOwner: string) => string;
  };
  /** More offers of the same investor in this campaign moved along (the lead has one owner). */
  alsoMoved: (count: number) => string;
  investorLabel: string;
  campaignLabel: string;
  productLabel: string;
  statusLabel: string;
  /** Who made the change. */
  handedOverByLabel: string;
  previousOwnerLabel: string;
  newOwnerLabel: string;
  statuses: Record<
    'invited' | 'viewed' | 'interested' | 'accepted' | 'active' | 'rejected' | 'declined' | 'archived',
    string
  >;
  button: string;
}

export type MailTexts = {
  greeting: (name: string | null) => string;
  ignore: string;
  linkFallback: string;
  footer: (site: string) => string;
  invitation: InvitationTexts;
  ownerChanged: OwnerChangedTexts;
} & Record<MailKind, KindTexts>;

const TEXTS: Record<MailLocale, MailTexts> = { pl, en };

/** The texts of a locale (for messages built outside this file, e.g. the invitation with mail/notice.ts). */
export const mailTexts = (locale: MailLocale): MailTexts => TEXTS[locale];

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export function renderMail(input: {
  kind: MailKind;
  locale: MailLocale;
  tenant: Tenant;
  /** `https://host[:port]`: the tenant's public origin (docs/decisions/0006), never a request's Host. */
  baseUrl: string;
  /** Path and query of the link, e.g. `/login-with-redirect-token?token=...`. */
  linkPath: string;
  token: string;
  name: string | null;
}): RenderedMail {
  const texts = TEXTS[input.locale];
  const kind = texts[input.kind];
  const brand = brandOf(input.tenant, input.locale, input.baseUrl);
  const link = `${input.baseUrl}${input.linkPath}`;
  const subject = kind.subject(brand.siteTitle);

  const text = [
    texts.greeting(input.name),
    '',
    kind.intro,
    '',
    `${kind.button}: ${link}`,
    '',
    `${kind.tokenLabel}: ${input.token}`,
    kind.validity,
    '',
    kind.ignore ?? texts.ignore,
    '',
    '--',
    texts.footer(brand.siteTitle),
  ].join('\n');

  const e = escapeHtml;
  const html = frameHtml({
    locale: input.locale,
    subject,
    brand,
    footer: texts.footer(brand.siteTitle),
    bodyHtml: `<p>${e(texts.greeting(input.name))}</p>
<p>${e(kind.intro)}</p>
${buttonHtml(brand, link, kind.button, texts.linkFallback)}
<p style="font-size:13px">${e(kind.tokenLabel)}: <code>${e(input.token)}</code><br>${e(kind.validity)}</p>
<p style="font-size:13px;color:#6b7280">${e(kind.ignore ?? texts.ignore)}</p>`,
  });
  return { subject, html, text };
}

/** The links of a message (the development mailbox shows them so e2e tests can follow them). */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}
