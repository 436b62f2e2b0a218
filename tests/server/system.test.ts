import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /public-api/health', () => {
  it('answers 200 with the version when the database answers', async () => {
    const response = await t.app.inject({ url: '/public-api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('needs no known host (load balancers call it by IP)', async () => {
    const response = await t.app.inject({ url: '/public-api/health', headers: { host: '10.1.2.3:3000' } });
    expect(response.statusCode).toBe(200);
  });

  it('answers 503 in the error body when the database is gone', async () => {
    await t.handle.close(); // the app keeps its (now closed) database
    const response = await t.app.inject({ url: '/public-api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ label: 'The database is not available', code: 'SERVICE_UNAVAILABLE' });
    expect(response.body).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });
});
