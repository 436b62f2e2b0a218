import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useBranding, useLocalizedText } from '../../lib/theme';
import { textLink } from '../../lib/ui/styles';
import { LandingShell, PanelCard } from './landing-shell';

/**
 * `/doradcy`: the public advisor landing and login entry (see docs/product/routes.md). The spec lists no separate
 * advisor login route, so the advisor login form will live on this page, in the `#login` section; the
 * button jumps there. The form itself belongs to the auth feature: the router passes it in (features do not
 * import each other).
 */
export function AdvisorLandingPage({ loginSection }: { loginSection?: ReactNode }) {
  const branding = useBranding();
  const t = useLocalizedText();
  const panel = branding.advisorPanel;

  return (
    <LandingShell
      logo={panel.logo}
      footerLinks={
        branding.blockInvestorPanel ? null : (
          <Link to="/" className={textLink}>
            <FormattedMessage
              id="landing.advisor.investorLink"
              defaultMessage="Are you an investor? Go to the investor panel"
            />
          </Link>
        )
      }
    >
      <PanelCard
        panel="advisor"
        headingId="advisor-panel-heading"
        image={panel.image}
        headline={t(panel.headline)}
        description={t(panel.description)}
        action={{
          href: '#login',
          label: <FormattedMessage id="landing.advisor.login" defaultMessage="Log in as an advisor" />,
        }}
      />
      <div id="login" className="mt-8 scroll-mt-8">
        {loginSection}
      </div>
    </LandingShell>
  );
}
