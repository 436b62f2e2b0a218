import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { canCall, useAuth, useCurrentUser, type OperationId } from '../../lib/auth';
import { useBranding, useLocalizedText } from '../../lib/theme';
import { LanguageSwitch } from '../../lib/ui/language-switch';
import { focusRing } from '../../lib/ui/styles';
import { LiveChat } from '../../lib/live-chat';
import { InvestorDictionaryProvider } from '../../lib/offer/investor-dictionary-provider';
import { SkipLink } from './skip-link';

const nav = defineMessages({
  label: { id: 'nav.label', defaultMessage: 'Main navigation' },
  home: { id: 'nav.home', defaultMessage: 'Dashboard' },
  offers: { id: 'nav.offers', defaultMessage: 'Offers' },
  investors: { id: 'nav.investors', defaultMessage: 'Investors' },
  advisors: { id: 'nav.advisors', defaultMessage: 'Advisors' },
  campaigns: { id: 'nav.campaigns', defaultMessage: 'Campaigns' },
  documents: { id: 'nav.documents', defaultMessage: 'Documents' },
  onboarding: { id: 'nav.onboarding', defaultMessage: 'Onboarding' },
  onboardingRequests: { id: 'nav.onboardingRequests', defaultMessage: 'Onboarding requests' },
  networkInvestors: { id: 'nav.networkInvestors', defaultMessage: 'Network investors' },
  investments: { id: 'nav.investments', defaultMessage: 'My investments' },
  investorOffers: { id: 'nav.investorOffers', defaultMessage: 'My offers' },
  outgoingMail: { id: 'nav.outgoingMail', defaultMessage: 'E-mail' },
});

type NavItem = {
  to: string;
  label: (typeof nav)[keyof typeof nav];
  end: boolean;
  /** The operation the page stands on: the item is shown only to those who may call it (permissions.ts). */
  operation: OperationId | null;
};

/**
 * The navigation, in its order; each role sees the items whose operation it may call: advisors offers,
 * investors, documents, onboarding requests; coordinators and operators also the network's investors and the
 * advisors; investors their investments (/app/investments, the summary being /app), their offers (/app/offers) and
 * onboarding.
 */
const NAV_ITEMS: NavItem[] = [
  { to: '/app', label: nav.home, end: true, operation: null },
  { to: '/app/offers', label: nav.offers, end: false, operation: 'listCampaigns' },
  { to: '/app/investments', label: nav.investments, end: false, operation: 'listInvestorProducts' },
  { to: '/app/offers', label: nav.investorOffers, end: false, operation: 'listInvestorPanelOffers' },
  { to: '/app/investors', label: nav.investors, end: true, operation: 'listInvestorOffers' },
  { to: '/app/investors/network', label: nav.networkInvestors, end: false, operation: 'listNetworkInvestorOffers' },
  { to: '/app/advisors', label: nav.advisors, end: false, operation: 'listAdvisors' },
  // The fund's back office: operators only.
  { to: '/app/campaigns', label: nav.campaigns, end: false, operation: 'createCampaign' },
  { to: '/app/documents', label: nav.documents, end: false, operation: 'listDocuments' },
  {
    to: '/app/onboarding/requests',
    label: nav.onboardingRequests,
    end: false,
    operation: 'listReviewOnboardingRequests',
  },
  { to: '/app/onboarding', label: nav.onboarding, end: false, operation: 'listOnboardingRequests' },
  // The tenant's outgoing e-mail and its delivery: operators only.
  { to: '/app/operator/mail', label: nav.outgoingMail, end: false, operation: 'listOutgoingMail' },
];

/** `proxy`: the signed-in /app area: header with the menu logo, navigation and language switch; content. */
export function ProxyLayout() {
  const intl = useIntl();
  const branding = useBranding();
  const t = useLocalizedText();
  const siteTitle = t(branding.siteTitle);
  const logo = branding.menuLogo ?? branding.logo;
  const { send } = useAuth();
  const { role, user, email } = useCurrentUser();
  const items = NAV_ITEMS.filter((item) => item.operation === null || canCall(role, item.operation));
  const impersonatedBy = user?.impersonatedBy ?? null;

  return (
    <div className="min-h-dvh bg-gray-50">
      <SkipLink />
      {impersonatedBy ? (
        <div role="status" className="bg-amber-100 px-6 py-2 text-center text-sm font-medium text-amber-950">
          <FormattedMessage
            id="layout.impersonation"
            defaultMessage="{operator} is acting as {user}. Every action here is recorded in the name of {user}."
            values={{
              operator: `${impersonatedBy.firstName} ${impersonatedBy.surname}`,
              user: `${user?.firstName ?? ''} ${user?.surname ?? ''}`.trim(),
            }}
          />
        </div>
      ) : null}
      {/* Sticky from 640 px only: on a phone the wrapped menu would keep a third of the screen covered. */}
      <header className="z-30 border-b border-gray-200 bg-white/95 backdrop-blur sm:sticky sm:top-0">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-8 px-6">
          <Link to="/app" className={`flex h-16 items-center rounded-sm ${focusRing}`}>
            {logo ? (
              <img src={logo} alt={siteTitle} className="h-8 w-auto max-w-40 object-contain" />
            ) : (
              <span className="text-base font-semibold text-gray-900">{siteTitle}</span>
            )}
          </Link>
          {/* Two rows at every width (logo and account controls, then the menu): the tab order follows the visual one. */}
          <div className="ml-auto flex items-center gap-3">
            {email ? <span className="hidden text-sm text-gray-600 lg:inline">{email}</span> : null}
            <LanguageSwitch />
            <button
              type="button"
              onClick={() => send({ type: 'LOGOUT' })}
              className={`rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 ${focusRing}`}
            >
              <FormattedMessage id="layout.logout" defaultMessage="Log out" />
            </button>
          </div>
          <nav
            aria-label={intl.formatMessage(nav.label)}
            className="-mx-6 w-[calc(100%+3rem)] border-t border-gray-100 px-6"
          >
            {/* Wraps on a narrow screen: a menu scrolled sideways cut "Onboarding" with no sign that it scrolls. */}
            <ul className="flex flex-wrap gap-1 py-2">
              {items.map((item) => (
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
        {/* An investor's screens say their statuses, frequencies and interest types in the server's words. */}
        <InvestorDictionaryProvider enabled={canCall(role, 'getInvestorDictionary')}>
          <Outlet />
        </InvestorDictionaryProvider>
      </main>
      <LiveChat />
    </div>
  );
}
