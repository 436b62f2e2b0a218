/** The activation e-mail of an account someone else made does not say "if it was not you who asked". */
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../../server/src/mail/templates';
import type { Tenant } from '../../../server/src/plugins/tenancy';

const tenant = {
  id: 't',
  name: 'Demo',
  theme: 'theme-default',
  customThemeColors: null,
  whiteLabel: { siteTitle: { pl: 'Fundusz Demo', en: 'Fundusz Demo' }, logo: null, theme: 'theme-default' },
} as unknown as Tenant;

const render = (kind: 'activation' | 'account-created', locale: 'pl' | 'en') =>
  renderMail({ kind, locale, tenant, baseUrl: 'http://localhost:3000', linkPath: '/x', token: 'tok', name: 'Ewa' });

describe('the activation e-mail', () => {
  it('of an account made by a coordinator: no "if you did not ask for this message", in PL and EN', () => {
    const pl = render('account-created', 'pl');
    expect(pl.text).not.toContain('Twoją prośbę');
    expect(pl.text).toContain('Założyliśmy dla Ciebie konto doradcy.');
    expect(pl.html).not.toContain('Twoją prośbę');
    const en = render('account-created', 'en');
    expect(en.text).not.toContain('did not ask');
    expect(en.text).toContain('An advisor account has been created for you.');
  });

  it('asked for by the person (send the activation link again): keeps its line', () => {
    expect(render('activation', 'pl').text).toContain('Jeśli ta wiadomość nie jest odpowiedzią na Twoją prośbę');
  });
});
