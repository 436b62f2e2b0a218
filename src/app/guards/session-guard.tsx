import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { isInvestorToken } from '../../../machines/jwt';
import { useAuthSelector, useAuthService } from '../../lib/auth';
import { notificationMessages, useNotifications } from '../../lib/notifications';
import { ACCESS_DENIED_NOTIFICATION_DELAY_MS, startupRedirect, type SessionView } from './redirect-rules';

/**
 * Applies the start-up redirect rules (redirect-rules.ts) on every route, from the auth machine's state only
 * (it never calls the API). While a redirect is pending the page is not rendered (no flash, no calls).
 * Also carries out the machine's "go to /" (no refresh token; failed refresh inside the reload guard).
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const service = useAuthService();
  const { notify } = useNotifications();
  const savedLogin = useAuthSelector((s) => s.matches('signedIn'));
  const hasToken = useAuthSelector((s) => Boolean(s.context.accessToken));
  const isInvestor = useAuthSelector((s) => isInvestorToken(s.context.claims));
  const lostPanel = useAuthSelector((s) => s.context.lostPanel);
  const reloading = useAuthSelector((s) => s.value === 'reloading');
  const session: SessionView = { savedLogin, hasToken, isInvestor, lostPanel, reloading };
  const redirect = startupRedirect(pathname, session);
  const to = redirect?.to;
  const notifyAccessDenied = redirect?.notifyAccessDenied ?? false;

  // The notification timer outlives the redirect (the decision changes once we are on /app).
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!to) return;
    navigate(to, { replace: true });
    if (notifyAccessDenied) {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(
        () =>
          notify({
            kind: 'error',
            title: intl.formatMessage(notificationMessages.errorTitle),
            message: intl.formatMessage(notificationMessages.accessDenied),
          }),
        ACCESS_DENIED_NOTIFICATION_DELAY_MS,
      );
    }
  }, [to, notifyAccessDenied, navigate, notify, intl]);

  useEffect(() => service.onRedirectHome(() => navigate('/', { replace: true })), [service, navigate]);

  return to ? null : children;
}
