// A branded e-mail that is not a token e-mail: an invitation to an offer, payment instructions, an invitation to
// sign. The caller gives the texts already in the recipient's language (each area keeps its own wording); this
// module gives the tenant's branding (site title, theme colours, logo), a call-to-action button with its
// plain-text fallback, an optional table of details, the HTML escaping and the plain-text alternative.
import type { Tenant } from '../tenants/tenant';
import { brandOf, buttonHtml, escapeHtml, frameHtml } from './frame';
import { en } from './messages.en';
import { pl } from './messages.pl';
import type { MailLocale, RenderedMail } from './templates';

export interface NoticeInput {
  locale: MailLocale;
  tenant: Tenant;
  /** `https://host[:port]`: the tenant's public origin (docs/decisions/0006), never a request's Host. */
  baseUrl: string;
  /** The subject without the site title (it is prefixed: "Demo Invest: <subject>"). */
  subject: string;
  /** The recipient's first name, when known (the greeting). */
  name: string | null;
  /** Paragraphs of plain text (escaped in HTML; line breaks kept). */
  paragraphs: readonly string[];
  /** A quoted block, e.g. an advisor's personal message (plain text, escaped). */
  quote?: { label: string; text: string } | null;
  /** Label / value rows, e.g. the payment instructions. */
  details?: readonly (readonly [string, string])[];
  /** The button: its label and the path (+ query) of the link on the tenant's origin. */
  action?: { label: string; path: string } | null;
  /** A last, smaller paragraph (e.g. how long a link works). */
  note?: string | null;
}

const TEXTS = { pl, en };

const escapeLines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

export function renderNotice(input: NoticeInput): RenderedMail {
  const texts = TEXTS[input.locale];
  const brand = brandOf(input.tenant, input.locale, input.baseUrl);
  const link = input.action ? `${input.baseUrl}${input.action.path}` : null;
  const subject = `${brand.siteTitle}: ${input.subject}`;
  const details = input.details ?? [];

  const text = [
    texts.greeting(input.name),
    '',
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(input.quote ? [`${input.quote.label}:`, input.quote.text, ''] : []),
    ...(details.length > 0 ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(link && input.action ? [`${input.action.label}: ${link}`, ''] : []),
    ...(input.note ? [input.note, ''] : []),
    '--',
    texts.footer(brand.siteTitle),
  ].join('\n');

  const e = escapeHtml;
  const { colors } = brand;
  const bodyHtml = `<p>${e(texts.greeting(input.name))}</p>
${input.paragraphs.map((paragraph) => `<p>${escapeLines(paragraph)}</p>`).join('\n')}
${
  input.quote
    ? `<p style="font-size:13px;color:#6b7280;margin-bottom:4px">${e(input.quote.label)}:</p><blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${colors.base};background:${colors.highlight}">${escapeLines(input.quote.text)}</blockquote>`
    : ''
}
${
  details.length > 0
    ? `<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:14px;margin:16px 0">${details
        .map(
          ([label, value]) =>
            `<tr><td style="color:#6b7280;padding-right:16px;vertical-align:top">${e(label)}</td><td style="font-weight:bold">${e(value)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${link && input.action ? buttonHtml(brand, link, input.action.label, texts.linkFallback) : ''}
${input.note ? `<p style="font-size:13px;color:#6b7280">${escapeLines(input.note)}</p>` : ''}`;
  const html = frameHtml({ locale: input.locale, subject, brand, bodyHtml, footer: texts.footer(brand.siteTitle) });
  return { subject, html, text };
}
