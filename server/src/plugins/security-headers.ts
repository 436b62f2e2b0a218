// The protective headers of every answer (pages, files and API alike), as helmet writes them.
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { pageCompilesValidators } from '../../../src/app/route-paths';
import { isApiPath, isSpaRouteUnderApiPrefix } from './api-paths';

/**
 * The SPA's Content-Security-Policy: everything from our own origin, no inline script or style anywhere
 * (index.html has none; the theme sets CSS variables through the CSSOM, which CSP allows), nothing may frame
 * the app. Images also from data: (the TOTP enrolment's QR code) and blob: (a downloaded document's preview).
 * No 'unsafe-eval': only the documents of pages with forms get it (FORM_PAGE_POLICY).
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/**
 * The same policy with 'unsafe-eval', for the documents of pages with forms: the forms validate with Ajv in the
 * browser (the access screens and RJSF), and Ajv compiles each schema with `new Function`
 * (docs/decisions/0007, 0041). Inline script stays forbidden, which is what stops injected markup from running.
 * Precompiling the validators at build time (Ajv standalone code) would let every page drop it.
 */
export const FORM_PAGE_POLICY = {
  ...CONTENT_SECURITY_POLICY,
  directives: { ...CONTENT_SECURITY_POLICY.directives, scriptSrc: ["'self'", "'unsafe-eval'"] },
};

/**
 * What @fastify/helmet sets on every answer, read once from a throwaway instance: with no per-route helmet options
 * and no CSP nonces the set depends on nothing in the request.
 */
export async function securityHeaders(
  contentSecurityPolicy: typeof CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY,
): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  let headers: [string, string][] = [];
  await probe.register(helmet, {
    contentSecurityPolicy,
    // Legacy browsers' frame protection, same intent as frame-ancestors 'none'.
    frameguard: { action: 'deny' },
    // Links carry tokens (`?token=`, `/auth/reset-password/{id}`): never tell another site where we came from.
    referrerPolicy: { policy: 'no-referrer' },
    // Lets a tenant's logo or an e-mail link open the app; same-origin isolation of our own window still holds.
    crossOriginEmbedderPolicy: false,
  });
  // In the handler the raw response holds exactly what helmet's hooks set (Fastify writes its own at send).
  probe.get('/', async (_request, reply) => {
    headers = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]);
    return '';
  });
  await probe.inject('/');
  await probe.close();
  return headers;
}

// The sets are computed once (securityHeaders) instead of registering @fastify/helmet on the app, which builds a helmet
// middleware and re-parses the CSP directives on every request. Set on the raw response as
// helmet does, so every answer has them, errors included.
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await securityHeaders();
  const formPageHeaders = await securityHeaders(FORM_PAGE_POLICY);
  app.addHook('onRequest', async (request, reply) => {
    // A page's document (index.html) by its route; API answers and files are never a page with forms.
    const path = request.url.split('?', 1)[0] ?? '/';
    const page = !isApiPath(path) || isSpaRouteUnderApiPrefix(path);
    for (const [name, value] of page && pageCompilesValidators(path) ? formPageHeaders : headers) {
      reply.raw.setHeader(name, value);
    }
    // The tenant's logo is shown in e-mails, read by webmail on other sites: the one resource others may embed.
    if (request.url.startsWith('/public-api/branding/assets/')) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
  });
}
