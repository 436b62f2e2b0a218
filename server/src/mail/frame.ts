// The frame every e-mail shares: the tenant's branding (site title in the recipient's language, theme colours,
// logo) around a body, the call-to-action button with its plain-link fallback, and the HTML escaping. The token
// e-mails (templates.ts) and the notices (notice.ts) fill it with their own texts.
import type { Tenant } from '../tenants/tenant';
import { ASSET_URL_PREFIX, effectiveThemeColors } from '../tenants/theme';
/** The languages of e-mails (templates.ts MailLocale). */
type MailLocale = 'pl' | 'en';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailBrand {
  siteTitle: string;
  colors: ReturnType<typeof effectiveThemeColors>;
  /** Absolute URL of the tenant's logo on its public origin, or null (the site title is shown instead). */
  logo: string | null;
}

export function brandOf(tenant: Tenant, locale: MailLocale, baseUrl: string): MailBrand {
  return {
    siteTitle: tenant.whiteLabel.siteTitle[locale] ?? tenant.whiteLabel.siteTitle.pl ?? tenant.name,
    colors: effectiveThemeColors(tenant),
    logo: tenant.whiteLabel.logo ? `${baseUrl}${ASSET_URL_PREFIX}${encodeURIComponent(tenant.whiteLabel.logo)}` : null,
  };
}

/** The button to `link` and, under it, the link itself for mail clients that hide buttons. */
export function buttonHtml(brand: MailBrand, link: string, label: string, linkFallback: string): string {
  const e = escapeHtml;
  return `<p style="text-align:center;margin:32px 0"><a href="${e(link)}" style="background:${brand.colors.base};color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;display:inline-block">${e(label)}</a></p>
<p style="font-size:13px">${e(linkFallback)}<br><a href="${e(link)}" style="color:${brand.colors.hover};word-break:break-all">${e(link)}</a></p>`;
}

/** The whole HTML document: `bodyHtml` (already escaped) between the branded header and the footer. */
export function frameHtml(input: {
  locale: MailLocale;
  subject: string;
  brand: MailBrand;
  bodyHtml: string;
  footer: string;
}): string {
  const e = escapeHtml;
  const { brand } = input;
  return `<!doctype html>
<html lang="${input.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(input.subject)}</title></head>
<body style="margin:0;padding:0;background:${brand.colors.highlight};font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td style="background:${brand.colors.base};padding:16px 24px;border-radius:8px 8px 0 0">${
    brand.logo
      ? `<img src="${e(brand.logo)}" alt="${e(brand.siteTitle)}" height="40" style="display:block;border:0">`
      : `<span style="color:#ffffff;font-size:20px;font-weight:bold">${e(brand.siteTitle)}</span>`
  }</td></tr>
<tr><td style="padding:24px">
${input.bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">${e(input.footer)}</td></tr>
</table></td></tr></table>
</body></html>`;
}
