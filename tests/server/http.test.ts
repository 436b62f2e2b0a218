// The HTTP surface around the operations: 404s, the SPA and its cache headers, malformed bodies, response
// validation, and demo seeding.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countTenants } from '../../server/src/modules/branding/branding.repository';
import { seedDemoData } from '../../server/src/demo/seed';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let spaDir: string;
const ASSET = `console.log("app");${' '.repeat(2000)}`;
const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-3f2a1b.js"></script></body></html>';

beforeAll(async () => {
  spaDir = mkdtempSync(join(tmpdir(), 'fund-spa-'));
  mkdirSync(join(spaDir, 'assets'));
  writeFileSync(join(spaDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(spaDir, 'assets', 'app-3f2a1b.js'), ASSET);
  // What the build writes beside each asset (vite.config.ts, precompressed).
  writeFileSync(join(spaDir, 'assets', 'app-3f2a1b.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(spaDir, 'assets', 'app-3f2a1b.js.gz'), gzipSync(ASSET));
  writeFileSync(join(spaDir, 'robots.txt'), 'User-agent: *\n');
  t = await createTestApp({ spaDir, extend: addTestRoutes });
});
afterAll(async () => {
  await t?.close();
  rmSync(spaDir, { recursive: true, force: true });
});

function addTestRoutes(app: FastifyInstance): void {
  // A test-only route with a JSON body, so body parsing and validation are exercised whatever the contract
  // holds today (contract operations that take bodies are still 501, answered before parsing).
  app.post(
    '/api/test/echo',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email', 'amount'],
          properties: {
            email: { type: 'string', format: 'email' },
            amount: { type: 'number', minimum: 1 },
            pesel: { type: 'string', format: 'pesel' },
          },
        },
      },
    },
    async (request) => request.body,
  );
  // A route claiming to be getHealth that answers a body the contract forbids.
  app.get('/api/test/drift', { schema: { operationId: 'getHealth' } as never }, async () => ({ status: 'bad' }));
}

