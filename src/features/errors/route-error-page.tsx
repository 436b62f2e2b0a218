import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { primaryButton } from '../../lib/ui/styles';
import { StatusCard } from './status-card';

/**
 * The generic error page (the routes' errorElement, see docs/product/routes.md): 'Page Not Found' for a 404 thrown by a
 * route, 'Internal Server Error' for anything else. The error itself is not shown: it may hold internals.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <StatusCard
      code={String(status)}
      title={
        status === 404 ? (
          <FormattedMessage id="errorPage.status.notFound" defaultMessage="Page Not Found" />
        ) : (
          <FormattedMessage id="errorPage.status.internal" defaultMessage="Internal Server Error" />
        )
      }
      description={
        <FormattedMessage
          id="errorPage.generic.description"
          defaultMessage="Sorry, something went wrong on our side. Please try again in a moment."
        />
      }
      actions={
        <Link to="/" reloadDocument className={primaryButton}>
          <FormattedMessage id="errorPage.backHome" defaultMessage="Go to the home page" />
        </Link>
      }
    />
  );
}
