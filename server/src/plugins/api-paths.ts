// Which paths belong to the API and which to the SPA. A leaf module (no Fastify, no database): vite.config.ts
// imports it for the dev proxy, so it must not pull the server in.
import { isKnownRoute } from '../../../src/app/route-paths.ts'; // with .ts: vite.config.ts loads this file natively

export const API_PREFIXES = ['/api', '/auth', '/investor-api', '/public-api'] as const;

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Pages of the SPA under an API prefix (/auth/reset-password/{id}, ...): the SPA answers them, not the API. */
export function isSpaRouteUnderApiPrefix(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return isApiPath(path) && isKnownRoute(path);
}
