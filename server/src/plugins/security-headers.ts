// The protective headers of every answer (pages, files and API alike), as helmet writes them.
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The SPA's Content-Security-Policy: everything from our own origin, no inline script or style anywhere
 * (index.html has none; the theme sets CSS variables through the CSSOM, which CSP allows), nothing may frame
 * the app. Images also from data: (the TOTP enrolment's QR code) and blob: (a downloaded document's preview).
 *
 * 'unsafe-eval': the forms validate with Ajv in the browser (the access screens and RJSF), and Ajv compiles
 * each schema with `new Function`. The next step is to precompile the validators at build time (Ajv standalone
 * code) and drop it. Inline script stays forbidden, which is what stops injected markup from running.
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-eval'"],
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
 * What @fastify/helmet sets on every answer, read once from a throwaway instance: with no per-route helmet options
 * and no CSP nonces the set depends on nothing in the request.
 */
export async function securityHeaders(): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  let headers: [string, string][] = [];
  await probe.register(helmet, {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
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

// The set is computed once (securityHeaders) instead of registering @fastify/helmet on the app, which builds a helmet
// middleware and re-parses the CSP directives on every request (issue 8 section 6). Set on the raw response as
// helmet does, so every answer has them, errors included.
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await securityHeaders();
  app.addHook('onRequest', async (request, reply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    // The tenant's logo is shown in e-mails, read by webmail on other sites: the one resource others may embed.
    if (request.url.startsWith('/public-api/branding/assets/')) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
  });
}
