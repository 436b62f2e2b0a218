// The operators' endpoints. /livez, /readyz naming the failing part, /metrics in Prometheus
// text, the bundled contract at /openapi.json and the API docs at /docs with their assets from this server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../server/src/providers/storage';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let storageDown = false;
beforeAll(async () => {
  t = await createTestApp();
  // The storage check of /readyz fails while storageDown is set (a bucket gone, a full disk).
  const storage: FileStorage = t.app.services.storage;
  const check = storage.check.bind(storage);
  storage.check = async () => {
    if (storageDown) throw new Error('the bucket does not answer');
    await check();
  };
});
afterAll(async () => {
  await t?.close();
});

describe('operations endpoints', () => {
  it('GET /livez answers while the process runs, on any host', async () => {
    const response = await t.app.inject({ url: '/livez', headers: { host: '10.0.0.7:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz: ok when database, migrations and storage are', async () => {
    const response = await t.app.inject({ url: '/readyz', headers: { host: '10.0.0.7:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    });
  });

  it('GET /readyz: 503 naming the storage when it fails', async () => {
    storageDown = true;
    try {
      const response = await t.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        label: 'Not ready: storage (the bucket does not answer)',
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      storageDown = false;
    }
  });

  it('GET /metrics: request durations by route and status, jobs, mail', async () => {
    await t.app.inject({ url: '/public-api/health' });
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/public-api\/health",status_code="200"\} [1-9]/,
    );
    expect(response.body).toMatch(/job_queue_jobs\{kind="mail-smtp",state="dead"\} \d+/);
    expect(response.body).toMatch(/mail_outbox_messages\{status="failed"\} \d+/);
  });

  it('GET /openapi.json is the bundled contract', async () => {
    const response = await t.app.inject({ url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const contract = response.json();
    expect(contract.openapi).toMatch(/^3\./);
    expect(contract.paths['/public-api/health']).toBeDefined();
  });

  it('GET /docs: a page loading Swagger UI from this server, no inline script', async () => {
    const page = await t.app.inject({ url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts.every((attributes) => /src="\/docs\//.test(attributes ?? ''))).toBe(true);
    for (const asset of ['/docs/assets/swagger-ui-bundle.js', '/docs/assets/swagger-ui.css', '/docs/init.js']) {
      const response = await t.app.inject({ url: asset });
      expect(response.statusCode, asset).toBe(200);
    }
    expect((await t.app.inject({ url: '/docs/assets/package.json' })).statusCode).toBe(404);
  });
});
