// Serves the built SPA (dist/): its files with cache headers, and index.html for every non-API path that is
// not a file (history fallback; the SPA itself shows "Page not found" for unknown routes).
import { existsSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export function hasSpa(spaDir: string | null | undefined): spaDir is string {
  return Boolean(spaDir && existsSync(join(spaDir, 'index.html')));
}

export async function registerSpa(app: FastifyInstance, spaDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: spaDir,
    // Routes for the files present at start (start.ts builds before starting); unknown paths reach the
    // not-found handler, which decides between the API's 404 and index.html.
    wildcard: false,
    cacheControl: false, // set below, per file
    setHeaders(res, filePath) {
      if (basename(filePath) === 'index.html') {
        // Always revalidated: it names the current hashed bundles.
        res.setHeader('cache-control', 'no-cache');
      } else if (filePath.includes(`${sep}assets${sep}`)) {
        // Vite puts content-hashed files in assets/: they never change under the same name.
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else {
        // Other public files (favicon.ico, mockServiceWorker.js): not hashed, revalidate after a short while.
        res.setHeader('cache-control', 'public, max-age=300');
      }
    },
  });
}

/**
 * SPA routes of spec 000 section 2 that share the /auth prefix with the API. The contract has no GET operation
 * under /auth, so a GET of one of these paths is a person opening a page (e.g. a link from an e-mail).
 * vite.config.ts uses the same list for the dev proxy.
 */
export const SPA_ROUTES_UNDER_API_PREFIXES: readonly RegExp[] = [
  /^\/auth\/confirm-login\/?$/,
  /^\/auth\/reset-password(\/[^/]+)?\/?$/,
  /^\/auth\/activate-from-email\/[^/]+\/?$/,
];

export function isSpaRouteUnderApiPrefix(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return SPA_ROUTES_UNDER_API_PREFIXES.some((route) => route.test(path));
}

/** True when the not-found handler should answer with index.html. */
export function wantsSpaFallback(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '/';
  const last = path.slice(path.lastIndexOf('/') + 1);
  // A missing file (/assets/app-123.js, /logo.png) is a 404, not the SPA: index.html as JavaScript breaks pages
  // in confusing ways.
  return !last.includes('.');
}

export function sendSpaIndex(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
