// File storage (see docs/product/platform.md): one interface, a local folder by default (local.ts), an S3-compatible store
// with STORAGE=s3 (s3.ts). Uploads are spooled to disk, checked there (file-content.ts) and stored with putStream
// (decision 0044); downloads stream with openRead (decision 0029). put is for files the server makes itself.
import type { Readable } from 'node:stream';

/** An opened file: read `body` to its end (or destroy it) so the file handle or connection is released. */
export interface StoredFile {
  body: Readable;
  /** Known for both stores (fstat, S3 ContentLength); undefined only if an S3-compatible server omits it. */
  size: number | undefined;
}

export interface FileStorage {
  /** For logs: `local /path` or `s3 bucket`. */
  readonly description: string;
  /**
   * Stores the bytes under `key`, all or nothing: a reader never sees a partial file, and a failure leaves no
   * file under the key. Keys are `[a-z0-9-]` segments joined by `/`.
   */
  put(key: string, bytes: Buffer): Promise<void>;
  /** As put, from a stream (all or nothing too). */
  putStream(key: string, body: Readable): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream with its size in bytes, or null when there is no such file. */
  openRead(key: string): Promise<StoredFile | null>;
  /** Removes the file; no error when it does not exist. */
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be used (GET /readyz). */
  check(): Promise<void>;
  /** Releases connections (at shutdown). */
  close(): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.length > 512) throw new Error(`invalid storage key: ${key}`);
}
