// The same storage contract on the local folder and on a real S3-compatible server (s3rver).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, createS3Storage, type FileStorage } from '../../server/src/providers/storage';
import { startS3, type TestS3 } from './helpers/s3-server';

let s3: TestS3;
const folder = mkdtempSync(join(tmpdir(), 'fund-platform-files-'));
const stores: Record<string, () => FileStorage> = {};

beforeAll(async () => {
  s3 = await startS3();
  stores.s3 = () =>
    createS3Storage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
});
stores.local = () => createLocalStorage(folder);
afterAll(async () => {
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream of `size` bytes made on the fly (never one buffer of that size). */
function generated(size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      const length = Math.min(64 * 1024, size - sent);
      if (length === 0) return this.push(null);
      const chunk = Buffer.alloc(length, sent % 251);
      sent += length;
      this.push(chunk);
    },
  });
}

describe.each(['local', 's3'])('file storage: %s', (kind) => {
  const store = () => stores[kind]!();

  it('answers what was put, null for a missing file, and nothing after delete', async () => {
    const storage = store();
    await storage.check();
    await storage.put('tenant-1/doc-1', Buffer.from('first'));
    await storage.put('tenant-1/doc-1', Buffer.from('second'));
    expect((await storage.get('tenant-1/doc-1'))?.toString()).toBe('second');
    expect(await storage.get('tenant-1/missing')).toBeNull();
    expect(await storage.openRead('tenant-1/missing')).toBeNull();
    await storage.delete('tenant-1/doc-1');
    await storage.delete('tenant-1/doc-1'); // no error the second time
    expect(await storage.get('tenant-1/doc-1')).toBeNull();
    await storage.close();
  });

  it('streams a file in and out (larger than one upload part)', async () => {
    const storage = store();
    const size = 6 * 1024 * 1024 + 123;
    await storage.putStream('tenant-1/large', generated(size));
    const file = await storage.openRead('tenant-1/large');
    expect(file?.size).toBe(size);
    const bytes = await readAll(file!.body);
    expect(bytes.length).toBe(size);
    expect(bytes.equals(await readAll(generated(size)))).toBe(true);
    await storage.delete('tenant-1/large');
    await storage.close();
  });

  it('refuses keys outside [a-z0-9-] segments', async () => {
    const storage = store();
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    await expect(storage.get('Tenant/UPPER')).rejects.toThrow(/invalid storage key/);
    await storage.close();
  });
});

describe('s3 storage readiness', () => {
  it('fails its check when the bucket does not exist', async () => {
    const storage = createS3Storage({
      endpoint: s3.endpoint,
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await expect(storage.check()).rejects.toThrow();
    await storage.close();
  });
});
