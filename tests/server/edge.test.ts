// The edges of the HTTP surface: bodies in the wrong content type, numbers
// beyond what the database holds, broken multipart, long path parameters and headers, caching of personal
// answers. Whoever produces the answer (a handler, Fastify, the body parser, Node), it is a 4xx in the
// contract's error body.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../server/src/contract/contract';
import { COORDINATOR, HOSTS, headersFor, loginAdvisor, loginInvestorByMail } from './helpers/auth';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let address: string;
const clock = createClock('2026-03-02T10:00:00.000Z');
const tokens = {} as Record<'coordinator' | 'investor', string>;
const ERROR_CODES = (loadContract().components as { schemas: Record<string, { enum?: string[] }> }).schemas.ErrorCode!
  .enum!;

beforeAll(async () => {
  t = await createTestApp({ clock: () => clock.now() });
  tokens.coordinator = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
  tokens.investor = (await loginInvestorByMail(t.app)).accessToken;
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

function expectErrorBody(response: { statusCode: number; body: string }, status?: number) {
  if (status) expect(response.statusCode, response.body).toBe(status);
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  const body = JSON.parse(response.body) as { label: unknown; code: unknown };
  expect(typeof body.label).toBe('string');
  expect(ERROR_CODES).toContain(body.code);
  expect(Object.keys(body).every((key) => ['label', 'code', 'parameters', 'violations'].includes(key))).toBe(true);
}

/** A raw request through the socket (Node's own limits and parser run before Fastify). */
function raw(text: string): Promise<{ statusCode: number; body: string; head: string }> {
  const url = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.end(text));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ statusCode: Number(head.split(' ')[1]), body, head });
    });
  });
}

describe('a JSON body sent as text/plain', () => {
  const ADVISOR_ID = '00000000-0000-4000-8000-000000000001';
  const cases: Array<[string, string, string, object, keyof typeof tokens | null]> = [
    ['login', 'POST', '/auth/login', { email: 'advisor@demo.test', password: 'x' }, null],
    ['2FA', 'POST', '/auth/login-with-two-factor', { loginToken: 'x', code: '123456' }, null],
    ['investor token', 'POST', '/auth/investor/send-token', { email: 'investor@demo.test' }, null],
    ['investor login', 'POST', '/auth/login-investor', { token: 'x'.repeat(20) }, null],
    ['activation', 'POST', '/auth/activate', { email: 'advisor@demo.test' }, null],
    ['activation token', 'POST', '/auth/activate/send-token', { email: 'advisor@demo.test' }, null],
    ['password reminder', 'POST', '/auth/password/send-remind-request', { email: 'advisor@demo.test' }, null],
    ['password', 'POST', '/auth/password/set', { token: 'x', password: 'Abcdefgh-1' }, null],
    ['refresh', 'POST', '/auth/refresh-token', { refreshToken: 'x' }, null],
    ['investor refresh', 'POST', '/auth/refresh-investor-token', { refreshToken: 'x' }, null],
    [
      'advisor create',
      'POST',
      '/api/advisor/advisor',
      { email: 'a@b.pl', firstName: 'A', surname: 'B' },
      'coordinator',
    ],
    ['advisor update', 'PUT', `/api/advisor/advisor/${ADVISOR_ID}`, { email: 'a@b.pl' }, 'coordinator'],
  ];
  it.each(cases)('%s: 415 in the error body', async (_name, method, url, payload, as) => {
    for (const contentType of ['text/plain', 'text/plain; charset=utf-8', 'multipart/form-data; boundary=x']) {
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        headers: {
          ...headersFor(HOSTS.demo),
          'content-type': contentType,
          ...(as && { authorization: `Bearer ${tokens[as]}` }),
        },
        payload: JSON.stringify(payload),
      });
      expectErrorBody(response, 415);
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });
});

