import { defineMessages, useIntl } from 'react-intl';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { useBranding, useLocalizedText } from '../../lib/theme';
import { LanguageSwitch } from '../../lib/ui/language-switch';
import { focusRing } from '../../lib/ui/styles';
import { SkipLink } from './skip-link';

const nav = defineMessages({
  label: { id: 'nav.label', defaultMessage: 'Main navigation' },
  home: { id: 'nav.home', defaultMessage: 'Dashboard' },
  offers: { id: 'nav.offers', defaultMessage: 'Offers' },
  investors: { id: 'nav.investors', defaultMessage: 'Investors' },
  advisors: { id: 'nav.advisors', defaultMessage: 'Advisors' },
  documents: { id: 'nav.documents', defaultMessage: 'Documents' },
  onboarding: { id: 'nav.onboarding', defaultMessage: 'Onboarding' },
});

// Every entry is shown today; the auth issue filters them by role (investors never see advisors/investors).
const NAV_ITEMS = [
  { to: '/app', label: nav.home, end: true },
  { to: '/app/offers', label: nav.offers, end: false },
  { to: '/app/investors', label: nav.investors, end: false },
  { to: '/app/advisors', label: nav.advisors, end: false },
  { to: '/app/documents', label: nav.documents, end: false },
  { to: '/app/onboarding', label: nav.onboarding, end: false },
] as const;

/** `proxy`: the signed-in /app area: header with the menu logo, navigation and language switch; content. */
export function ProxyLayout() {
  const intl = useIntl();
  const branding = useBranding();
  const t = useLocalizedText();
  const siteTitle = t(branding.siteTitle);
  const logo = branding.menuLogo ?? branding.logo;

  return (
    <div className="min-h-dvh bg-gray-50">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-8 px-6">
          <Link to="/app" className={`flex h-16 items-center rounded-sm ${focusRing}`}>
            {logo ? (
              <img src={logo} alt={siteTitle} className="h-8 w-auto max-w-40 object-contain" />
            ) : (
              <span className="text-base font-semibold text-gray-900">{siteTitle}</span>
            )}
          </Link>
          <div className="ml-auto md:order-last">
            <LanguageSwitch />
          </div>
          <nav
            aria-label={intl.formatMessage(nav.label)}
            className="order-last -mx-6 w-[calc(100%+3rem)] overflow-x-auto border-t border-gray-100 px-6 md:order-none md:mx-0 md:w-auto md:border-0 md:px-0"
          >
            <ul className="flex gap-1 py-2 md:py-0">
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${focusRing} ${
                        isActive
                          ? 'bg-brand-highlight font-semibold text-on-brand-highlight shadow-[inset_0_-2px_0_var(--color-base)]'
                          : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900'
                      }`
                    }
                  >
                    {intl.formatMessage(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-7xl px-6 py-8 sm:py-12">
        <Outlet />
      </main>
    </div>
  );
}
