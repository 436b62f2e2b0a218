import axios, { CanceledError, type AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';

/**
 * The one axios instance every generated hook goes through (Orval's mutator), docs/product/requests.md:
 *
 * - every call carries Context-Id (the host's configuration id) and Context-Type;
 * - calls to /api and /investor-api carry `Authorization: Bearer <access token>`, except the paths the spec
 *   lists as public (/auth and /public-api never need it anyway);
 * - calls to the two external public registries (the tax-office VAT whitelist and the company register) are
 *   cancelled before they are sent: the server's providers make those calls, never the browser;
 * - a 401 from a secured call asks the auth machine for THE refresh (one promise shared by every waiting
 *   call, the machine's single flight) and retries once with the new token.
 *
 * It never redirects by itself: the auth machine decides, the guards navigate (see docs/product/requests.md).
 */
export const axiosInstance = axios.create({ baseURL: '/' });

let contextId: string | undefined;
let contextType: 'advisor-panel' | 'investor-panel' = 'advisor-panel';

/** Called once the host's white-label configuration is known. */
export function setApiContext(id: string, type: 'advisor-panel' | 'investor-panel' = 'advisor-panel'): void {
  contextId = id;
  contextType = type;
}

/** What the instance needs from the session (src/lib/auth implements it over the auth machine). */
export interface AuthBridge {
  /** The current access token, or null. */
  getAccessToken(): string | null;
  /** Whether a key is stored (apiKey; see docs/product/sign-in.md). */
  hasStoredKey(): boolean;
  /** A request found no stored key on a protected path: the machine ends the session. */
  sessionLost(): void;
  /**
   * The token `rejected` was refused (401): resolves with a fresh token from the ONE refresh (or the token
   * that already replaced it), rejects when the session cannot be refreshed.
   */
  refreshAfterRejection(rejected: string | null): Promise<string>;
}

let auth: AuthBridge | null = null;

/** Connects the session to the instance; returns the function that disconnects it. */
export function connectAuth(bridge: AuthBridge): () => void {
  auth = bridge;
  return () => {
    if (auth === bridge) auth = null;
  };
}

/** Paths under /api or /investor-api that are nevertheless sent without the key (see docs/product/requests.md). */
export const PUBLIC_PATHS = [
  '/auth/activate/send-token',
  '/public-api/campaign-offer/dictionary',
  '/public-api/kyc/investor-request',
] as const;

/** The two external public registries whose calls are cancelled (see docs/product/requests.md). */
export const CANCELLED_HOSTS = ['wl-api.mf.gov.pl', 'api-krs.ms.gov.pl'] as const;

/** Thrown (as a rejection) when a protected call is attempted without a stored key; nothing is sent. */
export class MissingSessionError extends Error {
  constructor(path: string) {
    super(`No stored key for the protected call ${path}.`);
    this.name = 'MissingSessionError';
  }
}

function parseUrl(config: AxiosRequestConfig): URL {
  const base = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return new URL(axios.getUri(config), base);
}

/** True for the calls that need the bearer: /api and /investor-api, minus the public paths. */
export function isSecuredPath(pathname: string): boolean {
  if (PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return false;
  return /^\/(api|investor-api)(\/|$)/.test(pathname);
}

function isCancelledHost(hostname: string): boolean {
  return CANCELLED_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

interface RetryableConfig extends InternalAxiosRequestConfig {
  /** The token this request was sent with (to tell a stale 401 from a fresh one). */
  _sentWithToken?: string | null;
  _retried?: boolean;
}

axiosInstance.interceptors.request.use((config: RetryableConfig) => {
  const url = parseUrl(config);
  if (isCancelledHost(url.hostname)) {
    throw new CanceledError(`Calls to the external registry ${url.hostname} are not made from the browser.`);
  }
  if (contextId && !config.headers.has('Context-Id')) config.headers.set('Context-Id', contextId);
  if (!config.headers.has('Context-Type')) config.headers.set('Context-Type', contextType);

  if (isSecuredPath(url.pathname)) {
    if (auth && !auth.hasStoredKey()) {
      auth.sessionLost();
      throw new MissingSessionError(url.pathname);
    }
    const token = auth?.getAccessToken() ?? null;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config._sentWithToken = token;
  }
  return config;
});

axiosInstance.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetryableConfig | undefined;
  if (!config || !auth || error.response?.status !== 401 || config._retried) throw error;
  if (!isSecuredPath(parseUrl(config).pathname)) throw error;

  let token: string;
  try {
    token = await auth.refreshAfterRejection(config._sentWithToken ?? null);
  } catch {
    throw error; // the machine has ended the session (and reloads or redirects); the caller sees the 401
  }
  config._retried = true;
  config.headers.set('Authorization', `Bearer ${token}`);
  return axiosInstance(config);
});

export const apiClient = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  axiosInstance({ ...config, ...options }).then(({ data }) => data as T);

export type ErrorType<E> = AxiosError<E>;
export type BodyType<B> = B;
