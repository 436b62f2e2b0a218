// Uploads are never held whole in memory: the file is written to the spool folder as it arrives, stored with
// putStream (never put), an oversized file is refused before the rest of its body is read, and a refused or failed
// upload leaves neither a row nor a stored object, nor a spooled file. On the local folder and on an S3-compatible
// server (s3rver).
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '#schemas/constants';
import { createLocalStorage, createS3Storage, type FileStorage } from '../../server/src/providers/storage';
import { createAccount, loginAccount } from './helpers/accounts';
import { COORDINATOR, HOSTS, headersFor, loginAdvisor } from './helpers/auth';
import { selectRows } from './helpers/campaigns';
import { startS3, type TestS3 } from './helpers/s3-server';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';
import { PDF, PNG } from '../fixtures/files';

const clock = createClock('2026-03-02T10:00:00.000Z');
const MiB = 1024 * 1024;
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
/** A PDF of about `size` bytes: the fixture and padding after its end (which a PDF may carry). */
const paddedPdf = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, '\n')]);

interface Store {
  storage: FileStorage;
  /** Every key the store holds. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

function localStore(): Store {
  const dir = mkdtempSync(join(tmpdir(), 'fund-platform-uploads-'));
  const storage = createLocalStorage(dir);
  return {
    storage,
    keys: async () =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1)),
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function s3Store(): Promise<Store> {
  const s3: TestS3 = await startS3();
  const settings = {
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const storage = createS3Storage(settings);
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    storage,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!);
    },
    async close() {
      client.destroy();
      await storage.close();
      await s3.close();
    },
  };
}

describe.each([
  ['local folder', async () => localStore()],
  ['S3-compatible server', s3Store],
])('uploads streamed to the %s', (_name, openStore) => {
  let t: TestApp;
  let store: Store;
  let address: string;
  const spoolDir = mkdtempSync(join(tmpdir(), 'fund-platform-spool-'));
  const streamed: Array<{ key: string; body: unknown }> = [];
  /** When set, the store fails after this many bytes of the next stream (an outage in the middle of a file). */
  let failAfter: number | null = null;
  let started = false;
  const tokens = {} as Record<'coordinator' | 'operator', string>;
  let campaignId: string;

