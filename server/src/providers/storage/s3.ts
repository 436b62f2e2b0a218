// FileStorage on an S3-compatible object store (AWS S3, MinIO, Ceph, s3rver in the tests), STORAGE=s3.
// PutObject is atomic per object (a reader never sees a partial file), so `put` needs no temporary key. Streams go
// through lib-storage's Upload (multipart for large bodies, parts of 5 MiB) and GetObject's body: a file is never
// held in memory whole by this module.
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type FileStorage, type StoredFile } from './provider';

export interface S3StorageSettings {
  /** http(s)://host:port of an S3-compatible server; unset: AWS S3 of the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** http://host/bucket/key instead of http://bucket.host/key (MinIO and most S3-compatible servers). */
  forcePathStyle: boolean;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404))
  );
}

export function createS3Storage(settings: S3StorageSettings): FileStorage {
  // The pinned SDK runs on Node 20; its start-up notice is about later SDK versions needing Node 22 (upgrading
  // the SDK goes with upgrading Node, decision 0029), not something an operator acts on at every start.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: the SDK's default (CRC32 trailers in aws-chunked bodies) is not
    // understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return key;
  };

  const openRead = async (key: string): Promise<StoredFile | null> => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
      return { body: answer.Body as Readable, size: answer.ContentLength };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    description: `s3 ${settings.endpoint ?? `aws ${settings.region}`} bucket ${Bucket}`,
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: bytes, ContentLength: bytes.length }));
    },
    async putStream(key, body) {
      // An aborted upload leaves no object: the multipart upload is aborted (leavePartsOnError false).
      await new Upload({ client, params: { Bucket, Key: keyOf(key), Body: body }, leavePartsOnError: false }).done();
    },
    async get(key) {
      const file = await openRead(key);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    openRead,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async close() {
      client.destroy();
    },
  };
}
