// Downloads are streamed from the storage: the app runs on a storage whose whole-file get()
// throws, so a download that read the file into memory would answer 500. Content-Length comes from the store.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type FileStorage } from '../../server/src/providers/storage';
import { COORDINATOR, HOSTS, headersFor, loginAdvisor } from './helpers/auth';
import { multipart, selectRows } from './helpers/campaigns';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';
import { PDF } from '../fixtures/files';

let t: TestApp;
const clock = createClock('2026-03-02T10:00:00.000Z');
const dir = mkdtempSync(join(tmpdir(), 'fund-platform-streamed-'));
const local = createLocalStorage(dir);
const storage: FileStorage = {
  ...local,
  get: () => Promise.reject(new Error('a download read a whole file into memory (storage.get)')),
};
let coordinator: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, storage });
  coordinator = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('streamed downloads', () => {
  it('a public campaign document: the exact bytes with Content-Length; a missing file is the usual 404', async () => {
    const [row] = await selectRows<{ id: string; campaign_id: string; size: number; storage_key: string }>(
      t.db,
      sql`select id, campaign_id, size, storage_key from campaign_documents order by created_at limit 1`,
    );
    const url = `/public-api/campaign/${row!.campaign_id}/document/${row!.id}`;
    const answer = await t.app.inject({ method: 'GET', url, headers: { host: HOSTS.demo } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(answer.headers['content-length']).toBe(String(row!.size));
    expect(answer.rawPayload.length).toBe(row!.size);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const unknown = `/public-api/campaign/${row!.campaign_id}/document/00000000-0000-4000-8000-000000000000`;
    const expected = (await t.app.inject({ method: 'GET', url: unknown, headers: { host: HOSTS.demo } })).json();
    await local.delete(row!.storage_key);
    const missing = await t.app.inject({ method: 'GET', url, headers: { host: HOSTS.demo } });
    expect(missing.statusCode).toBe(404);
    expect({ ...missing.json(), requestId: undefined }).toEqual({ ...expected, requestId: undefined });
  });

  it('a document of the documents area: the exact bytes, type, name and Content-Length', async () => {
    const body = multipart([{ field: 'file', fileName: 'umowa.pdf', bytes: PDF, contentType: 'application/pdf' }]);
    const headers = { ...headersFor(HOSTS.demo), authorization: `Bearer ${coordinator}` };
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/advisor/advisor/documents',
      headers: { ...headers, 'content-type': body.type },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = `/api/advisor/advisor/documents/${uploaded.json().id}/file`;
    const answer = await t.app.inject({ method: 'GET', url, headers });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="umowa.pdf"/);
    expect(answer.headers['content-length']).toBe(String(PDF.length));
    expect(answer.rawPayload.equals(PDF)).toBe(true);
  });
});
