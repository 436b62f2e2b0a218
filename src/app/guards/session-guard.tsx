import { Suspense, use, useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isInvestorToken } from '#machines/jwt';
// By path, not through lib/auth's index: the public pages must not carry the permissions map (operations.ts).
import { useAuthLoader, useLoadedAuthService } from '../../lib/auth/auth-provider';
import type { AuthService } from '../../lib/auth/auth-service';
import { storedLogin } from '../../lib/auth/stored-session';
import { useAccessDeniedNotice } from '../../lib/notifications';
import { startupRedirect, type SessionView } from './redirect-rules';

/** Pages that talk to the auth machine: the signed-in area (any path with "app", as the rules read it) and the access screens. */
const needsSession = (pathname: string) =>
  pathname.includes('app') || /^\/(investor-login|login-with-redirect-token|auth)(\/|$)/.test(pathname);

function sessionView(service: AuthService | null): SessionView {
  if (!service) return { ...storedLogin(), lostPanel: null, reloading: false };
  const snapshot = service.actor.getSnapshot();
  return {
    savedLogin: snapshot.matches('signedIn'),
    hasToken: Boolean(snapshot.context.accessToken),
    isInvestor: isInvestorToken(snapshot.context.claims),
    lostPanel: snapshot.context.lostPanel,
    reloading: snapshot.value === 'reloading',
  };
}

/**
 * The start-up rules' view of the session: from the auth machine once it is loaded, from the stored tokens
 * before (the public pages never load it). Re-renders only when a field changes.
 */
function useSessionView(service: AuthService | null): SessionView {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = service?.actor.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [service],
  );
  const key = useSyncExternalStore(subscribe, () => JSON.stringify(sessionView(service)));
  return useMemo(() => JSON.parse(key) as SessionView, [key]);
}

/**
 * Applies the start-up redirect rules (redirect-rules.ts) on every route, from the auth machine's state only
 * (it never calls the API). While a redirect is pending the page is not rendered (no flash, no calls).
 * Also carries out the machine's "go to /" (no refresh token; failed refresh inside the reload guard).
 * On the pages that need the session it first loads the auth machine (its own chunk), rendering nothing
 * meanwhile.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Guard>{children}</Guard>
    </Suspense>
  );
}

function Guard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const loaded = useLoadedAuthService();
  const loader = useAuthLoader();
  // `use()` only while the machine is loading (why: useAuthService in lib/auth/auth-provider.tsx).
  const service = needsSession(pathname) ? (loaded ?? use(loader.load())) : loaded;
  const noticeAccessDenied = useAccessDeniedNotice();
  const session = useSessionView(service);
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
      timer.current = noticeAccessDenied();
    }
  }, [to, notifyAccessDenied, navigate, noticeAccessDenied]);

  useEffect(() => service?.onRedirectHome(() => navigate('/', { replace: true })), [service, navigate]);

  return to ? null : children;
}
