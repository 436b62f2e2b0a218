import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { primaryButton, secondaryButton } from '../../lib/ui/styles';
import { StatusCard } from './status-card';

/** Shown when the signed-in user has no matching panel ('Access denied'; see docs/product/routes.md). */
export function AccessDeniedPage() {
  return (
    <StatusCard
      code="403"
      title={<FormattedMessage id="errorPage.accessDenied.title" defaultMessage="Access denied" />}
      description={
        <FormattedMessage
          id="errorPage.accessDenied.description"
          defaultMessage="Your account does not have access to this panel on this site. If you think this is a mistake, contact your advisor or the site's administrator."
        />
      }
      actions={
        <>
          <Link to="/" className={primaryButton}>
            <FormattedMessage id="errorPage.backHome" defaultMessage="Go to the home page" />
          </Link>
          <Link to="/doradcy" className={secondaryButton}>
            <FormattedMessage id="errorPage.accessDenied.advisorPanel" defaultMessage="Go to the advisor panel" />
          </Link>
        </>
      }
    />
  );
}
