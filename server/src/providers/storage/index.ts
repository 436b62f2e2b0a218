// File storage (DESIGN.md section 8): one interface, a local-folder implementation by default. An S3-compatible
// store is a new implementation of FileStorage (put = PutObject, which is atomic per object; get = GetObject;
// delete = DeleteObject), not a change to its callers.
export interface FileStorage {
  /** For logs: `local /path` or `s3 bucket`. */
  readonly description: string;
  /**
   * Stores the bytes under `key`, all or nothing: a reader never sees a partial file, and a failure leaves no
   * file under the key. Keys are `[a-z0-9-]` segments joined by `/`.
   */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; no error when it does not exist. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.length > 512) throw new Error(`invalid storage key: ${key}`);
}

export { createLocalStorage } from './local';