  beforeAll(async () => {
    store = await openStore();
    const real = store.storage;
    const storage: FileStorage = {
      ...real,
      // The demo data's generated files are put whole while the app starts; an upload never is.
      put: (key, bytes) =>
        started
          ? Promise.reject(new Error('an upload held a whole file in memory (storage.put)'))
          : real.put(key, bytes),
      putStream(key, body) {
        streamed.push({ key, body });
        if (failAfter === null) return real.putStream(key, body);
        let seen = 0;
        const limit = failAfter;
        const outage = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            seen += chunk.length;
            done(seen > limit ? new Error('the store went away') : null, chunk);
          },
        });
        return real.putStream(
          key,
          body.pipe(outage).on('error', () => body.destroy()),
        );
      },
    };
    t = await createTestApp({ clock: clock.now, storage, uploadSpoolDir: spoolDir });
    started = true;
    await createAccount(t.db, { tenant: 'demo', email: 'streamed.operator@demo.test', role: 'operator' });
    tokens.coordinator = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
    tokens.operator = await loginAccount(t.app, clock, 'streamed.operator@demo.test');
    const [row] = await selectRows<{ campaign_id: string }>(
      t.db,
      sql`select campaign_id from campaign_documents limit 1`,
    );
    campaignId = row!.campaign_id;
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await store?.close();
    rmSync(spoolDir, { recursive: true, force: true });
  });

  const spooled = () => readdirSync(spoolDir).map((name) => ({ name, size: statSync(join(spoolDir, name)).size }));
  const counts = async () => {
    const [row] = await selectRows<{ documents: number; campaign_documents: number }>(
      t.db,
      sql`select (select count(*)::int from documents) as documents,
                 (select count(*)::int from campaign_documents) as campaign_documents`,
    );
    return { ...row!, keys: (await store.keys()).sort() };
  };

  /** A multipart upload over a real socket, written by the test piece by piece (chunked, no Content-Length). */
  function openUpload(path: string, as: keyof typeof tokens, fields: Record<string, string> = {}) {
    const boundary = `----streamed${Math.random().toString(16).slice(2)}`;
    const outgoing = httpRequest(`${address}${path}`, {
      method: path.endsWith('/image') ? 'PUT' : 'POST',
      headers: {
        ...headersFor(HOSTS.demo),
        authorization: `Bearer ${tokens[as]}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    const answer = new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
      outgoing.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ statusCode: response.statusCode!, body: text }));
      });
      outgoing.on('error', reject);
    });
    let answered = false;
    void answer.then(
      () => (answered = true),
      () => undefined,
    );
    const write = (bytes: Buffer) =>
      new Promise<void>((resolve, reject) => {
        outgoing.write(bytes, (error) => (error ? reject(error) : resolve()));
      });
    const head = Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const start = write(
      Buffer.from(
        `${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plik.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
    );
    return {
      answer,
      answered: () => answered,
      /**
       * Writes the file's bytes in chunks of 64 KiB, each taken by the socket before the next; stops once the server
       * has answered (it need not read the rest).
       */
      async file(bytes: Buffer) {
        await start;
        for (let offset = 0; offset < bytes.length && !answered; offset += 64 * 1024) {
          await write(bytes.subarray(offset, offset + 64 * 1024)).catch((error: unknown) => {
            if (!answered) throw error;
          });
        }
      },
      end: () => outgoing.end(`\r\n--${boundary}--\r\n`),
      destroy: () => outgoing.destroy(),
    };
  }

  /** Waits until `check` holds (polling), or fails with `what` after `ms`. */
  async function until(check: () => boolean, what: string, ms = 10_000) {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`${what} within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('a file near the limit is spooled as it arrives, stored as a stream, and the spool is emptied', async () => {
    const file = paddedPdf(MAX_DOCUMENT_BYTES - 4096);
    const before = streamed.length;
    const upload = openUpload('/api/advisor/advisor/documents', 'coordinator');
    // The first 3 MiB only: the server has them on disk before the rest is even sent.
    await upload.file(file.subarray(0, 3 * MiB));
    await until(
      () => spooled().some((entry) => entry.size >= 2 * MiB),
      'the first 2 MiB of an unfinished upload were not written to the spool folder',
    );
    expect(upload.answered()).toBe(false);
    await upload.file(file.subarray(3 * MiB));
    upload.end();
    const answer = await upload.answer;
    expect(answer.statusCode, answer.body).toBe(201);
    const document = JSON.parse(answer.body) as { id: string; size: number; contentType: string };
    expect(document).toMatchObject({ size: file.length, contentType: 'application/pdf' });

    // The store was given a stream, and holds exactly the bytes sent; the row's hash is theirs.
    expect(streamed.length).toBe(before + 1);
    expect(typeof (streamed.at(-1)!.body as Readable).pipe).toBe('function');
    expect(Buffer.isBuffer(streamed.at(-1)!.body)).toBe(false);
    const [row] = await selectRows<{ storage_key: string; sha256: string; size: number }>(
      t.db,
      sql`select storage_key, sha256, size from documents where id = ${document.id}`,
    );
    expect(row).toEqual({
      storage_key: streamed.at(-1)!.key,
      sha256: createHash('sha256').update(file).digest('hex'),
      size: file.length,
    });
    const stored = await store.storage.openRead(row!.storage_key);
    const hash = createHash('sha256');
    for await (const chunk of stored!.body) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(row!.sha256);
    expect(spooled()).toEqual([]);
  }, 60_000);

  it('a file over the limit is refused with 413 having read no more than the limit and a chunk; nothing kept', async () => {
    const before = await counts();
    const upload = openUpload('/api/advisor/advisor/documents', 'coordinator');
    // The limit and 256 KiB more, and then nothing (no closing boundary, the body could go on for ever): a server
    // that read the file to its end before refusing it would never answer.
    void upload.file(paddedPdf(MAX_DOCUMENT_BYTES + 256 * 1024));
    await until(upload.answered, 'an oversized upload was not answered before its body ended', 20_000);
    const answer = await upload.answer;
    expect(answer.statusCode).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ label: 'Payload too large', code: 'PAYLOAD_TOO_LARGE' });
    upload.destroy();
    expect(await counts()).toEqual(before);
    await until(() => spooled().length === 0, 'the spooled part of a refused upload was not removed');
  }, 60_000);

  it.each([
    ['HTML behind the PDF signature', Buffer.concat([Buffer.from('%PDF-1.7\n'), HTML, Buffer.alloc(MiB, ' ')])],
    ['an image where a PDF is required', PNG],
  ])('a campaign document of the wrong type (%s): 415, no row, no object, no spooled file', async (_case, file) => {
    const before = await counts();
    const upload = openUpload(`/api/operator/campaign/${campaignId}/document`, 'operator', { namePl: 'Prospekt' });
    await upload.file(file);
    upload.end();
    const answer = await upload.answer;
    expect(answer.statusCode, answer.body).toBe(415);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await counts()).toEqual(before);
    expect(spooled()).toEqual([]);
  });

  it('a campaign image over the limit: 413, the campaign keeps no image, nothing stored', async () => {
    const [image] = await selectRows<{ image_key: string | null }>(
      t.db,
      sql`select image_key from campaigns where id = ${campaignId}`,
    );
    const before = await counts();
    const upload = openUpload(`/api/operator/campaign/${campaignId}/image`, 'operator');
    await upload.file(Buffer.concat([PNG, Buffer.alloc(MAX_DOCUMENT_BYTES)]));
    const answer = await upload.answer;
    upload.destroy();
    expect(answer.statusCode).toBe(413);
    expect(await counts()).toEqual(before);
    const [after] = await selectRows<{ image_key: string | null }>(
      t.db,
      sql`select image_key from campaigns where id = ${campaignId}`,
    );
    expect(after).toEqual(image);
    await until(() => spooled().length === 0, 'the spooled part of a refused upload was not removed');
  }, 60_000);

  it('the store failing in the middle of a file: no row, no object (not even a part), no spooled file', async () => {
    const before = await counts();
    // Past the first 5 MiB: on S3 the first part of a multipart upload is sent before the store fails.
    failAfter = 6 * MiB;
    try {
      const upload = openUpload('/api/advisor/advisor/documents', 'coordinator');
      await upload.file(paddedPdf(9 * MiB));
      upload.end();
      const answer = await upload.answer;
      expect(answer.statusCode).toBe(500);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'INTERNAL_ERROR' });
    } finally {
      failAfter = null;
    }
    expect(await counts()).toEqual(before);
    expect(spooled()).toEqual([]);
  }, 60_000);
});
