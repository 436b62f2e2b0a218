import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CookieNotice } from '../../lib/ui/cookie-notice';

/** Wraps every route: the page, then the cookie notice (last in the DOM, so it does not come first in tab order). */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <CookieNotice />
      <ScrollRestoration />
    </>
  );
}
