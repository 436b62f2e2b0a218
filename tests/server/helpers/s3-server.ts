// A real S3-compatible server for tests (s3rver on loopback, files in a temporary folder), with one bucket.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The S3_* variables of a server using it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3(bucket = 'fund-files'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'fund-platform-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    // s3rver accepts its default key pair S3RVER/S3RVER.
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
