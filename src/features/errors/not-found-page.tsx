import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { primaryButton } from '../../lib/ui/styles';
import { StatusCard } from './status-card';

/** Unknown route: 404 with the text "Page not found: {path}" (see docs/product/routes.md). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <StatusCard
      code="404"
      title={
        <FormattedMessage
          id="errorPage.notFound.title"
          defaultMessage="Page not found: {path}"
          values={{ path: pathname }}
        />
      }
      description={
        <FormattedMessage
          id="errorPage.notFound.description"
          defaultMessage="The address may be mistyped, or the page may have moved."
        />
      }
      actions={
        <Link to="/" className={primaryButton}>
          <FormattedMessage id="errorPage.backHome" defaultMessage="Go to the home page" />
        </Link>
      }
    />
  );
}
