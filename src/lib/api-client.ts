import axios, { type AxiosRequestConfig, type AxiosError } from 'axios';

/**
 * The one axios instance every generated hook goes through (Orval's mutator).
 * Later issues add the bearer token and the single-flight refresh here; today it adds the
 * context headers that every call carries (spec 000 section 7).
 */
export const axiosInstance = axios.create({ baseURL: '/' });

let contextId: string | undefined;
let contextType: 'advisor-panel' | 'investor-panel' = 'advisor-panel';

/** Called once the host's white-label configuration is known. */
export function setApiContext(id: string, type: 'advisor-panel' | 'investor-panel' = 'advisor-panel'): void {
  contextId = id;
  contextType = type;
}

axiosInstance.interceptors.request.use((config) => {
  if (contextId && !config.headers.has('Context-Id')) config.headers.set('Context-Id', contextId);
  if (!config.headers.has('Context-Type')) config.headers.set('Context-Type', contextType);
  return config;
});

export const apiClient = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  axiosInstance({ ...config, ...options }).then(({ data }) => data as T);

export type ErrorType<E> = AxiosError<E>;
export type BodyType<B> = B;
