import type { AuthService } from './auth-service';

/**
 * The session service, started on demand: the auth machine (xstate, the sign-in client) is a chunk of its own,
 * loaded by the first page that needs it (/app, the access screens, the advisor login section), so the public
 * landings download none of it (initial-JS budget, docs/product/budgets.md). Before it is loaded the start-up rules
 * read the stored tokens (stored-session.ts).
 */
export interface AuthLoader {
  /** The service once loaded, else null. */
  current(): AuthService | null;
  /** Loads and starts the service (once); the same promise on every call. */
  load(): Promise<AuthService>;
  /** Called when the service has been loaded (for useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
}

export function createAuthLoader(create: () => Promise<AuthService>): AuthLoader {
  let service: AuthService | null = null;
  let loading: Promise<AuthService> | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => service,
    load() {
      loading ??= create().then((created) => {
        service = created;
        listeners.forEach((listener) => listener());
        return created;
      });
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A loader holding a service already started (the contract tests start theirs themselves). */
export function loadedAuth(service: AuthService): AuthLoader {
  const loading = Promise.resolve(service);
  return { current: () => service, load: () => loading, subscribe: () => () => {} };
}
