// Every multipart upload of the contract reads (or refuses) every part it is sent: a file part under another name,
// a second file, an unknown field or a field without its file answers at once with a 4xx in the contract's error
// body, whoever sends it and whatever the id or token (the parts are read before the object is looked up).
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../server/src/contract/contract';
import { createAccount, loginAccount } from './helpers/accounts';
import { COORDINATOR, HOSTS, headersFor, loginAdvisor, loginInvestorByMail } from './helpers/auth';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';
import { PDF } from './helpers/campaigns';

let t: TestApp;
const clock = createClock('2026-03-02T10:00:00.000Z');
const tokens = {} as Record<'coordinator' | 'operator' | 'investor', string>;
const ERROR_CODES = (loadContract().components as { schemas: Record<string, { enum?: string[] }> }).schemas.ErrorCode!
  .enum!;

beforeAll(async () => {
  t = await createTestApp({ clock: () => clock.now() });
  await createAccount(t.db, { tenant: 'demo', email: 'uploads.operator@demo.test', role: 'operator' });
  tokens.coordinator = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
  tokens.operator = await loginAccount(t.app, clock, 'uploads.operator@demo.test');
  tokens.investor = (await loginInvestorByMail(t.app)).accessToken;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Every multipart operation of the contract, with who may call it (ids and tokens are random). */
const UPLOADS: Array<[string, 'PUT' | 'POST', () => string, keyof typeof tokens | null]> = [
  ['uploadDocument', 'POST', () => '/api/advisor/advisor/documents', 'coordinator'],
  ['uploadCampaignImage', 'PUT', () => `/api/operator/campaign/${randomUUID()}/image`, 'operator'],
  ['uploadCampaignDocument', 'POST', () => `/api/operator/campaign/${randomUUID()}/document`, 'operator'],
  ['uploadOfferPaymentConfirmation', 'POST', () => `/investor-api/offer/${randomUUID()}/upload`, 'investor'],
  ['uploadOnboardingFile', 'POST', () => `/investor-api/request/${randomUUID()}/upload`, 'investor'],
  ['uploadPublicCampaignOfferFile', 'POST', () => `/public-api/campaign-offer/${'t'.repeat(43)}/upload`, null],
];

interface Part {
  name: string;
  fileName?: string;
  value: Buffer | string;
}

function body(parts: Part[]) {
  const boundary = `----probe${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: application/pdf`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** The answer, or a failure after two seconds: an upload that waits for a part nobody will read never answers. */
async function send(method: 'PUT' | 'POST', url: string, as: keyof typeof tokens | null, parts: Part[]) {
  const { payload, type } = body(parts);
  const answer = t.app.inject({
    method,
    url,
    headers: {
      ...headersFor(HOSTS.demo),
      'content-type': type,
      ...(as && { authorization: `Bearer ${tokens[as]}` }),
      ...(as === 'investor' && { 'context-type': 'investor-panel' }),
    },
    payload,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${method} ${url} did not answer within 2 s`)), 2000);
  });
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function expectRefused(response: { statusCode: number; body: string }, propertyPath?: string) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  const answer = JSON.parse(response.body) as { label: unknown; code: string; violations?: { propertyPath: string }[] };
  expect(typeof answer.label).toBe('string');
  expect(ERROR_CODES).toContain(answer.code);
  if (propertyPath) {
    expect(response.statusCode).toBe(400);
    expect(answer.violations?.map((violation) => violation.propertyPath)).toContain(propertyPath);
  }
}

describe.each(UPLOADS)('%s', (_operationId, method, url, as) => {
  it('a file part under another name than `file` is refused at once', async () => {
    expectRefused(await send(method, url(), as, [{ name: 'upload', fileName: 'a.pdf', value: PDF }]), 'upload');
  });

  it('a file part under another name before the `file` part is refused at once', async () => {
    const parts = [
      { name: 'attachment', fileName: 'b.pdf', value: PDF },
      { name: 'file', fileName: 'a.pdf', value: PDF },
    ];
    expectRefused(await send(method, url(), as, parts), 'attachment');
  });

  it('a second file is refused at once', async () => {
    const parts = [
      { name: 'file', fileName: 'a.pdf', value: PDF },
      { name: 'file', fileName: 'b.pdf', value: PDF },
    ];
    expectRefused(await send(method, url(), as, parts), 'file');
  });

  it('a field the operation does not take is refused', async () => {
    const parts = [
      { name: 'file', fileName: 'a.pdf', value: PDF },
      { name: 'comment', value: 'hello' },
    ];
    expectRefused(await send(method, url(), as, parts), 'comment');
  });

  it('a text field named `file` is not a file', async () => {
    expectRefused(await send(method, url(), as, [{ name: 'file', value: 'not a file' }]), 'file');
  });

  it('an empty multipart body answers (no file, or no such object)', async () => {
    expectRefused(await send(method, url(), as, []));
  });
});

describe('over a real socket', () => {
  it('a large file under another name answers 400 and the connection serves the next request', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { payload, type } = body([{ name: 'upload', fileName: 'big.pdf', value: Buffer.alloc(4 * 1024 * 1024, 7) }]);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const call = (method: string, path: string, headers: Record<string, string>, data?: Buffer) =>
      new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
        const outgoing = httpRequest(`${address}${path}`, { method, headers, agent }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ statusCode: response.statusCode!, body: text }));
        });
        outgoing.on('error', reject);
        outgoing.setTimeout(5000, () => outgoing.destroy(new Error(`${method} ${path} did not answer within 5 s`)));
        outgoing.end(data);
      });
    try {
      const refused = await call(
        'POST',
        `/investor-api/request/${randomUUID()}/upload`,
        {
          ...headersFor(HOSTS.demo),
          'context-type': 'investor-panel',
          authorization: `Bearer ${tokens.investor}`,
          'content-type': type,
        },
        payload,
      );
      expectRefused(refused, 'upload');
      const next = await call('GET', '/public-api/health', { host: HOSTS.demo });
      expect(next.statusCode).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
