import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { isInvestorToken } from '#machines/jwt';
import type { AuthEvent } from '#machines/auth.machine';
import type { AuthLoader } from './auth-loader';
import type { AuthService, AuthSnapshot } from './auth-service';

const AuthContext = createContext<AuthLoader | null>(null);

/**
 * Makes the session (loaded on demand, auth-loader.ts; created by main.tsx or the test helper) available to the
 * pages. When a session ends, the cached user data goes with it (see docs/product/sign-in.md).
 */
export function AuthProvider({ loader, children }: { loader: AuthLoader; children: ReactNode }) {
  const queryClient = useQueryClient();
  const service = useSyncExternalStore(loader.subscribe, loader.current);
  useEffect(() => {
    if (!service) return;
    let signedIn = service.actor.getSnapshot().matches('signedIn');
    const subscription = service.actor.subscribe((snapshot) => {
      const now = snapshot.matches('signedIn');
      if (signedIn && !now) queryClient.removeQueries();
      signedIn = now;
    });
    return () => subscription.unsubscribe();
  }, [service, queryClient]);
  return <AuthContext value={loader}>{children}</AuthContext>;
}

export function useAuthLoader(): AuthLoader {
  const loader = use(AuthContext);
  if (!loader) throw new Error('useAuth must be used inside <AuthProvider>.');
  return loader;
}

/** The session service if it has been loaded, else null (the public pages do not load it). */
export function useLoadedAuthService(): AuthService | null {
  const loader = useAuthLoader();
  return useSyncExternalStore(loader.subscribe, loader.current);
}

/**
 * The session service; suspends (the nearest Suspense boundary) until it is loaded. Once loaded it is read
 * directly: `use()` only while it is loading. React's act() (every click in the tests) stops flushing its
 * queue at a yielded render that called `use()`, and an act() nobody awaits then drops the rest of the queue,
 * effects included: with a `use()` in every render, a table's query could stay on its old key after a URL change.
 */
export function useAuthService(): AuthService {
  const loader = useAuthLoader();
  return useSyncExternalStore(loader.subscribe, loader.current) ?? use(loader.load());
}

export interface AuthView {
  snapshot: AuthSnapshot;
  send: (event: AuthEvent) => void;
  signedIn: boolean;
  isInvestor: boolean;
  /** The e-mail (username claim) of the signed-in user. */
  username: string | null;
}

/** The session as the pages see it, and the way to talk to it. */
export function useAuth(): AuthView {
  const service = useAuthService();
  return viewOf(service, useActorSnapshot(service));
}

/**
 * The session if its service has been loaded, else null, without loading it: for a form that shows before the
 * session machine is needed (the advisor login on /doradcy loads it when the person starts on the form).
 */
export function useLoadedAuth(): AuthView | null {
  const service = useLoadedAuthService();
  const snapshot = useActorSnapshot(service);
  return service && snapshot ? viewOf(service, snapshot) : null;
}

// React's own store subscription, not @xstate/react: every page imports this file, and @xstate/react's module,
// shared with the onboarding's useMachine, would bring the whole xstate runtime into the first page's JS
// (docs/product/budgets.md, 170 KB). An actor's snapshot is a new object only when the machine moved.
function useActorSnapshot<S extends AuthService | null>(service: S): S extends AuthService ? AuthSnapshot : null;
function useActorSnapshot(service: AuthService | null): AuthSnapshot | null {
  const actor = service?.actor ?? null;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const getSnapshot = useCallback(() => actor?.getSnapshot() ?? null, [actor]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

function viewOf(service: AuthService, snapshot: AuthSnapshot): AuthView {
  return {
    snapshot,
    send: service.actor.send,
    signedIn: snapshot.matches('signedIn'),
    isInvestor: isInvestorToken(snapshot.context.claims),
    username: snapshot.context.claims?.username ?? null,
  };
}
