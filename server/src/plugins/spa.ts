// Serves the built SPA (dist/): its files with cache headers (precompressed brotli/gzip siblings written by the
// build, vite.config.ts), and index.html for every non-API path that is not a file (history fallback): 200 for
// the SPA's routes, 404 for any other path (the SPA shows its "Page not found: {path}" page).
import { existsSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownRoute } from '../../../src/app/route-paths';

export function hasSpa(spaDir: string | null | undefined): spaDir is string {
  return Boolean(spaDir && existsSync(join(spaDir, 'index.html')));
}

export async function registerSpa(app: FastifyInstance, spaDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: spaDir,
    // Routes for the files present at start (start.ts builds before starting); unknown paths reach the
    // not-found handler, which decides between the API's 404 and index.html.
    wildcard: false,
    // `app-1a2b.js.br` / `.gz` beside `app-1a2b.js` are sent when the browser accepts them (Vary: Accept-Encoding).
    preCompressed: true,
    cacheControl: false, // set below, per file
    setHeaders(res, filePath) {
      // The same URL answers brotli, gzip or plain bytes: caches must key on the accepted encodings.
      res.setHeader('vary', 'accept-encoding');
      if (basename(filePath) === 'index.html' || basename(filePath) === 'build-manifest.json') {
        // Always revalidated: they name the current build (its hashed bundles; the id the SPA polls for).
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

// A page of the SPA under a prefix it shares with the API (/auth/reset-password/{id}, links from e-mails): the
// contract has no GET operation there, so a GET of one of these paths is a person opening a page.
export { isSpaRouteUnderApiPrefix } from './api-paths';

/** True when the not-found handler should answer with index.html. */
export function wantsSpaFallback(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '/';
  const last = path.slice(path.lastIndexOf('/') + 1);
  // A missing file (/assets/app-123.js, /logo.png) is a 404, not the SPA: index.html as JavaScript breaks pages
  // in confusing ways.
  return !last.includes('.');
}

/** index.html for a page: 200 on a route of the SPA's table, 404 elsewhere (the SPA renders its 404 page). */
export function sendSpaIndex(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?', 1)[0] ?? '/';
  return reply
    .code(isKnownRoute(path) ? 200 : 404)
    .header('cache-control', 'no-cache')
    .sendFile('index.html');
}
