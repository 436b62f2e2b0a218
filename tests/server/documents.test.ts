// The documents area through the real app: who may list, upload and download; type by content; size limit;
// attachment download with the exact bytes and a safe name; tenant isolation; file and row written together.
import { sql } from 'drizzle-orm';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COORDINATOR, HOSTS, headersFor, loginAdvisor, loginInvestorByMail, NAVY_ADVISOR } from './helpers/auth';
import { createAccount, loginAccount } from './helpers/accounts';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';
import { JPEG, PDF, PNG } from '../fixtures/files';
import { MAX_DOCUMENT_BYTES, WHOLE_LIST_LIMIT } from '#schemas/constants';

let t: TestApp;
const clock = createClock('2026-03-02T10:00:00.000Z');
const tokens = {} as Record<'advisor' | 'coordinator' | 'investor' | 'navyAdvisor' | 'navyCoordinator', string>;

const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);

function multipart(fileName: string, bytes: Buffer, contentType = 'application/pdf', field = 'file') {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  token: string | null,
  fileName: string,
  bytes: Buffer,
  host: string = HOSTS.demo,
  contentType?: string,
) {
  const body = multipart(fileName, bytes, contentType);
  return t.app.inject({
    method: 'POST',
    url: '/api/advisor/advisor/documents',
    headers: { ...headersFor(host), 'content-type': body.type, ...(token && { authorization: `Bearer ${token}` }) },
    payload: body.payload,
  });
}

