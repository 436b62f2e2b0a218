import { describe, expect, it } from 'vitest';
import { renderNotice } from '../../../server/src/mail/notice';
import type { Tenant } from '../../../server/src/plugins/tenancy';

const tenant = {
  id: 't1',
  name: 'Demo Invest',
  primaryHost: 'localhost',
  theme: 'theme-default',
  themeColors: null,
  whiteLabel: { siteTitle: { pl: 'Demo Invest', en: 'Demo Invest EN' }, logo: null },
} as unknown as Tenant;

describe('a branded notice e-mail', () => {
  const mail = renderNotice({
    locale: 'pl',
    tenant,
    baseUrl: 'https://demo.example',
    subject: 'zaproszenie do oferty',
    name: 'Jan',
    paragraphs: ['Doradca zaprasza Cię do kampanii „Obligacje <A>”.'],
    quote: { label: 'Wiadomość od doradcy', text: 'Dzień dobry,\n<script>alert(1)</script>' },
    details: [['Kwota', '10 000,00 PLN']],
    action: { label: 'Zobacz ofertę', path: '/campaign?token=abc' },
    note: 'Link działa do końca kampanii.',
  });

  it('prefixes the subject with the site title in the recipient language', () => {
    expect(mail.subject).toBe('Demo Invest: zaproszenie do oferty');
  });

  it('escapes every given text in HTML and keeps the line breaks of the quote', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Dzień dobry,<br>');
    expect(mail.html).toContain('„Obligacje &lt;A&gt;”');
  });

  it('gives the link on the tenant origin in both parts, and the details as label: value in the text', () => {
    expect(mail.html).toContain('href="https://demo.example/campaign?token=abc"');
    expect(mail.text).toContain('Zobacz ofertę: https://demo.example/campaign?token=abc');
    expect(mail.text).toContain('Kwota: 10 000,00 PLN');
    expect(mail.text.startsWith('Dzień dobry! Wiadomość dla: Jan.')).toBe(true);
  });
});