describe('numbers beyond what the database holds', () => {
  it.each(['/api/advisor/advisor', '/api/advisor/advisor/documents'])('%s?offset=1e20 is a 400', async (url) => {
    const response = await t.app.inject({
      url: `${url}?offset=99999999999999999999&filters[surname][type]=string&filters[surname][operator]=like&filters[surname][value]=Kowalski`,
      headers: { ...headersFor(HOSTS.demo), authorization: `Bearer ${tokens.coordinator}` },
    });
    expectErrorBody(response, 400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('broken multipart', () => {
  const upload = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/advisor/advisor/documents',
      headers: {
        ...headersFor(HOSTS.demo),
        authorization: `Bearer ${tokens.coordinator}`,
        'content-type': contentType,
      },
      payload,
    });

  it('without a boundary is a 400', async () => {
    expectErrorBody(await upload('multipart/form-data', '--x\r\n'), 400);
  });

  it('truncated is a 400', async () => {
    const payload =
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n';
    expectErrorBody(await upload('multipart/form-data; boundary=b', payload), 400);
  });

  it('in a JSON body is a 415', async () => {
    const response = await upload('application/json', '{}');
    expectErrorBody(response, 415);
  });
});

describe('long path parameters and headers', () => {
  it('accepts a path parameter as long as the contract allows (a 512-character offer token)', async () => {
    const response = await t.app.inject({
      url: `/public-api/campaign-offer/${'a'.repeat(512)}`,
      headers: headersFor(HOSTS.demo),
    });
    // The operation answers (not implemented yet, or not found): not Fastify's 414.
    expect(response.statusCode).not.toBe(414);
    expect(ERROR_CODES).toContain(response.json().code);
  });

  it('answers a longer path parameter in the error body', async () => {
    const response = await t.app.inject({
      url: `/public-api/campaign-offer/${'a'.repeat(2000)}`,
      headers: headersFor(HOSTS.demo),
    });
    expectErrorBody(response);
  });

  it('answers a bad URL in the error body', async () => {
    const response = await t.app.inject({ url: '/api/advisor/advisor/%E0%A4%A', headers: headersFor(HOSTS.demo) });
    expectErrorBody(response, 400);
  });

  it("answers an oversized header with 431 in the error body, not Node's", async () => {
    const response = await raw(
      `GET /public-api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(40_000)}\r\nConnection: close\r\n\r\n`,
    );
    expectErrorBody(response, 431);
    expect(response.head.toLowerCase()).toContain('content-type: application/json');
  });

  it('answers a request Node cannot parse with 400 in the error body', async () => {
    const response = await raw('GARBAGE\r\n\r\n');
    expectErrorBody(response, 400);
  });
});

describe('caching of API answers', () => {
  const get = (url: string, token?: string) =>
    new Promise<{ statusCode: number; cacheControl: string | undefined }>((resolve, reject) => {
      const request = httpRequest(
        `${address}${url}`,
        {
          headers: {
            ...headersFor(HOSTS.demo),
            host: 'localhost',
            ...(token && { authorization: `Bearer ${token}` }),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ statusCode: response.statusCode!, cacheControl: response.headers['cache-control'] }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });

  it.each([
    ['/api/auth/data', 'coordinator'],
    ['/api/advisor/advisor', 'coordinator'],
    ['/api/contexts', 'coordinator'],
    ['/api/advisor/network', 'coordinator'],
    ['/investor-api/investor/summary', 'investor'],
  ] as const)('%s is never stored by a cache', async (url, as) => {
    const answer = await get(url, tokens[as]);
    expect(answer.cacheControl).toBe('no-store');
  });

  it('so are refused and anonymous API answers', async () => {
    expect((await get('/api/auth/data')).cacheControl).toBe('no-store');
    expect((await get('/public-api/campaign-offer/abcdefghijklmnopqrstuvwxyz')).cacheControl).toBe('no-store');
  });
});

describe('every answer carries its request id', () => {
  const REQUEST_ID = /^[0-9a-f-]{36}$/;

  it("Fastify's 414 for a path parameter over the limit", async () => {
    const response = await t.app.inject({
      url: `/public-api/campaign-offer/${'a'.repeat(2000)}`,
      headers: headersFor(HOSTS.demo),
    });
    expect(response.statusCode).toBe(414);
    expect(response.headers['x-request-id']).toMatch(REQUEST_ID);
  });

  it("Fastify's 400 for a malformed URL keeps the client's own id", async () => {
    const response = await t.app.inject({
      url: '/api/advisor/advisor/%E0%A4%A',
      headers: { ...headersFor(HOSTS.demo), 'x-request-id': 'probe-1234567890' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-request-id']).toBe('probe-1234567890');
  });

  it("Node's 431 and 400, written before any request exists", async () => {
    const oversized = await raw(
      `GET /public-api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(40_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(oversized.statusCode).toBe(431);
    expect(oversized.head.toLowerCase()).toMatch(/\r\nx-request-id: [0-9a-f-]{36}\r\n/);
    const garbage = await raw('GARBAGE\r\n\r\n');
    expect(garbage.head.toLowerCase()).toMatch(/\r\nx-request-id: [0-9a-f-]{36}\r\n/);
  });
});

describe('a request that arrives while the server shuts down', () => {
  it('answers 503 in the error body with its request id', async () => {
    let started!: () => void;
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    const closing = await createTestApp({
      seed: false,
      extend: (app) =>
        app.get('/test-only/slow', async () => {
          started();
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { ok: true };
        }),
    });
    const url = new URL(await closing.app.listen({ port: 0, host: '127.0.0.1' }));
    const socket = connect(Number(url.port), url.hostname);
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /test-only/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await slowStarted;
    const closed = closing.close();
    // The connection is busy, so it stays open: the next request on it comes in while the app is closing.
    socket.write('GET /public-api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await closed;
    await ended;
    const second = data.slice(data.indexOf('HTTP/1.1', 10));
    const [head = '', body = ''] = second.split('\r\n\r\n');
    expect(head.split(' ')[1]).toBe('503');
    expect(head.toLowerCase()).toMatch(/\r\nx-request-id: [0-9a-f-]{36}\r\n/);
    expect(JSON.parse(body)).toEqual({ label: 'The server is shutting down', code: 'SERVICE_UNAVAILABLE' });
  });
});