const get = (url: string, token: string | null, host: string = HOSTS.demo) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...headersFor(host), ...(token && { authorization: `Bearer ${token}` }) },
  });

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  await createAccount(t.db, {
    tenant: 'navy',
    email: 'coordinator@navy.test',
    role: 'coordinator',
    networks: ['Navy Capital Network'],
  });
  tokens.advisor = (await loginAdvisor(t.app, clock)).accessToken;
  tokens.coordinator = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
  tokens.investor = (await loginInvestorByMail(t.app)).accessToken;
  tokens.navyAdvisor = (await loginAdvisor(t.app, clock, NAVY_ADVISOR, { host: HOSTS.navy })).accessToken;
  tokens.navyCoordinator = await loginAccount(t.app, clock, 'coordinator@navy.test', 'navy');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('upload', () => {
  it('authorization: anonymous 401, investor 403, advisor 403, other tenant 403, coordinator 201', async () => {
    expect((await upload(null, 'a.pdf', PDF)).statusCode).toBe(401);
    expect((await upload(tokens.investor, 'a.pdf', PDF)).statusCode).toBe(403);
    expect((await upload(tokens.advisor, 'a.pdf', PDF)).statusCode).toBe(403);
    expect((await upload(tokens.navyCoordinator, 'a.pdf', PDF)).statusCode).toBe(403);
    const ok = await upload(tokens.coordinator, 'Regulamin sieci.pdf', PDF);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      fileName: 'Regulamin sieci.pdf',
      uploadedBy: 'Piotr Kowalski',
      contentType: 'application/pdf',
      size: PDF.length,
      createdAt: clock.now().toISOString(),
    });
  });

  it('the type comes from the content: a PNG named .pdf is stored as PNG (name fixed); JPEG accepted, extension lower-cased', async () => {
    const png = await upload(tokens.coordinator, 'skan.pdf', PNG, HOSTS.demo, 'application/pdf');
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ fileName: 'skan.png', contentType: 'image/png' });
    const jpeg = await upload(tokens.coordinator, 'zdjęcie.JPEG', JPEG, HOSTS.demo, 'application/octet-stream');
    expect(jpeg.json()).toMatchObject({ fileName: 'zdjęcie.jpeg', contentType: 'image/jpeg' });
  });

  it('the stored name has no right-to-left override nor any other control or direction character', async () => {
    // Read as "fakturafdp.exe": the override shows `exe.pdf` backwards.
    const response = await upload(tokens.coordinator, 'faktura\u202Eexe.pdf', PDF);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().fileName).toBe('fakturaexe.pdf');
    const [row] = await selectDocument(response.json().id);
    expect(row!.file_name).toBe('fakturaexe.pdf');
  });

  it('a file that starts as a PNG, a JPEG or a PDF and continues as HTML -> 415, and nothing is stored', async () => {
    const before = await countDocuments();
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const magics = [PNG.subarray(0, 8), Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('%PDF-1.7\n')];
    for (const magic of magics) {
      const response = await upload(tokens.coordinator, 'skan.png', Buffer.concat([magic, html]));
      expect(response.statusCode, response.body).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await countDocuments()).toBe(before);
  });

  it('an EXE renamed .pdf -> 415, and nothing is stored', async () => {
    const before = await countDocuments();
    const response = await upload(tokens.coordinator, 'faktura.pdf', EXE);
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await countDocuments()).toBe(before);
  });

  it('over 10 MiB -> 413; exactly 10 MiB is fine', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES + 1 - PDF.length, 0x20)]);
    const response = await upload(tokens.coordinator, 'big.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    const limit = await upload(tokens.coordinator, 'limit.pdf', big.subarray(0, MAX_DOCUMENT_BYTES));
    expect(limit.statusCode).toBe(201);
  });

  it('no file part -> 400 with a violation at file', async () => {
    const body = multipart('a.pdf', PDF, 'application/pdf', 'other');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/advisor/advisor/documents',
      headers: { ...headersFor(HOSTS.demo), 'content-type': body.type, authorization: `Bearer ${tokens.coordinator}` },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
  });

  it('a failing row insert leaves no file and no row', async () => {
    await t.db.execute(sql`alter table documents add constraint test_fail check (size < 0) not valid`);
    try {
      const response = await upload(tokens.coordinator, 'fails.pdf', PDF);
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table documents drop constraint test_fail`);
    }
    const listed = await get(
      `/api/advisor/advisor/documents?${qs.stringify({ filters: { fileName: { type: 'string', operator: 'like', value: 'fails' } } })}`,
      tokens.advisor,
    );
    expect(listed.json().totalCount).toBe(0);
    const { readdirSync } = await import('node:fs');
    const stored = t.app.storage.description.replace(/^local /, '');
    const files = readdirSync(stored, { recursive: true }).map(String);
    const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
    // one file per row (documents/<tenant>/<document>), and no partial file left behind
    expect(files.filter((f) => new RegExp(`^documents/${uuid}/${uuid}$`).test(f))).toHaveLength(await countDocuments());
    expect(files.filter((f) => f.includes('.partial-'))).toEqual([]);
  });
});

async function selectDocument(id: string) {
  const result = (await t.db.execute(sql`select file_name from documents where id = ${id}`)) as unknown as {
    rows: Array<{ file_name: string }>;
  };
  return result.rows;
}

async function countDocuments(): Promise<number> {
  const result = (await t.db.execute(sql`select count(*)::int as n from documents`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0]!.n;
}

describe('list and download', () => {
  let pdfId: string;
  beforeAll(async () => {
    clock.advance(60_000);
    const created = await upload(tokens.coordinator, 'Umowa źdźbło żółw.pdf', PDF);
    pdfId = created.json().id;
    await upload(tokens.navyCoordinator, 'navy.pdf', PDF, HOSTS.navy);
  });

  it('every advisor-panel user of the tenant lists them (limit 99999), newest first; investor 403, anonymous 401', async () => {
    const response = await get(`/api/advisor/advisor/documents?limit=${WHOLE_LIST_LIMIT}&offset=0`, tokens.advisor);
    expect(response.statusCode).toBe(200);
    const names = response.json().items.map((d: { fileName: string }) => d.fileName);
    expect(names[0]).toBe('Umowa źdźbło żółw.pdf');
    expect(names).not.toContain('navy.pdf');
    expect(response.headers['x-total-count']).toBe(String(response.json().totalCount));
    expect(response.json().totalCount).toBe(names.length);
    expect((await get('/api/advisor/advisor/documents', tokens.investor)).statusCode).toBe(403);
    expect((await get('/api/advisor/advisor/documents', null)).statusCode).toBe(401);
    expect((await get('/api/advisor/advisor/documents', tokens.navyAdvisor)).statusCode).toBe(403);
  });

  it('filters and sorts through the list query language', async () => {
    const q = (query: object) => get(`/api/advisor/advisor/documents?${qs.stringify(query)}`, tokens.advisor);
    const byUploader = await q({
      filters: { uploadedBy: { type: 'string', operator: 'like', value: 'piotr kow' } },
      limit: WHOLE_LIST_LIMIT,
    });
    expect(byUploader.json().totalCount).toBeGreaterThan(3);
    const sorted = await q({ sort: { name: 'fileName', order: 'asc' }, limit: WHOLE_LIST_LIMIT });
    const names = sorted.json().items.map((d: { fileName: string }) => d.fileName);
    // Text sorts in Polish alphabetical order, as a Polish collator orders it.
    expect(names).toEqual([...names].sort(new Intl.Collator('pl').compare));
    const bad = await q({ filters: { storageKey: { type: 'string', operator: 'like', value: 'x' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0].propertyPath).toBe('query.filters.storageKey');
  });

  it('download: an attachment with the exact bytes, the content type and an RFC 5987 name', async () => {
    const response = await get(`/api/advisor/advisor/documents/${pdfId}/file`, tokens.advisor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Umowa zdzblo zolw.pdf"; filename*=UTF-8''Umowa%20%C5%BAd%C5%BAb%C5%82o%20%C5%BC%C3%B3%C5%82w.pdf`,
    );
  });

  it("download: another tenant's document -> 404; its token on this host 403; investor 403; anonymous 401", async () => {
    const navy = await get(`/api/advisor/advisor/documents?limit=${WHOLE_LIST_LIMIT}`, tokens.navyAdvisor, HOSTS.navy);
    const navyId = navy.json().items[0].id as string;
    expect((await get(`/api/advisor/advisor/documents/${navyId}/file`, tokens.advisor)).statusCode).toBe(404);
    expect(
      (await get(`/api/advisor/advisor/documents/${navyId}/file`, tokens.navyAdvisor, HOSTS.navy)).statusCode,
    ).toBe(200);
    expect((await get(`/api/advisor/advisor/documents/${pdfId}/file`, tokens.navyAdvisor)).statusCode).toBe(403);
    expect((await get(`/api/advisor/advisor/documents/${pdfId}/file`, tokens.investor)).statusCode).toBe(403);
    expect((await get(`/api/advisor/advisor/documents/${pdfId}/file`, null)).statusCode).toBe(401);
  });
});
