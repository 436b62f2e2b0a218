import { createActor, fromPromise, type Actor, type SnapshotFrom } from 'xstate';
import {
  changeContext,
  login,
  loginInvestor,
  loginWithTwoFactor,
  logout,
  refreshInvestorToken,
  refreshToken,
  sendInvestorLoginToken,
} from '#generated/api/auth/auth';
import { listContexts } from '#generated/api/contexts/contexts';
import { authMachine, type AuthMachine } from '#machines/auth.machine';
import { connectAuth } from '../api-client';
import * as session from './session-storage';

export type AuthActor = Actor<AuthMachine>;
export type AuthSnapshot = SnapshotFrom<AuthMachine>;

export interface AuthServiceOptions {
  /** Defaults to `window.location.reload()`; tests pass a spy. */
  reloadPage?: () => void;
}

/** The session: the auth machine started once, connected to the axios instance. */
export interface AuthService {
  actor: AuthActor;
  /** Subscribe to "go to /" requests of the machine (no refresh token / failed refresh within the guard). */
  onRedirectHome(listener: () => void): () => void;
  /** Stops the machine and disconnects it from the axios instance. */
  stop(): void;
}

/** The machine's side effects on the real API and localStorage. */
function provideImplementations(options: AuthServiceOptions, redirectHome: () => void) {
  return authMachine.provide({
    actors: {
      login: fromPromise(({ input }) =>
        login({ ...input, remember2faToken: session.readRemember2faToken(input.email) }),
      ),
      loginWithTwoFactor: fromPromise(({ input }) => loginWithTwoFactor(input)),
      listContexts: fromPromise(() => listContexts()),
      changeContext: fromPromise(({ input }) => changeContext(input)),
      sendInvestorToken: fromPromise(({ input }) => sendInvestorLoginToken(input)),
      loginInvestor: fromPromise(({ input }) => loginInvestor(input)),
      refresh: fromPromise(({ input }) =>
        input.panel === 'investor'
          ? refreshInvestorToken({ refreshToken: input.refreshToken })
          : refreshToken({ refreshToken: input.refreshToken }),
      ),
      logout: fromPromise(() => logout()),
    },
    actions: {
      storeSession: (_, tokens) => session.writeSession(tokens),
      clearSession: () => session.clearSession(),
      rememberDevice: (_, { email, token }) => session.writeRemember2faToken(email, token),
      markReload: (_, { at }) => session.markReload(at),
      reloadPage: () => (options.reloadPage ?? (() => window.location.reload()))(),
      redirectHome,
    },
  });
}

export function createAuthService(options: AuthServiceOptions = {}): AuthService {
  const redirectListeners = new Set<() => void>();
  const redirectHome = () => redirectListeners.forEach((listener) => listener());
  const actor = createActor(provideImplementations(options, redirectHome), { input: session.readSession() });

  // The ONE refresh every 401 waits for (the machine itself ignores TOKEN_REJECTED while refreshing).
  let pending: Promise<string> | null = null;

  function refreshAfterRejection(rejected: string | null): Promise<string> {
    const snapshot = actor.getSnapshot();
    const current = snapshot.context.accessToken;
    // The request went out with a token that a refresh has replaced since: retry with the new one.
    if (snapshot.matches({ signedIn: 'active' }) && current && current !== rejected) return Promise.resolve(current);
    if (pending) return pending;
    if (!snapshot.matches({ signedIn: 'active' }) && !snapshot.matches({ signedIn: 'refreshing' })) {
      return Promise.reject(new Error('No session to refresh.'));
    }
    pending = new Promise<string>((resolve, reject) => {
      const subscription = actor.subscribe((next) => {
        if (next.matches({ signedIn: 'refreshing' })) return;
        subscription.unsubscribe();
        pending = null;
        const token = next.context.accessToken;
        if (next.matches({ signedIn: 'active' }) && token) resolve(token);
        else reject(new Error('The session could not be refreshed.'));
      });
      actor.send({ type: 'TOKEN_REJECTED' });
    });
    return pending;
  }

  const disconnect = connectAuth({
    getAccessToken: () => actor.getSnapshot().context.accessToken,
    hasStoredKey: () => session.hasStoredKey(),
    sessionLost: () => actor.send({ type: 'SESSION_LOST' }),
    refreshAfterRejection,
  });
  actor.start();

  return {
    actor,
    onRedirectHome(listener) {
      redirectListeners.add(listener);
      return () => redirectListeners.delete(listener);
    },
    stop() {
      disconnect();
      actor.stop();
    },
  };
}
