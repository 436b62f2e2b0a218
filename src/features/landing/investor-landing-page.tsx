import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useBranding, useLocalizedText } from '../../lib/theme';
import { secondaryButton, textLink } from '../../lib/ui/styles';
import { LandingShell, PanelCard } from './landing-shell';

/** `/`: the investor landing and login entry (see docs/product/routes.md). */
export function InvestorLandingPage() {
  const branding = useBranding();
  const t = useLocalizedText();
  const panel = branding.investorPanel;

  return (
    <LandingShell
      logo={panel.logo}
      footerLinks={
        branding.blockInvestorPanel ? null : (
          <Link to="/doradcy" className={textLink}>
            <FormattedMessage
              id="landing.investor.advisorLink"
              defaultMessage="Are you an advisor? Go to the advisor panel"
            />
          </Link>
        )
      }
    >
      {branding.blockInvestorPanel ? (
        // Some hosts block the investor panel (see docs/product/branding.md): no login here, point to advisors.
        <div role="note" className="rounded-2xl border border-gray-200 bg-brand-highlight p-6 text-on-brand-highlight">
          <h2 className="text-lg font-semibold">
            <FormattedMessage
              id="landing.investor.blocked.title"
              defaultMessage="The investor panel is not available on this site"
            />
          </h2>
          <p className="mt-1 text-sm leading-6 opacity-80">
            <FormattedMessage
              id="landing.investor.blocked.description"
              defaultMessage="This site serves advisors only. If you are an advisor, log in to the advisor panel."
            />
          </p>
          <Link to="/doradcy" className={`${secondaryButton} mt-5`}>
            <FormattedMessage id="landing.investor.blocked.advisorLink" defaultMessage="Go to the advisor panel" />
          </Link>
        </div>
      ) : (
        <PanelCard
          panel="investor"
          headingId="investor-panel-heading"
          image={panel.image}
          headline={t(panel.headline)}
          description={t(panel.description)}
          action={{
            to: '/investor-login',
            label: <FormattedMessage id="landing.investor.login" defaultMessage="Log in" />,
          }}
        />
      )}
    </LandingShell>
  );
}