describe('unknown paths', () => {
  it.each(['/api/x', '/auth/nope', '/investor-api/x/y', '/public-api/unknown', '/api'])(
    '%s is a 404 in the error body',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ label: `Route not found: GET ${url}`, code: 'NOT_FOUND' });
    },
  );

  it('answers a POST to an unknown non-API path with the 404 error body, not the SPA', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/some/page' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('the SPA', () => {
  it("answers a path that is no route of the SPA with 404 and index.html (the SPA's own 404 page)", async () => {
    for (const url of ['/some/spa/route?x=1', '/app/nope', '/doradcy/extra']) {
      const response = await t.app.inject({ url, headers: { host: 'localhost' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('answers every route of the SPA with 200 and index.html', async () => {
    for (const url of ['/doradcy', '/investor-login', '/kyc-form?token=x', '/app', '/app/onboarding/1/primary-data']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('answers / and /app/advisors/123 with index.html', async () => {
    for (const url of ['/', '/app/advisors/123']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers the account pages that share the /auth prefix (links from e-mails) with index.html', async () => {
    for (const url of [
      '/auth/confirm-login',
      '/auth/reset-password',
      '/auth/reset-password/abc',
      '/auth/activate-from-email/abc',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
    const api = await t.app.inject({ url: '/auth/unknown-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves hashed assets as immutable and other files briefly cached', async () => {
    const asset = await t.app.inject({ url: '/assets/app-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(ASSET);
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('public, max-age=300');
  });

  it('sends the precompressed brotli or gzip file the build wrote when the browser accepts it', async () => {
    const brotli = await t.app.inject({ url: '/assets/app-3f2a1b.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(ASSET);
    const gzip = await t.app.inject({ url: '/assets/app-3f2a1b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET);
    const identity = await t.app.inject({ url: '/assets/app-3f2a1b.js' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(ASSET);
  });

  it('answers pages and files with a strict CSP and the usual protective headers', async () => {
    for (const url of ['/', '/assets/app-3f2a1b.js', '/public-api/white-label-configuration', '/nope']) {
      const response = await t.app.inject({ url, headers: { host: 'localhost' } });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toMatch(/script-src 'self'(;| 'unsafe-eval';)/);
      expect(csp, url).not.toContain('unsafe-inline');
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
    // The logo in e-mails is read by webmail on other sites.
    const logo = await t.app.inject({ url: '/public-api/branding/assets/logo.svg', headers: { host: 'localhost' } });
    expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('allows eval only to the pages whose forms compile their validators in the browser', async () => {
    const scriptSrc = async (url: string) => {
      const response = await t.app.inject({ url, headers: { host: 'localhost' } });
      return /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    };
    // The forms: the investment and KYC forms, the access screens, the signed-in area (its pages open forms and
    // dialogs without loading a new document), the identity sandbox's page.
    for (const url of [
      '/invest?token=abc',
      '/kyc-form?token=abc',
      '/doradcy',
      '/investor-login',
      '/auth/reset-password/abc',
      '/app',
      '/app/onboarding',
      '/app/campaigns/new',
      '/identity-sandbox/abc',
    ]) {
      expect(await scriptSrc(url), url).toBe("'self' 'unsafe-eval'");
    }
    // No form: the landing, the public offer page, the signing page, errors, API answers, files.
    for (const url of [
      '/',
      '/campaign?token=abc',
      '/access-denied',
      '/e-signature-sandbox/abc?token=abc',
      '/no-such-page',
      '/assets/app-3f2a1b.js',
      '/public-api/white-label-configuration',
      '/api/auth/data',
    ]) {
      expect(await scriptSrc(url), url).toBe("'self'");
    }
  });

  it('answers a missing file with a 404, not index.html', async () => {
    const response = await t.app.inject({ url: '/assets/app-000000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('bad requests', () => {
  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': contentType }, payload });

  it('answers malformed JSON with 400', async () => {
    const response = await post('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ label: 'Malformed JSON body', code: 'BAD_REQUEST' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await post('<xml/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ label: 'Unsupported media type', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await post(JSON.stringify({ email: 'a@b.pl', amount: 1, filler: 'x'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ label: 'Payload too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers schema violations with 400 and one violation per problem', async () => {
    const response = await post(JSON.stringify({ amount: '5', extra: true, pesel: '12345678901' }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.label).toBe('Validation failed');
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'email', title: 'validation.required', message: 'This field is required.' },
        { propertyPath: 'extra', title: 'validation.additionalProperties', message: expect.any(String) },
        // A JSON body is not coerced: "5" is not a number.
        { propertyPath: 'amount', title: 'validation.type', message: expect.any(String) },
        // The project's own format (schemas/formats) is wired in.
        { propertyPath: 'pesel', title: 'validation.pesel', message: 'Please enter a valid PESEL number.' },
      ]),
    );
    expect(body.violations).toHaveLength(4);
  });

  it('accepts a valid body', async () => {
    const response = await post(JSON.stringify({ email: 'jan@example.pl', amount: 10, pesel: '44051401458' }));
    expect(response.statusCode).toBe(200);
  });

  it('never answers with a stack trace', async () => {
    const response = await post('{');
    expect(response.body).not.toMatch(/\bat\s+\S+\s+\(|node_modules|\.ts:\d+/);
  });
});

describe('the contract check on responses (tests only)', () => {
  it('turns a response that breaks the contract into a loud 500 and records it', async () => {
    const response = await t.app.inject({ url: '/api/test/drift' });
    expect(response.statusCode).toBe(500);
    expect(response.json().label).toMatch(/breaks the contract.*getHealth/);
    expect(t.app.contractViolations).toHaveLength(1);
    t.app.contractViolations.length = 0; // expected here; any other would fail the file at close()
  });
});

describe('request ids', () => {
  it('answers with a request id, keeping a safe one from the caller', async () => {
    const own = await t.app.inject({ url: '/public-api/health', headers: { 'x-request-id': 'trace-12345678' } });
    expect(own.headers['x-request-id']).toBe('trace-12345678');
    const unsafe = await t.app.inject({ url: '/public-api/health', headers: { 'x-request-id': 'bad id\nforged log' } });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('demo data', () => {
  it('is created once: seeding again changes nothing', async () => {
    expect(await countTenants(t.db)).toBe(2);
    expect(await seedDemoData(t.db)).toEqual({ seeded: false, tenants: [] });
    expect(await seedDemoData(t.db)).toEqual({ seeded: false, tenants: [] });
    expect(await countTenants(t.db)).toBe(2);
    const response = await t.app.inject({
      url: '/public-api/white-label-configuration',
      headers: { host: 'localhost' },
    });
    expect(response.json().id).toBe('demo');
  });
});
