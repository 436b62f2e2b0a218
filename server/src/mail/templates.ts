// E-mail templates: the tenant's branding (site title, theme colours, logo) and the recipient's language, HTML
// with a plain-text alternative. Texts live in messages.<locale>.ts, one file per locale.
import { ASSET_URL_PREFIX, effectiveThemeColors, type Tenant } from '../modules/branding';
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

export type MailTexts = {
  greeting: (name: string | null) => string;
  ignore: string;
  linkFallback: string;
  footer: (site: string) => string;
} & Record<MailKind, KindTexts>;

const TEXTS: Record<MailLocale, MailTexts> = { pl, en };

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
  const siteTitle =
    input.tenant.whiteLabel.siteTitle[input.locale] ?? input.tenant.whiteLabel.siteTitle.pl ?? input.tenant.name;
  const colors = effectiveThemeColors(input.tenant);
  const link = `${input.baseUrl}${input.linkPath}`;
  const logo = input.tenant.whiteLabel.logo
    ? `${input.baseUrl}${ASSET_URL_PREFIX}${encodeURIComponent(input.tenant.whiteLabel.logo)}`
    : null;
  const subject = kind.subject(siteTitle);

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
    texts.footer(siteTitle),
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${input.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:${colors.highlight};font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td style="background:${colors.base};padding:16px 24px;border-radius:8px 8px 0 0">${
    logo
      ? `<img src="${e(logo)}" alt="${e(siteTitle)}" height="40" style="display:block;border:0">`
      : `<span style="color:#ffffff;font-size:20px;font-weight:bold">${e(siteTitle)}</span>`
  }</td></tr>
<tr><td style="padding:24px">
<p>${e(texts.greeting(input.name))}</p>
<p>${e(kind.intro)}</p>
<p style="text-align:center;margin:32px 0"><a href="${e(link)}" style="background:${colors.base};color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;display:inline-block">${e(kind.button)}</a></p>
<p style="font-size:13px">${e(texts.linkFallback)}<br><a href="${e(link)}" style="color:${colors.hover};word-break:break-all">${e(link)}</a></p>
<p style="font-size:13px">${e(kind.tokenLabel)}: <code>${e(input.token)}</code><br>${e(kind.validity)}</p>
<p style="font-size:13px;color:#6b7280">${e(kind.ignore ?? texts.ignore)}</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">${e(texts.footer(siteTitle))}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject, html, text };
}

/** The links of a message (the development mailbox shows them so e2e tests can follow them). */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}
