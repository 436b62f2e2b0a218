import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CookieNotice } from '../../lib/ui/cookie-notice';
import { SessionGuard } from '../guards/session-guard';
import { DocumentTitle } from './document-title';

/**
 * Wraps every route: the session guard (start-up redirect rules) around the page, then the cookie notice (last
 * in the DOM, so it does not come first in tab order) and the page's own `<title>`.
 */
export function RootLayout() {
  return (
    <>
      <SessionGuard>
        <Outlet />
      </SessionGuard>
      <CookieNotice />
      <DocumentTitle />
      <ScrollRestoration />
    </>
  );
}
